import { Skeleton } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { widgetDataMachine } from '../../machines/widgetData.machine';
import { selectWidgetData, selectWidgetFailure, selectWidgetStep } from './widgetData';
import { WidgetFrame } from './WidgetFrame';

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
 * A widget fed by its own widget statechart, in its frame: loading, empty, failed with its own
 * retry, and what it shows when ready. A refresh keeps what is shown (marked busy) until the
 * answer comes.
 */
export function WidgetCard<T>({ actor, title, icon, action, empty, skeletonHeight = 96, children }: Props<T>) {
  const step = useSelector(actor, selectWidgetStep);
  const data = useSelector(actor, selectWidgetData) as T | null;
  const failure = useSelector(actor, selectWidgetFailure);
  return (
    <WidgetFrame
      title={title}
      icon={icon}
      action={action}
      step={step}
      failure={failure}
      onRetry={() => actor.send({ type: 'widget.retry' })}
      empty={empty}
      skeleton={<Skeleton h={skeletonHeight} radius="md" />}
    >
      {data === null ? null : children(data)}
    </WidgetFrame>
  );
}
