import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { TellerField, TellersContext } from '../../../../machines/tellers.machine';
import type { TeamMember } from '../../../../src/api/contract/teams';
import { adapterCall } from '../accounts';
import type { PlannedPath } from '../plan';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * Issue 16 part 9: the enterprise's branches and tellers (/app/table-list/manage-teller), as the
 * seeded `enterprise` (its branch `Karrada Branch` is listed first: branches come before tellers).
 *
 * The chart's sample teller is the path's own: each path adds a teller of its own through the API
 * before the page opens (disabled when the path's first change is an Enable), and every change,
 * search and check is about that one, so two workers' paths never touch the same row. A teller
 * the form creates has a fresh name, mobile and login too; the taken login a refusal needs is the
 * seeded `teller`'s. The names sort newest first (`Aa model <10^13 − now>`): the table renders the
 * rows in view only, and the paths' tellers pile up in the sandbox run after run.
 */
export const TELLERS_LOGIN = 'enterprise';
const BRANCH = 'Karrada Branch';
const TAKEN_LOGIN = 'teller';

interface Own {
  id: string;
  name: string;
  login: string;
  mobile: string;
  /** what the search box gets: a part of the name no other teller has */
  token: string;
}

let sequence = 0;
/** A teller's fields no other path (of either worker, of any run) has; its name sorts before older ones. */
function freshTeller(): Omit<Own, 'id'> {
  sequence += 1;
  const now = Date.now();
  const token = `${String(10 ** 13 - now).padStart(13, '0')}${(process.pid % 100).toString().padStart(2, '0')}${sequence}`;
  return {
    name: `Aa model ${token}`,
    login: `mdl${now.toString(36)}${process.pid.toString(36)}${sequence}`.slice(0, 32),
    mobile: `7${String(now).slice(-6)}${(process.pid % 100).toString().padStart(2, '0')}${sequence % 10}`,
    token,
  };
}

const ctx = (step: StepInfo) => step.snapshot.context as TellersContext;
const own = (step: StepInfo) => step.memo.own as Own;
const main = (page: Page) => page.getByRole('main');
const grid = (page: Page) => page.getByRole('grid', { name: 'Branches and tellers' });
const row = (page: Page, name: string) => grid(page).getByRole('row').filter({ hasText: name });
const createDialog = (page: Page) => page.getByRole('dialog', { name: 'Add a teller' });
const limitDialog = (page: Page) => page.getByRole('dialog', { name: /^Set the daily limit of / });
/** a limit as the table shows it: two decimal places */
const shownAmount = (amount: string) =>
  amount.includes('.') ? amount.padEnd(amount.indexOf('.') + 3, '0') : `${amount}.00`;
const kindOf = (e: EventObject) => (e as { error?: { kind?: string } }).error?.kind;

/** The path's first Enable or Disable: an Enable needs its teller disabled to begin with. */
const startsDisabled = (path: PlannedPath) =>
  path.steps.find((s) => s.event.type === 'teller.enable' || s.event.type === 'teller.disable')?.event.type ===
  'teller.enable';

/**
 * A creation the server refuses as a taken login (the chart's sample refusal) types the seeded
 * teller's login; one the path later submits again and sees created is refused by a network fault
 * instead (the typed form is kept either way).
 */
function refusesTakenLogin(step: StepInfo): boolean {
  const refusal = step.upcoming.findIndex((e) => e.type === 'xstate.error.actor.createTeller');
  if (refusal < 0 || kindOf(step.upcoming[refusal]!) !== 'userExists') return false;
  return !step.upcoming.slice(refusal).some((e) => e.type === 'xstate.done.actor.createTeller');
}

const problemTexts: Record<TellerField, string> = {
  name: 'Enter 2–64 characters, no < or >.',
  mobile: 'Enter 10 digits starting with 7.',
  login: 'Use 3–32 letters, digits, dot, dash or underscore, starting with a letter.',
  branchId: '',
  dailyLimit: 'Enter an amount up to 1,000,000,000 with at most 2 decimal places.',
};
const boxOf: Record<Exclude<TellerField, 'branchId'>, string> = {
  name: 'Name',
  mobile: 'Mobile',
  login: 'Login',
  dailyLimit: 'Daily limit (IQD)',
};

/** What the notice says after a change, about the path's teller (or the one the form created). */
function noticeOf(step: StepInfo): string {
  const notice = ctx(step).notice;
  if (notice === null) return '';
  const created = step.memo.created as Record<string, string> | undefined;
  switch (notice.kind) {
    case 'created':
      return `Teller ${created?.name ?? ''} created. Reset its password to send it a sign-in link.`;
    case 'enabled':
      return `${own(step).name} is enabled.`;
    case 'disabled':
      return `${own(step).name} is disabled and can no longer sign in.`;
    case 'reset':
      return `A password reset link was sent to ${own(step).name}.`;
    default:
      return `The daily limit of ${own(step).name} is set.`;
  }
}

export const tellersModel: BrowserModel = {
  machine: 'tellers',
  calls: {
    loadTeam: /\/api\/adapter\/v1\/getchilduserinfo\/team$/,
    createTeller: /\/api\/adapter\/v1\/getchilduserinfo\/team\/create$/,
    changeTeller: /\/api\/adapter\/v1\/getchilduserinfo\/team\/(status|limit|resetpassword)$/,
  },
  async start(page, step) {
    // the session's tokens are in storage once a page of the portal is open
    await page.goto('/favicon.svg');
    const fields = freshTeller();
    const { member } = await adapterCall<{ member: TeamMember }>(page, 'getchilduserinfo/team/create', {
      name: fields.name,
      mobile: fields.mobile,
      login: fields.login,
      branchId: null,
      dailyLimit: '500000',
    });
    if (startsDisabled(step.path))
      await adapterCall(page, 'getchilduserinfo/team/status', { id: member.id, enabled: false });
    step.memo.own = { ...fields, id: member.id } satisfies Own;
    step.memo.enabled = !startsDisabled(step.path);
    await page.goto('/app/table-list/manage-teller');
  },
  states: {
    'tellers.loading': async (page) => {
      await expect(page.getByRole('heading', { name: 'Manage tellers', level: 1 })).toBeVisible();
      await expect(main(page).getByRole('status').filter({ hasText: 'Loading your team…' })).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Refresh' })).toBeDisabled();
      await expect(main(page).getByRole('button', { name: 'Add a teller' })).toBeDisabled();
      await expect(grid(page)).toHaveCount(0);
    },
    'tellers.failed': async (page) => {
      await expect(main(page).getByRole('alert')).toContainText('Your team could not be loaded');
      await expect(main(page).getByRole('button', { name: 'Retry' })).toBeEnabled();
      await expect(main(page).getByRole('button', { name: 'Refresh' })).toBeDisabled();
      await expect(grid(page)).toHaveCount(0);
    },
    'tellers.ready': async (page, step) => {
      const { name, token } = own(step);
      await expect(grid(page)).toBeVisible();
      await expect(main(page).getByRole('textbox', { name: 'Search' })).toHaveValue(
        ctx(step).query === '' ? '' : token,
      );
      // the path's teller, under the enterprise itself, as it is now
      const mine = row(page, name);
      await expect(mine).toHaveCount(1);
      await expect(mine).toContainText(step.memo.enabled ? 'Enabled' : 'Disabled');
      await expect(mine).toContainText(shownAmount(String(step.memo.limit ?? '500000')));
      // a search keeps the rows it matches: the branch only without one
      // (the branch's own row, not its tellers' rows that name it)
      await expect(row(page, BRANCH).filter({ hasNotText: 'Teller' })).toHaveCount(ctx(step).query === '' ? 1 : 0);
    },
    'tellers.ready.idle': async (page, step) => {
      const { name } = own(step);
      await expect(createDialog(page)).toHaveCount(0);
      await expect(limitDialog(page)).toHaveCount(0);
      await expect(main(page).getByRole('button', { name: 'Add a teller' })).toBeEnabled();
      await expect(main(page).getByRole('button', { name: 'Refresh' })).toBeEnabled();
      await expect(
        main(page).getByRole('button', { name: `${step.memo.enabled ? 'Disable' : 'Enable'} ${name}`, exact: true }),
      ).toBeEnabled();
      await expect(main(page).getByRole('button', { name: `Set limit for ${name}` })).toBeEnabled();
      const notice = noticeOf(step);
      const status = main(page).getByRole('status').filter({ hasText: /\S/ });
      if (notice === '') await expect(status).toHaveCount(0);
      else await expect(status).toHaveText(notice);
      if (ctx(step).notice?.kind === 'created') {
        const typed = step.memo.created as Record<string, string>;
        const created = row(page, typed.name!);
        await expect(created).toContainText('Enabled');
        await expect(created).toContainText(typed.login!);
        await expect(created).toContainText(shownAmount(typed.dailyLimit!));
      }
      // (the notice is an alert too, green, inside the status region)
      await expect(main(page).getByRole('alert').filter({ hasText: 'The change was not made' })).toHaveCount(
        ctx(step).failure === null ? 0 : 1,
      );
    },
    'tellers.ready.creating': async (page) => {
      await expect(createDialog(page)).toBeVisible();
      for (const box of Object.values(boxOf))
        await expect(createDialog(page).getByRole('textbox', { name: box })).toBeVisible();
      // the enterprise's branch is offered
      await expect(createDialog(page).getByLabel('Branch', { exact: true })).toHaveValue(
        'No branch (directly under you)',
      );
    },
    'tellers.ready.creating.editing': async (page, step) => {
      const dialog = createDialog(page);
      const typed = (step.memo.form ?? {}) as Record<string, string>;
      await expect(dialog.getByRole('button', { name: 'Create teller' })).toBeEnabled();
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
      for (const [field, box] of Object.entries(boxOf)) {
        const input = dialog.getByRole('textbox', { name: box });
        await expect(input).toHaveValue(typed[field] ?? '');
        const problem = ctx(step).problems[field as TellerField];
        const text =
          problem === undefined ? null : problem === 'required' ? 'Required.' : problemTexts[field as TellerField];
        if (text === null) await expect(input).not.toHaveAttribute('aria-invalid', 'true');
        else {
          await expect(input).toHaveAttribute('aria-invalid', 'true');
          await expect(dialog.getByText(text, { exact: true }).first()).toBeVisible();
        }
      }
      const failure = ctx(step).failure;
      if (failure === null) await expect(dialog.getByRole('alert')).toHaveCount(0);
      else {
        await expect(dialog.getByRole('alert')).toContainText('The teller was not created');
        if (step.memo.takenLogin) await expect(dialog.getByRole('alert')).toContainText('This login is already taken');
      }
    },
    'tellers.ready.creating.saving': async (page) => {
      await expect(createDialog(page).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      await expect(createDialog(page).getByRole('button', { name: 'Create teller' })).toHaveAttribute(
        'data-loading',
        'true',
      );
    },
    'tellers.ready.limiting': async (page, step) => {
      await expect(page.getByRole('dialog', { name: `Set the daily limit of ${own(step).name}` })).toBeVisible();
    },
    'tellers.ready.limiting.editing': async (page, step) => {
      const dialog = limitDialog(page);
      await expect(dialog.getByRole('textbox', { name: 'Daily limit (IQD)' })).toHaveValue(ctx(step).limit);
      await expect(dialog.getByRole('button', { name: 'Save limit' })).toBeEnabled();
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
      if (ctx(step).failure === null) await expect(dialog.getByRole('alert')).toHaveCount(0);
      else await expect(dialog.getByRole('alert')).toContainText('The limit was not set');
    },
    'tellers.ready.limiting.saving': async (page) => {
      await expect(limitDialog(page).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      await expect(limitDialog(page).getByRole('button', { name: 'Save limit' })).toHaveAttribute(
        'data-loading',
        'true',
      );
    },
    // a change on its way: every button of the table waits for it
    'tellers.ready.changing': async (page, step) => {
      await expect(createDialog(page)).toHaveCount(0);
      await expect(main(page).getByRole('button', { name: 'Add a teller' })).toBeDisabled();
      await expect(main(page).getByRole('button', { name: 'Refresh' })).toBeDisabled();
      await expect(main(page).getByRole('button', { name: `Set limit for ${own(step).name}` })).toBeDisabled();
    },
    'tellers.ready.changing.enable': async (page, step) => {
      await expect(main(page).getByRole('button', { name: `Enable ${own(step).name}`, exact: true })).toBeDisabled();
    },
    'tellers.ready.changing.disable': async (page, step) => {
      await expect(main(page).getByRole('button', { name: `Disable ${own(step).name}`, exact: true })).toBeDisabled();
    },
    'tellers.ready.changing.reset': async (page, step) => {
      await expect(main(page).getByRole('button', { name: `Reset password for ${own(step).name}` })).toBeDisabled();
      await expect(main(page).getByRole('button', { name: `Disable ${own(step).name}`, exact: true })).toBeDisabled();
    },
  },
  events: {
    'search.change': async (page, step) => {
      await main(page).getByRole('textbox', { name: 'Search' }).fill(own(step).token);
    },
    'list.refresh': async (page) => {
      await main(page).getByRole('button', { name: 'Refresh' }).click();
    },
    'list.retry': async (page) => {
      await main(page).getByRole('button', { name: 'Retry' }).click();
    },
    'xstate.error.actor.loadTeam': async (_page, _step, tools) => tools.fault(),
    'create.start': async (page, step) => {
      // the chart starts every form empty
      step.memo.form = {};
      step.memo.takenLogin = false;
      await main(page).getByRole('button', { name: 'Add a teller' }).click();
    },
    'create.change': async (page, step) => {
      const { field, value } = step.event as unknown as { field: Exclude<TellerField, 'branchId'>; value: string };
      step.memo.fresh ??= freshTeller();
      const fresh = step.memo.fresh as Omit<Own, 'id'>;
      let typed = value;
      if (field === 'name') typed = fresh.name;
      if (field === 'mobile') typed = fresh.mobile;
      if (field === 'login') {
        step.memo.takenLogin = refusesTakenLogin(step);
        typed = step.memo.takenLogin ? TAKEN_LOGIN : fresh.login;
      }
      step.memo.form = { ...((step.memo.form ?? {}) as Record<string, string>), [field]: typed };
      await createDialog(page).getByRole('textbox', { name: boxOf[field] }).fill(typed);
    },
    'create.submit': async (page) => {
      await createDialog(page).getByRole('button', { name: 'Create teller' }).click();
    },
    'create.cancel': async (page) => {
      await createDialog(page).getByRole('button', { name: 'Cancel' }).click();
    },
    // the server's answer: the teller the form typed, created
    'xstate.done.actor.createTeller': async (_page, step) => {
      step.memo.created = step.memo.form;
    },
    // a taken login typed (create.change) is the server's own refusal; otherwise a network fault
    'xstate.error.actor.createTeller': async (_page, step, tools) => {
      if (!step.memo.takenLogin) tools.fault();
    },
    'teller.enable': async (page, step) => {
      await main(page)
        .getByRole('button', { name: `Enable ${own(step).name}`, exact: true })
        .click();
    },
    'teller.disable': async (page, step) => {
      await main(page)
        .getByRole('button', { name: `Disable ${own(step).name}`, exact: true })
        .click();
    },
    'teller.reset': async (page, step) => {
      await main(page)
        .getByRole('button', { name: `Reset password for ${own(step).name}` })
        .click();
    },
    'limit.start': async (page, step) => {
      await main(page)
        .getByRole('button', { name: `Set limit for ${own(step).name}` })
        .click();
    },
    'limit.change': async (page, step) => {
      await limitDialog(page)
        .getByRole('textbox', { name: 'Daily limit (IQD)' })
        .fill((step.event as unknown as { value: string }).value);
    },
    'limit.submit': async (page) => {
      await limitDialog(page).getByRole('button', { name: 'Save limit' }).click();
    },
    'limit.cancel': async (page) => {
      await limitDialog(page).getByRole('button', { name: 'Cancel' }).click();
    },
    // the server's answer: the teller as it is now
    'xstate.done.actor.changeTeller': async (_page, step) => {
      const action = step.before.matches({ ready: 'limiting' })
        ? 'limit'
        : step.before.matches({ ready: { changing: 'enable' } })
          ? 'enable'
          : step.before.matches({ ready: { changing: 'disable' } })
            ? 'disable'
            : 'reset';
      if (action === 'enable') step.memo.enabled = true;
      if (action === 'disable') step.memo.enabled = false;
      if (action === 'limit') step.memo.limit = (step.before.context as TellersContext).limit.trim();
    },
    'xstate.error.actor.changeTeller': async (_page, _step, tools) => tools.fault(),
  },
  cannot(event, before) {
    if (
      event.type === 'search.change' &&
      (before.matches({ ready: 'creating' }) || before.matches({ ready: 'limiting' }))
    )
      return 'the search box is behind the open dialog (Add a teller, Set the daily limit), which keeps the focus until it closes';
    return undefined;
  },
};
