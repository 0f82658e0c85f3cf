import { expect, type Browser, type FrameLocator, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import { MAINTENANCE_PATH, type StartupContext, type StartupInput } from '../../../../machines/startup.machine';
import { siteSettingsChecksum } from '../../../../src/api/contract/siteSettingsStamp';
import { ATLAS_MEMORY_KEY } from '../../../../src/platform/flowInspector';
import { switchesURL } from '../../playwright.config';
import { newModelContext } from '../accounts';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#startup-sequence, #maintenance, #maintenance-session, #server-not-found,
 * #framed-warning, #access-token: the portal starting on a returning device (its ids and front
 * access token stored by an earlier visit, or the token gone), a visitor opening the dashboard's
 * address (or /maintenance); once ready, the app sends them on to sign in. Every call of the chart's actors — the runtime configuration, the
 * site settings (the maintenance check) and the front access token — is held by the page's own
 * routes until the path's result step answers it: as served, with a 503 (the server unreachable),
 * or, for maintenance, the served settings with `server.maintenance_mode` on and their checksum
 * made again. Maintenance is this page's only: the sandbox's server-wide switch is never touched
 * (other paths use the same sandbox). The page's clock is paused from the start: the token poll
 * and the maintenance poll come when a step moves it.
 *
 * The tab's atlas switch is set before the first page (sessionStorage, as an earlier page of a
 * tab whose configuration turned it on leaves it): the portal's actor is followed from its first
 * state, before its configuration arrives (or never does: shown in a frame, or unreachable).
 */

type Call = 'config' | 'settings' | 'token';

const CALLS: Record<Call, RegExp> = {
  config: /\/portal-config\.json(\?|$)/,
  settings: /\/api\/cms\/v1\/default_sitesetting_getSiteSettingBySiteId_/,
  token: /\/api\/adapter\/v1\/login(\?|$)/,
};

const TOKEN_KEY = 'front_access_token';
/** the device's ids (requirements#request-device-fields): the token was issued to them */
const DEVICE_KEYS = ['u', 'deviceUniqueId'] as const;

let device: Promise<Record<string, string>> | undefined;

/**
 * A device's stored ids and front access token, as the portal left them on a first visit (in a
 * context of its own, once per worker: its actors report nowhere the walks listen).
 */
function returningDevice(browser: Browser): Promise<Record<string, string>> {
  device ??= (async () => {
    const context = await newModelContext(browser);
    const page = await context.newPage();
    try {
      await page.goto('/signin');
      await expect.poll(() => storedToken(page)).not.toBeNull();
      return page.evaluate(
        (keys) =>
          Object.fromEntries(
            keys.flatMap((k) => (localStorage.getItem(k) === null ? [] : [[k, localStorage.getItem(k)!]])),
          ),
        [TOKEN_KEY, ...DEVICE_KEYS],
      );
    } finally {
      await context.close();
    }
  })();
  return device;
}
/** the page a frame of the portal is put in: of the portal's own origin (the sandbox serves nothing there) */
const FRAME_HOST = `${switchesURL}/model-frame-host`;

interface Memo {
  /** the calls held on their way to the server, per kind */
  held: Record<Call, Route[]>;
  /** how many calls of each kind the page made */
  made: Record<Call, number>;
  /** the device's front access token (put in place or taken away per path) */
  token: string;
  /** the runtime configuration's token poll and maintenance poll (ms) */
  tokenPollMs: number;
  maintenancePollMs: number;
}

const memoOf = (step: StepInfo) => step.memo as unknown as Memo;
const ctx = (step: StepInfo) => step.snapshot.context as StartupContext;
const input = (step: StepInfo) => step.path.input as StartupInput;
const output = <T>(event: EventObject) => (event as unknown as { output: T }).output;

/** where the portal runs: the page, or the frame it was put in */
const portal = (page: Page, step: StepInfo): Page | FrameLocator =>
  input(step).framed ? page.frameLocator('iframe') : page;

