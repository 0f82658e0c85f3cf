import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { DEMO_PIN } from '../../../../server/seed/demoUsers';
import { adapterCall, maskedPin } from '../accounts';
import { requestId } from '../people';
import type { PlannedPath } from '../plan';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#view-configuration: one transaction drawn by its view configuration, as a customer
 * of the worker's own (people.ts). The second sandbox has no seeded history (SEED_HISTORY off), so
 * the worker's first path pays the customer's wallet twice from a bank account it links (wallet
 * top-ups through the API): the transaction a path opens and the one it looks up. A transaction
 * that is not the customer's is an ID no wallet has.
 *
 * A path opened with an ID (from a report row) opens /app/report/transactionView?transactionId=…;
 * one that looks another ID up later opens the look-up screen with the ID
 * (/app/report/viewtransaction?transactionId=…, where the look-up form stays), and one without an
 * ID the look-up screen alone. The paths only read.
 */
export const TRANSACTION_VIEW_PREFIX = 'mdlview';
/** a well-formed ID no wallet has: reads as one that is not the customer's */
const NO_SUCH_ID = 'TX999999999999999999';
const BANK = { bankCode: 'RAFB', accountNumber: '700800905678' } as const;
const STATEMENT =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** the two top-ups, in IQD: each transaction's amount as its view shows it */
const AMOUNTS = ['25000', '30000'] as const;

interface Paid {
  transactionId: string;
  amount: string;
}

let paid: Promise<[Paid, Paid]> | undefined;

/** The worker customer's two transactions, paid once (a linked bank account tops the wallet up twice). */
function payments(page: Page): Promise<[Paid, Paid]> {
  paid ??= (async () => {
    const pin = await maskedPin(page, DEMO_PIN);
    await adapterCall(page, 'transaction/submit', {
      requestId: requestId(),
      serviceCode: 'LINK_BANK_ACCOUNT',
      ...BANK,
      confirmAccountNumber: BANK.accountNumber,
      accountName: 'Mustafa Jabbar',
      dateOfBirth: '1980-05-01',
      statement: STATEMENT,
      acceptTerms: true,
      pin,
    });
    const { accounts } = await adapterCall<{ accounts: { id: string }[] }>(page, 'bankaccount/list', {});
    const topUp = async (amount: string): Promise<Paid> => {
      const result = await adapterCall<{ transactionId: string; status: number }>(page, 'transaction/submit', {
        requestId: requestId(),
        serviceCode: 'WALLET_TOPUP',
        bankAccountId: accounts[0]!.id,
        amount,
        pin: await maskedPin(page, DEMO_PIN),
      });
      expect(result.status, 'the top-up succeeded').toBe(1);
      return { transactionId: result.transactionId, amount };
    };
    return [await topUp(AMOUNTS[0]), await topUp(AMOUNTS[1])];
  })();
  return paid;
}

const failureKind = (e: EventObject | undefined) => (e as { error?: { kind?: string } } | undefined)?.error?.kind;
const isLoadResult = (e: EventObject) => /^xstate\.(done|error)\.actor\.loadView$/.test(e.type);
const hasId = (path: PlannedPath) =>
  ((path.input as { transactionId?: string } | undefined)?.transactionId ?? null) !== null;
const looksUp = (path: PlannedPath) => path.steps.some((s) => s.event.type === 'view.lookup');
/** the look-up screen: opened without an ID, or with one when the path looks another up later */
const onLookUpScreen = (path: PlannedPath) => !hasId(path) || looksUp(path);

/**
 * The ID to open or type for a load whose result is `next`: not the customer's when it is not
 * found, otherwise the first transaction when opened, the second when looked up.
 */
function idFor(next: EventObject | undefined, ids: [Paid, Paid], lookUp: boolean): Paid | null {
  if (next?.type === 'xstate.error.actor.loadView' && failureKind(next) === 'notFound') return null;
  return lookUp ? ids[1] : ids[0];
}

const main = (page: Page) => page.getByRole('main');
const lookUpForm = (page: Page) => page.getByRole('form', { name: 'Look up a transaction' });
const idBox = (page: Page) => lookUpForm(page).getByRole('textbox', { name: 'Transaction ID' });
const showButton = (page: Page) => lookUpForm(page).getByRole('button', { name: 'Show' });
const view = (page: Page) => main(page).locator('[data-format-type]');
const notFoundAlert = (page: Page) => main(page).getByRole('alert').filter({ hasText: 'No transaction with this ID' });
const failedAlert = (page: Page) =>
  main(page).getByRole('alert').filter({ hasText: 'The transaction could not be loaded' });
