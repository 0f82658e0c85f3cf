import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PIN } from '../../server/seed/demoUsers';
import { createAccount, expectAccessible, openService, signIn, typeIntoBoxes } from './support';

/**
 * requirements#receipt-pdf, #receipt-verification: after a payment the receipt downloads as a PDF
 * (in English and in Arabic), and its verification address tells anyone the receipt's status,
 * amount, date and masked parties; an altered address is not found. The payment spends the seeded
 * customer's money: this spec runs after every spec that reads her balance.
 * SHOTS_DIR=<dir> keeps the downloaded PDFs and the verification page there.
 */
test.describe.configure({ timeout: 120_000 });

const shots = process.env.SHOTS_DIR;

async function downloadPdf(page: Page, name: string): Promise<Buffer> {
  const ready = page.locator('[data-pdf="ready"]');
  await expect(ready).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), ready.getByRole('button', { name }).click()]);
  const bytes = readFileSync((await download.path())!);
  expect(download.suggestedFilename()).toMatch(/^receipt-TX\d{18}\.pdf$/);
  return bytes;
}

test('downloads the receipt of a payment as a PDF, and its address verifies it', async ({ browser }) => {
  const payee = await createAccount(await (await browser.newContext()).newPage(), 'receipt');
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'consumer');
  await expect(page).toHaveURL(/\/app\/dashboard/);

  // the PDF code is not part of the dashboard: nothing of it has loaded yet
  const pdfRequests: string[] = [];
  page.on('request', (r) => {
    if (/vazirmatn|pdf-lib|fontkit|receiptDocument|\/pdf-/i.test(r.url())) pdfRequests.push(r.url());
  });

  await openService(page, 'send-money');
  await page.getByRole('textbox', { name: "Recipient's mobile number" }).fill(payee.phone);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('1750');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await typeIntoBoxes(page, 'Transaction PIN', DEMO_PIN);
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeFocused();
  expect(pdfRequests).toEqual([]);

  await page.getByRole('button', { name: 'Receipt as PDF' }).click();
  const english = await downloadPdf(page, 'Download PDF');
  // loaded on the click: the font came with it
  expect(pdfRequests.some((u) => /vazirmatn/i.test(u))).toBe(true);
  expect(english.subarray(0, 5).toString()).toBe('%PDF-');
  expect(english.length).toBeGreaterThan(10_000);
  // the embedded faces (Arabic and Latin, regular and bold, subset) and the theme's logo
  const objects = english.toString('latin1');
  expect(objects.match(/\/FontFile2/g)?.length).toBe(4);
  expect(objects).toMatch(/\/Subtype \/Image/);
  await expectAccessible(page, '[data-pdf="ready"]');

  const verifyUrl = await page.getByRole('link', { name: 'Check this receipt online' }).getAttribute('href');
  expect(verifyUrl).toMatch(/\/receipt\/[A-Za-z0-9_-]{70}$/);

  // the same receipt in Arabic: right to left, another file
  await page.getByRole('button', { name: 'Close the PDF' }).click();
  await page.getByRole('button', { name: /^Language$/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await page.getByRole('button', { name: 'الإيصال بصيغة PDF' }).click();
  const arabic = await downloadPdf(page, 'تنزيل PDF');
  expect(arabic.subarray(0, 5).toString()).toBe('%PDF-');
  expect(arabic.equals(english)).toBe(false);
  if (shots) {
    mkdirSync(shots, { recursive: true });
    writeFileSync(`${shots}/receipt-en.pdf`, english);
    writeFileSync(`${shots}/receipt-ar.pdf`, arabic);
  }

  // anyone holding the address: signed out, another browser
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(verifyUrl!);
  await expect(visitor.getByRole('heading', { name: 'This receipt is genuine' })).toBeVisible();
  await expect(visitor.getByText('Paid', { exact: true })).toBeVisible();
  await expect(visitor.getByText('1,750.00 IQD')).toBeVisible();
  // the parties masked, the reference and the payee's number nowhere
  const body = (await visitor.locator('main').textContent()) ?? '';
  expect(body).not.toContain(payee.phone);
  expect(body).not.toMatch(/TX\d{18}/);
  await expect(visitor.getByText(/^\S\*+ \S\*+/).first()).toBeVisible();
  await expectAccessible(visitor);
  if (shots) await visitor.screenshot({ path: `${shots}/verification-en.png`, fullPage: true });

  // one character changed: not found, exactly as for an address that never existed
  const token = verifyUrl!.slice(-70);
  const altered = `${token.slice(0, 30)}${token[30] === 'A' ? 'B' : 'A'}${token.slice(31)}`;
  await visitor.goto(`/receipt/${altered}`);
  await expect(visitor.getByRole('heading', { name: 'No receipt has this address' })).toBeVisible();
  await visitor.goto('/receipt/not-a-token');
  await expect(visitor.getByRole('heading', { name: 'No receipt has this address' })).toBeVisible();
});