const loader = (page: Page) => page.getByRole('status').filter({ has: page.locator('.mantine-Loader-root') });
const serverNotFound = (page: Page) => page.getByRole('heading', { name: 'We cannot reach the server' });
const maintenanceHeading = (page: Page) => page.getByRole('heading', { name: 'Site Under Maintenance' });
const checkNow = (page: Page) => page.getByRole('button', { name: 'Check now' });
const framedHeading = (p: Page | FrameLocator) =>
  p.getByRole('heading', { name: 'This page may be under a clickjacking attack' });

const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

/** The held calls of `kind` answered: as the server answers, or with `status` instead. */
async function release(
  step: StepInfo,
  kind: Call,
  answer: { status?: number; maintenance?: boolean } = {},
): Promise<void> {
  const memo = memoOf(step);
  await expect
    .poll(() => memo.held[kind].length, { message: `the portal never made its ${kind} call` })
    .toBeGreaterThan(0);
  for (const route of memo.held[kind].splice(0)) {
    if (answer.status !== undefined) await route.fulfill({ status: answer.status, body: '' });
    else if (answer.maintenance) await route.fulfill({ json: await inMaintenance(route) });
    else await route.continue();
  }
}

/** The site settings as served, with maintenance on and their checksum made again (its timestamp kept). */
async function inMaintenance(route: Route): Promise<unknown> {
  const served = (await (await route.fetch()).json()) as { data?: Record<string, unknown> } & Record<string, unknown>;
  const settings = (served.data && 'server' in served.data ? served.data : served) as Record<string, unknown> & {
    server: Record<string, unknown>;
    ts: { timestamp: string; checksum: string };
  };
  settings.server = { ...settings.server, maintenance_mode: true };
  settings.ts = { ...settings.ts, checksum: await siteSettingsChecksum(settings, settings.ts.timestamp) };
  return served;
}

/** Another tab of the portal writes (or removes) the front access token: this page hears a storage event. */
async function inAnotherTab(page: Page, token: string | null): Promise<void> {
  const other = await page.context().newPage();
  try {
    await other.goto('/favicon.svg');
    await other.evaluate(
      ([key, value]) => (value === null ? localStorage.removeItem(key!) : localStorage.setItem(key!, value)),
      [TOKEN_KEY, token] as const,
    );
  } finally {
    await other.close();
  }
}

/**
 * The user goes to `pathname` through the browser's history (an entry of the portal's own: the
 * address changes without a reload, and the router follows it).
 */
