import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PIN } from '../../server/seed/demoUsers';
import { expectAccessible, restoreSession, typeIntoBoxes } from './support';

/** The branch's and the teller's wallets: no other browser test reads their balances. */
const PAYEES = ['7701000010', '7701000011'];

async function chooseFile(page: Page, name: string, csv: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('button', { name: /Choose (a CSV|another) file/ })
    .first()
    .click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

/**
 * requirements#bulk-disbursement: an enterprise downloads the sample, has a wrongly headed file
 * refused as a whole, then pays a 1,000-row file: two hostile rows (a spreadsheet formula, a
 * duplicate) are refused with their reasons and paid nothing, a wrong PIN pays nothing, the right
 * one pays the 1,000 others in one go, and the batch is listed.
 */
test('an enterprise pays a 1,000-row disbursement file, the refused rows with their reasons', async ({ page }) => {
  test.setTimeout(120_000);
  await restoreSession(page, { login: 'enterprise', type: 'Enterprise' });
  await page.goto('/app/table-list/disbursement');
  await expect(page.getByRole('heading', { name: 'Bulk disbursement', level: 1 })).toBeFocused();
  await expect(page.getByText('You have not paid a batch yet.')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the sample file' }).click();
  const sample = await download;
  expect(sample.suggestedFilename()).toBe('disbursement-batch-sample.csv');
  expect((await readFile(await sample.path(), 'utf8')).split('\r\n')[0]).toBe('mobile,amount,reference');

  await chooseFile(page, 'wrong.csv', 'phone,amount\n7701000010,1000\n');
  await expect(page.getByRole('alert')).toContainText('The first line must be exactly: mobile,amount,reference');

  const lines = ['mobile,amount,reference', `=HYPERLINK("http://x"),1000,INJECT`, `${PAYEES[0]},1000.00,PAY-00000`];
  for (let i = 0; i < 1000; i++) lines.push(`${PAYEES[i % 2]},1000.00,PAY-${String(i).padStart(5, '0')}`);
  const started = Date.now();
  await chooseFile(page, 'payroll.csv', `${lines.join('\r\n')}\r\n`);
  await expect(page.getByTestId('total-Rows')).toHaveText('1002');
  await expect(page.getByTestId('total-To pay')).toHaveText('1000');
  await expect(page.getByTestId('total-Refused')).toHaveText('2');
  await expect(page.getByTestId('total-Total')).toHaveText(/1,100,000\.00/);
  const table = page.getByRole('grid', { name: 'Rows of payroll.csv' });
  await expect(table.getByRole('row').filter({ hasText: 'INJECT' })).toContainText('a cell starts with = + - or @');
  await expect(table.getByRole('row').filter({ hasText: 'PAY-00000' }).last()).toContainText(
    'the same payment as an earlier row',
  );
  await expectAccessible(page, 'main');

  await page.getByRole('button', { name: 'Pay 1000 rows' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the payment' });
  await typeIntoBoxes(page, 'Transaction PIN', '1111');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Attempts left before payments are locked: 4');
  await typeIntoBoxes(page, 'Transaction PIN', DEMO_PIN);
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '1000 of 1002 rows of payroll.csv were paid.' }),
  ).toBeVisible();
  console.log(`[disbursement] 1,002 rows chosen, checked and 1,000 paid in the browser in ${Date.now() - started} ms`);
  const results = page.getByRole('grid', { name: 'Results of payroll.csv' });
  await expect(results.getByRole('row').filter({ hasText: 'INJECT' })).toContainText('Not paid');
  await expect(results.getByRole('row').filter({ hasText: 'PAY-00001' })).toContainText('Paid');
  await expect(page.getByRole('link', { name: 'View the transaction' })).toBeVisible();
  await expectAccessible(page, 'main');

  await page.getByRole('button', { name: 'Pay another file' }).click();
  const batches = page.getByRole('list', { name: 'Earlier batches' });
  await expect(batches.getByRole('listitem')).toHaveCount(1);
  await expect(batches).toContainText('Partly paid');
  await expect(batches).toContainText('1000 of 1002 rows');
});
