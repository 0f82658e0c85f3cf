import { expect, test, type Page } from '@playwright/test';
import { DEMO_PIN } from '../../server/seed/demoUsers';
import { expectAccessible, latestMessage, openService, signIn, typeIntoBoxes } from './support';

/**
 * requirements#payment-results: load money by card. The wizard hands the card source off to the
 * sandbox gateway's card page, the card and the code from the outbox confirm it, and the gateway
 * returns to /payment-success, whose verification credits the wallet — once, however often the
 * page is refreshed. A sandbox decline card returns to /payment-fail with nothing credited. The
 * customer's balance is read by other specs: this spec runs in its own project ('cardPayment')
 * after the ledger and report specs, before the serial ones.
 */

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const CONSUMER_PHONE = '7701000001';

async function mainBalance(page: Page): Promise<bigint> {
  await page.goto('/app/dashboard');
  const amount = page.getByTestId('balance-amount');
  await expect(amount).toBeVisible();
  const match = /(\d[\d,]*)\.(\d{2})/.exec((await amount.textContent()) ?? '');
  if (!match) throw new Error('no balance shown');
  return BigInt(match[1]!.replace(/,/g, '')) * 100n + BigInt(match[2]!);
}

/** The load-money wizard with the card source, confirmed with the PIN: it hands off to the card page. */
async function startCardLoad(page: Page, amount: string) {
  await openService(page, 'load-money');
  await page.getByRole('radio', { name: 'A debit or credit card' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Amount', level: 2 })).toBeFocused();
  await page.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review and confirm', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await typeIntoBoxes(page, 'Transaction PIN', DEMO_PIN);
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(page).toHaveURL(/\/payment-gateway\?session=CP/);
  await expect(page.getByRole('heading', { name: 'Secure card payment', level: 1 })).toBeFocused();
}

async function typeCard(page: Page, number: string) {
  const card = page.getByRole('textbox', { name: 'Card number' });
  await card.fill(number);
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('1239');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'consumer');
  await expect(page).toHaveURL(/\/app\/dashboard/);
});

test('loads money by card: card, code from the outbox, success credited once however often it is refreshed', async ({
  page,
}) => {
  const before = await mainBalance(page);
  await startCardLoad(page, '25000');
  await expect(page.getByText('25,000.00 IQD').or(page.getByText('25000.00 IQD')).first()).toBeVisible();

  // the card form: numeric keyboards, the browser's card autofill, numbers left to right
  const card = page.getByRole('textbox', { name: 'Card number' });
  await expect(card).toHaveAttribute('inputmode', 'numeric');
  await expect(card).toHaveAttribute('autocomplete', 'cc-number');
  // in a right-to-left page the number still reads left to right
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  await expect(card).toHaveCSS('direction', 'ltr');
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'ltr'));
  await expect(page.getByRole('textbox', { name: 'Expiry (MM/YY)' })).toHaveAttribute('autocomplete', 'cc-exp');
  await expect(page.getByLabel('Security code')).toHaveAttribute('autocomplete', 'cc-csc');
  await expectAccessible(page, 'main');

  // a number failing the Luhn check is refused on the page
  await typeCard(page, '4111111111111112');
  await expect(card).toHaveAccessibleDescription(/Not a valid card number/);
  await card.fill('4111111111111111');
  await expect(card).toHaveValue('4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  const codeBox = page.getByRole('textbox', { name: 'Confirmation code' });
  await expect(codeBox).toBeVisible();
  await expect(page.getByText('•••• 1111')).toBeVisible();
  await expectAccessible(page, 'main');
  const { otp } = await latestMessage(page, CONSUMER_PHONE, 'transaction');
  await codeBox.fill(otp!);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();

  await expect(page).toHaveURL(/\/payment-success\?/);
  await expect(page.getByRole('heading', { name: 'Money loaded', level: 1 })).toBeFocused();
  const transaction = page.getByText(/^TX\d{18}$/);
  await expect(transaction).toBeVisible();
  const id = await transaction.textContent();
  await expectAccessible(page, 'main');

  // a refresh verifies the same return again: the same transaction, nothing credited twice
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Money loaded', level: 1 })).toBeVisible();
  await expect(page.getByText(/^TX\d{18}$/)).toHaveText(id!);
  // an altered return is not verified and changes nothing
  const altered = new URL(page.url());
  altered.searchParams.set('session', `CP${'A'.repeat(22)}`);
  await page.goto(altered.pathname + altered.search);
  await expect(page.getByText('This payment result could not be verified', { exact: true })).toBeVisible();

  expect(await mainBalance(page)).toBe(before + 2_500_000n);
});

test('a card the sandbox declines returns to the failure page with nothing credited', async ({ page }) => {
  const before = await mainBalance(page);
  await startCardLoad(page, '10000');
  await typeCard(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/payment-fail\?/);
  await expect(page.getByRole('heading', { name: 'The payment did not go through', level: 1 })).toBeFocused();
  await expect(page.getByText('The card issuer declined the payment.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/app/services/load-money');
  await expectAccessible(page, 'main');
  expect(await mainBalance(page)).toBe(before);
});
