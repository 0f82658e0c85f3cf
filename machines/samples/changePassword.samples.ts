import type { EventObject } from 'xstate';
import { sampleFailures } from './failures';
import { NEW_PASSWORD } from './values';

export const changePasswordEvents: EventObject[] = [
  {
    type: 'password.submit',
    oldPassword: 'Demo@1234',
    newPassword: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
  } as EventObject,
  { type: 'sessions.endOthers' },
  { type: 'sessions.keep' },
  { type: 'xstate.done.actor.changePassword', output: { otherSessions: 2 } } as EventObject,
  { type: 'xstate.done.actor.changePassword', output: { otherSessions: 0 } } as EventObject,
  { type: 'xstate.error.actor.changePassword', error: sampleFailures.currentPasswordWrong } as EventObject,
  { type: 'xstate.done.actor.endOtherSessions', output: { ended: 2 } } as EventObject,
  { type: 'xstate.error.actor.endOtherSessions', error: sampleFailures.network } as EventObject,
];
