import { expect, type Page } from '@playwright/test';
import { DEMO_PIN } from '../../../../server/seed/demoUsers';
import { callAsPage, typeIntoBoxes } from '../../support';
import type { BrowserModel } from '../runner';

/**
 * requirements#change-pin, as the seeded enterprise branch (no other spec spends its PIN): a
 * path that changes the PIN puts the seeded one back afterwards.
 */
const form = (page: Page) => page.getByRole('form', { name: 'Change transaction PIN' });
const WRONG_PIN = '0000';

/** Types into a row of PIN boxes unless the form kept what was typed there (it clears a wrong current PIN only). */
async function typeIfEmpty(page: Page, name: string, digits: string) {
  const first = page.getByRole('textbox', { name: new RegExp(`^${name}, digit 1 of \\d+$`) });
  if ((await first.inputValue()) === '') await typeIntoBoxes(page, name, digits);
}

export const changePinModel: BrowserModel = {
  machine: 'changePin',
  calls: { changePin: '**/api/demo/v1/front_users_changeTransactionPin' },
  async start(page) {
    await page.goto('/app/change-transaction-pin');
  },
  states: {
    'changePin.editing': async (page, step) => {
      await expect(page.getByRole('heading', { name: 'Change transaction PIN', level: 1 })).toBeVisible();
      await expect(form(page).getByRole('button', { name: 'Change PIN' })).toBeEnabled();
      const failure = (step.snapshot.context as { failure: unknown }).failure;
      if (failure === null) await expect(form(page).getByRole('alert')).toHaveCount(0);
      else {
        await expect(form(page).getByRole('alert')).toContainText('The current PIN is not right.');
        await expect(page.getByRole('textbox', { name: /^Current PIN, digit 1 of/ })).toHaveValue('');
      }
    },
    'changePin.changing': async (page) => {
      await expect(form(page).getByRole('button', { name: 'Change PIN' })).toBeDisabled();
    },
    'changePin.changed': async (page) => {
      await expect(page.getByRole('status', { name: 'Your transaction PIN has been changed.' })).toBeVisible();
    },
  },
  events: {
    'pin.submit': async (page, step) => {
      const e = step.event as unknown as { oldPin: string; newPin: string; confirmPin: string };
      const wrong = step.upcoming[0]?.type === 'xstate.error.actor.changePin';
      await typeIfEmpty(page, 'Current PIN', wrong ? WRONG_PIN : DEMO_PIN);
      await typeIfEmpty(page, 'New PIN', e.newPin);
      await typeIfEmpty(page, 'Confirm the new PIN', e.confirmPin);
      await form(page).getByRole('button', { name: 'Change PIN' }).click();
      if (!wrong) step.memo.newPin = e.newPin;
    },
  },
  async after(page, path, memo) {
    if (path.steps.at(-1)?.snapshot.value !== 'changed' || typeof memo.newPin !== 'string') return;
    const answer = await callAsPage(page, 'demo/v1/front_users_changeTransactionPin', {
      oldPin: memo.newPin,
      newPin: DEMO_PIN,
      confirmPin: DEMO_PIN,
    });
    expect(((await answer.json()) as { responseCode: number }).responseCode, 'the seeded PIN put back').toBe(0);
  },
};
