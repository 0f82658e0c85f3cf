import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import {
  matchingRecipients,
  type BeneficiariesContext,
  type SavedRecipient,
} from '../../../../machines/beneficiaries.machine';
import { DEMO_PIN } from '../../../../server/seed/demoUsers';
import { typeIntoBoxes } from '../../support';
import { adapterCall, maskedPin } from '../accounts';
import { requestId } from '../people';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#beneficiaries: the saved recipients screen (/app/beneficiary/list) of a customer of
 * the worker's own (people.ts). Before each path the customer's list is put back as the chart's
 * samples have it: Ahmed and Omar, saved through the favourites service (a favourite of the same
 * number takes the nickname back), anything else deleted. A recipient "already gone" is deleted on
 * the server (as from another device) while the portal's call is held.
 */
export const BENEFICIARIES_PREFIX = 'mdlben';
const WRONG_PIN = '1111';
const GONE = 'Nothing was found for what you entered. Check it and try again.';

/** the chart's samples by nickname, with the numbers the customer saves them under */
const SAMPLE_MOBILES: Record<string, string> = { Omar: '7701000002', Ahmed: '7701000004' };

const ctx = (step: StepInfo) => step.snapshot.context as BeneficiariesContext;
const eventOf = (step: StepInfo) => step.event as unknown as { query: string; id: string; nickname: string };
const before = (step: StepInfo) => step.before.context as BeneficiariesContext;
const main = (page: Page) => page.getByRole('main');
const list = (page: Page) => page.getByRole('list', { name: 'Beneficiaries' });
const renameDialog = (page: Page) => page.getByRole('dialog', { name: 'Edit nickname' });
const deleteDialog = (page: Page) => page.getByRole('dialog', { name: 'Delete a beneficiary' });
const nicknameBox = (page: Page) => renameDialog(page).getByRole('textbox', { name: 'Nickname' });
const pinBoxes = (page: Page) => deleteDialog(page).getByRole('textbox', { name: /^Transaction PIN, digit \d of \d$/ });
/** the nickname the chart's sample id stands for */
const nicknameOf = (rows: readonly SavedRecipient[], id: string) => rows.find((r) => r.id === id)?.nickname ?? '';
const selectedNickname = (c: BeneficiariesContext) => nicknameOf(c.rows, c.selectedId ?? '');

interface Saved {
  id: string;
  nickname: string;
  mobile: string;
}

async function savedList(page: Page): Promise<Saved[]> {
  return (await adapterCall<{ beneficiaries: Saved[] }>(page, 'beneficiary/list', {})).beneficiaries;
}

/** Deletes the customer's saved recipient called `nickname` on the server (the PIN right). */
async function deleteOnServer(page: Page, nickname: string): Promise<void> {
  const row = (await savedList(page)).find((r) => r.nickname === nickname);
  if (!row) throw new Error(`no saved recipient "${nickname}" to delete`);
  await adapterCall(page, 'beneficiary/delete', { id: row.id, pin: await maskedPin(page) });
}

/** The list as the samples have it: Ahmed and Omar, nothing else. */
async function resetList(page: Page): Promise<void> {
  const mobiles = Object.values(SAMPLE_MOBILES);
  for (const row of await savedList(page))
    if (!mobiles.includes(row.mobile))
      await adapterCall(page, 'beneficiary/delete', { id: row.id, pin: await maskedPin(page) });
  for (const [nickname, mobile] of Object.entries(SAMPLE_MOBILES))
    await adapterCall(page, 'transaction/submit', {
      requestId: requestId(),
      serviceCode: 'FAVOURITES',
      mobile,
      nickname,
    });
  const now = await savedList(page);
  expect(now.map((r) => r.nickname)).toEqual(['Ahmed', 'Omar']);
}

const noticeText = (c: BeneficiariesContext) =>
  c.notice === null
    ? null
    : c.notice.kind === 'deleted'
      ? `${c.notice.nickname} was deleted.`
      : `The nickname is now ${c.notice.nickname}.`;

