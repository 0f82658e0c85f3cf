import { expect, test } from '@playwright/test';
import { callAsPage, expectAccessible, openService, signIn } from './support';

/**
 * requirements#wizard-drafts: a service wizard left midway is offered back from the server —
 * across a reload, which keeps nothing in the page — with what was entered and never the PIN.
 * Nothing is paid here: the draft is started over at the end.
 */
test('send money left on its second step is offered back after a reload, values restored, PIN empty', async ({
  page,
}) => {
  // what the page saved, said if a check fails
  const saves: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/wizarddraft/'))
      void request
        .response()
        .then((r) => saves.push(`${request.url().split('/').pop()} ${r?.status()} ${request.postData()}`));
  });
  await signIn(page, 'consumer');
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await openService(page, 'send-money');
  const mobile = page.getByRole('textbox', { name: "Recipient's mobile number" });
  await mobile.fill('7701000002');
  // the move to step 2 is saved at once
  const saved = page.waitForResponse((r) => r.url().endsWith('/adapter/v1/wizarddraft/save') && r.ok());
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Amount', level: 2 })).toBeFocused();
  await saved;

  // the tab reloaded (or closed and opened again): the server's draft is offered
  await page.reload();
  const offer = page.getByRole('heading', { name: /^Continue your Send money from \d{1,2}:\d{2}/ });
  await expect(offer).toBeFocused();
  await expectAccessible(page, 'main');
  await page.getByRole('button', { name: 'Continue' }).click();

  // back on step 2, step 1's values restored
  await expect(page.getByRole('heading', { name: 'Amount', level: 2 })).toBeVisible();
  const amount = page.getByRole('textbox', { name: /^Amount/ });
  await amount.fill('1500');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(mobile).toHaveValue('7701000002');
  // moves come faster than the save interval: the newest (the review, the amount with it) is saved after it
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review and confirm', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  const firstPinBox = page.getByRole('textbox', { name: /^Transaction PIN, digit 1 of \d+$/ });
  await firstPinBox.click();
  await page.keyboard.type('12');
  // the server holds the review's draft — to resume on the amount, whose quote is asked again — with
  // the values, never what was typed as the PIN
  const stored = async () => {
    const answer = await callAsPage(page, 'adapter/v1/wizarddraft/find', { pageId: 'SERVICE_SEND_MONEY' });
    return ((await answer.json()) as { data: { draft: { stepIndex: number; values: Record<string, unknown> } | null } })
      .data.draft;
  };
  // the move back to step 1 was saved at once; the review's comes after the save interval
  const where = async () => {
    const draft = await stored();
    return `${draft?.stepIndex}:${String(draft?.values.amount)}`;
  };
  await expect.poll(where, { timeout: 10_000, message: `saves: ${saves.join(' | ')}` }).toBe('1:1500');
  const draft = await stored();
  expect(draft).toMatchObject({
    stepIndex: 1,
    history: [0],
    values: { recipientMobile: '7701000002', amount: '1500' },
  });
  // no field named like a PIN, and nothing of what was typed into the PIN boxes
  expect(Object.keys(draft?.values ?? {}).filter((id) => /pin/i.test(id))).toEqual([]);
  expect(JSON.stringify(draft?.values)).not.toContain('"12"');

  // left on the PIN: offered again, on the amount as entered; the PIN boxes come back empty
  await page.reload();
  await expect(offer).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(amount).toHaveValue(/1,500/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review and confirm', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(firstPinBox).toBeVisible();
  await expect(firstPinBox).toHaveValue('');

  // Start over deletes it: the next visit starts afresh, with nothing offered
  await page.reload();
  const deleted = page.waitForResponse((r) => r.url().endsWith('/adapter/v1/wizarddraft/delete') && r.ok());
  await page.getByRole('button', { name: 'Start over' }).click();
  await deleted;
  await expect(mobile).toHaveValue('');
  await page.reload();
  await expect(mobile).toBeVisible();
  await expect(offer).toHaveCount(0);
});
