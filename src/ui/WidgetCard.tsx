import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { widgetDataMachine } from '../../machines/widgetData.machine';
import { useFailureMessage } from './useFailureMessage';
import { selectWidgetData, selectWidgetFailure, selectWidgetStep } from './widgetData';

export type WidgetActor = ActorRefFrom<typeof widgetDataMachine>;

interface Props<T> {
  actor: WidgetActor;
  title: string;
  icon?: ReactNode;
  /** a link or button beside the title */
  action?: ReactNode;
  /** said when the loader found nothing to show */
  empty: ReactNode;
  /** the height the loading skeleton holds, so the page does not jump */
  skeletonHeight?: number;
  children: (data: T) => ReactNode;
}

/**
 * A dashboard widget's frame (requirements#dashboard-widgets): its titled card and the states of
 * its own actor — loading, empty, failed with its own retry — around what it shows when ready. A
 * refresh keeps what is shown (marked busy) until the answer comes.
 */
export function WidgetCard<T>({ actor, title, icon, action, empty, skeletonHeight = 96, children }: Props<T>) {
  const { t } = useLingui();
  const id = useId();
  const step = useSelector(actor, selectWidgetStep);
  const data = useSelector(actor, selectWidgetData) as T;
  const failure = useSelector(actor, selectWidgetFailure);
  const describe = useFailureMessage();
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
        {step === 'ready' || (step === 'loading' && data !== null) ? action : null}
      </Group>
      {step === 'loading' && data === null ? (
        <Skeleton h={skeletonHeight} radius="md" />
      ) : step === 'failed' ? (
        <Stack gap="xs" align="flex-start">
          <Text c="danger" size="sm" role="alert">
            {failure ? describe(failure) : t`Please try after sometime.`}
          </Text>
          <Button size="xs" variant="light" onClick={() => actor.send({ type: 'widget.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      ) : step === 'empty' ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        children(data)
      )}
    </Card>
  );
}
