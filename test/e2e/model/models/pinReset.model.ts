import { expect, type Page } from '@playwright/test';
import type { PinResetContext, PinResetInput } from '../../../../machines/pinReset.machine';
import { createAccount, fillCredentials, latestMessage, typeIntoBoxes } from '../../support';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#forgot-pin: a new transaction PIN through a code by SMS — /forgot-pin before
 * sign-in (the account named first), /app/reset-transaction-pin after it (nothing sent until
 * "Send code"). Each path has an account of its own: its PIN is the one the path sets.
 */
const NEW_PIN = '4826';
const ctx = (step: StepInfo) => step.snapshot.context as PinResetContext;
const modeOf = (step: StepInfo) => (step.path.input as PinResetInput).mode;
const forgotForm = (page: Page) => page.getByRole('form', { name: 'Forgot your PIN?' });
const codeForm = (page: Page) => page.getByRole('form', { name: 'Set new PIN' });

interface Memo {
  userName: string;
  phone: string;
}
const memo = (step: StepInfo) => step.memo as unknown as Memo;

export const pinResetModel: BrowserModel = {
  machine: 'pinReset',
  calls: { requestCode: /\/api\/demo\/v1\/front_users_(forgotPin|requestPinReset)$/ },
  async start(page, step) {
    const account = await createAccount(page, 'mdlpin');
    Object.assign(step.memo, { userName: account.userName, phone: account.phone } satisfies Memo);
    if (modeOf(step) === 'forgot') {
      await page.goto('/forgot-pin');
      return;
    }
    await page.goto('/signin');
    await fillCredentials(page, account.userName, account.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/reset-transaction-pin');
  },
  states: {
    // an eventless choice by mode: never on screen, its page is the one the mode opens
    'pinReset.starting': async (page, step) => {
      await expect(
        page.getByRole('heading', {
          name: modeOf(step) === 'forgot' ? 'Forgot your PIN?' : 'Reset transaction PIN',
          level: 1,
        }),
      ).toBeVisible();
    },
    'pinReset.idle': async (page) => {
      await expect(page.getByRole('heading', { name: 'Reset transaction PIN', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
    },
    'pinReset.identifying': async (page, step) => {
      await expect(page.getByRole('heading', { name: 'Forgot your PIN?', level: 1 })).toBeVisible();
      await expect(forgotForm(page).getByRole('button', { name: 'Send the code' })).toBeEnabled();
      if (ctx(step).failure === null) await expect(forgotForm(page).getByRole('alert')).toHaveCount(0);
      else await expect(forgotForm(page).getByRole('alert')).toContainText('The code was not sent');
    },
    'pinReset.requesting': async (page, step) => {
      if (modeOf(step) === 'forgot')
        await expect(forgotForm(page).getByRole('button', { name: 'Send the code' })).toBeDisabled();
      else await expect(page.getByRole('status').filter({ hasText: 'Sending a code to your phone…' })).toBeVisible();
    },
    'pinReset.requestFailed': async (page) => {
      await expect(page.getByRole('alert')).toContainText('The code could not be sent');
      await expect(page.getByRole('button', { name: 'Retry' })).toBeEnabled();
    },
    'pinReset.verifying': async (page) => {
      await expect(codeForm(page).getByText(/We sent a 6-digit code to/)).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^New PIN, digit 1 of/ })).toBeVisible();
    },
    'pinReset.done': async (page) => {
      await expect(page.getByText('Your transaction PIN has been changed.')).toBeVisible();
    },
  },
  events: {
    'pin.identify': async (page, step) => {
      await forgotForm(page).getByRole('textbox', { name: 'Mobile number or username' }).fill(memo(step).userName);
      await forgotForm(page).getByRole('button', { name: 'Send the code' }).click();
    },
    'pin.sendCode': async (page) => {
      await page.getByRole('button', { name: 'Send code' }).click();
    },
    'pin.retry': async (page) => {
      await page.getByRole('button', { name: 'Retry' }).click();
    },
    'pin.startOver': async (page) => {
      await page.getByRole('button', { name: 'Start over' }).click();
    },
    // the code and the new PIN, sent together (the invoked otpVerification flow finishes)
    'xstate.done.actor.otp': async (page, step) => {
      const { otp } = await latestMessage(page, memo(step).phone, 'pin_reset');
      await typeIntoBoxes(page, 'New PIN', NEW_PIN);
      await typeIntoBoxes(page, 'Confirm the new PIN', NEW_PIN);
      await typeIntoBoxes(page, 'Code from the SMS', otp ?? '');
      await codeForm(page).getByRole('button', { name: 'Set new PIN' }).click();
    },
    // the sandbox has no switch that makes this call fail: a network fault does
    'xstate.error.actor.requestCode': async (_page, _step, tools) => tools.fault(),
  },
  cannot(event, before) {
    if (event.type === 'pin.startOver' && (before.context as PinResetContext).mode === 'reset')
      return 'the signed-in page offers no "Start over" (leaving the page ends the flow)';
    return undefined;
  },
};
