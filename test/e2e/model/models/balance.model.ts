import { expect, type Locator, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import {
  arrangeBalance,
  type BalanceAnswer,
  type BalanceContext,
  type BalanceLine,
} from '../../../../machines/balance.machine';
import { seedBalanceLayout } from '../../../../server/seed/balanceLayouts';
import { mainBalanceIdentifiers, type BalanceData } from '../../../../src/api/contract/schemas';
import { callAsPage } from '../../support';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#balance: the BalanceInquiry widget of the seeded `consumer`'s dashboard
 * (/app/dashboard), read only. Its layout call (moduleType=balancewidget) and its balance calls
 * (the consumer's layout names `adapter/v1/getBalance`, POST) are held, so the busy screens are
 * checked before the answers; a failure is a network fault on the held call. What a loaded screen
 * must show is the server's own: the balance the sandbox answers now, arranged by the consumer's
 * seeded layout ("Main wallet") when the path's layout loaded, by none ("Main balance") when it
 * failed. The hide toggle is kept in this path's own browser (local storage), never the server.
 */
export const BALANCE_LOGIN = 'consumer';

const ctx = (step: StepInfo) => step.snapshot.context as BalanceContext;
const card = (page: Page) => page.locator('section[aria-labelledby="balance-title"]');
const hideButton = (page: Page) => card(page).getByRole('button', { name: 'Hide balance' });
const refreshButton = (page: Page) => card(page).getByRole('button', { name: 'Refresh balance' });
const amount = (page: Page) => card(page).getByTestId('balance-amount');
const masked = (page: Page) => card(page).getByTestId('balance-hidden');
const GENERIC_FAILURE = 'Please try after sometime.';

/** An amount as the portal writes it in English: grouped, two decimals, then the currency. */
const money = (line: BalanceLine) =>
  `${Number(line.amountMajor).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${line.currencyCode}`;

/** The sandbox's balance of the consumer now, as the portal's balance logic reads it. */
async function serverBalance(page: Page): Promise<BalanceAnswer> {
  const answer = await callAsPage(page, 'adapter/v1/getBalance', {});
  const body = (await answer.json()) as { responseCode: number; data: BalanceData };
  expect(body.responseCode, `getBalance answered ${JSON.stringify(body)}`).toBe(0);
  const pouches = body.data.balances.map((b) => ({
    pouchType: b.pouchType,
    amountMajor: b.unusedValueMajor,
    currencyCode: b.currencyCode,
  }));
  const main =
    mainBalanceIdentifiers.map((id) => pouches.find((p) => p.pouchType === id)).find((p) => p !== undefined) ?? null;
  return { asOf: body.data.asOf, main, pouches };
}

/** The toggle's state is the path's (aria-pressed: hidden), on every screen of the widget. */
async function expectToggle(page: Page, step: StepInfo) {
  await expect(hideButton(page)).toHaveAttribute('aria-pressed', String(ctx(step).hidden));
}

/** Busy before the first balance: covered, nothing of an amount, no failure, refresh busy. */
async function expectFirstLoad(page: Page, step: StepInfo) {
  await expect(card(page)).toHaveAttribute('aria-busy', 'true');
  await expectToggle(page, step);
  await expect(refreshButton(page)).toBeDisabled();
  await expect(amount(page)).toHaveCount(0);
  await expect(masked(page)).toHaveCount(0);
  await expect(card(page).getByRole('alert')).toHaveCount(0);
  await expect(card(page)).not.toContainText('Updated');
}

/**
 * The balance lines on screen: the server's balance, arranged by the consumer's seeded layout when
 * the path's layout loaded; masked when hidden. Returns the main line's text for a later step.
 */
async function expectLines(page: Page, step: StepInfo): Promise<void> {
  const layout = ctx(step).layout === null ? null : seedBalanceLayout('consumer');
  const expected = arrangeBalance(layout, await serverBalance(page));
  expect(expected, 'the consumer holds a wallet').not.toBeNull();
  const [main, ...others] = expected!.lines;
  const title = card(page).getByRole('heading', { level: 2 });
  await expect(title).toHaveText(main!.label?.en ?? 'Main balance');
  const terms = card(page).locator('dt');
  await expect(terms).toHaveText(others.map((l) => l.label?.en ?? ''));
  if (ctx(step).hidden) {
    await expect(masked(page)).toBeVisible();
    await expect(amount(page)).toHaveCount(0);
    await expect(card(page).locator('[data-testid^="balance-amount-"]')).toHaveCount(0);
    await expect(card(page)).not.toContainText(money(main!));
  } else {
    await expect(amount(page)).toHaveText(money(main!));
    for (const line of others)
      await expect(card(page).getByTestId(`balance-amount-${line.pouchType}`)).toHaveText(money(line));
    await expect(masked(page)).toHaveCount(0);
  }
  await expect(card(page)).toContainText('Updated');
}

const failureKind = (e: EventObject) => (e as { error?: { kind?: string } }).error?.kind;
const hasNoWallet = (e: EventObject) => {
  const output = (e as { output?: BalanceAnswer }).output;
  return output !== undefined && output.main === null && output.pouches.length === 0;
};

const status = (page: Page): Locator => card(page).getByRole('status');

export const balanceModel: BrowserModel = {
  machine: 'balance',
  calls: {
    fetchLayout: /\/api\/cms\/v1\/default_layout_getLayoutByfilter\?(.*&)?moduleType=balancewidget/,
    fetchBalance: /\/api\/adapter\/v1\/getBalance/,
    refreshBalance: /\/api\/adapter\/v1\/getBalance/,
  },
  async start(page) {
    await page.goto('/app/dashboard');
  },
  states: {
    'balance.loadingLayout': expectFirstLoad,
    'balance.loading': expectFirstLoad,
    'balance.loaded': async (page, step) => {
      await expect(card(page)).toHaveAttribute('aria-busy', 'false');
      await expectToggle(page, step);
      await expect(refreshButton(page)).toBeEnabled();
      await expect(card(page).getByRole('alert')).toHaveCount(0);
      await expectLines(page, step);
      // a failed refresh keeps the last balance and says why beside it
      if (ctx(step).failure) await expect(status(page)).toHaveText(GENERIC_FAILURE);
      else await expect(status(page)).toHaveCount(0);
    },
    'balance.refreshing': async (page, step) => {
      await expect(card(page)).toHaveAttribute('aria-busy', 'true');
      await expectToggle(page, step);
      await expect(refreshButton(page)).toBeDisabled();
      // the balance shown before stays while the new one loads (the server's, as nothing moved it)
      await expectLines(page, step);
      await expect(status(page)).toHaveCount(0);
    },
    'balance.failed': async (page, step) => {
      await expect(card(page)).toHaveAttribute('aria-busy', 'false');
      await expectToggle(page, step);
      const alert = card(page).getByRole('alert');
      await expect(alert).toContainText(GENERIC_FAILURE);
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(refreshButton(page)).toHaveCount(0);
      await expect(amount(page)).toHaveCount(0);
      await expect(masked(page)).toHaveCount(0);
      await expect(card(page).getByRole('heading', { level: 2 })).toHaveText('Main balance');
    },
  },
  events: {
    'balance.toggleVisibility': async (page) => {
      // a bare click, as a tap: the pointer arrives with the press. This walk found such a press
      // lost on the second of these controls (its light placeholder was swapped for the full
      // control, TooltipOnReach, between the press and the release); now every placeholder turns
      // into the full control as soon as one has loaded its code
      await hideButton(page).click();
    },
    'balance.refresh': async (page) => {
      await refreshButton(page).click();
    },
    'balance.retry': async (page) => {
      await card(page).getByRole('alert').getByRole('button', { name: 'Try again' }).click();
    },
    'xstate.error.actor.fetchLayout': async (_page, _step, tools) => tools.fault(),
    'xstate.error.actor.fetchBalance': async (_page, _step, tools) => tools.fault(),
    'xstate.error.actor.refreshBalance': async (_page, _step, tools) => tools.fault(),
  },
  cannot: (event) => {
    if (
      (event.type === 'xstate.done.actor.fetchBalance' || event.type === 'xstate.done.actor.refreshBalance') &&
      hasNoWallet(event)
    )
      return "an answer without any wallet: every demo account whose dashboard has the balance widget holds one (csr, the one without, has no balance widget); the same transition is walked with the consumer's wallet";
    if (failureKind(event) !== undefined && failureKind(event) !== 'network')
      return `a ${failureKind(event)} failure: the paths fail the balance calls as the network does`;
    return undefined;
  },
};
