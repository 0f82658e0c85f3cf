import { expect, test } from '@playwright/test';
import { DEMO_PIN } from '../../server/seed/demoUsers';
import { acknowledgeTemporaryAccount, expectAccessible, openService, restoreSession, typeIntoBoxes } from './support';

/**
 * requirements#beneficiaries: a consumer saves a recipient with the favourites service, finds it
 * in send money's favourites picker (the radio above it no longer empties it) and on the
 * beneficiaries screen, and deletes it with the transaction PIN — a wrong PIN first, which
 * deletes nothing. The recipient is one this test adds, so the seeded favourite stays for others.
 */
test('a consumer saves a beneficiary, picks it in send money, and deletes it with the PIN', async ({ page }) => {
  await acknowledgeTemporaryAccount(page);
  await restoreSession(page, { login: 'consumer' });
  await page.goto('/app/dashboard');

  // the drawer's More tab leads to the list; Add leads to the favourites service
  const drawer = page.getByRole('navigation', { name: 'Main menu' });
  await drawer.getByRole('tab', { name: 'More' }).click();
  await drawer.getByRole('link', { name: 'Beneficiaries' }).click();
  await expect(page.getByRole('heading', { name: 'Beneficiaries', level: 1 })).toBeFocused();
  const list = page.getByRole('list', { name: 'Beneficiaries' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Omar');
  await page.getByRole('link', { name: 'Add a recipient' }).click();

  await page.getByRole('textbox', { name: 'Mobile number' }).fill('7701000010');
  await page.getByRole('textbox', { name: 'Nickname' }).fill('Dana at the branch');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();

  // send money offers it once "One of my favourites" is chosen
  await openService(page, 'send-money');
  await page.getByRole('radio', { name: 'One of my favourites' }).check();
  await page.getByRole('combobox', { name: 'Favourite' }).click();
  await expect(page.getByRole('option', { name: /Dana at the branch/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /Omar/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/app/beneficiary/list');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Search' }).fill('dana');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('7701000010');
  await expectAccessible(page, 'main');

  await page.getByRole('button', { name: 'Delete Dana at the branch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete a beneficiary' });
  await expect(dialog.getByRole('textbox', { name: 'Transaction PIN' }).first()).toBeFocused();
  await typeIntoBoxes(page, 'Transaction PIN', '1111');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The PIN is not right');
  await expect(dialog.getByRole('alert')).toContainText('Attempts left before payments are locked: 4');
  await expectAccessible(page, '[role="dialog"]');

  await typeIntoBoxes(page, 'Transaction PIN', DEMO_PIN);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Dana at the branch was deleted.' })).toBeVisible();
  // the deleted row's button went with it: the keyboard stays on the list's search
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).not.toContainText('Dana');
});
