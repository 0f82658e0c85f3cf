import { expect, type Page } from '@playwright/test';
import type { BrowserModel } from '../runner';

/**
 * requirements#forgot-password: the same answer whether or not the account exists, so the paths
 * ask for a login nobody has (no reset link is made for a real account, no mail limit spent).
 */
const form = (page: Page) => page.getByRole('form', { name: 'Forgot your password?' });

export const forgotPasswordModel: BrowserModel = {
  machine: 'forgotPassword',
  calls: { requestResetLink: '**/api/demo/v1/front_users_forgotPassword' },
  async start(page) {
    await page.goto('/forgot-password');
  },
  states: {
    'forgotPassword.editing': async (page, step) => {
      await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
      await expect(form(page).getByRole('button', { name: 'Send the link' })).toBeEnabled();
      const failure = (step.snapshot.context as { failure: unknown }).failure;
      if (failure === null) await expect(form(page).getByRole('alert')).toHaveCount(0);
      else await expect(form(page).getByRole('alert')).toContainText('The link was not sent');
    },
    'forgotPassword.requesting': async (page) => {
      await expect(form(page).getByRole('button', { name: 'Send the link' })).toBeDisabled();
    },
    'forgotPassword.sent': async (page) => {
      await expect(page.getByRole('heading', { name: 'Check your e-mail', level: 1 })).toBeVisible();
      await expect(page.getByText('If an account with that login exists, we have e-mailed a link')).toBeVisible();
    },
  },
  events: {
    'forgotPassword.submit': async (page) => {
      await page.getByRole('textbox', { name: 'Mobile number or username' }).fill('model-nobody');
      await form(page).getByRole('button', { name: 'Send the link' }).click();
    },
    'forgotPassword.again': async (page) => {
      await page.getByRole('button', { name: 'Use another account' }).click();
    },
    // the sandbox has no switch that makes this call fail: a network fault does
    'xstate.error.actor.requestResetLink': async (_page, _step, tools) => tools.fault(),
  },
};
