import { expect, test } from '@playwright/test';
import { DEMO_PIN } from '../../server/seed/demoUsers';
import { expectAccessible, openService, restoreSession, typeIntoBoxes } from './support';

/** a 1×1 PNG: the bank statement */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * requirements#bank-linking: a super agent (the agent category offers no bank linking) links a
 * bank account with its statement through the link-bank-account wizard, finds it in the list
 * (its number masked), opens its details and unlinks it with the transaction PIN — a wrong PIN
 * first, which unlinks nothing. The account is one this test links (a fresh number each run)
 * and unlinks, so the seeded one stays for others.
 */
test('a super agent links a bank account with a statement, sees it, and unlinks it with the PIN', async ({ page }) => {
  const last4 = String(1000 + (Date.now() % 8000));
  const accountNumber = `70080090${last4}`;

  await restoreSession(page, { login: 'superagent', type: 'Super agent' });

  await page.goto('/app/link-bank-account');
  await page.getByRole('combobox', { name: 'Bank' }).click();
  await page.getByRole('option', { name: 'Rafidain Bank' }).click();
  await page.getByRole('textbox', { name: 'Account number (12 digits)' }).fill(accountNumber);
  await page.getByRole('textbox', { name: 'Account number again' }).fill(accountNumber);
  await page.getByRole('textbox', { name: "Account holder's name" }).fill('Mustafa Jabbar');
  await page.getByRole('button', { name: 'Next' }).click();

  const birth = page.getByRole('textbox', { name: "Account holder's date of birth" });
  await birth.fill('1980-05-01');
  await birth.press('Escape');
  await birth.press('Tab');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Choose a file for Recent bank statement/ }).click();
  await (await chooser).setFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('statement.png')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I accept the terms of service' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Review and confirm', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await typeIntoBoxes(page, 'Transaction PIN', DEMO_PIN);
  await page.getByRole('button', { name: /^Confirm/ }).click();
  await expect(page.getByRole('heading', { name: /successful|linked/i })).toBeVisible();

  // the list: the new account first, its number masked
  await page.goto('/app/lists/bank');
  await expect(page.getByRole('heading', { name: 'Bank accounts', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Bank accounts' });
  const item = list.getByRole('listitem').filter({ hasText: `•••• •••• ${last4}` });
  await expect(item).toContainText('Rafidain Bank');
  await expect(item).toContainText('Mustafa Jabbar');
  await expect(list).toContainText('•••• •••• 3333');
  await expect(page.getByText(accountNumber)).toHaveCount(0);
  await expectAccessible(page, 'main');

  await item.getByRole('link', { name: /Details of Rafidain Bank/ }).click();
  await expect(page).toHaveURL(/\/app\/forms\/view-bank-details\?id=/);
  await expect(page.getByRole('heading', { name: 'Bank account details', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`•••• •••• ${last4}`);
  await expect(page.getByRole('main')).toContainText('On file (image/png');
  await expectAccessible(page, 'main');

  await page.getByRole('button', { name: 'Unlink' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unlink a bank account' });
  await expect(dialog.getByRole('textbox', { name: 'Transaction PIN' }).first()).toBeFocused();
  await typeIntoBoxes(page, 'Transaction PIN', '1111');
  await dialog.getByRole('button', { name: 'Unlink' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Attempts left before payments are locked: 4');
  await expectAccessible(page, '[role="dialog"]');

  await typeIntoBoxes(page, 'Transaction PIN', DEMO_PIN);
  await dialog.getByRole('button', { name: 'Unlink' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'was unlinked' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to bank accounts' }).click();
  await expect(list).toContainText('•••• •••• 3333');
  await expect(list).not.toContainText(`•••• •••• ${last4}`);

  // bank cash out no longer offers it
  await openService(page, 'bank-cash-out');
  await page.getByRole('combobox', { name: 'Bank account' }).click();
  await expect(page.getByRole('option', { name: /3333/ })).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(last4) })).toHaveCount(0);
});
