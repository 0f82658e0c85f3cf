import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type {
  BankAccountsContext,
  BankAccountsInput,
  LinkedBankAccount,
} from '../../../../machines/bankAccounts.machine';
import { DEMO_PIN } from '../../../../server/seed/demoUsers';
import { typeIntoBoxes } from '../../support';
import { adapterCall, maskedPin } from '../accounts';
import { requestId } from '../people';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#bank-linking: the linked bank accounts list (/app/lists/bank) and one account's
 * details (/app/forms/view-bank-details?id=…), as a customer of the worker's own (people.ts). Before
 * each path the customer's accounts are linked again as the chart's samples have them (the numbers
 * ending 1234 and 3333, through the link-bank-account service: linking a linked number again keeps
 * it); the details paths open the one ending 1234. An account "already gone" is unlinked on the
 * server (as from another device) while the portal's call is held.
 */
export const BANK_ACCOUNTS_PREFIX = 'mdlbank';
const WRONG_PIN = '1111';
const HOLDER = 'Mustafa Jabbar';
/** the chart's samples by their last four digits, as the customer links them */
const LINKED = [
  { bankCode: 'RAFB', accountNumber: '700800901234' },
  { bankCode: 'TBIQ', accountNumber: '700800903333' },
] as const;
/** the details paths' account (the sample `rafidain`) */
const DETAILS_LAST4 = '1234';
/** a 1×1 PNG: the bank statement */
const STATEMENT =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

interface Shown extends LinkedBankAccount {
  accountNumberMasked: string;
  last4: string;
}

const ctx = (step: StepInfo) => step.snapshot.context as BankAccountsContext;
const isDetails = (step: StepInfo) => ((step.path.input as BankAccountsInput).accountId ?? null) !== null;
const main = (page: Page) => page.getByRole('main');
const list = (page: Page) => page.getByRole('list', { name: 'Bank accounts' });
const unlinkDialog = (page: Page) => page.getByRole('dialog', { name: 'Unlink a bank account' });
const pinBoxes = (page: Page) => unlinkDialog(page).getByRole('textbox', { name: /^Transaction PIN, digit \d of \d$/ });
const failureKind = (e: EventObject | undefined) => (e as { error?: { kind?: string } } | undefined)?.error?.kind;

async function linkedAccounts(page: Page): Promise<Shown[]> {
  return (await adapterCall<{ accounts: Shown[] }>(page, 'bankaccount/list', {})).accounts;
}

/** Unlinks the details paths' account on the server (the PIN right). */
async function unlinkOnServer(page: Page): Promise<void> {
  const account = (await linkedAccounts(page)).find((a) => a.last4 === DETAILS_LAST4);
  if (!account) throw new Error(`no linked account ending ${DETAILS_LAST4} to unlink`);
  await adapterCall(page, 'bankaccount/unlink', { id: account.id, pin: await maskedPin(page) });
}

/** The customer's accounts as the samples have them: the two numbers linked, nothing else. */
async function linkAsSampled(page: Page): Promise<Shown[]> {
  for (const { bankCode, accountNumber } of LINKED)
    await adapterCall(page, 'transaction/submit', {
      requestId: requestId(),
      serviceCode: 'LINK_BANK_ACCOUNT',
      bankCode,
      accountNumber,
      confirmAccountNumber: accountNumber,
      accountName: HOLDER,
      dateOfBirth: '1980-05-01',
      statement: STATEMENT,
      acceptTerms: true,
      pin: await maskedPin(page),
    });
  const accounts = await linkedAccounts(page);
  expect(accounts.map((a) => a.last4).sort()).toEqual(['1234', '3333']);
  return accounts;
}

