import { expect, test, type Page } from '@playwright/test';
import { DEMO_PIN } from '../../server/seed/demoUsers';
import {
  authenticatorCode,
  createAccount,
  enterCode,
  expectAccessible,
  openService,
  signIn,
  typeIntoBoxes,
} from './support';

/**
 * requirements#step-up: send money above 50,000 IQD asks the PIN and the authenticator code on one
 * screen (consumer2fa, two-step verification on), and tells a customer without it to turn it on in
 * Security. consumer2fa's codes are single-use: this spec runs on a sandbox where no other spec
 * signs her in (the fourth, with the ledger chain), and pays a new account so no other spec's
 * balance moves.
 */
test.describe.configure({ timeout: 150_000 });

async function reviewSendMoney(page: Page, mobile: string, amount: string) {
  await openService(page, 'send-money');
  await page.getByRole('textbox', { name: "Recipient's mobile number" }).fill(mobile);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Amount', level: 2 })).toBeFocused();
  await page.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review and confirm', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
}

/**
 * Signs consumer2fa in with the code of the current step and answers when that code was made. A
 * step another spec's sign-in already claimed (links signs her in with the next step's code) is
 * refused as used: the next step's code is tried once it is current.
 */
async function signInWithCurrentCode(page: Page): Promise<number> {
  await signIn(page, 'consumer2fa');
  let at = 0;
  await expect(async () => {
    if (/\/app\/dashboard$/.test(page.url())) return;
    at = Date.now();
    await enterCode(page, authenticatorCode(at));
    await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 5_000 });
    // one try per 30-second step: a used code counts against the challenge (five end it)
  }).toPass({ timeout: 75_000, intervals: [31_000] });
  return at;
}

test('asks consumer2fa for the PIN and the authenticator code above 50,000, refuses a wrong code, pays with the right one', async ({
  browser,
}) => {
  const payee = await createAccount(await (await browser.newContext()).newPage(), 'stepup');
  const page = await (await browser.newContext()).newPage();
  const signInAt = await signInWithCurrentCode(page);

  await reviewSendMoney(page, payee.phone, '60000');
  await expect(page.getByRole('heading', { name: 'Confirm with your PIN and authenticator code' })).toBeVisible();
  await expect(page.getByText('Payments above 50,000 also need the code from your authenticator app.')).toBeVisible();
  await expectAccessible(page, 'main');
  const pay = page.getByRole('button', { name: 'Confirm and pay' });
  await typeIntoBoxes(page, 'Transaction PIN', DEMO_PIN);
  await expect(pay).toBeDisabled(); // the code is asked too

  // the next step's code: the sign-in used this one, and each code is accepted once
  const right = authenticatorCode(signInAt + 30_000);
  const wrong = right === '000000' ? '111111' : '000000';
  await typeIntoBoxes(page, 'Authenticator code', wrong);
  await pay.click();
  await expect(page.getByRole('alert')).toContainText('That code is not right.');
  // both boxes start again, the PIN's first
  await expect(page.getByRole('textbox', { name: 'Transaction PIN, digit 1 of 4' })).toBeFocused();
  await expect(pay).toBeDisabled();

  await typeIntoBoxes(page, 'Transaction PIN', DEMO_PIN);
  await typeIntoBoxes(page, 'Authenticator code', right);
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeFocused();
});

test('tells a customer without two-step verification to turn it on in Security, with a link', async ({ page }) => {
  await signIn(page, 'consumer');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await reviewSendMoney(page, '7701000002', '50000.01');
  const alert = page.getByRole('alert').filter({ hasText: 'Turn on two-step verification' });
  await expect(alert).toContainText('Payments above 50,000 need a code from an authenticator app');
  await expect(page.getByRole('textbox', { name: /^Authenticator code/ })).toHaveCount(0);
  await expectAccessible(page, 'main');
  await alert.getByRole('link', { name: 'Turn on two-step verification in Security' }).click();
  await expect(page).toHaveURL(/\/app\/two-factor$/);
});