async function goThroughHistory(page: Page, pathname: string): Promise<void> {
  await page.evaluate((to) => {
    const state = (history.state ?? {}) as Record<string, unknown>;
    const index = typeof state.__TSR_index === 'number' ? state.__TSR_index : 0;
    history.pushState({ ...state, __TSR_index: index + 1, key: `model${index + 1}` }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, pathname);
}

/** The first readAccessToken answer the path asks for next (the token is put in place before it). */
function tokenWanted(step: StepInfo): boolean | null {
  const next = step.upcoming[0];
  if (next?.type !== 'xstate.done.actor.readAccessToken') return null;
  return output<{ present: boolean }>(next).present;
}

async function placeToken(page: Page, step: StepInfo): Promise<void> {
  const wanted = tokenWanted(step);
  if (wanted === null) return;
  const token = memoOf(step).token;
  // written in this page: no storage event, so only the chart's own read sees it
  await page.evaluate(
    ([key, value]) => (value === null ? localStorage.removeItem(key!) : localStorage.setItem(key!, value)),
    [TOKEN_KEY, wanted ? token : null] as const,
  );
}

async function settingsAnswer(page: Page, step: StepInfo): Promise<void> {
  await placeToken(page, step);
  await release(step, 'settings', { maintenance: output<{ maintenance: boolean }>(step.event).maintenance });
}

export const startupModel: BrowserModel = {
  machine: 'startup',
  clock: true,
  // the token read is the page's own storage, answered at once
  instant: ['xstate.done.actor.readAccessToken'],
  async start(page, step) {
    const memo = memoOf(step);
    Object.assign(memo, {
      held: { config: [], settings: [], token: [] },
      made: { config: 0, settings: 0, token: 0 },
      token: '',
      tokenPollMs: 100,
      maintenancePollMs: 30_000,
    } satisfies Memo);
    for (const kind of Object.keys(CALLS) as Call[])
      await page.route(CALLS[kind], (route) => {
        memo.made[kind]++;
        memo.held[kind].push(route);
      });
    const config = (await (await page.request.get('/portal-config.json')).json()) as {
      tokenPollMs?: number;
      maintenancePollMs?: number;
    };
    memo.tokenPollMs = config.tokenPollMs ?? 100;
    memo.maintenancePollMs = config.maintenancePollMs ?? 30_000;
    // the chart's waits start with the page: held until a step moves the clock
    await page.clock.pauseAt(Date.now() + 1000);
    // a page of the portal's origin that runs no app: the tab's atlas switch, the device's storage
    const stored = await returningDevice(step.browser);
    memo.token = stored[TOKEN_KEY]!;
    await page.goto('/favicon.svg');
    await page.evaluate(
      ([key, items]) => {
        sessionStorage.setItem(key!, '1');
        for (const [k, v] of Object.entries(items!)) localStorage.setItem(k, v);
      },
      [ATLAS_MEMORY_KEY, stored] as const,
    );
    const { framed, pathname } = input(step);
    if (!framed) {
      await page.goto(pathname);
      return;
    }
    // the server forbids framing (frame-ancestors 'none'): its headers stripped, the portal's own defence is left
    await page.route(`${switchesURL}${pathname}`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      for (const h of ['content-security-policy', 'x-frame-options', 'content-encoding', 'content-length'])
        delete headers[h];
      await route.fulfill({ response, headers, body: await response.body() });
    });
    await page.route(FRAME_HOST, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Another site</title><iframe title="Portal" src="${pathname}" style="width:900px;height:600px"></iframe>`,
      }),
    );
    await page.goto(FRAME_HOST);
  },
  states: {
    // an eventless choice at the start: the page is the portal's (or the frame's) document
    'startup.checkingFrame': async (page, step) => {
      await expect(portal(page, step).locator('#root')).toBeAttached();
    },
    'startup.framed': async (page, step) => {
      const frame = portal(page, step);
      await expect(framedHeading(frame)).toBeVisible();
      const link = frame.getByRole('link', { name: 'Open the portal safely in a new window' });
      await expect(link).toHaveAttribute('target', '_blank');
      // the frame's own address (or where the router sent the visitor on to sign in, the dashboard after)
      const { pathname } = input(step);
      await expect(link).toHaveAttribute(
        'href',
        new RegExp(`^${switchesURL}(${pathname}|/signin\\?redirect=${encodeURIComponent(pathname)})$`),
      );
      await expect(frame.getByRole('status')).toHaveCount(0);
      // the app does not run there: nothing is asked of the server
      expect(memoOf(step).made, 'no call from the frame').toEqual({ config: 0, settings: 0, token: 0 });
    },
    'startup.loadingRuntimeConfig': async (page, step) => {
      await expect(loader(page)).toBeVisible();
      await expect(framedHeading(page)).toHaveCount(0);
      await expect(serverNotFound(page)).toHaveCount(0);
      await expect.poll(() => memoOf(step).held.config.length, { message: 'the configuration is asked for' }).toBe(1);
    },
    'startup.loadingSiteSettings': async (page, step) => {
      await expect(serverNotFound(page)).toHaveCount(0);
      await expect
        .poll(() => memoOf(step).held.settings.length, { message: 'the settings are asked for' })
        .toBeGreaterThan(0);
      if (ctx(step).maintenance) {
        // looking again from the maintenance page: it stays, its button busy
        await expect(page).toHaveURL(/\/maintenance$/);
        await expect(maintenanceHeading(page)).toBeVisible();
        await expect(checkNow(page)).toHaveAttribute('data-loading', 'true');
      } else {
        await expect(loader(page)).toBeVisible();
        await expect(maintenanceHeading(page)).toHaveCount(0);
      }
    },
    // an eventless choice: the settings are in; the portal is not on the server-not-found page
    'startup.routingMaintenance': async (page) => {
      await expect(serverNotFound(page)).toHaveCount(0);
    },
    'startup.maintenance': async (page, step) => {
      await expect(page).toHaveURL(/\/maintenance$/);
      await expect(maintenanceHeading(page)).toBeVisible();
      await expect(page.getByText('This page checks again by itself within 30 seconds.')).toBeVisible();
      await expect(checkNow(page)).toBeEnabled();
      await expect(checkNow(page)).not.toHaveAttribute('data-loading', 'true');
      await expect(loader(page)).toHaveCount(0);
      // interrupted during a session: it says what was entered is kept
      await expect(page.getByTestId('maintenance-kept')).toHaveCount(ctx(step).returnPath === null ? 0 : 1);
    },
    'startup.running': async (page) => {
      await expect(framedHeading(page)).toHaveCount(0);
      await expect(serverNotFound(page)).toHaveCount(0);
      await expect(maintenanceHeading(page)).toHaveCount(0);
      await expect(page).not.toHaveURL(/\/maintenance$/);
    },
    // entered and left at once: the default locale is stored and the favicon set
    'startup.running.preparing': async (page) => {
      await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).not.toBeNull();
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /.+/);
    },
    // answered at once from storage: what preparing did is there (the screen after depends on the answer)
    'startup.running.checkingAccessToken': async (page) => {
      await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).not.toBeNull();
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /.+/);
    },
    'startup.running.acquiringAccessToken': async (page, step) => {
      await expect(loader(page)).toBeVisible();
      expect(await storedToken(page), 'no front access token stored').toBeNull();
      // the portal asked the server for one (held)
      await expect.poll(() => memoOf(step).held.token.length, { message: 'a token is asked for' }).toBe(1);
    },
    // the loader covers the page: nothing of the app is drawn while the token is awaited
    'startup.running.acquiringAccessToken.waiting': async (page) => {
      await expect(page.getByRole('banner')).toHaveCount(0);
    },
    'startup.running.acquiringAccessToken.polling': async (page) => {
      await expect(page.getByRole('banner')).toHaveCount(0);
    },
    'startup.running.ready': async (page, step) => {
      await expect(loader(page)).toHaveCount(0);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      expect(await storedToken(page), 'a front access token stored').not.toBeNull();
      // the app's pages are a customer's: the visitor is sent on to sign in
      if (ctx(step).pathname.startsWith('/app/')) {
        await expect(page).toHaveURL(/\/signin(\?|$)/);
        await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
      }
    },
    'startup.running.ready.watching': async (page) => {
      await expect(checkNow(page)).toHaveCount(0);
      await expect(page.getByRole('main')).toBeVisible();
    },
    'startup.running.ready.rechecking': async (page, step) => {
      // the re-check is out (held): it never covers the page
      await expect
        .poll(() => memoOf(step).held.settings.length, { message: 'the settings are asked again' })
        .toBeGreaterThan(0);
      await expect(loader(page)).toHaveCount(0);
      await expect(page.getByRole('main')).toBeVisible();
    },
    'startup.serverNotFound': async (page) => {
      await expect(serverNotFound(page)).toBeVisible();
      await expect(framedHeading(page)).toHaveCount(0);
      await expect(page.getByText('Please try after sometime.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(loader(page)).toHaveCount(0);
      // it replaces the app: no header of the portal's pages
      await expect(page.getByRole('banner')).toHaveCount(0);
    },
  },
  events: {
    'xstate.done.actor.loadRuntimeConfig': (_page, step) => release(step, 'config'),
    'xstate.error.actor.loadRuntimeConfig': (_page, step) => release(step, 'config', { status: 503 }),
    'xstate.done.actor.loadSiteSettings': settingsAnswer,
    'xstate.error.actor.loadSiteSettings': (_page, step) => release(step, 'settings', { status: 503 }),
    'xstate.done.actor.recheckSiteSettings': settingsAnswer,
    'xstate.error.actor.recheckSiteSettings': (_page, step) => release(step, 'settings', { status: 503 }),
    'xstate.done.actor.obtainAccessToken': (_page, step) => release(step, 'token'),
    'xstate.error.actor.obtainAccessToken': (_page, step) => release(step, 'token', { status: 503 }),
    'xstate.after.tokenPoll.startup.running.acquiringAccessToken.waiting': async (page, step) => {
      await page.clock.runFor(memoOf(step).tokenPollMs);
    },
    // a poll that finds the token (written by a writer that sends no event: this page's own storage) or not
    'xstate.done.actor.pollAccessToken': async (page, step) => {
      if (output<{ present: boolean }>(step.event).present) {
        const token = memoOf(step).token;
        await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token] as const);
      }
      await page.clock.runFor(memoOf(step).tokenPollMs);
    },
    'xstate.after.maintenancePoll.startup.maintenance': async (page, step) => {
      await page.clock.runFor(memoOf(step).maintenancePollMs);
    },
    'xstate.after.maintenancePoll.startup.running.ready.watching': async (page, step) => {
      await page.clock.runFor(memoOf(step).maintenancePollMs);
    },
    'startup.retry': async (page, step) => {
      if (step.before.matches('maintenance')) await checkNow(page).click();
      else await page.getByRole('button', { name: 'Try again' }).click();
    },
    'accessToken.changed': async (page, step) => {
      const { present } = step.event as unknown as { present: boolean };
      await inAnotherTab(page, present ? memoOf(step).token : null);
    },
    'location.changed': async (page, step) => {
      await goThroughHistory(page, (step.event as unknown as { pathname: string }).pathname);
    },
  },
  cannot(event, before) {
    // answered at once from the page's storage: nothing comes between a read and its answer
    if (before.matches({ running: 'checkingAccessToken' }) && !event.type.endsWith('.actor.readAccessToken'))
      return "the token check reads the page's storage and is answered at once: nothing can come between";
    if (
      before.matches({ running: { acquiringAccessToken: 'polling' } }) &&
      !event.type.endsWith('.actor.pollAccessToken')
    )
      return "the token poll reads the page's storage and is answered at once: nothing can come between";
    if (event.type === 'xstate.error.actor.readAccessToken' || event.type === 'xstate.error.actor.pollAccessToken')
      return "the token check reads the page's storage through the portal's store, which never fails a read (a storage that throws reads as null): the check cannot fail";
    if (event.type === 'location.changed') {
      const toMaintenance = (event as unknown as { pathname: string }).pathname === MAINTENANCE_PATH;
      if (before.matches('maintenance') && !toMaintenance) return undefined;
      if (before.matches('running') && toMaintenance) return undefined;
      if (before.matches('maintenance') || before.matches('running'))
        return "the portal sends it itself: on every page it mounts and after each of its own redirects (to /maintenance, back where maintenance interrupted, to the root), so the paths take it there; walked as a user's step only where it changes what the chart does (leaving /maintenance during maintenance, arriving at /maintenance while the site is open)";
      return 'a change of page before startup has finished: the loader or the server-not-found page covers the app, with no link to follow; the portal sends the location itself when it mounts, which every path takes';
    }
    return undefined;
  },
};