const isError = (e: EventObject | undefined, actor: string, kind: string) =>
  e?.type === `xstate.error.actor.${actor}` && (e as { error?: { kind?: string } }).error?.kind === kind;

export const beneficiariesModel: BrowserModel = {
  machine: 'beneficiaries',
  calls: {
    loadBeneficiaries: '**/api/adapter/v1/beneficiary/list',
    renameBeneficiary: '**/api/adapter/v1/beneficiary/rename',
    deleteBeneficiary: '**/api/adapter/v1/beneficiary/delete',
  },
  async start(page) {
    // the session's tokens are in storage once a page of the portal is open
    await page.goto('/favicon.svg');
    await resetList(page);
    await page.goto('/app/beneficiary/list');
  },
  states: {
    'beneficiaries.loading': async (page) => {
      await expect(page.getByRole('heading', { name: 'Beneficiaries', level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading your beneficiaries…' })).toBeVisible();
      await expect(list(page)).toHaveCount(0);
      await expect(main(page).getByRole('button', { name: 'Refresh' })).toBeDisabled();
    },
    'beneficiaries.failed': async (page) => {
      await expect(main(page).getByRole('alert')).toContainText('Your beneficiaries could not be loaded');
      await expect(main(page).getByRole('button', { name: 'Retry' })).toBeEnabled();
      await expect(list(page)).toHaveCount(0);
    },
    'beneficiaries.ready': async (page, step) => {
      const c = ctx(step);
      const shown = matchingRecipients(c.rows, c.query).map((r) => r.nickname);
      await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(c.query);
      await expect(list(page).getByRole('listitem')).toHaveCount(shown.length);
      for (const nickname of shown)
        await expect(list(page).getByRole('button', { name: `Delete ${nickname}`, exact: true })).toBeVisible();
      await expect(main(page).getByText(`Showing ${shown.length} of ${c.rows.length}`)).toBeVisible();
      // what the last change did, announced (nothing after an edit or a deletion was started)
      const notice = noticeText(c);
      if (notice !== null) await expect(main(page).getByRole('status').filter({ hasText: notice })).toBeVisible();
      else await expect(main(page).getByText(/ was deleted\.$|^The nickname is now /)).toHaveCount(0);
    },
    'beneficiaries.ready.idle': async (page, step) => {
      await expect(renameDialog(page)).toHaveCount(0);
      await expect(deleteDialog(page)).toHaveCount(0);
      await expect(main(page).getByRole('button', { name: 'Refresh' })).toBeEnabled();
      // a recipient already gone is said so (the row left the list); the notice is an alert of its own
      const c = ctx(step);
      const alerts = main(page).getByRole('alert');
      await expect(alerts).toHaveCount((c.notice === null ? 0 : 1) + (c.failure === null ? 0 : 1));
      if (c.failure !== null) await expect(alerts.filter({ hasText: GONE })).toBeVisible();
    },
    'beneficiaries.ready.renaming': async (page, step) => {
      await expect(renameDialog(page)).toBeVisible();
      await expect(deleteDialog(page)).toHaveCount(0);
      await expect(main(page).getByRole('button', { name: 'Refresh' })).toBeDisabled();
      await expect(nicknameBox(page)).toHaveValue(ctx(step).nickname);
    },
    'beneficiaries.ready.renaming.editing': async (page, step) => {
      const c = ctx(step);
      await expect(nicknameBox(page)).toBeEnabled();
      await expect(renameDialog(page).getByRole('button', { name: 'Save' })).toBeEnabled();
      if (c.nicknameProblem === 'required')
        await expect(renameDialog(page).getByText('Enter a nickname.')).toBeVisible();
      else await expect(nicknameBox(page)).not.toHaveAttribute('aria-invalid', 'true');
      // a rename the network lost keeps what was typed, and says so
      if (c.failure === null) await expect(renameDialog(page).getByRole('alert')).toHaveCount(0);
      else await expect(renameDialog(page).getByRole('alert')).toContainText('Please try after sometime.');
    },
    'beneficiaries.ready.renaming.saving': async (page) => {
      await expect(nicknameBox(page)).toBeDisabled();
      await expect(renameDialog(page).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    },
    'beneficiaries.ready.deleting': async (page, step) => {
      const c = ctx(step);
      await expect(deleteDialog(page)).toBeVisible();
      await expect(renameDialog(page)).toHaveCount(0);
      const row = c.rows.find((r) => r.id === c.selectedId);
      await expect(deleteDialog(page)).toContainText(
        `${row?.nickname} (${row?.mobile}) will no longer be offered when you send money.`,
      );
    },
    'beneficiaries.ready.deleting.confirming': async (page, step) => {
      await expect(pinBoxes(page).first()).toBeEnabled();
      await expect(deleteDialog(page).getByRole('button', { name: 'Cancel' })).toBeEnabled();
      const failure = ctx(step).failure;
      if (failure === null) await expect(deleteDialog(page).getByRole('alert')).toHaveCount(0);
      else {
        // a refused PIN deletes nothing and asks again: the boxes cleared
        await expect(deleteDialog(page).getByRole('alert')).toContainText('The PIN is not right');
        await expect(deleteDialog(page).getByRole('alert')).toContainText(
          /Attempts left before payments are locked: \d/,
        );
        await expect(pinBoxes(page).first()).toHaveValue('');
      }
    },
    'beneficiaries.ready.deleting.removing': async (page) => {
      await expect(pinBoxes(page).first()).toBeDisabled();
      await expect(deleteDialog(page).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    },
  },
  events: {
    'list.retry': async (page) => {
      await main(page).getByRole('button', { name: 'Retry' }).click();
    },
    'list.refresh': async (page) => {
      await main(page).getByRole('button', { name: 'Refresh' }).click();
    },
    'search.change': async (page, step) => {
      await page.getByRole('textbox', { name: 'Search' }).fill(eventOf(step).query);
    },
    'rename.start': async (page, step) => {
      const nickname = nicknameOf(before(step).rows, eventOf(step).id);
      await list(page)
        .getByRole('button', { name: `Edit the nickname of ${nickname}`, exact: true })
        .click();
    },
    'rename.change': async (page, step) => {
      const nickname = eventOf(step).nickname;
      // the nickname typed again over itself (selected, deleted, typed): the same text is no change
      if ((await nicknameBox(page).inputValue()) === nickname) await nicknameBox(page).fill('');
      await nicknameBox(page).fill(nickname);
    },
    'rename.submit': async (page) => {
      await renameDialog(page).getByRole('button', { name: 'Save' }).click();
    },
    'rename.cancel': async (page) => {
      await renameDialog(page).getByRole('button', { name: 'Cancel' }).click();
    },
    'delete.start': async (page, step) => {
      const nickname = nicknameOf(before(step).rows, eventOf(step).id);
      await list(page)
        .getByRole('button', { name: `Delete ${nickname}`, exact: true })
        .click();
    },
    'delete.confirm': async (page, step) => {
      const wrong = isError(step.upcoming[0], 'deleteBeneficiary', 'pinWrong');
      await typeIntoBoxes(page, 'Transaction PIN', wrong ? WRONG_PIN : DEMO_PIN);
      await deleteDialog(page).getByRole('button', { name: 'Delete' }).click();
    },
    'delete.cancel': async (page) => {
      await deleteDialog(page).getByRole('button', { name: 'Cancel' }).click();
    },
    'xstate.error.actor.loadBeneficiaries': async (_page, _step, tools) => tools.fault(),
    'xstate.error.actor.renameBeneficiary': async (page, step, tools) => {
      // gone: deleted from another device while the rename was on its way
      if (isError(step.event, 'renameBeneficiary', 'notFound'))
        await deleteOnServer(page, selectedNickname(before(step)));
      else tools.fault();
    },
    'xstate.error.actor.deleteBeneficiary': async (page, step) => {
      // a wrong PIN was typed (delete.confirm): the server refuses it; gone: deleted from another device first
      if (isError(step.event, 'deleteBeneficiary', 'notFound'))
        await deleteOnServer(page, selectedNickname(before(step)));
    },
  },
};
