import { expect } from 'vitest';
import { describeMachinePaths } from './describePaths';
import { machineRegistry } from '../../machines';
import type { SessionContext, SessionInput } from '../../machines/session.machine';
import { sampleUser } from '../../machines/samples/session.samples';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  ignoredIn,
  registryEntry,
  type Call,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'session');
const { ctx, before, expectStep } = contextChecks<SessionContext>();
const userEvents = [
  'session.signedIn',
  'session.logout',
  'session.expired',
  'session.alertDismissed',
  'user.activity',
  'session.staySignedIn',
  'storage.sessionChanged',
];
type Expired = { code: number; alertMessage: string | null; onServerNotFoundPage: boolean };
const expired = (check: StepCheck) => check.event as unknown as Expired;
const changedUser = (check: StepCheck) => (check.event as unknown as { user: SessionContext['user'] }).user;
/** requirements#inactivity-timeout: signed out after 600 s without interaction, warned 60 s before */
const idleTimer: Call = { name: 'timer', params: { event: 'after:untilWarning.session.signedIn.active', ms: 540_000 } };
const warningTimer: Call = {
  name: 'timer',
  params: { event: 'after:warningLength.session.signedIn.warned', ms: 60_000 },
};
const signedOut: SessionContext = { user: null, endReason: null, alertMessage: null, logoutFromAllDevices: false };

/** requirements#logout: the logout call, for the user and the devices the context says. */
const callLogout = (check: StepCheck): Call => ({
  name: 'actor:callLogout',
  params: { user: ctx(check.snapshot).user, logoutFromAllDevices: ctx(check.snapshot).logoutFromAllDevices },
});

/** Another tab changed the stored user while signed in: the new one is taken, nothing else happens. */
const expectUserChanged = (check: StepCheck) => {
  expect(changedUser(check)).not.toBeNull();
  expectStep(check, { user: changedUser(check) });
};

/** requirements#session-expiry: nothing happens on the server-not-found page. */
const expectEndIgnored = (check: StepCheck) => {
  expect(expired(check).onServerNotFoundPage).toBe(true);
  expectUnchanged(check);
};

