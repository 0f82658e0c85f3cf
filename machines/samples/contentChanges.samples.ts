import type { EventObject } from 'xstate';
import type { ContentChangesAnswer } from '../contentChanges.machine';
import { sampleFailures } from './failures';

export const firstAnswer: ContentChangesAnswer = { now: 1000, changes: [] };

export const changedAnswer: ContentChangesAnswer = {
  now: 2000,
  changes: [
    { identifier: 'default_layout', changedAt: 1500 },
    { identifier: 'default_pages', changedAt: 1600 },
    { identifier: 'default_layout', changedAt: 1700 },
  ],
};

export const contentChangesEvents: EventObject[] = [
  { type: 'changes.check' },
  { type: 'xstate.done.actor.fetchChanges', output: firstAnswer } as EventObject,
  { type: 'xstate.done.actor.fetchChanges', output: changedAnswer } as EventObject,
  { type: 'xstate.error.actor.fetchChanges', error: sampleFailures.network } as EventObject,
  { type: 'xstate.after.pollInterval.contentChanges.waiting' },
];
