import { expect } from 'vitest';
import { describeMachinePaths } from './describePaths';
import { machineRegistry } from '../../machines';
import type { StartupContext, StartupInput } from '../../machines/startup.machine';
import { sampleFailures } from '../../machines/samples/failures';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  registryEntry,
  type Call,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'startup');
const { ctx, before, expectStep } = contextChecks<StartupContext>();
const input = (check: StepCheck) => check.input as StartupInput;
const call = (name: string, params?: unknown): Call => ({ name, params });
const output = <T>(check: StepCheck) => (check.event as unknown as { output: T }).output;
const eventPath = (check: StepCheck) => (check.event as unknown as { pathname: string }).pathname;
const tokenPresent = (check: StepCheck) => (check.event as unknown as { present: boolean }).present;

/** Before the site is known open or closed, the machine only follows where the app is. */
const expectLocationFollowed = (check: StepCheck) => expectStep(check, { pathname: eventPath(check) });

/** requirements#maintenance: while the site is open, /maintenance sends the user to the root. */
const expectRunningLocation = (check: StepCheck) =>
  eventPath(check) === '/maintenance'
    ? expectStep(check, { pathname: '/' }, [call('redirectToRoot')])
    : expectStep(check, { pathname: eventPath(check) });

/** A startup step failed: the server-not-found page, with the step and the failure. */
const expectFailedStep = (check: StepCheck, failedStep: StartupContext['failedStep']) =>
  expectStep(check, { failedStep, failure: sampleFailures.network });

/** requirements#access-token: token existence is polled every 100 ms; maintenance is checked again every 30 s */
const tokenPoll = call('timer', { event: 'after:tokenPoll.startup.running.acquiringAccessToken.waiting', ms: 100 });
const maintenancePoll = call('timer', { event: 'after:maintenancePoll.startup.maintenance', ms: 30_000 });
/** requirements#maintenance-session: during a session the site settings are read again every 30 s */
const sessionPoll = call('timer', { event: 'after:maintenancePoll.startup.running.ready.watching', ms: 30_000 });

const siteSettings = (maintenance: boolean) => ({ maintenance, settings: { sample: true } });