export const bankAccountsModel: BrowserModel = {
  machine: 'bankAccounts',
  calls: {
    loadBankAccounts: '**/api/adapter/v1/bankaccount/list',
    loadBankAccount: '**/api/adapter/v1/bankaccount/details',
    unlinkBankAccount: '**/api/adapter/v1/bankaccount/unlink',
  },
  async start(page, step) {
    // the session's tokens are in storage once a page of the portal is open
    await page.goto('/favicon.svg');
    const accounts = await linkAsSampled(page);
    if (!isDetails(step)) {
      await page.goto('/app/lists/bank');
      return;
    }
    const id = accounts.find((a) => a.last4 === DETAILS_LAST4)?.id ?? '';
    await page.goto(`/app/forms/view-bank-details?id=${id}`);
  },
  states: {
    // an eventless choice by the input: never on screen, its page is the one the input opens
    'bankAccounts.start': async (page, step) => {
      await expect(
        page.getByRole('heading', { name: isDetails(step) ? 'Bank account details' : 'Bank accounts', level: 1 }),
      ).toBeVisible();
    },
    'bankAccounts.listLoading': async (page) => {
      await expect(page.getByRole('heading', { name: 'Bank accounts', level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading your bank accounts…' })).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Refresh' })).toBeDisabled();
      await expect(list(page)).toHaveCount(0);
    },
    'bankAccounts.listFailed': async (page) => {
      await expect(main(page).getByRole('alert')).toContainText('Your bank accounts could not be loaded');
      await expect(main(page).getByRole('button', { name: 'Retry' })).toBeEnabled();
      await expect(main(page).getByRole('button', { name: 'Refresh' })).toBeDisabled();
      await expect(list(page)).toHaveCount(0);
    },
    'bankAccounts.list': async (page, step) => {
      const rows = ctx(step).rows as Shown[];
      await expect(main(page).getByRole('button', { name: 'Refresh' })).toBeEnabled();
      await expect(list(page).getByRole('listitem')).toHaveCount(rows.length);
      for (const row of rows) {
        const item = list(page).getByRole('listitem').filter({ hasText: row.accountNumberMasked });
        await expect(item).toContainText(HOLDER);
        await expect(item.getByRole('link', { name: /^Details of / })).toBeVisible();
      }
      // the numbers masked but for their last four digits
      for (const { accountNumber } of LINKED) await expect(main(page).getByText(accountNumber)).toHaveCount(0);
    },
    'bankAccounts.detailsLoading': async (page) => {
      await expect(page.getByRole('heading', { name: 'Bank account details', level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading the bank account…' })).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Unlink' })).toHaveCount(0);
    },
    'bankAccounts.detailsFailed': async (page, step) => {
      const gone = ctx(step).failure?.kind === 'notFound';
      await expect(unlinkDialog(page)).toHaveCount(0);
      await expect(main(page).getByRole('alert')).toContainText(
        gone ? 'This bank account is not linked to your wallet' : 'The bank account could not be loaded',
      );
      await expect(main(page).getByRole('link', { name: 'Back to bank accounts' })).toBeVisible();
      // one not linked (any more) offers linking one instead of a retry
      await expect(main(page).getByRole('button', { name: 'Retry' })).toHaveCount(gone ? 0 : 1);
      await expect(main(page).getByRole('link', { name: 'Link a bank account' })).toHaveCount(gone ? 1 : 0);
      await expect(main(page).getByRole('button', { name: 'Unlink' })).toHaveCount(0);
    },
    'bankAccounts.details': async (page, step) => {
      const account = ctx(step).account as Shown | null;
      await expect(main(page).locator('dl')).toContainText(account?.accountNumberMasked ?? '');
      await expect(main(page).locator('dl')).toContainText(HOLDER);
      await expect(main(page).locator('dl')).toContainText('On file (image/png');
    },
    'bankAccounts.details.viewing': async (page) => {
      await expect(unlinkDialog(page)).toHaveCount(0);
      await expect(main(page).getByRole('button', { name: 'Unlink' })).toBeEnabled();
    },
    'bankAccounts.details.confirming': async (page, step) => {
      await expect(unlinkDialog(page)).toBeVisible();
      await expect(unlinkDialog(page)).toContainText(
        `${(ctx(step).account as Shown | null)?.accountNumberMasked} will no longer be offered in bank cash in and cash out.`,
      );
      await expect(pinBoxes(page).first()).toBeEnabled();
      await expect(unlinkDialog(page).getByRole('button', { name: 'Cancel' })).toBeEnabled();
      if (ctx(step).failure === null) await expect(unlinkDialog(page).getByRole('alert')).toHaveCount(0);
      else {
        // a refused PIN unlinks nothing and asks again: the boxes cleared
        await expect(unlinkDialog(page).getByRole('alert')).toContainText('The PIN is not right');
        await expect(unlinkDialog(page).getByRole('alert')).toContainText(
          /Attempts left before payments are locked: \d/,
        );
        await expect(pinBoxes(page).first()).toHaveValue('');
      }
    },
    'bankAccounts.details.unlinking': async (page) => {
      await expect(unlinkDialog(page)).toBeVisible();
      await expect(pinBoxes(page).first()).toBeDisabled();
      await expect(unlinkDialog(page).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    },
    'bankAccounts.unlinked': async (page) => {
      await expect(unlinkDialog(page)).toHaveCount(0);
      await expect(
        main(page)
          .getByRole('status')
          .filter({ hasText: `•••• •••• ${DETAILS_LAST4} was unlinked.` }),
      ).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Back to bank accounts' })).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Unlink' })).toHaveCount(0);
    },
  },
  events: {
    'list.refresh': async (page) => {
      await main(page).getByRole('button', { name: 'Refresh' }).click();
    },
    'list.retry': async (page) => {
      await main(page).getByRole('button', { name: 'Retry' }).click();
    },
    'unlink.start': async (page) => {
      await main(page).getByRole('button', { name: 'Unlink' }).click();
    },
    'unlink.confirm': async (page, step) => {
      const wrong =
        step.upcoming[0]?.type === 'xstate.error.actor.unlinkBankAccount' &&
        failureKind(step.upcoming[0]) === 'pinWrong';
      await typeIntoBoxes(page, 'Transaction PIN', wrong ? WRONG_PIN : DEMO_PIN);
      await unlinkDialog(page).getByRole('button', { name: 'Unlink' }).click();
    },
    'unlink.cancel': async (page) => {
      await unlinkDialog(page).getByRole('button', { name: 'Cancel' }).click();
    },
    'xstate.error.actor.loadBankAccounts': async (_page, _step, tools) => tools.fault(),
    // not linked (any more): unlinked from another device while the details were on their way
    'xstate.error.actor.loadBankAccount': async (page, step, tools) => {
      if (failureKind(step.event) === 'notFound') await unlinkOnServer(page);
      else tools.fault();
    },
    // a wrong PIN was typed (unlink.confirm): the server refuses it; gone: unlinked from another device first
    'xstate.error.actor.unlinkBankAccount': async (page, step) => {
      if (failureKind(step.event) === 'notFound') await unlinkOnServer(page);
    },
  },
  cannot(event) {
    if (event.type === 'details.retry')
      return "the details of an account not linked (the chart's only load failure, notFound) offer no Retry: Link a bank account and Back to bank accounts instead";
    return undefined;
  },
};
