import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { ChangePasswordContext } from '../../../../machines/changePassword.machine';
import { acknowledgeTemporaryAccount, createAccount, fillCredentials } from '../../support';
import { newModelContext } from '../accounts';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#change-password: the current password, a new one, then the offer to sign out the
 * other devices. Each path changes the password of an account of its own, signed in as many
 * times elsewhere (through the API) as the path's answer says it has other sessions.
 */
const ctx = (step: StepInfo) => step.snapshot.context as ChangePasswordContext;
const form = (page: Page) => page.getByRole('form', { name: 'Change password' });
const failureKind = (e: EventObject | undefined) => (e as { error?: { kind?: string } } | undefined)?.error?.kind;
const CHANGED = 'Your password has been changed.';

/** Signs the account in `times` times on another browser (each a device the server counts), never signing out. */
async function signInElsewhere(step: StepInfo, login: string, password: string, times: number) {
  if (times === 0) return;
  const context = await newModelContext(step.browser);
  try {
    const other = await context.newPage();
    await acknowledgeTemporaryAccount(other);
    for (let i = 0; i < times; i++) {
      await other.goto('/signin');
      await fillCredentials(other, login, password);
      await expect(other).toHaveURL(/\/app\/dashboard$/);
      // forgotten here without signing out: the server keeps the session live
      await other.evaluate(() => {
        for (const key of ['front_authorize_token', 'user', 'type', 'isLoggedIn', 'loginSuccess'])
          localStorage.removeItem(key);
      });
    }
  } finally {
    await context.close();
  }
}

interface Memo {
  password: string;
}

export const changePasswordModel: BrowserModel = {
  machine: 'changePassword',
  calls: {
    changePassword: '**/api/demo/v1/front_users_changePassword',
    endOtherSessions: '**/api/demo/v1/front_users_endOtherSessions',
  },
  async start(page, step) {
    const account = await createAccount(page, 'mdlpwd');
    (step.memo as unknown as Memo).password = account.password;
    // the other devices the server will count: the path's change answer says how many
    const answer = step.upcoming.find((e) => e.type === 'xstate.done.actor.changePassword') as
      { output?: { otherSessions?: number } } | undefined;
    await signInElsewhere(step, account.userName, account.password, answer?.output?.otherSessions ?? 0);
    await page.goto('/signin');
    await fillCredentials(page, account.userName, account.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/change-login-password');
  },
  states: {
    'changePassword.editing': async (page, step) => {
      await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
      await expect(form(page).getByRole('button', { name: 'Change password' })).toBeEnabled();
      const failure = ctx(step).failure;
      if (failure === null) await expect(form(page).getByRole('alert')).toHaveCount(0);
      else {
        await expect(form(page).getByRole('alert')).toContainText('The password was not changed');
        if (failure.kind === 'currentPasswordWrong')
          await expect(form(page).getByRole('textbox', { name: 'Current password' })).toHaveValue('');
      }
    },
    'changePassword.changing': async (page) => {
      await expect(form(page).getByRole('button', { name: 'Change password' })).toBeDisabled();
    },
    'changePassword.changed': async (page) => {
      await expect(page.getByText(CHANGED)).toBeVisible();
      await expect(form(page)).toHaveCount(0);
    },
    // an eventless choice: the screen is that of where it leads (offering or settled)
    'changePassword.changed.deciding': async (page) => {
      await expect(page.getByText(CHANGED)).toBeVisible();
    },
    'changePassword.changed.offering': async (page, step) => {
      const n = ctx(step).otherSessions;
      await expect(
        page.getByText(
          `You are also signed in on ${n} other device${n === 1 ? '' : 's'}. Sign ${n === 1 ? 'it' : 'them'} out?`,
        ),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign out other devices' })).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Keep them signed in' })).toBeEnabled();
      if (ctx(step).failure === null) await expect(page.getByRole('alert')).toHaveCount(0);
      else await expect(page.getByRole('alert')).toContainText('Please try after sometime.');
    },
    'changePassword.changed.endingOthers': async (page) => {
      await expect(page.getByRole('button', { name: 'Keep them signed in' })).toBeDisabled();
    },
    'changePassword.changed.settled': async (page, step) => {
      const ended = ctx(step).endedSessions;
      await expect(
        page.getByText(
          ended !== null && ended > 0
            ? `Signed out ${ended} other device${ended === 1 ? '' : 's'}.`
            : 'Use the new password the next time you sign in.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
    },
  },
  events: {
    'password.submit': async (page, step) => {
      const e = step.event as unknown as { newPassword: string; confirmPassword: string };
      const wrong = failureKind(step.upcoming[0]) === 'currentPasswordWrong';
      const current = wrong ? 'Wrong@2026x' : (step.memo as unknown as Memo).password;
      await form(page).getByRole('textbox', { name: 'Current password' }).fill(current);
      await form(page).getByRole('textbox', { name: 'New password', exact: true }).fill(e.newPassword);
      await form(page).getByRole('textbox', { name: 'Confirm the new password' }).fill(e.confirmPassword);
      await form(page).getByRole('button', { name: 'Change password' }).click();
    },
    'sessions.endOthers': async (page) => {
      await page.getByRole('button', { name: 'Sign out other devices' }).click();
    },
    'sessions.keep': async (page) => {
      await page.getByRole('button', { name: 'Keep them signed in' }).click();
    },
    // the sandbox has no switch that makes this call fail: a network fault does
    'xstate.error.actor.endOtherSessions': async (_page, _step, tools) => tools.fault(),
  },
};
