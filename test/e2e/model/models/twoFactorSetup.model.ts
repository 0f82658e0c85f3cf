import { expect, type Page } from '@playwright/test';
import type { TwoFactorSetupContext } from '../../../../machines/twoFactorSetup.machine';
import { acknowledgeTemporaryAccount, callAsPage, createAccount, fillCredentials, typeIntoBoxes } from '../../support';
import { codeFor, newModelContext, nextCode, wrongCode, type TwoFactorAccount } from '../accounts';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#two-factor-setup: a key to scan, a code that proves it, recovery codes shown once;
 * turning it off needs a code or a recovery code. Each path has an account of its own, signed in
 * on another browser whose session the path's page takes over (so the page's first call is the
 * flow's own). A path that starts with two-step verification on has it turned on there first,
 * through the API. Each authenticator step's code is accepted once (accounts.nextCode).
 */
const ctx = (step: StepInfo) => step.snapshot.context as TwoFactorSetupContext;
const scanForm = (page: Page) => page.getByRole('form', { name: 'Confirm two-step verification' });
const disableForm = (page: Page) => page.getByRole('form', { name: 'Turn off two-step verification' });
const status = (page: Page) => page.getByTestId('two-factor-status');

interface Memo {
  tfa?: TwoFactorAccount;
}
const memo = (step: StepInfo) => step.memo as Memo;
/** The path's next event is the call's success (or the path ends here). */
const nextIsDone = (step: StepInfo) => step.upcoming[0]?.type.startsWith('xstate.done.actor.') ?? true;

async function json<T>(response: Awaited<ReturnType<typeof callAsPage>>): Promise<T> {
  const body = (await response.json()) as { responseCode: number; data: T };
  expect(body.responseCode, JSON.stringify(body)).toBe(0);
  return body.data;
}

