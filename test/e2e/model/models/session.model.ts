import { expect, type Browser, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { SessionContext } from '../../../../machines/session.machine';
import type { SessionUser } from '../../../../machines/shared';
import { UNREAD_POLL_MS } from '../../../../machines/unreadNotifications.machine';
import { acknowledgeTemporaryAccount, createAccount, fillCredentials } from '../../support';
import { newModelContext, seenTemporaryNotice } from '../accounts';
import type { BrowserModel, StepInfo } from '../runner';
import { elapseOnServer } from '../serverTime';

/**
 * requirements#session-state, #inactivity-timeout, #session-expiry, #logout: the signed-in session
 * of a customer of this worker's own (signed up once per worker: a sign-out of all devices, an
 * expired or revoked session never reaches another spec's). Each path signs in afresh, in a context
 * of its own. The page's clock is faked: the inactivity warning and its end come when a step moves
 * the clock; a session the server ended is heard at the unread-count poll (every 30 s of the page's
 * clock). Another tab of the portal is a second page of the same context writing the stored session.
 */

interface Account {
  userName: string;
  password: string;
}

let account: Promise<Account> | undefined;

/** This worker's customer, signed up and activated through the API, once. */
function sessionAccount(browser: Browser): Promise<Account> {
  account ??= (async () => {
    const context = await newModelContext(browser);
    const page = await context.newPage();
    try {
      const created = await createAccount(page, 'mdlses');
      return { userName: created.userName, password: created.password };
    } finally {
      await context.close();
    }
  })();
  return account;
}

/** Signs this worker's customer in on another device (a context of its own), left open on the dashboard. */
async function signInElsewhere(browser: Browser) {
  const { userName, password } = await sessionAccount(browser);
  const context = await newModelContext(browser);
  await context.addInitScript(seenTemporaryNotice);
  const page = await context.newPage();
  await acknowledgeTemporaryAccount(page);
  await page.goto('/signin');
  await fillCredentials(page, userName, password);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  return { context, page };
}

const TOKEN_KEY = 'front_authorize_token';
const USER_KEY = 'user';

const ctx = (step: StepInfo) => step.snapshot.context as SessionContext;
const avatar = (page: Page) => page.getByRole('button', { name: /Account menu for / });
const inactivityDialog = (page: Page) => page.getByRole('dialog', { name: 'Are you still there?' });
const endAlert = (page: Page) => page.getByRole('dialog', { name: 'Your session has ended' });
const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });
const expiredEvent = (e: EventObject) => e as unknown as { alertMessage: string | null; onServerNotFoundPage: boolean };

/** The sign-in page's notice after a session ended, by why it ended (SignInNoticeAlert.tsx). */
const noticeText: Record<string, string> = {
  inactive: 'You were signed out because there was no activity for a while.',
  expired: 'Your session has ended. Sign in again.',
  elsewhere: 'Your session was ended from another device.',
};

/** The page's delays from its runtime configuration (the chart's untilWarning and warningLength). */
async function delays(page: Page): Promise<{ untilWarning: number; warningLength: number }> {
  const config = (await (await page.request.get('/portal-config.json')).json()) as {
    inactivityTimeoutSeconds: number;
    inactivityWarningSeconds: number;
  };
  return {
    untilWarning: (config.inactivityTimeoutSeconds - config.inactivityWarningSeconds) * 1000,
    warningLength: config.inactivityWarningSeconds * 1000,
  };
}

/** Another tab of the portal: a page of the same context on the portal's icon (it runs no app). */
async function inAnotherTab(
  page: Page,
  write: (items: Record<string, string | null>) => void,
  items: Record<string, string | null>,
) {
  const other = await page.context().newPage();
  try {
    await other.goto('/favicon.svg');
    await other.evaluate(write, items);
  } finally {
    await other.close();
  }
}

const writeStorage = (items: Record<string, string | null>) => {
  for (const [key, value] of Object.entries(items))
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
};

