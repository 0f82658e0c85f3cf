import { fromPromise, type SnapshotFrom } from 'xstate';
import { widgetDataMachine } from '../../machines/widgetData.machine';
import { quietWhenAborted } from '../platform/call';

/** What every dashboard widget receives: its own settings from the dashboard layout. */
export interface WidgetProps {
  settings?: Readonly<Record<string, unknown>>;
}

/**
 * requirements#dashboard-widgets: a widget's own copy of the widget statechart, fed by its
 * loader. Leaving the dashboard stops it, and the abort is not a failure.
 */
export function widgetDataLogic(load: (signal: AbortSignal) => Promise<unknown>) {
  return widgetDataMachine.provide({
    actors: { loadWidget: fromPromise<unknown, void>(quietWhenAborted(({ signal }) => load(signal))) },
  });
}

export type WidgetLogic = ReturnType<typeof widgetDataLogic>;
type Snapshot = SnapshotFrom<typeof widgetDataMachine>;
export type WidgetStep = 'loading' | 'ready' | 'empty' | 'failed';

export const selectWidgetStep = (s: Snapshot): WidgetStep =>
  s.matches('ready') ? 'ready' : s.matches('empty') ? 'empty' : s.matches('failed') ? 'failed' : 'loading';
export const selectWidgetData = (s: Snapshot) => s.context.data;
export const selectWidgetFailure = (s: Snapshot) => s.context.failure;

/** A setting of the expected type, or the fallback (configuration is data, never trusted). */
export function setting(props: WidgetProps, key: string, fallback: string): string;
export function setting(props: WidgetProps, key: string, fallback: number): number;
export function setting(props: WidgetProps, key: string, fallback: string | number): string | number {
  const value = props.settings?.[key];
  return typeof value === typeof fallback && (typeof value !== 'number' || Number.isFinite(value))
    ? (value as string | number)
    : fallback;
}