const assertions: StateAssertions = {
  'session.signedOut': (check) => {
    expect(ctx(check.snapshot)).toEqual(signedOut);
    expectWay(check, {
      start: () => {
        expect((check.input as SessionInput).user).toBeNull();
        expect(effects(check.stepCalls)).toEqual([]);
      },
      // a refused anonymous token is dropped so startup fetches a new one
      'signedOut session.expired': () => expectStep(check, {}, [{ name: 'discardAccessToken', params: undefined }]),
      // another tab signed out too: nothing to follow
      'signedOut storage.sessionChanged': () => {
        expect(changedUser(check)).toBeNull();
        expectUnchanged(check);
      },
      // another tab signed out: follow it, no server call, no target kept
      'signedIn.active|signedIn.warned storage.sessionChanged': () => {
        expect(changedUser(check)).toBeNull();
        expect(effects(check.stepCalls)).toEqual([
          { name: 'clearSession', params: undefined },
          { name: 'redirectToSignIn', params: { keepTarget: false, reason: null } },
        ]);
      },
      // requirements#logout: whatever the logout call answers, everything is cleared and the user sent to
      // /signin — keeping the target after a forced end or inactivity, not after a logout
      'loggingOut done:callLogout|error:callLogout': () => {
        const reason = before(check).endReason;
        expect(['logout', 'expired', 'elsewhere', 'inactive']).toContain(reason);
        expect(effects(check.stepCalls)).toEqual([
          { name: 'clearSession', params: undefined },
          { name: 'redirectToSignIn', params: { keepTarget: reason !== 'logout', reason } },
        ]);
      },
      [ignoredIn('signedOut', userEvents, 'session.signedIn', 'session.expired', 'storage.sessionChanged')]: () =>
        expectUnchanged(check),
    });
  },
  'session.signedIn.active': (check) => {
    expect(ctx(check.snapshot).user).not.toBeNull();
    expect(ctx(check.snapshot).endReason).toBeNull();
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ ...signedOut, user: sampleUser });
        expect(effects(check.stepCalls)).toEqual([idleTimer]);
      },
      'signedOut session.signedIn': () => {
        const session = (check.event as unknown as { session: { user: unknown } }).session;
        expectStep(check, { user: sampleUser }, [{ name: 'persistSession', params: { session } }, idleTimer]);
        expect(session.user).toEqual(sampleUser);
      },
      // another tab signed in: follow it (the session is already stored)
      'signedOut storage.sessionChanged': () => {
        expect(changedUser(check)).not.toBeNull();
        expectStep(check, { user: changedUser(check) }, [idleTimer]);
      },
      'signedIn.active storage.sessionChanged': () => expectUserChanged(check),
      // activity restarts the idle time; only the answer to the warning ends it
      'signedIn.active user.activity': () => expectStep(check, {}, [idleTimer]),
      'signedIn.warned session.staySignedIn': () => expectStep(check, {}, [idleTimer]),
      'signedIn.active session.expired': () => expectEndIgnored(check),
      // already signed in: a second sign-in is not taken (the sign-in page is for signed-out users)
      'signedIn.active session.signedIn|session.alertDismissed|session.staySignedIn': () => expectUnchanged(check),
    });
  },
  /** requirements#inactivity-timeout: "stay signed in?" 60 s before the end of 600 s without interaction */
  'session.signedIn.warned': (check) => {
    expect(ctx(check.snapshot).user).not.toBeNull();
    expect(ctx(check.snapshot).endReason).toBeNull();
    expectWay(check, {
      'signedIn.active after:untilWarning.session.signedIn.active': () => expectStep(check, {}, [warningTimer]),
      'signedIn.warned storage.sessionChanged': () => expectUserChanged(check),
      'signedIn.warned session.expired': () => expectEndIgnored(check),
      // a stray mouse move does not dismiss the warning
      'signedIn.warned user.activity|session.signedIn|session.alertDismissed': () => expectUnchanged(check),
    });
  },
  'session.alerting': (check) =>
    expectWay(check, {
      // -5100012: the message is shown before leaving; requirements#session-expiry: the shell hears of the end first
      'signedIn.active|signedIn.warned session.expired': () => {
        expect(expired(check)).toMatchObject({ onServerNotFoundPage: false, code: -5100012 });
        expectStep(
          check,
          {
            endReason: 'elsewhere',
            alertMessage: 'Your session was ended from another device.',
            logoutFromAllDevices: false,
          },
          [{ name: 'notifyNativeShell', params: { reason: 'elsewhere', code: -5100012 } }],
        );
      },
      [ignoredIn('alerting', userEvents, 'session.alertDismissed')]: () => expectUnchanged(check),
    }),
  'session.loggingOut': (check) => {
    expect(ctx(check.snapshot).user).not.toBeNull();
    expectWay(check, {
      'signedIn.active|signedIn.warned session.logout': () => {
        const allDevices = (check.event as unknown as { allDevices?: boolean }).allDevices === true;
        // the shell hears of a logout too, before the server is called
        expectStep(check, { endReason: 'logout', alertMessage: null, logoutFromAllDevices: allDevices }, [
          { name: 'notifyNativeShell', params: { reason: 'logout', code: null } },
          callLogout(check),
        ]);
      },
      // requirements#session-expiry: a session ended by the gateway; the shell is told, then the server
      'signedIn.active|signedIn.warned session.expired': () => {
        expect(expired(check)).toMatchObject({ alertMessage: null, onServerNotFoundPage: false });
        expectStep(check, { endReason: 'expired', alertMessage: null, logoutFromAllDevices: false }, [
          { name: 'notifyNativeShell', params: { reason: 'expired', code: expired(check).code } },
          callLogout(check),
        ]);
      },
      // requirements#inactivity-timeout: no answer to the warning signs the user out as inactive
      'signedIn.warned after:warningLength.session.signedIn.warned': () =>
        expectStep(check, { endReason: 'inactive', alertMessage: null, logoutFromAllDevices: false }, [
          { name: 'notifyNativeShell', params: { reason: 'inactive', code: null } },
          callLogout(check),
        ]),
      'alerting session.alertDismissed': () => {
        expect(before(check).endReason).toBe('elsewhere');
        expectStep(check, {}, [callLogout(check)]);
      },
      [ignoredIn('loggingOut', userEvents)]: () => expectUnchanged(check),
    });
  },
};

describeMachinePaths(entry, assertions);
