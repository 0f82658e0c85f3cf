import type { EventObject } from 'xstate';
import { sampleFailures } from './failures';

export const sampleMenu = { header: { layout_data: { dataList: [] } } };
export const newerMenu = { header: { layout_data: { dataList: [{ route: '/app/support' }] } } };

export const configurationEvents: EventObject[] = [
  { type: 'configuration.retry' },
  { type: 'configuration.reload' },
  { type: 'xstate.done.actor.loadConfiguration', output: sampleMenu } as EventObject,
  { type: 'xstate.done.actor.loadConfiguration', output: newerMenu } as EventObject,
  { type: 'xstate.error.actor.loadConfiguration', error: sampleFailures.network } as EventObject,
];
