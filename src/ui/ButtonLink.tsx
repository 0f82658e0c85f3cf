import { Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type ButtonAnchorProps = ButtonProps & Omit<ComponentPropsWithRef<'a'>, keyof ButtonProps | 'color'>;

function ButtonAnchor(props: ButtonAnchorProps) {
  return <Button component="a" {...props} />;
}

const CreatedButtonLink = createLink(ButtonAnchor);

/**
 * A Mantine button that is a router link, with the route's typed params and search (a Mantine
 * `component={Link}` loses them).
 */
export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => <CreatedButtonLink {...props} />;
