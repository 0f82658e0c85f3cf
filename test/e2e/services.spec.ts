import { expect, test, type Page } from '@playwright/test';
import { DEMO_PIN } from '../../server/seed/demoUsers';
import {
  createAccount,
  expectAccessible,
  fillCredentials,
  openService,
  restoreSession,
  typeIntoBoxes,
  type AccountType,
} from './support';

/**
 * Payment services as their configured wizards against the sandbox ledger. These tests move
 * money from the same seeded sender, so they run one after another.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** Opens the dashboard signed in (a session saved once per worker and account: support.restoreSession). */
async function signInAs(page: Page, login: string, options: { type?: AccountType } = {}) {
  await restoreSession(page, { login, type: options.type });
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/app\/dashboard/);
}

/** The main balance on the dashboard, in minor units (exact: no floating point). */
async function mainBalance(page: Page): Promise<bigint> {
  await page.goto('/app/dashboard');
  const amount = page.getByTestId('balance-amount');
  await expect(amount).toBeVisible();
  return minor((await amount.textContent()) ?? '');
}

function minor(text: string): bigint {
  const match = /(\d[\d,]*)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return BigInt(match[1]!.replace(/,/g, '')) * 100n + BigInt(match[2]!);
}

/** The value of one row of the review or receipt table. */
const row = (page: Page, label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');

async function sendMoneyForm(page: Page, mobile: string, amount: string) {
  await openService(page, 'send-money');
  await page.getByRole('textbox', { name: "Recipient's mobile number" }).fill(mobile);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Amount', level: 2 })).toBeFocused();
  await page.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review and confirm', level: 2 })).toBeVisible();
}

async function confirmWithPin(page: Page) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await typeIntoBoxes(page, 'Transaction PIN', DEMO_PIN);
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
}

test('sends money end to end: the sender pays amount and fee, the payee receives the amount', async ({ browser }) => {
  const payeePage = await (await browser.newContext()).newPage();
  const payee = await createAccount(payeePage, 'payee');

  const page = await (await browser.newContext()).newPage();
  await signInAs(page, 'consumer');
  const before = await mainBalance(page);

  // requirements#recipient-live-check: a number no wallet has is refused where it is typed, Next included
  await openService(page, 'send-money');
  const number = page.getByRole('textbox', { name: "Recipient's mobile number" });
  await number.fill('7799999999');
  await expect(number).toHaveAccessibleDescription(/No wallet was found for this number/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(number).toHaveAccessibleDescription(/No wallet was found for this number/);
  await expect(page.getByRole('heading', { name: 'Amount', level: 2 })).toHaveCount(0);

  await sendMoneyForm(page, payee.phone, '1500');
  // the recipient's name came from the pass-through lookup on step 1
  await expect(row(page, 'Recipient')).toHaveText('Test P.');
  await expect(row(page, 'Amount')).toHaveText('1,500.00 IQD');
  const fee = minor((await row(page, 'Fee').textContent()) ?? '');
  const total = minor((await row(page, 'Total').textContent()) ?? '');
  expect(total).toBe(150000n + fee);
  expect(fee).toBeGreaterThan(0n);

  await confirmWithPin(page);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeFocused();
  await expect(row(page, 'Balance after')).toHaveText(/\d/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  expect(await mainBalance(page)).toBe(before - total);
  await expect(
    page.getByRole('region', { name: 'Recent transactions' }).getByText('Send money · Test P.').first(),
  ).toBeVisible();
  // the debit as the balance saw it (amount and fee), with its status
  const recent = page
    .getByRole('region', { name: 'Recent transactions' })
    .getByRole('listitem')
    .filter({ hasText: 'Send money · Test P.' })
    .first();
  const totalText = `${(total / 100n).toLocaleString('en-US')}.${String(total % 100n).padStart(2, '0')}`;
  await expect(recent).toContainText(`−${totalText}`);
  await expect(recent).toContainText('Successful');

  await payeePage.goto('/signin');
  await fillCredentials(payeePage, payee.userName, payee.password);
  await expect(payeePage).toHaveURL(/\/app\/dashboard/);
  expect(await mainBalance(payeePage)).toBe(150000n);
});

test('a network failure on Submit keeps every value, says so, and the retry pays once', async ({ browser }) => {
  const payee = await createAccount(await (await browser.newContext()).newPage(), 'retry');
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, 'consumer');
  const before = await mainBalance(page);
  await sendMoneyForm(page, payee.phone, '2000');
  const total = minor((await row(page, 'Total').textContent()) ?? '');

  // the server takes the payment, but its answer never reaches the browser
  let answered = 0;
  await page.route('**/api/adapter/v1/transaction/submit', async (route) => {
    answered += 1;
    if (answered > 1) return route.continue();
    await route.fetch();
    return route.abort('connectionreset');
  });
  await confirmWithPin(page);
  await expect(page.getByRole('alert')).toContainText('Please try after sometime.');
  await expect(page.getByRole('alert')).toContainText('Nothing you entered was lost.');
  await expect(page.getByRole('alert').getByRole('button', { name: 'Try again' })).toBeVisible();

  // every value is still there, step by step
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveValue(/2,?000/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: "Recipient's mobile number" })).toHaveValue(payee.phone);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // the same payment again: the idempotency key makes the server answer with the first one
  await confirmWithPin(page);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  expect(answered).toBe(2);
  expect(await mainBalance(page)).toBe(before - total);
});

