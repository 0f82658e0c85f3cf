import type { EventObject } from 'xstate';
import type { ListedSession } from '../activeSessions.machine';
import type { FlowFailure } from '../shared';
import { sampleFailures } from './failures';

/** Sessions as the contract gives them: the flow reads the id and `current`, and carries the rest. */
const session = (id: string, current: boolean, browser: string, os: string) =>
  ({
    id,
    current,
    browser,
    os,
    deviceType: 'desktop',
    place: { kind: 'thisNetwork' },
    signedInAt: '2026-11-27T08:00:00.000Z',
    lastActiveAt: '2026-11-27T09:00:00.000Z',
  }) as ListedSession;

export const thisLaptop = session('41', true, 'Firefox 133', 'Windows');
export const phone = session('42', false, 'Chrome 131', 'Android 14');
export const tablet = session('43', false, 'Safari 17', 'iOS 17');
export const sessions: readonly ListedSession[] = [thisLaptop, phone, tablet];
/** after a sign-out: the phone is gone */
export const sessionsLeft: readonly ListedSession[] = [thisLaptop, tablet];

export const sessionGone: FlowFailure = { kind: 'notFound', errCode: 1183, message: 'This session was not found.' };

export const activeSessionsEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadSessions', output: sessions } as EventObject,
  // signed in on this device only: nothing else to sign out
  { type: 'xstate.done.actor.loadSessions', output: [thisLaptop] } as EventObject,
  { type: 'xstate.error.actor.loadSessions', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.refreshSessions', output: sessionsLeft } as EventObject,
  { type: 'xstate.error.actor.refreshSessions', error: sampleFailures.network } as EventObject,
  { type: 'list.retry' },
  { type: 'list.refresh' },
  { type: 'revoke.start', id: phone.id } as EventObject,
  // the session in use is not offered, and an id not in the list is nothing to sign out
  { type: 'revoke.start', id: thisLaptop.id } as EventObject,
  { type: 'revoke.start', id: '999' } as EventObject,
  { type: 'revoke.confirm' },
  { type: 'revoke.cancel' },
  { type: 'xstate.done.actor.endSession', output: { ended: true } } as EventObject,
  { type: 'xstate.error.actor.endSession', error: sessionGone } as EventObject,
  { type: 'xstate.error.actor.endSession', error: sampleFailures.network } as EventObject,
  { type: 'revokeOthers.start' },
  { type: 'revokeOthers.confirm' },
  { type: 'revokeOthers.cancel' },
  { type: 'xstate.done.actor.endOtherSessions', output: { ended: 2 } } as EventObject,
  { type: 'xstate.error.actor.endOtherSessions', error: sampleFailures.network } as EventObject,
];
