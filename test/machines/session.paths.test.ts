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
  'session.signedOut': ({ snapshot, previous, calls, input, event }) => {
    expect(ctx(snapshot).user).toBeNull();
    expect(ctx(snapshot).endReason).toBeNull();
    if (hadSession(input as SessionInput, calls)) {
      // everything stored was cleared after the last sign-in, and the user was sent to /signin
      expect(lastIndexOf(calls, 'clearSession')).toBeGreaterThan(lastIndexOf(calls, 'persistSession'));
      expect(lastIndexOf(calls, 'redirectToSignIn')).toBeGreaterThan(lastIndexOf(calls, 'persistSession'));
    }
    // the way back: after a forced end the sign-in page keeps the user's target, not after a logout
    const ending = events(calls).findLast((e) =>
      ['session.logout', 'session.expired', 'storage.sessionChanged'].includes(e.type),
    );
    const justEnded =
      previous?.matches('loggingOut') || (previous?.matches('signedIn') && event.type === 'storage.sessionChanged');
    if (ending && justEnded)
      expect(callsNamed(calls, 'redirectToSignIn').at(-1)?.params).toEqual({
        keepTarget: ending.type === 'session.expired',
      });
    // a refused anonymous token is dropped so startup fetches a new one
    const last = events(calls).at(-1);
    if (last?.type === 'session.expired') expect(callsNamed(calls, 'discardAccessToken').length).toBeGreaterThan(0);
  },
  'session.signedIn': ({ snapshot, previous, stepCalls, event }) => {
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
    if (c.endReason !== 'logout') expect(callsNamed(calls, 'notifyNativeShell').length).toBeGreaterThan(0);
    if (event.type === 'session.logout' && previous?.matches('signedIn'))
      expect(c.logoutFromAllDevices).toBe((event as unknown as { allDevices?: boolean }).allDevices === true);
  },
};

describeMachinePaths(entry, assertions);