const assertions: StateAssertions = {
  /** shown inside a frame: the clickjacking warning replaces the app for good */
  'startup.framed': (check) =>
    expectWay(check, {
      start: () => {
        expect(input(check).framed).toBe(true);
        expect(check.snapshot.status).toBe('done');
        expect(ctx(check.snapshot)).toEqual({
          framed: true,
          pathname: input(check).pathname,
          maintenance: false,
          returnPath: null,
          failedStep: null,
          failure: null,
        });
        // nothing is loaded for a framed page: no call can leak through the frame
        expect(effects(check.stepCalls)).toEqual([]);
      },
    }),
  'startup.loadingRuntimeConfig': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({
          framed: false,
          pathname: input(check).pathname,
          maintenance: false,
          returnPath: null,
          failedStep: null,
          failure: null,
        });
        expect(effects(check.stepCalls)).toEqual([call('actor:loadRuntimeConfig')]);
      },
      // the failure stays on screen until a load succeeds
      'serverNotFound startup.retry': () => expectStep(check, {}, [call('actor:loadRuntimeConfig')]),
      'loadingRuntimeConfig location.changed': () => expectLocationFollowed(check),
      'loadingRuntimeConfig accessToken.changed|startup.retry': () => expectUnchanged(check),
    }),
  'startup.loadingSiteSettings': (check) =>
    expectWay(check, {
      'loadingRuntimeConfig done:loadRuntimeConfig': () =>
        expectStep(check, { failedStep: null, failure: null }, [call('actor:loadSiteSettings')]),
      // maintenance is checked again every 30 s, or when the user asks
      'maintenance after:maintenancePoll.startup.maintenance|startup.retry': () =>
        expectStep(check, {}, [call('actor:loadSiteSettings')]),
      'loadingSiteSettings location.changed': () => expectLocationFollowed(check),
      'loadingSiteSettings accessToken.changed|startup.retry': () => expectUnchanged(check),
    }),
  'startup.maintenance': (check) => {
    expect(ctx(check.snapshot)).toMatchObject({ maintenance: true, pathname: '/maintenance' });
    expectWay(check, {
      // requirements#maintenance: in maintenance and not on /maintenance → /maintenance; nothing past the check runs
      'loadingSiteSettings done:loadSiteSettings': () => {
        expect(output(check)).toEqual(siteSettings(true));
        const redirect = before(check).pathname === '/maintenance' ? [] : [call('redirectToMaintenance')];
        expectStep(check, { maintenance: true, failedStep: null, failure: null, pathname: '/maintenance' }, [
          call('storeSiteSettings', { outcome: siteSettings(true) }),
          ...redirect,
          maintenancePoll,
        ]);
      },
      // requirements#maintenance-session: maintenance began during a session: the open wizards keep their
      // drafts, the page the user was on is remembered, and the maintenance page shows
      'running.ready.rechecking done:recheckSiteSettings': () => {
        expect(output(check)).toEqual(siteSettings(true));
        expect(before(check).pathname).not.toBe('/maintenance');
        expectStep(check, { maintenance: true, pathname: '/maintenance', returnPath: before(check).pathname }, [
          call('storeSiteSettings', { outcome: siteSettings(true) }),
          call('keepDrafts'),
          call('redirectToMaintenance'),
          maintenancePoll,
        ]);
      },
      // no leaving the maintenance page while maintenance lasts
      'maintenance location.changed': () =>
        expectStep(check, {}, eventPath(check) === '/maintenance' ? [] : [call('redirectToMaintenance')]),
      'maintenance accessToken.changed': () => expectUnchanged(check),
    });
  },
  'startup.running.checkingAccessToken': (check) => {
    expect(ctx(check.snapshot).pathname).not.toBe('/maintenance');
    expectWay(check, {
      // requirements#maintenance: not in maintenance and on /maintenance → root; then the default locale
      // (requirements#default-locale) and the favicon, then the front access token is looked for
      // requirements#maintenance-session: maintenance that interrupted a session ends: back where the user was
      'loadingSiteSettings done:loadSiteSettings': () => {
        expect(output(check)).toEqual(siteSettings(false));
        const onMaintenancePage = before(check).pathname === '/maintenance';
        const returnPath = before(check).returnPath;
        const back = onMaintenancePage ? (returnPath ?? '/') : before(check).pathname;
        expectStep(
          check,
          {
            maintenance: false,
            failedStep: null,
            failure: null,
            pathname: back,
            returnPath: onMaintenancePage ? null : returnPath,
          },
          [
            call('storeSiteSettings', { outcome: siteSettings(false) }),
            ...(onMaintenancePage && returnPath !== null
              ? [call('redirectToReturnPath', { pathname: returnPath })]
              : onMaintenancePage
                ? [call('redirectToRoot')]
                : []),
            call('storeDefaultLocale'),
            call('applyFavicon'),
            call('actor:readAccessToken'),
          ],
        );
      },
      'running.checkingAccessToken location.changed': () => expectRunningLocation(check),
      'running.checkingAccessToken accessToken.changed|startup.retry': () => expectUnchanged(check),
    });
  },
  'startup.running.acquiringAccessToken.waiting': (check) =>
    expectWay(check, {
      // no token (or it could not be read): one is obtained
      'running.checkingAccessToken done:readAccessToken': () => {
        expect(output(check)).toEqual({ present: false });
        expectStep(check, {}, [tokenPoll, call('actor:obtainAccessToken')]);
      },
      'running.checkingAccessToken error:readAccessToken': () =>
        expectStep(check, {}, [tokenPoll, call('actor:obtainAccessToken')]),
      // the token was removed elsewhere: obtained again
      'running.ready.watching|running.ready.rechecking accessToken.changed': () => {
        expect(tokenPresent(check)).toBe(false);
        expectStep(check, {}, [tokenPoll, call('actor:obtainAccessToken')]);
      },
      // the spec's 100 ms polling goes on while the token is being obtained
      'running.acquiringAccessToken.polling done:pollAccessToken': () => {
        expect(output(check)).toEqual({ present: false });
        expectStep(check, {}, [tokenPoll]);
      },
      'running.acquiringAccessToken.polling error:pollAccessToken': () => expectStep(check, {}, [tokenPoll]),
      'running.acquiringAccessToken.waiting location.changed': () => expectRunningLocation(check),
      'running.acquiringAccessToken.waiting accessToken.changed': () => {
        expect(tokenPresent(check)).toBe(false);
        expectUnchanged(check);
      },
      'running.acquiringAccessToken.waiting startup.retry': () => expectUnchanged(check),
    }),
  'startup.running.acquiringAccessToken.polling': (check) =>
    expectWay(check, {
      'running.acquiringAccessToken.waiting after:tokenPoll.startup.running.acquiringAccessToken.waiting': () =>
        expectStep(check, {}, [call('actor:readAccessToken')]),
      'running.acquiringAccessToken.polling location.changed': () => expectRunningLocation(check),
      'running.acquiringAccessToken.polling accessToken.changed': () => {
        expect(tokenPresent(check)).toBe(false);
        expectUnchanged(check);
      },
      'running.acquiringAccessToken.polling startup.retry': () => expectUnchanged(check),
    }),
  'startup.running.ready.watching': (check) => {
    expect(ctx(check.snapshot)).toMatchObject({ maintenance: false, failure: null, failedStep: null });
    expect(ctx(check.snapshot).pathname).not.toBe('/maintenance');
    expectWay(check, {
      'running.checkingAccessToken done:readAccessToken': () => {
        expect(output(check)).toEqual({ present: true });
        expectStep(check, {}, [sessionPoll]);
      },
      'running.acquiringAccessToken.waiting|running.acquiringAccessToken.polling done:obtainAccessToken': () =>
        expectStep(check, {}, [call('storeAccessToken', { accessToken: 'front-access-token' }), sessionPoll]),
      // a token written elsewhere (native shell, another tab) counts at once
      'running.acquiringAccessToken.waiting|running.acquiringAccessToken.polling accessToken.changed': () => {
        expect(tokenPresent(check)).toBe(true);
        expectStep(check, {}, [sessionPoll]);
      },
      'running.acquiringAccessToken.polling done:pollAccessToken': () => {
        expect(output(check)).toEqual({ present: true });
        expectStep(check, {}, [sessionPoll]);
      },
      // requirements#maintenance-session: the site is still open: its settings are kept, the next poll waits
      'running.ready.rechecking done:recheckSiteSettings': () => {
        expect(output(check)).toEqual(siteSettings(false));
        expectStep(check, {}, [call('storeSiteSettings', { outcome: siteSettings(false) }), sessionPoll]);
      },
      // a failed re-check changes nothing: the session goes on
      'running.ready.rechecking error:recheckSiteSettings': () => expectStep(check, {}, [sessionPoll]),
      'running.ready.watching location.changed': () => expectRunningLocation(check),
      'running.ready.watching accessToken.changed': () => {
        expect(tokenPresent(check)).toBe(true);
        expectUnchanged(check);
      },
      'running.ready.watching startup.retry': () => expectUnchanged(check),
    });
  },
  'startup.running.ready.rechecking': (check) => {
    expect(ctx(check.snapshot)).toMatchObject({ maintenance: false, failure: null, failedStep: null });
    expectWay(check, {
      'running.ready.watching after:maintenancePoll.startup.running.ready.watching': () =>
        expectStep(check, {}, [call('actor:loadSiteSettings')]),
      'running.ready.rechecking location.changed': () => expectRunningLocation(check),
      'running.ready.rechecking accessToken.changed': () => {
        expect(tokenPresent(check)).toBe(true);
        expectUnchanged(check);
      },
      'running.ready.rechecking startup.retry': () => expectUnchanged(check),
    });
  },
  'startup.serverNotFound': (check) =>
    expectWay(check, {
      'loadingRuntimeConfig error:loadRuntimeConfig': () => expectFailedStep(check, 'runtimeConfig'),
      // requirements#server-not-found: site settings that fail to load lead to the server-not-found page
      'loadingSiteSettings error:loadSiteSettings': () => expectFailedStep(check, 'siteSettings'),
      'running.acquiringAccessToken.waiting|running.acquiringAccessToken.polling error:obtainAccessToken': () =>
        expectFailedStep(check, 'accessToken'),
      'serverNotFound location.changed': () => expectLocationFollowed(check),
      'serverNotFound accessToken.changed': () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
