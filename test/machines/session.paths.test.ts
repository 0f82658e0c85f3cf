import { expect } from 'vitest';
import { describeMachinePaths } from './describePaths';
import { machineRegistry } from '../../machines';
import type { SessionContext, SessionInput } from '../../machines/session.machine';
import { callsNamed, lastActor, lastIndexOf, registryEntry, type Call, type StateAssertions } from './pathHarness';

const entry = registryEntry(machineRegistry, 'session');
const ctx = (s: { context: unknown }) => s.context as SessionContext;
const events = (calls: readonly Call[]) =>
  calls.filter((c) => c.name === 'event').map((c) => c.params as { type: string; [k: string]: unknown });

/** Whether a session existed at some point of this path: restored at start or signed in. */
const hadSession = (input: SessionInput, calls: readonly Call[]) =>
  input.user !== null || callsNamed(calls, 'persistSession').length > 0;

const assertions: StateAssertions = {
  'session.signedOut': ({ snapshot, previous, calls, stepCalls, input, event }) => {
    expect(ctx(snapshot).user).toBeNull();
    expect(ctx(snapshot).endReason).toBeNull();
    if (hadSession(input as SessionInput, calls)) {
      // everything stored was cleared after the last sign-in, and the user was sent to /signin
      expect(lastIndexOf(calls, 'clearSession')).toBeGreaterThan(lastIndexOf(calls, 'persistSession'));
      expect(lastIndexOf(calls, 'redirectToSignIn')).toBeGreaterThan(lastIndexOf(calls, 'persistSession'));
    }
    // the way back: after a forced end (or inactivity) the sign-in page keeps the user's target, not after a logout
    const redirect = callsNamed(stepCalls, 'redirectToSignIn').at(-1)?.params;
    if (previous?.matches('loggingOut')) {
      const reason = previous.context.endReason;
      expect(['logout', 'expired', 'elsewhere', 'inactive']).toContain(reason);
      expect(redirect).toEqual({ keepTarget: reason !== 'logout', reason });
    }
    if (previous?.matches('signedIn') && event.type === 'storage.sessionChanged')
      // another tab signed out: follow it, no server call, no target kept
      expect(redirect).toEqual({ keepTarget: false, reason: null });
    // a refused anonymous token is dropped so startup fetches a new one
    const last = events(calls).at(-1);
    if (last?.type === 'session.expired') expect(callsNamed(calls, 'discardAccessToken').length).toBeGreaterThan(0);
  },
  'session.signedIn.active': ({ snapshot, previous, stepCalls, event }) => {
    expect(ctx(snapshot).user).not.toBeNull();
    if (event.type === 'session.signedIn' && previous?.matches('signedOut'))
      expect(callsNamed(stepCalls, 'persistSession')[0]?.params).toEqual({
        session: (event as unknown as { session: unknown }).session,
      });
    if (event.type === 'session.signedIn' && previous?.matches('signedIn'))
      // already signed in: a second sign-in is not taken (the sign-in page is for signed-out users)
      expect(callsNamed(stepCalls, 'persistSession')).toEqual([]);
    if (event.type === 'storage.sessionChanged')
      expect(ctx(snapshot).user).toEqual((event as unknown as { user: unknown }).user);
    if (event.type === 'session.expired')
      // seed 001 §4: nothing happens on the server-not-found page
      expect((event as unknown as { onServerNotFoundPage: boolean }).onServerNotFoundPage).toBe(true);
  },
  'session.signedIn.warned': ({ snapshot, previous, event }) => {
    // seed 000 §9: the warning comes after the idle time, and a stray mouse move does not dismiss it
    expect(ctx(snapshot).user).not.toBeNull();
    expect(ctx(snapshot).endReason).toBeNull();
    if (previous?.matches({ signedIn: 'active' }))
      expect(event.type).toBe('xstate.after.untilWarning.session.signedIn.active');
    if (event.type === 'user.activity') expect(previous?.matches({ signedIn: 'warned' })).toBe(true);
  },
  'session.alerting': ({ snapshot, calls }) => {
    expect(ctx(snapshot).alertMessage).toBe('Your session was ended from another device.');
    expect(ctx(snapshot).endReason).toBe('elsewhere');
    // seed 001 §8: the shell hears of the end before anything else happens
    expect(callsNamed(calls, 'notifyNativeShell').at(-1)?.params).toEqual({ code: -5100012 });
    expect(lastIndexOf(calls, 'actor:callLogout')).toBeLessThan(lastIndexOf(calls, 'notifyNativeShell'));
  },
  'session.loggingOut': ({ snapshot, previous, calls, event }) => {
    const c = ctx(snapshot);
    expect(lastActor(calls)).toEqual({
      name: 'callLogout',
      params: { user: c.user, logoutFromAllDevices: c.logoutFromAllDevices },
    });
    expect(c.user).not.toBeNull();
    if (c.endReason === 'expired' || c.endReason === 'elsewhere')
      expect(callsNamed(calls, 'notifyNativeShell').length).toBeGreaterThan(0);
    // seed 000 §9: no answer to the warning signs the user out as inactive
    if (event.type === 'xstate.after.warningLength.session.signedIn.warned') {
      expect(previous?.matches({ signedIn: 'warned' })).toBe(true);
      expect(c.endReason).toBe('inactive');
      expect(c.logoutFromAllDevices).toBe(false);
    }
    if (event.type === 'session.logout' && previous?.matches('signedIn'))
      expect(c.logoutFromAllDevices).toBe((event as unknown as { allDevices?: boolean }).allDevices === true);
  },
};

describeMachinePaths(entry, assertions);
