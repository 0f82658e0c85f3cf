import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { expectAccessible, restoreSession } from './support';

/**
 * Reports on real data (requirements#reports): after the payment specs (project `reports` runs
 * after `ledger`), the customer's own payments in the transaction report, one transaction's view,
 * and an export that a spreadsheet application opens.
 */
test.describe('reports', () => {
  test('a customer reads the transaction report, exports it as a spreadsheet and opens a transaction', async ({
    page,
  }) => {
    await restoreSession(page, { login: 'consumer' });
    await page.goto('/app/report/transactions');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    // the table comes with the report's configuration, whose title replaces the default one the
    // heading shows while it loads ("Transaction report", then "Transactions"): the table is named
    // by the heading once both are there
    const grid = page.getByRole('grid');
    const rows = grid.locator('tbody tr[data-index]');
    // the payment specs' send-money payment, found as a user would among the customer's others
    // (the receipts spec pays beside this one; the table renders only the rows in its view)
    await expect(rows.first()).toBeVisible();
    await expect(grid).toHaveAccessibleName((await heading.textContent()) ?? '');
    await page.getByRole('textbox', { name: 'Smallest amount' }).fill('1500');
    await page.getByRole('textbox', { name: 'Largest amount' }).fill('1500');
    await page.getByRole('button', { name: 'Apply' }).click();
    const sent = rows.filter({ hasText: 'Send money' }).filter({ hasText: '1,500.00 IQD' }).first();
    await expect(sent).toBeVisible();
    // the filter is the server's: no row outside the range came back
    await expect(rows.filter({ hasNotText: '1,500.00 IQD' })).toHaveCount(0);
    await expectAccessible(page, 'main');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    const bytes = readFileSync((await file.path())!);
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBeGreaterThanOrEqual(2);
    const cells = sheet.getSheetValues().flat().map(String).join(' ');
    expect(cells).toContain('Send money');

    await sent.click();
    await expect(page).toHaveURL(/\/app\/report\/transactionView\?transactionId=TX/);
    await expect(page.getByRole('main')).toContainText('Send money');
    await expect(page.getByRole('main')).toContainText('1,500.00');
  });

  test('a transaction ID that is not in the history says so, not "try again"', async ({ page }) => {
    await restoreSession(page, { login: 'consumer' });
    await page.goto('/app/report/transactionView?transactionId=TX000000000000000001');
    await expect(page.getByRole('alert').filter({ hasText: 'No transaction with this ID' })).toBeVisible();
    await expect(page.getByText('Please try after sometime.')).toHaveCount(0);
    await expectAccessible(page, 'main');
  });
});
