import { expect, test } from '@playwright/test';
import { DEMO_PIN } from '../../server/seed/demoUsers';
import { expectAccessible, signIn, typeIntoBoxes } from './support';

/**
 * Issue 16: a merchant schedules a weekly payment to a customer wallet, due in about a minute
 * (the e2e server's runner polls every second, SCHEDULE_POLL_MS), sees it run — the run and its
 * transaction on the scheduled payments screen — then pauses it and cancels it with the PIN. An
 * end before the start is refused on the form first, with the draft kept. The recipient is
 * consumer2fa (7701000002): the sign-in spec reads that wallet's and the merchant's balances as
 * either before or after the run.
 */

const BAGHDAD_MS = 3 * 60 * 60 * 1000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The next whole minute at least 45 s ahead, as Baghdad's date, time and weekday. */
function dueSoon(now = Date.now()) {
  const at = Math.ceil((now + 45_000) / 60_000) * 60_000;
  const local = new Date(at + BAGHDAD_MS);
  const iso = local.toISOString();
  const end = new Date(at + BAGHDAD_MS + 7 * 24 * 60 * 60 * 1000).toISOString();
  return {
    date: iso.slice(0, 10),
    time: iso.slice(11, 16),
    weekday: WEEKDAYS[local.getUTCDay()]!,
    endDate: end.slice(0, 10),
    dayBefore: new Date(at + BAGHDAD_MS - 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
  };
}

test('a merchant schedules a payment, sees it run, pauses it and cancels it with the PIN', async ({ page }) => {
  // the run waits for a whole minute to come round
  test.setTimeout(240_000);
  await signIn(page, 'merchant', { type: 'Merchant' });
  await page.waitForURL('**/app/dashboard');
  const drawer = page.getByRole('navigation', { name: 'Main menu' });
  await drawer.getByRole('tab', { name: 'More' }).click();
  await drawer.getByRole('link', { name: 'Scheduled payments', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Schedule a payment', level: 1 })).toBeVisible();

  const due = dueSoon();
  const form = page.getByRole('form', { name: 'Schedule a payment' });
  await form.getByRole('textbox', { name: "Recipient's mobile number" }).fill('7701000002');
  await form.getByRole('textbox', { name: 'Amount (IQD)' }).fill('1000');
  await form.getByRole('combobox', { name: 'Day of the week' }).selectOption({ label: due.weekday });
  await form.getByLabel('Time').fill(due.time);
  await form.getByLabel('Start date').fill(due.date);
  // an end before the start: refused on the form, the draft kept
  await form.getByLabel('End date').fill(due.dayBefore);
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByRole('alert')).toHaveText('The From date must not be after the To date.');
  await expect(form.getByRole('textbox', { name: "Recipient's mobile number" })).toHaveValue('7701000002');
  await expectAccessible(page, 'main');

  await form.getByLabel('End date').fill(due.endDate);
  await form.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the scheduled payment' });
  await expect(confirm).toContainText('7701000002');
  await typeIntoBoxes(page, 'Transaction PIN', DEMO_PIN);
  await confirm.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The payment is scheduled.' })).toBeVisible();

  await page.getByRole('link', { name: 'View scheduled payments' }).click();
  await expect(page.getByRole('heading', { name: 'Scheduled payments', level: 1 })).toBeVisible();
  const card = page.getByRole('listitem', { name: /Scheduled payment to/ }).first();
  await expect(card).toContainText('1000.00 IQD');
  await expect(card).toContainText('Next run:');
  await expect(card).toContainText('Last result: not run yet.');
  await expectAccessible(page, 'main');

  // the runner pays it once its minute has come: Refresh reads the runs again; the bell's next
  // count tells the run in a toast (issue 20), at the bottom, clear of Refresh
  const told = page.getByTestId('arrival-toast').filter({ hasText: 'Money sent' }).waitFor({ timeout: 220_000 });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(card).toContainText('Last result: paid.', { timeout: 2_000 });
  }).toPass({ timeout: 170_000, intervals: [2_000] });
  await told;
  await card.getByText(/History of runs/).click();
  const transaction = card.getByRole('link', { name: /^Transaction TX\d{18}$/ });
  await expect(transaction).toHaveAttribute('href', /\/app\/report\/transactionView\?transactionId=TX\d{18}/);

  await card.getByRole('button', { name: /Pause the payment to/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The scheduled payment is paused.' })).toBeVisible();
  await expect(card).toContainText('Paused');

  await card.getByRole('button', { name: /Cancel the payment to/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel a scheduled payment' });
  await expect(dialog.getByRole('textbox', { name: 'Transaction PIN' }).first()).toBeFocused();
  // scanned once it has faded in (half-transparent text fails the contrast check)
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectAccessible(page, '[role="dialog"]');
  await typeIntoBoxes(page, 'Transaction PIN', DEMO_PIN);
  await dialog.getByRole('button', { name: 'Stop these payments' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The scheduled payment is cancelled.' })).toBeVisible();
  await expect(card).toContainText('Cancelled');
  await expect(card).toContainText('No run is planned.');

  // the run's transaction opens from the history (still open)
  await transaction.click();
  await expect(page).toHaveURL(/transactionView\?transactionId=TX\d{18}/);
});