const busy = (page: Page) => main(page).locator('[aria-busy="true"] .mantine-Skeleton-root');
const memoOf = (step: StepInfo) => step.memo as { shown?: Paid | null };

/** nothing of a result: no view, no alert */
async function noResult(page: Page) {
  await expect(view(page)).toHaveCount(0);
  await expect(notFoundAlert(page)).toHaveCount(0);
  await expect(failedAlert(page)).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Try again' })).toHaveCount(0);
}

export const transactionViewModel: BrowserModel = {
  machine: 'transactionView',
  calls: { loadView: '**/api/report/transactionDetail' },
  async start(page, step) {
    // the session's tokens are in storage once a page of the portal is open
    await page.goto('/favicon.svg');
    const ids = await payments(page);
    const lookUp = onLookUpScreen(step.path);
    if (!hasId(step.path)) {
      await page.goto('/app/report/viewtransaction');
      return;
    }
    const opened = idFor(
      step.path.steps
        .slice(1)
        .map((s) => s.event)
        .find(isLoadResult),
      ids,
      false,
    );
    memoOf(step).shown = opened;
    const id = opened?.transactionId ?? NO_SUCH_ID;
    await page.goto(`/app/report/${lookUp ? 'viewtransaction' : 'transactionView'}?transactionId=${id}`);
  },
  states: {
    // an eventless choice by the ID opened with: never on screen, its page is the one the path opens
    'transactionView.starting': async (page, step) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        onLookUpScreen(step.path) ? 'Look up a transaction' : 'Transaction details',
      );
    },
    'transactionView.awaitingId': async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Look up a transaction');
      await expect(idBox(page)).toBeEditable();
      await expect(idBox(page)).toHaveValue('');
      await expect(showButton(page)).toBeEnabled();
      await expect(busy(page)).toHaveCount(0);
      await noResult(page);
    },
    'transactionView.loading': async (page, step) => {
      await expect(busy(page).first()).toBeVisible();
      await noResult(page);
      // the look-up waits for this one: Show is busy
      if (onLookUpScreen(step.path)) await expect(showButton(page)).toBeDisabled();
      else await expect(lookUpForm(page)).toHaveCount(0);
    },
    'transactionView.ready': async (page, step) => {
      const shown = memoOf(step).shown!;
      await expect(busy(page)).toHaveCount(0);
      await expect(view(page).getByRole('heading', { level: 2, name: 'Transaction details' })).toBeVisible();
      // drawn as the configuration says: a label/value grid, the transaction's own values
      const grid = view(page).locator('dl');
      await expect(grid).toContainText(shown.transactionId);
      await expect(grid).toContainText(Number(shown.amount).toLocaleString('en-US'));
      await expect(grid).toContainText('Success');
      await expect(notFoundAlert(page)).toHaveCount(0);
      await expect(failedAlert(page)).toHaveCount(0);
      if (onLookUpScreen(step.path)) await expect(showButton(page)).toBeEnabled();
    },
    'transactionView.notFound': async (page, step) => {
      await expect(busy(page)).toHaveCount(0);
      await expect(notFoundAlert(page)).toContainText('Only your own transactions can be shown.');
      await expect(view(page)).toHaveCount(0);
      await expect(main(page).getByRole('button', { name: 'Try again' })).toHaveCount(0);
      if (onLookUpScreen(step.path)) await expect(showButton(page)).toBeEnabled();
    },
    'transactionView.failed': async (page, step) => {
      await expect(busy(page)).toHaveCount(0);
      await expect(failedAlert(page)).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(view(page)).toHaveCount(0);
      await expect(notFoundAlert(page)).toHaveCount(0);
      if (onLookUpScreen(step.path)) await expect(showButton(page)).toBeEnabled();
    },
  },
  events: {
    'view.lookup': async (page, step) => {
      const ids = await payments(page);
      const looked = idFor(step.upcoming.find(isLoadResult), ids, true);
      memoOf(step).shown = looked;
      await idBox(page).fill(looked?.transactionId ?? NO_SUCH_ID);
      await showButton(page).click();
    },
    'view.retry': async (page) => {
      await main(page).getByRole('button', { name: 'Try again' }).click();
    },
    // not the customer's: the ID opened or typed is none of its (idFor); the server says not found
    'xstate.error.actor.loadView': async (_page, step, tools) => {
      if (failureKind(step.event) !== 'notFound') tools.fault();
    },
  },
  cannot(event, before) {
    if (event.type === 'view.lookup' && before.matches('loading'))
      return 'Show is busy (disabled) while a transaction loads, so the form submits nothing (the chart would drop the load for the new id)';
    return undefined;
  },
};