/** The account menu's entry (its popup loads when the avatar is clicked); from a public page, the app first. */
async function accountMenuItem(page: Page, name: string) {
  if (!(await avatar(page).isVisible())) await page.getByRole('banner').getByRole('link').first().click();
  await avatar(page).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

export const sessionModel: BrowserModel = {
  machine: 'session',
  clock: true,
  calls: { callLogout: '**/api/demo/v1/front_users_logout' },
  async start(page, step) {
    // the new customer is a temporary account: its notice (once a session) is not what these paths test
    await page.context().addInitScript(seenTemporaryNotice);
    await acknowledgeTemporaryAccount(page);
    const { user } = step.path.input as { user: SessionUser | null };
    if (user === null) {
      await page.goto('/signin');
      return;
    }
    // a session stored by an earlier visit: the app starts signed in
    const elsewhere = await signInElsewhere(step.browser);
    const state = await elsewhere.context.storageState();
    await elsewhere.context.close();
    await page.context().addCookies(state.cookies);
    await page.goto('/favicon.svg');
    const stored = state.origins.find((o) => o.origin === new URL(page.url()).origin)?.localStorage ?? [];
    await page.evaluate(writeStorage, Object.fromEntries(stored.map((i) => [i.name, i.value])));
    await page.goto('/app/dashboard');
  },
  states: {
    'session.resolving': async (page) => {
      await expect(page.getByRole('main')).toBeVisible();
    },
    'session.signedOut': async (page, step) => {
      await expect(page).toHaveURL(/\/signin(\?|$)/);
      await expect(signInButton(page)).toBeVisible();
      await expect(avatar(page)).toHaveCount(0);
      await expect(inactivityDialog(page)).toHaveCount(0);
      await expect(endAlert(page)).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY), 'no stored session').toBeNull();
      // after a session ended on this device: why, and (a forced end) where the user was
      const reason = /^xstate\.(done|error)\.actor\.callLogout$/.test(step.event.type)
        ? (step.before.context as SessionContext).endReason
        : null;
      const notice = reason === null ? undefined : noticeText[reason];
      if (notice === undefined) await expect(page.getByTestId('signin-notice')).toHaveCount(0);
      else {
        await expect(page.getByTestId('signin-notice')).toHaveText(notice);
        await expect(page).toHaveURL(/[?&]redirect=%2Fapp%2Fdashboard/);
      }
    },
    'session.signedIn': async (page, step) => {
      await expect(endAlert(page)).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY), 'a stored session').not.toBeNull();
      if (new URL(page.url()).pathname.startsWith('/app')) {
        await expect(avatar(page)).toBeVisible();
        const renamed = step.memo.displayName;
        if (typeof renamed === 'string')
          await expect(avatar(page)).toHaveAccessibleName(new RegExp(`Account menu for ${renamed}$`));
      } else {
        // signed in from another tab while this one shows the sign-in page: its logo now leads into the app
        await expect(page.getByRole('banner').getByRole('link').first()).toHaveAttribute('href', /^\/app\//);
      }
    },
    'session.signedIn.active': async (page) => {
      await expect(inactivityDialog(page)).toHaveCount(0);
    },
    'session.signedIn.warned': async (page) => {
      const dialog = inactivityDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(
        'For your security you will be signed out soon because there has been no activity.',
      );
      await expect(dialog).toContainText('You will be signed out in about 60 seconds.');
    },
    'session.ending': async (page) => {
      await expect(inactivityDialog(page)).toHaveCount(0);
    },
    'session.alerting': async (page, step) => {
      await expect(endAlert(page)).toBeVisible();
      await expect(endAlert(page).getByRole('alert')).toHaveText(ctx(step).alertMessage ?? '');
      await expect(inactivityDialog(page)).toHaveCount(0);
    },
    'session.loggingOut': async (page) => {
      // the logout call is held: the app still shows the session, without the dialogs
      await expect(inactivityDialog(page)).toHaveCount(0);
      await expect(endAlert(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/app\//);
      await expect(avatar(page)).toBeVisible();
    },
  },
  events: {
    'session.signedIn': async (page, step) => {
      const { userName, password } = await sessionAccount(step.browser);
      await fillCredentials(page, userName, password);
      await expect(page).toHaveURL(/\/app\/dashboard$/);
    },
    'session.logout': async (page, step) => {
      if (step.before.matches({ signedIn: 'warned' }))
        await inactivityDialog(page).getByRole('button', { name: 'Sign out' }).click();
      else
        await accountMenuItem(
          page,
          (step.event as { allDevices?: boolean }).allDevices ? 'Sign out of all devices' : 'Sign out',
        );
    },
    'session.expired': async (page, step) => {
      if (step.before.matches('signedOut')) {
        // the device's anonymous access token has run out on the server: the next call is refused
        const accessToken = await page.evaluate(() => localStorage.getItem('front_access_token'));
        if (accessToken === null) throw new Error('no access token stored');
        // (a day at a time: the sandbox moves one thing at most a day per call)
        for (let day = 0; day < 31; day++) await elapseOnServer(page, { sessionToken: accessToken }, 24 * 3600);
        const { userName, password } = await sessionAccount(step.browser);
        await fillCredentials(page, userName, password);
        return;
      }
      if (expiredEvent(step.event).alertMessage === null) {
        // the session ran out on the server (12 h)
        const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
        if (token === null) throw new Error('no session stored');
        await elapseOnServer(page, { sessionToken: token }, 13 * 3600);
      } else {
        // the same account, on another device, signs out of all devices
        const elsewhere = await signInElsewhere(step.browser);
        try {
          await accountMenuItem(elsewhere.page, 'Sign out of all devices');
          await expect(elsewhere.page).toHaveURL(/\/signin/);
        } finally {
          await elsewhere.context.close();
        }
      }
      // the unread-count poll is the next call to the server
      await page.clock.runFor(UNREAD_POLL_MS);
    },
    'session.alertDismissed': async (page) => {
      await endAlert(page).getByRole('button', { name: 'OK' }).click();
    },
    'user.activity': async (page) => {
      // reported at most once a second (platform/activity.ts)
      await page.clock.runFor(1100);
      await page.mouse.move(200, 300);
      await page.mouse.move(260, 340);
    },
    'session.staySignedIn': async (page) => {
      await inactivityDialog(page).getByRole('button', { name: 'Stay signed in' }).click();
    },
    'xstate.after.untilWarning.session.signedIn.active': async (page) => {
      await page.clock.runFor((await delays(page)).untilWarning);
    },
    'xstate.after.warningLength.session.signedIn.warned': async (page) => {
      await page.clock.runFor((await delays(page)).warningLength);
    },
    'storage.sessionChanged': async (page, step) => {
      const { user } = step.event as unknown as { user: SessionUser | null };
      if (user === null) {
        // another tab signed out
        await inAnotherTab(page, writeStorage, { [TOKEN_KEY]: null, [USER_KEY]: null });
        return;
      }
      if (step.before.matches('signedIn')) {
        // another tab changed the account's name
        const stored = await page.evaluate((key) => localStorage.getItem(key), USER_KEY);
        const renamed = { ...(JSON.parse(stored ?? '{}') as SessionUser), displayName: user.displayName };
        step.memo.displayName = user.displayName;
        await inAnotherTab(page, writeStorage, { [USER_KEY]: JSON.stringify(renamed) });
        return;
      }
      // another tab signed in (its session, as it stores it)
      const elsewhere = await signInElsewhere(step.browser);
      const items = await elsewhere.page.evaluate(
        (keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)])),
        [TOKEN_KEY, USER_KEY],
      );
      await elsewhere.context.close();
      await inAnotherTab(page, writeStorage, items);
      // this tab's sign-in page now leads into the app (its logo): the user goes on there
      const logo = page.getByRole('banner').getByRole('link').first();
      await expect(logo).toHaveAttribute('href', /^\/app\//);
      await logo.click();
      await expect(page).toHaveURL(/\/app\//);
    },
    'xstate.error.actor.callLogout': async (_page, _step, tools) => tools.fault(),
  },
  cannot(event, before) {
    if (event.type === 'session.expired' && before.matches('signedIn') && expiredEvent(event).onServerNotFoundPage)
      return 'a session end heard while the server-not-found page shows: that page replaces the app only when startup cannot reach the server, and no call of the signed-in app is made from it that the sandbox could answer with a session end';
    if (
      event.type === 'session.logout' &&
      before.matches({ signedIn: 'warned' }) &&
      (event as { allDevices?: boolean }).allDevices
    )
      return 'the inactivity dialog offers only "Sign out"; the account menu with "Sign out of all devices" is behind it';
    return undefined;
  },
};
