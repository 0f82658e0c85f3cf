import type { EventObject } from 'xstate';
import { sampleFailures } from './failures';

export const forgotPasswordEvents: EventObject[] = [
  { type: 'forgotPassword.submit', userName: 'consumer', category: 'consumer' } as EventObject,
  { type: 'forgotPassword.again' },
  { type: 'xstate.done.actor.requestResetLink', output: { linkValidityMinutes: 60 } } as EventObject,
  { type: 'xstate.error.actor.requestResetLink', error: sampleFailures.network } as EventObject,
];
