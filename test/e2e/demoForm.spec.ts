import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support';

/**
 * requirements#demo-form, #field-attributes: the demo form sample at /atlas/demo-form, drawn by
 * the real form engine. Every field type is on it; Submit refuses empty mandatory fields, then
 * shows the request the form would send, with the invisible and disabled values in it and the
 * unused one left out; keyboards, icons and label sides follow the field attributes in Arabic too.
 */

/** Every drawn field's label, in the sample's order (the hidden, invisible and unused ones are not drawn). */
const labels = [
  'Full name',
  'Email',
  'Website',
  'Address',
  'Quantity',
  'Mobile',
  'Percentage',
  'Range',
  'File upload',
  'Date',
  'Time',
  'Colour',
  'Order type',
  'Gender',
  'Transaction type',
  'Password',
  'Subscribe',
  'Favourite colour',
  'Meeting',
  'Month',
  'Save',
  'Amount',
  'Verification code',
  'Summary',
  'Help with this form',
  'Languages',
  'Comment',
  'PIN',
  'Currency',
];

const field = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}( \\*)?$`) });
const requestBody = async (page: Page) =>
  JSON.parse((await page.getByTestId('demo-request-body').textContent()) ?? '{}') as Record<string, unknown>;

test('the demo form draws every field type, refuses empty fields, then shows the request it would send', async ({
  page,
}) => {
  await page.goto('/atlas/demo-form');
  await expect(page.getByRole('heading', { name: 'Demo form', level: 1 })).toBeFocused();
  const main = page.getByRole('main');
  for (const label of labels) await expect(main.getByText(new RegExp(`^${label}( \\*)?$`)).first()).toBeVisible();
  // isVisible false, isUsed false and the hidden type are not drawn
  for (const label of ['Channel', 'Promo code', 'Reference']) await expect(main.getByText(label)).toHaveCount(0);

  // keyboardType → inputmode (and the type's own hints)
  await expect(field(page, 'Email')).toHaveAttribute('inputmode', 'email');
  await expect(field(page, 'Website')).toHaveAttribute('inputmode', 'url');
  await expect(field(page, 'Mobile')).toHaveAttribute('inputmode', 'tel');
  await expect(field(page, 'Quantity')).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByLabel(/^PIN/)).toHaveAttribute('inputmode', 'numeric');
  // multiline with numberOfLines, isDisabled
  await expect(field(page, 'Comment')).toHaveAttribute('rows', '3');
  await expect(field(page, 'Currency')).toBeDisabled();
  await expect(field(page, 'Currency')).toHaveValue('IQD');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Some fields need your attention.')).toBeVisible();
  // the first field to fix takes the focus, its error named
  await expect(field(page, 'Full name')).toBeFocused();
  await expect(field(page, 'Full name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('demo-request')).toHaveCount(0);
  await expectAccessible(page, 'main');

  await page.getByRole('button', { name: 'Fill with sample values' }).click();
  await field(page, 'Full name').fill('Layla Ali');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'The request the form would send' })).toBeFocused();
  await expect(page.getByText('POST adapter/v1/demoform')).toBeVisible();
  const body = await requestBody(page);
  expect(body).toMatchObject({
    fullName: 'Layla Ali',
    email: 'sara@example.com',
    // isVisible false: not drawn, still sent; isDisabled: sent; the hidden type: sent
    channel: 'WEB',
    currency: 'IQD',
    notes: 'demo',
    languages: ['en', 'ar'],
    range: '20,80',
  });
  // isUsed false: not sent at all
  expect(body).not.toHaveProperty('promoCode');
  await expectAccessible(page, 'main');

  // a changed value makes the shown request stale
  await field(page, 'Full name').fill('Layla H');
  await expect(page.getByTestId('demo-request')).toHaveCount(0);
});

test('in Arabic the labels, icons and label column sit on the right (the start side)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
  await page.goto('/atlas/demo-form');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const name = page.getByRole('textbox', { name: /^الاسم الكامل( \*)?$/ });
  const label = page.locator('label', { hasText: 'الاسم الكامل' }).first();
  await expect(name).toBeVisible();
  const box = async () => ({ label: (await label.boundingBox())!, input: (await name.boundingBox())! });

  // labelAlignment start: the label's text ends at the field's right edge
  let { label: l, input: i } = await box();
  const textEnd = async () =>
    label.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const r = range.getBoundingClientRect();
      return { left: r.left, right: r.right };
    });
  expect(Math.abs((await textEnd()).right - (i.x + i.width))).toBeLessThan(4);
  // the icon (iconAlign start) is on the right of the text typed
  const icon = page.locator('[data-icon="user"]');
  expect((await icon.boundingBox())!.x).toBeGreaterThan(i.x + i.width / 2);
  await expectAccessible(page, 'main');

  // labelAlignment end: the text moves to the left edge
  await page.getByRole('radiogroup', { name: 'التسميات' }).getByText('النهاية').click();
  await expect(page).toHaveURL(/labels=end/);
  ({ input: i } = await box());
  expect(Math.abs((await textEnd()).left - i.x)).toBeLessThan(4);

  // formatType 2 (from the request's type): the label column is at the start, right of the field
  await page.goto('/atlas/demo-form?type=2&columns=1');
  await expect(name).toBeVisible();
  ({ label: l, input: i } = await box());
  expect(l.x).toBeGreaterThanOrEqual(i.x + i.width - 1);
});

test('the file field takes several files (isMultiple), refuses a fourth and sends them as a list', async ({ page }) => {
  await page.goto('/atlas/demo-form');
  await expect(page.getByRole('heading', { name: 'Demo form', level: 1 })).toBeFocused();
  await page.getByRole('button', { name: 'Fill with sample values' }).click();
  await field(page, 'Full name').fill('Layla Ali');
  // the sample's own file stays; two more join it, chosen together in the file dialog
  await expect(page.getByText('sample.pdf')).toBeVisible();
  // the drop area's file input (hidden: the drop area and its button open it); the page's only one
  const input = page.locator('input[type="file"]');
  await expect(input).toHaveAttribute('multiple', '');
  const pdf = (name: string, text: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(text) });
  await input.setInputFiles([pdf('first.pdf', '%PDF-1.4 first'), pdf('second.pdf', '%PDF-1.4 second')]);
  await expect(page.getByRole('button', { name: 'Remove first.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove second.pdf' })).toBeVisible();
  await expectAccessible(page, 'main');

  // a fourth file is one too many (maxFiles 3): Submit names the problem on the field
  await input.setInputFiles([pdf('fourth.pdf', '%PDF-1.4 fourth')]);
  await expect(page.getByRole('button', { name: 'Remove fourth.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Choose at most 3 files.')).toBeVisible();
  await expect(page.getByTestId('demo-request')).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove sample.pdf' }).click();
  await expect(page.getByText('sample.pdf')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'The request the form would send' })).toBeFocused();
  const body = await requestBody(page);
  const encoded = (text: string) => `data:application/pdf;base64,${Buffer.from(text).toString('base64')}`;
  expect(body.document).toEqual([encoded('%PDF-1.4 first'), encoded('%PDF-1.4 second'), encoded('%PDF-1.4 fourth')]);
});
