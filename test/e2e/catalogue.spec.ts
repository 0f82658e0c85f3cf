import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_PIN } from '../../server/seed/demoUsers';
import {
  callAsPage,
  chooseAccountType,
  expectAccessible,
  openService,
  restoreSession,
  signIn,
  typeIntoBoxes,
} from './support';

/**
 * The catalogue (issue 17 parts 6 and 8): an e-voucher bought by walking the category tree, as the
 * agent minihouston, whose wallet no other spec reads (links.spec only opens its pages); and the
 * language preference that follows the account to a new device, as chainstore, whose preference
 * no other spec reads (and which this test sets back to English). The two never share an account,
 * so they run side by side.
 */

const AGENT = 'minihouston';
const TRAVELLER = 'chainstore';

/** The value of one row of the review or receipt table. */
const row = (page: Page, label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');

function minor(text: string): bigint {
  const match = /(\d[\d,]*)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return BigInt(match[1]!.replace(/,/g, '')) * 100n + BigInt(match[2]!);
}

async function mainBalance(page: Page): Promise<bigint> {
  await page.goto('/app/dashboard');
  const amount = page.getByTestId('balance-amount');
  await expect(amount).toHaveText(/\d\.\d{2}/);
  return minor((await amount.textContent()) ?? '');
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: field })).toHaveValue(option);
}

test('an agent sells e-vouchers: category → brand → product → price with fee → PIN → codes', async ({ page }) => {
  const categoryCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('getEvoucherCategory')) categoryCalls.push(new URL(request.url()).search);
  });
  await restoreSession(page, { login: AGENT, type: 'Agent' });
  const before = await mainBalance(page);
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await openService(page, 'evoucher-sales-aggregator');
  await choose(page, 'Category', 'Gaming');
  await choose(page, 'Brand', 'PlayStation');
  await choose(page, 'Product', 'PlayStation $10');
  // getvoucherrate: the unit price and one voucher with the service's fee, before any confirmation
  await expect(page.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('13200.00 IQD');
  await expect(page.getByRole('textbox', { name: 'Price with fee' })).toHaveValue('13700.00 IQD');
  // another brand makes the product and its price stale
  await choose(page, 'Brand', 'Xbox');
  await expect(page.getByRole('combobox', { name: 'Product' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('');
  // back to Gaming's brands: the category tree answers from the content cache, asked once per parent
  await choose(page, 'Category', 'Streaming');
  await choose(page, 'Category', 'Gaming');
  await choose(page, 'Brand', 'PlayStation');
  await choose(page, 'Product', 'PlayStation $10');
  await expect(page.getByRole('textbox', { name: 'Price with fee' })).toHaveValue('13700.00 IQD');
  expect(categoryCalls.filter((q) => q.includes('parentId=GAMING'))).toHaveLength(1);
  expect(categoryCalls.filter((q) => q.includes('parentId=0'))).toHaveLength(1);
  await page
    .getByRole('spinbutton', { name: 'Quantity' })
    .or(page.getByRole('textbox', { name: 'Quantity' }))
    .fill('2');
  await expectAccessible(page, 'main');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review and confirm', level: 2 })).toBeVisible();
  await expect(row(page, 'Product')).toHaveText('PlayStation $10');
  await expect(row(page, 'Quantity')).toHaveText('2');
  await expect(row(page, 'Fee')).toHaveText('500.00 IQD');
  await expect(row(page, 'Total')).toHaveText('26,900.00 IQD');

  await page.getByRole('button', { name: 'Submit' }).click();
  await typeIntoBoxes(page, 'Transaction PIN', DEMO_PIN);
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeFocused();
  await expect(row(page, 'Voucher codes')).toHaveText(/^\d{4}-\d{4}-\d{4}-\d{4}, \d{4}-\d{4}-\d{4}-\d{4}$/);
  await expectAccessible(page, 'main');
  await page.getByRole('button', { name: 'Done' }).click();
  expect(await mainBalance(page)).toBe(before - 2_690_000n);
});

test("the account's language comes back at the next sign-in on a device that has none", async ({ browser }) => {
  const first = await (await browser.newContext()).newPage();
  await signIn(first, TRAVELLER, { type: 'Agent' });
  await expect(first).toHaveURL(/\/app\/dashboard$/);
  await first.getByRole('button', { name: 'Language' }).click();
  await first.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(first.locator('html')).toHaveAttribute('lang', 'ar');
  const preference = async (page: Page) =>
    ((await (await callAsPage(page, 'adapter/v1/getUserAccount', {})).json()) as { data: { user: { locale: string } } })
      .data.user.locale;
  await expect.poll(() => preference(first)).toBe('ar');
  await first.getByRole('button', { name: /قائمة الحساب لـ/ }).click();
  await first.getByRole('menuitem', { name: 'تسجيل الخروج', exact: true }).click();
  await expect(first).toHaveURL(/\/signin$/);
  await first.context().close();

  // another browser: no language chosen there, so signing in brings the account's
  const page = await (await browser.newContext()).newPage();
  await page.goto('/signin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await chooseAccountType(page, 'Agent');
  await page.getByRole('textbox', { name: 'Mobile number or username' }).fill(TRAVELLER);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'اللغة' })).toBeVisible();
  await expectAccessible(page, 'main');

  // and back to English, so the demo account stays as it was
  await page.getByRole('button', { name: 'اللغة' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => preference(page)).toBe('en');
});

test('forgot password names the support desk from the public configuration details', async ({ page }) => {
  await page.goto('/forgot-password');
  const support = page.getByTestId('support-contact');
  await expect(support).toContainText('Still stuck? Call +964 770 100 0000 or write to support@wallet.example.');
  await expect(support.getByRole('link', { name: 'support@wallet.example' })).toHaveAttribute(
    'href',
    'mailto:support@wallet.example',
  );
  await expectAccessible(page, 'main');
});
