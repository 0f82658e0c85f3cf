import type { EventObject } from 'xstate';
import { sampleFailures } from './failures';
import { NEW_PASSWORD } from './values';

export const resetPasswordInputs = [{ linkData: 'link-data-0123456789abcdefghijklmnopq' }];

export const resetPasswordEvents: EventObject[] = [
  { type: 'reset.submit', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } as EventObject,
  { type: 'reset.retry' },
  {
    type: 'xstate.done.actor.checkLink',
    output: { account: 'c•••', expiresAt: '2026-11-22T10:00:00Z' },
  } as EventObject,
  { type: 'xstate.error.actor.checkLink', error: sampleFailures.linkExpired } as EventObject,
  { type: 'xstate.error.actor.checkLink', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.resetPassword', output: { reset: true } } as EventObject,
  { type: 'xstate.error.actor.resetPassword', error: sampleFailures.validation } as EventObject,
  { type: 'xstate.error.actor.resetPassword', error: sampleFailures.linkExpired } as EventObject,
];
