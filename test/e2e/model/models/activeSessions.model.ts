import { expect, request, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type {
  ActiveSessionsContext,
  ActiveSessionsNotice,
  ListedSession,
} from '../../../../machines/activeSessions.machine';
import * as paths from '../../../../src/api/contract/paths';
import { callAsPage } from '../../support';
import { customerWithPin } from '../accounts';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#active-sessions: the active sessions list of /app/my-account, as a customer of the
 * worker's own (people.ts) in the session saved for the worker ("This device"). The other sessions
 * are real: the customer signs in through the API with the User-Agent of each of the chart's
 * sample devices (Chrome 131 on Android 14, Safari 17 on iOS 17). While a list's call is held, the
 * customer's sessions on the server are made the sample's (the devices it has signed in, the others
 * signed out), so the list the portal gets is the sample's; a session "already gone" is signed out
 * on the server while the portal's own sign-out of it is held.
 */
export const ACTIVE_SESSIONS_PREFIX = 'mdlsess';

interface Shown extends ListedSession {
  browser: string | null;
  os: string | null;
}

/** The sample devices, by the name the list gives them, with a User-Agent that reads so. */
const userAgents: Record<string, string> = {
  'Chrome 131 on Android 14':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Safari 17 on iOS 17':
    'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};
/** the sample session the paths sign out (`revoke.start` of the phone) */
const PHONE = 'Chrome 131 on Android 14';

const nameOf = (s: Shown) => `${s.browser ?? 'Unknown browser'} on ${s.os ?? 'unknown system'}`;
const othersOf = (sessions: readonly ListedSession[]) => (sessions as Shown[]).filter((s) => !s.current);

async function demoCall<T>(page: Page, path: string, data: unknown): Promise<T> {
  const answer = await callAsPage(page, path, data);
  const body = (await answer.json()) as { responseCode: number; data: T };
  expect(body.responseCode, `${path} answered ${JSON.stringify(body)}`).toBe(0);
  return body.data;
}

const sessionsOnServer = async (page: Page) =>
  (await demoCall<{ sessions: Shown[] }>(page, paths.activeSessions, {})).sessions;

/** The customer signs in on another device (its User-Agent) through the API, as the portal does. */
async function signInElsewhere(page: Page, step: StepInfo, device: string): Promise<void> {
  const { userName, password } = await customerWithPin(step.browser, ACTIVE_SESSIONS_PREFIX);
  const origin = new URL(page.url()).origin;
  const api = await request.newContext({ baseURL: origin, userAgent: userAgents[device] });
  try {
    const config = (await (await api.get('/portal-config.json')).json()) as {
      categories: { consumer: { loginCredential: string } };
    };
    const basic = `Basic ${config.categories.consumer.loginCredential}`;
    // the CSRF cookie comes with any answer; the first call is a read
    await api.get(`/api/${paths.csrf}`);
    const csrf = async () => (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const call = async (path: string, headers: Record<string, string>, data: unknown) => {
      const answer = await api.post(`/api/${path}`, {
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': await csrf(), ...headers },
        data,
      });
      const body = (await answer.json()) as { responseCode: number; data: Record<string, unknown> };
      expect(body.responseCode, `${path} answered ${JSON.stringify(body)}`).toBe(0);
      return body.data;
    };
    const { access_token } = (await call(
      paths.appLogin,
      { Authorization: basic },
      { grant_type: 'client_credentials' },
    )) as {
      access_token: string;
    };
    await call(
      paths.validateLogin,
      { Authorization: basic, 'X-Access-Token': `Bearer ${access_token}` },
      { userName, password, grant_type: 'password' },
    );
  } finally {
    await api.dispose();
  }
}

/**
 * The customer's sessions on the server made the sample's: the other devices it lists signed in
 * (once each), any other session signed out. The session in use stays.
 */
async function makeServerList(page: Page, step: StepInfo, sample: readonly ListedSession[]): Promise<void> {
  const wanted = othersOf(sample).map(nameOf);
  const present = new Set<string>();
  for (const session of othersOf(await sessionsOnServer(page))) {
    const name = nameOf(session);
    if (wanted.includes(name) && !present.has(name)) present.add(name);
    else await demoCall(page, paths.endSession, { id: session.id });
  }
  for (const name of wanted) if (!present.has(name)) await signInElsewhere(page, step, name);
  expect((await sessionsOnServer(page)).map(nameOf).sort()).toHaveLength(sample.length);
}

const ctx = (step: StepInfo) => step.snapshot.context as ActiveSessionsContext;
const outputOf = (e: EventObject) => (e as unknown as { output: readonly ListedSession[] }).output;
const failureKind = (e: EventObject) => (e as { error?: { kind?: string } }).error?.kind;

const panel = (page: Page) => page.getByRole('region', { name: 'Active sessions' });
const items = (page: Page) => panel(page).getByRole('listitem');
const refreshButton = (page: Page) => panel(page).getByRole('button', { name: 'Refresh sessions' });
const loadingStatus = (page: Page) => panel(page).getByRole('status').filter({ hasText: 'Loading…' });
const loadFailed = (page: Page) =>
  panel(page).getByRole('alert').filter({ hasText: 'Your sessions could not be loaded' });
const othersButton = (page: Page) => panel(page).getByRole('button', { name: 'Sign out all other sessions' });
const revokeDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign out this session?' });
const othersDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign out all other sessions?' });

const NOTICES = /The session was signed out\.|That session had already ended\.|other sessions? (was|were) signed out\./;

/** What the list says after a sign-out; for all others, how many the server ended (memo: counted before). */
function noticeText(notice: ActiveSessionsNotice, step: StepInfo): string {
  if (notice.kind === 'ended') return 'The session was signed out.';
  if (notice.kind === 'alreadyEnded') return 'That session had already ended.';
  const ended = (step.memo as { othersEnded?: number }).othersEnded ?? 0;
  return ended === 1 ? '1 other session was signed out.' : `${ended} other sessions were signed out.`;
}

async function noticeShown(page: Page, step: StepInfo) {
  const { notice } = ctx(step);
  if (notice === null) await expect(panel(page).getByRole('status').filter({ hasText: NOTICES })).toHaveCount(0);
  else
    await expect(
      panel(page)
        .getByRole('status')
        .filter({ hasText: noticeText(notice, step) }),
    ).toBeVisible();
}

async function loadingShown(page: Page, step: StepInfo) {
  await expect(loadingStatus(page)).toBeVisible();
  await expect(refreshButton(page)).toBeDisabled();
  await expect(items(page)).toHaveCount(0);
  await expect(loadFailed(page)).toHaveCount(0);
  await expect(revokeDialog(page)).toHaveCount(0);
  await expect(othersDialog(page)).toHaveCount(0);
  await noticeShown(page, step);
}

/** A dialog's failure: the reason the sign-out failed, in the dialog; none before a try. */
async function dialogFailure(page: Page, dialog: ReturnType<typeof revokeDialog>, step: StepInfo) {
  if (ctx(step).failure === null) await expect(dialog.getByRole('alert')).toHaveCount(0);
  else await expect(dialog.getByRole('alert')).toBeVisible();
}

export const activeSessionsModel: BrowserModel = {
  machine: 'activeSessions',
  calls: {
    loadSessions: `**/api/${paths.activeSessions}`,
    refreshSessions: `**/api/${paths.activeSessions}`,
    endSession: `**/api/${paths.endSession}`,
    endOtherSessions: `**/api/${paths.endOtherSessions}`,
  },
  async start(page) {
    await page.goto('/app/my-account');
  },
  states: {
    'activeSessions.loading': loadingShown,
    'activeSessions.refreshing': loadingShown,
    'activeSessions.failed': async (page, step) => {
      await expect(loadFailed(page)).toBeVisible();
      await expect(panel(page).getByRole('button', { name: 'Retry' })).toBeEnabled();
      await expect(items(page)).toHaveCount(0);
      await expect(loadingStatus(page)).toHaveCount(0);
      await expect(othersButton(page)).toHaveCount(0);
      // a notice of a sign-out just made stays with the failure
      await noticeShown(page, step);
    },
    'activeSessions.shown': async (page, step) => {
      const sessions = ctx(step).sessions as Shown[];
      await expect(loadingStatus(page)).toHaveCount(0);
      await expect(refreshButton(page)).toBeEnabled();
      await expect(items(page)).toHaveCount(sessions.length);
      // this device, marked, with nothing to sign out (the shell's sign-out ends it)
      const current = items(page).filter({ hasText: 'This device' });
      await expect(current).toHaveCount(1);
      await expect(current).toContainText('Active now');
      await expect(current.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
      for (const other of othersOf(sessions)) {
        const item = items(page).filter({ hasText: nameOf(other) });
        await expect(item).toContainText('Last active');
        await expect(item.getByRole('button', { name: 'Sign out' })).toBeEnabled();
      }
      await expect(othersButton(page)).toHaveCount(othersOf(sessions).length > 0 ? 1 : 0);
      await expect(revokeDialog(page)).toHaveCount(0);
      await expect(othersDialog(page)).toHaveCount(0);
    },
    'activeSessions.shown.list': noticeShown,
    'activeSessions.shown.refreshed': noticeShown,
    'activeSessions.confirmingRevoke': async (page, step) => {
      const dialog = revokeDialog(page);
      await expect(dialog).toContainText(`${PHONE} (This network) will be signed out at its next action.`);
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
      await expect(dialog.getByRole('button', { name: 'Sign out' })).toBeEnabled();
      await dialogFailure(page, dialog, step);
    },
    'activeSessions.revoking': async (page) => {
      const dialog = revokeDialog(page);
      await expect(dialog).toContainText(PHONE);
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      await expect(dialog.getByRole('button', { name: 'Sign out' })).toBeDisabled();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
    },
    'activeSessions.confirmingRevokeOthers': async (page, step) => {
      const dialog = othersDialog(page);
      await expect(dialog).toContainText('Every session but this device will be signed out at its next action.');
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
      await expect(dialog.getByRole('button', { name: 'Sign out all others' })).toBeEnabled();
      await dialogFailure(page, dialog, step);
    },
    'activeSessions.revokingOthers': async (page) => {
      const dialog = othersDialog(page);
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      await expect(dialog.getByRole('button', { name: 'Sign out all others' })).toBeDisabled();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
    },
  },
  events: {
    'list.retry': async (page) => {
      await panel(page).getByRole('button', { name: 'Retry' }).click();
    },
    'list.refresh': async (page) => {
      await refreshButton(page).click();
    },
    'revoke.start': async (page) => {
      await items(page).filter({ hasText: PHONE }).getByRole('button', { name: 'Sign out' }).click();
    },
    'revoke.confirm': async (page) => {
      await revokeDialog(page).getByRole('button', { name: 'Sign out' }).click();
    },
    'revoke.cancel': async (page) => {
      await revokeDialog(page).getByRole('button', { name: 'Cancel' }).click();
    },
    'revokeOthers.start': async (page) => {
      await othersButton(page).click();
    },
    'revokeOthers.confirm': async (page, step) => {
      // the server ends every other session listed: the notice counts them
      (step.memo as { othersEnded?: number }).othersEnded = othersOf(ctx(step).sessions).length;
      await othersDialog(page).getByRole('button', { name: 'Sign out all others' }).click();
    },
    'revokeOthers.cancel': async (page) => {
      await othersDialog(page).getByRole('button', { name: 'Cancel' }).click();
    },
    // the list the server gives is made the sample's while the call is held
    'xstate.done.actor.loadSessions': async (page, step) => makeServerList(page, step, outputOf(step.event)),
    'xstate.done.actor.refreshSessions': async (page, step) => makeServerList(page, step, outputOf(step.event)),
    'xstate.error.actor.loadSessions': async (_page, _step, tools) => tools.fault(),
    'xstate.error.actor.refreshSessions': async (_page, _step, tools) => tools.fault(),
    // gone: the phone's session signed out on the server (as from the phone) before the portal's call arrives
    'xstate.error.actor.endSession': async (page, step, tools) => {
      if (failureKind(step.event) !== 'notFound') {
        tools.fault();
        return;
      }
      const phone = othersOf(await sessionsOnServer(page)).find((s) => nameOf(s) === PHONE);
      if (!phone) throw new Error(`no session of ${PHONE} on the server to end`);
      await demoCall(page, paths.endSession, { id: phone.id });
    },
    'xstate.error.actor.endOtherSessions': async (_page, _step, tools) => tools.fault(),
  },
};
