import type { EventObject } from 'xstate';
import { sampleFailures } from './failures';

export const sampleWidgetData = { rows: [{ id: 'T1', amount: '1500.00' }] };

export const widgetDataEvents: EventObject[] = [
  { type: 'widget.retry' },
  { type: 'widget.refresh' },
  { type: 'xstate.done.actor.loadWidget', output: sampleWidgetData } as EventObject,
  { type: 'xstate.done.actor.loadWidget', output: [] } as EventObject,
  { type: 'xstate.done.actor.loadWidget', output: null } as EventObject,
  { type: 'xstate.error.actor.loadWidget', error: sampleFailures.network } as EventObject,
];