export const twoFactorSetupModel: BrowserModel = {
  machine: 'twoFactorSetup',
  calls: {
    loadStatus: '**/api/adapter/v1/getUserAccount',
    generateSecret: '**/api/demo/v1/front_users_generate2FA',
    enable: '**/api/demo/v1/front_users_enableDisable2FA',
    disable: '**/api/demo/v1/front_users_enableDisable2FA',
  },
  async start(page, step) {
    const startsOn = (step.upcoming[0] as { output?: { enabled?: boolean } } | undefined)?.output?.enabled === true;
    const other = await newModelContext(step.browser);
    try {
      const there = await other.newPage();
      const account = await createAccount(there, 'mdl2fs');
      await there.goto('/signin');
      await fillCredentials(there, account.userName, account.password);
      await expect(there).toHaveURL(/\/app\/dashboard$/);
      if (startsOn) {
        const { secret } = await json<{ secret: string }>(
          await callAsPage(there, 'demo/v1/front_users_generate2FA', {}),
        );
        const at = Math.floor(Date.now() / 30_000);
        const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(
          await callAsPage(there, 'demo/v1/front_users_enableDisable2FA', {
            action: 'enable',
            token: codeFor(secret, at * 30_000),
          }),
        );
        memo(step).tfa = {
          userName: account.userName,
          password: account.password,
          secret,
          recoveryCodes,
          lastStep: at,
        };
      }
      const state = await other.storageState();
      await page.context().addCookies(state.cookies);
      // the session's storage, written on a page of the sandbox that is not the portal
      await page.goto('/healthz');
      await page.evaluate((items) => {
        for (const { name, value } of items) localStorage.setItem(name, value);
      }, state.origins[0]?.localStorage ?? []);
    } finally {
      await other.close();
    }
    await acknowledgeTemporaryAccount(page);
    await page.goto('/app/two-factor');
  },
  states: {
    'twoFactorSetup.loading': async (page) => {
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    },
    'twoFactorSetup.loadFailed': async (page) => {
      await expect(page.getByText('The settings could not be loaded')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeEnabled();
    },
    'twoFactorSetup.disabled': async (page, step) => {
      await expect(status(page)).toHaveText('Off');
      await expect(page.getByRole('button', { name: 'Turn on two-step verification' })).toBeEnabled();
      if (ctx(step).failure === null) await expect(page.getByRole('alert')).toHaveCount(0);
      else await expect(page.getByRole('alert')).toContainText('Please try after sometime.');
    },
    'twoFactorSetup.generating': async (page) => {
      await expect(page.getByRole('status').filter({ hasText: 'Preparing a new key…' })).toBeVisible();
    },
    'twoFactorSetup.scanning': async (page, step) => {
      await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      await expect(page.getByTestId('two-factor-secret')).not.toBeEmpty();
      await expect(scanForm(page).getByRole('button', { name: 'Cancel' })).toBeEnabled();
      if (ctx(step).failure === null) await expect(scanForm(page).getByRole('alert')).toHaveCount(0);
      else await expect(scanForm(page).getByRole('alert')).toBeVisible();
    },
    'twoFactorSetup.enabling': async (page) => {
      await expect(scanForm(page).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    },
    'twoFactorSetup.showingRecoveryCodes': async (page) => {
      await expect(page.getByText('Two-step verification is on')).toBeVisible();
      await expect(page.getByTestId('recovery-codes')).toContainText(/[a-z2-7]{5}-[a-z2-7]{5}/);
      await expect(page.getByRole('button', { name: 'I have saved these codes' })).toBeEnabled();
    },
    'twoFactorSetup.enabled': async (page) => {
      await expect(status(page)).toHaveText('On');
      await expect(page.getByText(/You have \d+ recovery codes? left\./)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Turn off' })).toBeEnabled();
    },
    'twoFactorSetup.confirmingDisable': async (page, step) => {
      await expect(disableForm(page).getByRole('button', { name: 'Cancel' })).toBeEnabled();
      if (ctx(step).failure === null) await expect(disableForm(page).getByRole('alert')).toHaveCount(0);
      else await expect(disableForm(page).getByRole('alert')).toBeVisible();
    },
    'twoFactorSetup.disabling': async (page) => {
      await expect(disableForm(page).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    },
  },
  events: {
    'twoFactor.retry': async (page) => {
      await page.getByRole('button', { name: 'Retry' }).click();
    },
    'twoFactor.start': async (page) => {
      await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
    },
    'twoFactor.confirm': async (page, step) => {
      const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
      const m = memo(step);
      if (m.tfa?.secret !== secret) m.tfa = { userName: '', password: '', secret, recoveryCodes: [], lastStep: 0 };
      const code = nextIsDone(step) ? await nextCode(m.tfa) : wrongCode(m.tfa);
      await typeIntoBoxes(page, 'Code from the app', code);
    },
    'twoFactor.cancel': async (page) => {
      await page.getByRole('button', { name: 'Cancel' }).click();
    },
    'twoFactor.codesSaved': async (page, step) => {
      const codes = (await page.getByTestId('recovery-codes').innerText()).match(/[a-z2-7]{5}-[a-z2-7]{5}/g) ?? [];
      memo(step).tfa!.recoveryCodes = codes;
      await page.getByRole('button', { name: 'I have saved these codes' }).click();
    },
    'twoFactor.startDisable': async (page) => {
      await page.getByRole('button', { name: 'Turn off' }).click();
    },
    'twoFactor.disable': async (page, step) => {
      const tfa = memo(step).tfa!;
      const right = nextIsDone(step);
      if ('recoveryCode' in step.event) {
        const box = disableForm(page).getByRole('textbox', { name: 'Recovery code' });
        if ((await box.count()) === 0)
          await disableForm(page).getByRole('button', { name: 'Use a recovery code instead' }).click();
        await box.fill(right ? (tfa.recoveryCodes.shift() ?? '') : 'aaaaa-bbbbb');
        await disableForm(page).getByRole('button', { name: 'Turn off two-step verification' }).click();
      } else {
        const back = disableForm(page).getByRole('button', { name: 'Use the code from my app' });
        if ((await back.count()) > 0) await back.click();
        await typeIntoBoxes(page, 'Code from the app', right ? await nextCode(tfa) : wrongCode(tfa));
      }
    },
    // the sandbox has no switch that makes these calls fail: a network fault does
    'xstate.error.actor.loadStatus': async (_page, _step, tools) => tools.fault(),
    'xstate.error.actor.generateSecret': async (_page, _step, tools) => tools.fault(),
  },
};
