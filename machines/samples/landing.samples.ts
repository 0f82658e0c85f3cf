import type { EventObject } from 'xstate';
import type { LandingBlockItem } from '../landing.machine';
import { sampleFailures } from './failures';

/** out of order on purpose, with a type no view draws: the flow keeps every block, by sortOrder */
export const sampleLandingBlocks: LandingBlockItem[] = [
  { id: 'partners', type: 'partners', sortOrder: 50 },
  { id: 'hero', type: 'hero', sortOrder: 10 },
  { id: 'testimonials', type: 'testimonials', sortOrder: 35 },
  { id: 'features', type: 'features', sortOrder: 20 },
];

export const landingEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadBlocks', output: sampleLandingBlocks } as EventObject,
  { type: 'xstate.done.actor.loadBlocks', output: [] } as EventObject,
  { type: 'xstate.error.actor.loadBlocks', error: sampleFailures.network } as EventObject,
  { type: 'landing.retry' },
];
