import type { EventObject } from 'xstate';
import { sampleFailures } from './failures';

export const sampleMenu = { header: { layout_data: { dataList: [] } } };
export const newerMenu = { header: { layout_data: { dataList: [{ route: '/app/support' }] } } };

export const configurationEvents: EventObject[] = [
  // a reload first: the shortest path to a reload's loading goes through it, not through a Retry the
  // drawer offers only after a failure (the browser model walks that path, test/e2e/model/)
  { type: 'configuration.reload' },
  { type: 'configuration.retry' },
  { type: 'xstate.done.actor.loadConfiguration', output: sampleMenu } as EventObject,
  { type: 'xstate.done.actor.loadConfiguration', output: newerMenu } as EventObject,
  { type: 'xstate.error.actor.loadConfiguration', error: sampleFailures.network } as EventObject,
];
