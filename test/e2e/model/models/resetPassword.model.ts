import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { apiCall, createAccount, outbox } from '../../support';
import type { BrowserModel } from '../runner';

/**
 * requirements#reset-password: the e-mailed link checked, then a new password. Each path gets a
 * fresh link (a link resets once) for an account of the worker's own, asked for through the
 * sandbox's forgot-password call and read from its outbox.
 */
let account: Promise<{ userName: string; email: string }> | undefined;

const kindOf = (e: EventObject | undefined) => (e as { error?: { kind?: string } } | undefined)?.error?.kind;

async function freshLink(page: Page): Promise<string> {
  account ??= createAccount(page, 'mdlrst').then((a) => ({ userName: a.userName, email: a.email }));
  const { userName, email } = await account;
  await page.goto('/signin');
  // the portal's front token and CSRF pair first: the forgot-password call needs them
  await expect.poll(() => page.evaluate(() => localStorage.getItem('front_access_token'))).not.toBeNull();
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'XSRF-TOKEN')).toBe(true);
  const before = (await outbox(page, email, 'password_reset'))[0]?.linkData ?? null;
  await apiCall(page, 'demo/v1/front_users_forgotPassword', { userName, category: 'consumer' });
  let linkData: string | null = null;
  await expect
    .poll(async () => {
      linkData = (await outbox(page, email, 'password_reset'))[0]?.linkData ?? null;
      return linkData !== null && linkData !== before;
    })
    .toBe(true);
  return linkData as unknown as string;
}

const form = (page: Page) => page.getByRole('form', { name: 'Choose a new password' });

export const resetPasswordModel: BrowserModel = {
  machine: 'resetPassword',
  calls: {
    checkLink: '**/api/demo/v1/front_users_forgotPasswordConfirmation/**',
    resetPassword: '**/api/demo/v1/front_users_resetPassword',
  },
  async start(page, step) {
    // a link the server does not know is as dead as an expired one
    const dead = kindOf(step.upcoming[0]) === 'linkExpired';
    const linkData = dead ? 'model-no-such-link-0123456789abcdefghij' : await freshLink(page);
    step.memo.linkData = linkData;
    await page.goto(`/forgot-password/${linkData}`);
  },
  states: {
    'resetPassword.checkingLink': async (page) => {
      await expect(page.getByRole('status').filter({ hasText: 'Checking your link…' })).toBeVisible();
    },
    'resetPassword.checkFailed': async (page) => {
      await expect(page.getByText('The link could not be checked')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    },
    'resetPassword.linkRejected': async (page) => {
      await expect(page.getByRole('alert')).toContainText(/link (is not valid|has expired|was already used)/);
      await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    },
    'resetPassword.choosing': async (page, step) => {
      await expect(page.getByText(/Choose a new password for/)).toBeVisible();
      await expect(form(page).getByRole('button', { name: 'Change password' })).toBeEnabled();
      const failure = (step.snapshot.context as { failure: unknown }).failure;
      if (failure === null) await expect(form(page).getByRole('alert')).toHaveCount(0);
      else await expect(form(page).getByRole('alert')).toContainText('The password was not changed');
    },
    'resetPassword.resetting': async (page) => {
      await expect(form(page).getByRole('button', { name: 'Change password' })).toBeDisabled();
    },
    'resetPassword.done': async (page) => {
      await expect(page.getByRole('heading', { name: 'Password changed', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign in', exact: true }).first()).toBeVisible();
    },
  },
  events: {
    'reset.submit': async (page, step) => {
      const e = step.event as unknown as { newPassword: string; confirmPassword: string };
      // the link used up meanwhile (another tab reset the password with it)
      if (kindOf(step.upcoming[0]) === 'linkExpired')
        await apiCall(page, 'demo/v1/front_users_resetPassword', {
          linkData: step.memo.linkData,
          newPassword: 'Other@2026x',
          confirmPassword: 'Other@2026x',
        });
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill(e.newPassword);
      await page.getByRole('textbox', { name: 'Confirm the new password' }).fill(e.confirmPassword);
      await form(page).getByRole('button', { name: 'Change password' }).click();
    },
    'reset.retry': async (page) => {
      await page.getByRole('button', { name: 'Retry' }).click();
    },
    // the check failing without judging the link (network): a fault, the sandbox has no switch for it
    'xstate.error.actor.checkLink': async (_page, step, tools) => {
      if (kindOf(step.event) !== 'linkExpired') tools.fault();
    },
    // a refusal that is not about the link (the form checks the policy first): a fault
    'xstate.error.actor.resetPassword': async (_page, step, tools) => {
      if (kindOf(step.event) !== 'linkExpired') tools.fault();
    },
  },
};