test('conditional fields appear and disappear with the bill type, and products reload with the operator', async ({
  page,
}) => {
  await signInAs(page, 'consumer');
  await openService(page, 'bill-payment-post-paid');
  const postpaid = page.getByRole('textbox', { name: 'Post-paid mobile number' });
  const subscriber = page.getByRole('textbox', { name: 'Subscriber number' });
  await expect(postpaid).toBeVisible();
  await expect(subscriber).toHaveCount(0);
  await postpaid.fill('7801234567');
  // another language mid-form: the form carries every language, so nothing typed is lost
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('textbox', { name: 'رقم الهاتف بالدفع الآجل' })).toHaveValue('7801234567');
  await page.getByRole('button', { name: /اللغة|Language/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(postpaid).toHaveValue('7801234567');
  // requirements#conditions: an eq condition with a pipe list ('landline|internet')
  await page.getByRole('radio', { name: 'Landline' }).check();
  await expect(subscriber).toBeVisible();
  await expect(postpaid).toHaveCount(0);
  await page.getByRole('radio', { name: 'Home internet' }).check();
  await expect(subscriber).toBeVisible();
  // a hidden field is not validated: Next asks for the subscriber number only
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(subscriber).toHaveAccessibleDescription(/required/i);
  // the form names both account fields as the bill type's children: another type makes them stale
  await page.getByRole('radio', { name: 'Post-paid mobile' }).check();
  await expect(postpaid).toHaveValue('');
  await expect(subscriber).toHaveCount(0);

  await openService(page, 'topup-other-external');
  const operator = page.getByRole('combobox', { name: 'Mobile operator' });
  const product = page.getByRole('combobox', { name: 'Product' });
  await operator.click();
  await page.getByRole('option', { name: 'Asiacell' }).click();
  await product.click();
  await expect(page.getByRole('option', { name: 'Asiacell 10,000 IQD' })).toBeVisible();
  await page.getByRole('option', { name: 'Asiacell 10,000 IQD' }).click();
  await expect(product).toHaveValue('Asiacell 10,000 IQD');
  // childParameter (requirements#dependent-options): another operator makes the chosen product stale
  await operator.click();
  await page.getByRole('option', { name: 'Zain Iraq' }).click();
  await expect(product).toHaveValue('');
  await product.click();
  await expect(page.getByRole('option', { name: 'Zain Iraq 10,000 IQD' })).toBeVisible();
  await expect(page.getByRole('option', { name: /Asiacell/ })).toHaveCount(0);
  // requirements#option-unavailable: out of stock, listed but not choosable, and why
  await expect(page.getByRole('option', { name: 'Zain Iraq 50,000 IQD — Out of stock' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('a declined payment names the operator, not its code, and is tried again with everything kept', async ({
  page,
}) => {
  await signInAs(page, 'consumer');
  await openService(page, 'mobile-bill-payment');
  await page.getByRole('combobox', { name: 'Mobile operator' }).click();
  await page.getByRole('option', { name: 'Asiacell' }).click();
  // the sandbox's operator refuses numbers ending in 0000 (status 2)
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('7701230000');
  await page.getByRole('textbox', { name: /^Amount/ }).fill('5000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(row(page, 'Mobile operator')).toHaveText('Asiacell');
  await confirmWithPin(page);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeFocused();
  await expect(row(page, 'Mobile operator')).toHaveText('Asiacell');
  await expectAccessible(page, 'main');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Review and confirm', level: 2 })).toBeFocused();
  await expect(row(page, 'Mobile number')).toHaveText('7701230000');
  await expect(row(page, 'Amount')).toHaveText('5,000.00 IQD');
});

test('an enterprise uploads a payments file to the server and pays every line of it', async ({ page }) => {
  await signInAs(page, 'enterprise', { type: 'Enterprise' });
  await openService(page, 'disbursement');
  const csv = ['7701000001,1000', '7701000002,2500.50'].join('\n');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Choose a file for Payments file/ }).click();
  await (await chooser).setFiles({ name: 'payroll.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('payroll.csv')).toBeVisible();
  // uploaded: the progress bar is gone and the file can be removed
  await expect(page.getByRole('button', { name: /Remove/ })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('checkbox', { name: /I checked the file/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(row(page, 'Recipients')).toHaveText('2');
  await confirmWithPin(page);
  await expect(page.getByRole('heading', { name: /Payment (successful|pending)/ })).toBeVisible();
  await expect(row(page, 'Payments')).toHaveText('2');
});
