import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingStatus } from './ListStatus';
import { PageTitle } from './PageTitle';

/**
 * The parts of a public result page (a card payment's return, a receipt's verification): a
 * labelled value, the outcome's heading beside its icon, and the page while it is being checked.
 */
export function ResultLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </Stack>
  );
}

/** The page heading beside a coloured icon (decorative: the heading says it); `children` under the heading. */
export function ResultHeading({
  color,
  icon,
  title,
  children,
}: {
  color: string;
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align={children ? 'flex-start' : 'center'}>
      <ThemeIcon size={44} radius="xl" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      {children ? (
        <Stack gap={4}>
          <PageTitle>{title}</PageTitle>
          {children}
        </Stack>
      ) : (
        <PageTitle>{title}</PageTitle>
      )}
    </Group>
  );
}

/** A result page while its answer is being checked: its heading and the loading status. */
export function CheckingPanel({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <LoadingStatus>{children}</LoadingStatus>
    </Stack>
  );
}
