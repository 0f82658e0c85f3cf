import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { FlowFailure } from '../../machines/shared';
import { useFailureMessage } from './useFailureMessage';

export interface WidgetFrameProps {
  title: string;
  icon?: ReactNode;
  /** a link or button beside the title, shown with the content */
  action?: ReactNode;
  /** `loading` with content is a refresh: the content stays, marked busy */
  step: 'loading' | 'ready' | 'empty' | 'failed';
  failure: FlowFailure | null;
  onRetry: () => void;
  /** said when there is nothing to show */
  empty: ReactNode;
  /** what holds the place while loading, so the page does not jump */
  skeleton?: ReactNode;
  /** what the widget shows; null until it has something */
  children: ReactNode;
}

/**
 * A dashboard widget's frame (requirements#dashboard-widgets): its titled card, and its loading,
 * empty and failed states (with its own retry) around what it shows. Whatever statechart feeds
 * the widget, its states are drawn alike.
 */
export function WidgetFrame({
  title,
  icon,
  action,
  step,
  failure,
  onRetry,
  empty,
  skeleton,
  children,
}: WidgetFrameProps) {
  const { t } = useLingui();
  const id = useId();
  const describe = useFailureMessage();
  const shown = children !== null && step !== 'failed' && step !== 'empty';
  return (
    <Card
      component="section"
      withBorder
      radius="lg"
      padding="lg"
      h="100%"
      aria-labelledby={id}
      aria-busy={step === 'loading'}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          {icon}
          <Text fw={600} component="h2" id={id} truncate>
            {title}
          </Text>
        </Group>
        {shown ? action : null}
      </Group>
      {step === 'failed' ? (
        <Stack gap="xs" align="flex-start">
          <Text c="danger" size="sm" role="alert">
            {failure ? describe(failure) : t`Please try after sometime.`}
          </Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      ) : step === 'empty' ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : shown ? (
        children
      ) : (
        (skeleton ?? <Skeleton h={96} radius="md" />)
      )}
    </Card>
  );
}
