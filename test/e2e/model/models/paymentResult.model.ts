import { expect, type Browser, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { PaymentResultContext } from '../../../../machines/paymentResult.machine';
import * as paths from '../../../../src/api/contract/paths';
import { latestMessage } from '../../support';
import { customerWithPin, signedInState } from '../accounts';
import type { BrowserModel, StepInfo } from '../runner';
import { CARD, CVV, DECLINED_CARD, VALID_EXPIRY, gatewayCall, openCardSession } from './cardPayment.model';

/**
 * requirements#payment-results: /payment-success and /payment-fail, where the sandbox gateway sends
 * the user back with its signed return. Each path's return is a real one: a load money by card of
 * a customer of the worker's own, moved on through the gateway's calls to where the path's first
 * answer says (a card paid with its texted code, or the card the sandbox declines), then opened as
 * the gateway sends the user there. A return the server cannot verify is that return with one
 * character of its signature changed; a network fault is the network's; an address without a
 * return is /payment-success alone. The verification is held, so the check screen is seen.
 */
export const PAYMENT_RESULT_PREFIX = 'mdlpr';
/** the gateway sends at most 20 codes an hour to one customer: a new one every six paths */
const PATHS_PER_CUSTOMER = 6;
const AMOUNT_SHOWN = /5,?000\.00 IQD/;

interface Customer {
  userName: string;
  password: string;
  phone: string;
}

let walked = 0;
let current: Promise<Customer> | undefined;

/** The session a path starts with: the worker's customer of the moment. */
export async function paymentResultSession(browser: Browser, workerIndex: number): Promise<string> {
  current = customerWithPin(browser, `${PAYMENT_RESULT_PREFIX}${Math.floor(walked++ / PATHS_PER_CUSTOMER)}x`);
  const { userName, password } = await current;
  return signedInState(browser, userName, password, workerIndex);
}

const ctx = (step: StepInfo) => step.snapshot.context as PaymentResultContext;
const failureKind = (e: EventObject | undefined) => (e as { error?: { kind?: string } } | undefined)?.error?.kind;
const resultOf = (e: EventObject | undefined) => (e as { output?: { result?: string } } | undefined)?.output?.result;

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string) => main(page).getByRole('heading', { name, level: 1 });
const checking = (page: Page) => main(page).getByText('Checking the payment…');
const OUTCOMES = ['Money loaded', 'The payment did not go through', 'There is no payment result to show'];

/** The return with one character of its signature changed: the same shape, not the gateway's. */
function tampered(url: string): string {
  const address = new URL(url, 'http://portal.invalid');
  const sig = address.searchParams.get('sig') ?? '';
  address.searchParams.set('sig', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
  return `${address.pathname}${address.search}`;
}

/** A card payment of the signed-in customer moved on to `outcome` at the gateway: the address it returns to. */
async function gatewayReturn(page: Page, outcome: 'success' | 'fail'): Promise<string> {
  const customer = await current!;
  await page.goto('/favicon.svg');
  const { sessionId } = await openCardSession(page);
  if (outcome === 'fail') {
    const declined = await gatewayCall(page, 'details', {
      sessionId,
      cardNumber: DECLINED_CARD,
      expiry: VALID_EXPIRY,
      cvv: CVV,
    });
    return declined.returnUrl ?? '';
  }
  await gatewayCall(page, 'details', { sessionId, cardNumber: CARD, expiry: VALID_EXPIRY, cvv: CVV });
  const { otp } = await latestMessage(page, customer.phone, 'transaction');
  const paid = await gatewayCall(page, 'otp', { sessionId, otp: otp ?? '' });
  return paid.returnUrl ?? '';
}

export const paymentResultModel: BrowserModel = {
  machine: 'paymentResult',
  calls: { verifyPayment: new RegExp(`/api/${paths.cardCallback}(\\?|$)`) },
  async start(page, step) {
    if (ctx(step).callback === null) {
      await page.goto('/payment-success');
      return;
    }
    // the gateway decides as the path's first answer says; a path that fails first needs no code
    const answer = step.upcoming.find((e) => e.type === 'xstate.done.actor.verifyPayment');
    const url = await gatewayReturn(page, resultOf(answer) === 'success' ? 'success' : 'fail');
    expect(url, 'the gateway gave no return address').toMatch(/\/payment-(success|fail)\?session=CP/);
    const refused = step.upcoming.find((e) => e.type === 'xstate.error.actor.verifyPayment');
    await page.goto(refused && failureKind(refused) !== 'network' ? tampered(url) : url);
  },
  states: {
    // an eventless choice by the address: never on screen, the page shows where it leads
    'paymentResult.checking': async (page, step) => {
      if (ctx(step).callback === null) await expect(heading(page, OUTCOMES[2]!)).toBeVisible();
      else await expect(page).toHaveURL(/\/payment-(success|fail)\?session=CP/);
    },
    'paymentResult.verifying': async (page) => {
      await expect(checking(page)).toBeVisible();
      for (const outcome of OUTCOMES) await expect(heading(page, outcome)).toHaveCount(0);
      await expect(main(page).getByRole('alert')).toHaveCount(0);
    },
    'paymentResult.paid': async (page) => {
      await expect(heading(page, 'Money loaded')).toBeVisible();
      await expect(main(page)).toContainText('Your card payment went through and the money is in your wallet.');
      await expect(main(page)).toContainText(AMOUNT_SHOWN);
      await expect(main(page)).toContainText(`•••• ${CARD.slice(-4)}`);
      await expect(main(page).getByText(/^TX\d{18}$/)).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
        'href',
        '/app/dashboard',
      );
      await expect(checking(page)).toHaveCount(0);
    },
    'paymentResult.declined': async (page) => {
      await expect(heading(page, 'The payment did not go through')).toBeVisible();
      await expect(main(page)).toContainText('The card issuer declined the payment.');
      await expect(main(page)).toContainText(AMOUNT_SHOWN);
      await expect(main(page).getByText(/^TX\d{18}$/)).toHaveCount(0);
      await expect(main(page).getByRole('link', { name: 'Try again' })).toBeVisible();
      await expect(checking(page)).toHaveCount(0);
    },
    'paymentResult.unverified': async (page, step) => {
      await expect(heading(page, 'Payment result')).toBeVisible();
      const alert = main(page).getByRole('alert');
      await expect(alert).toContainText('This payment result could not be verified');
      await expect(alert).toContainText(
        ctx(step).failure?.kind === 'network' ? 'Please try after sometime.' : 'Nothing was changed.',
      );
      await expect(main(page).getByRole('button', { name: 'Retry' })).toBeEnabled();
      for (const outcome of OUTCOMES) await expect(heading(page, outcome)).toHaveCount(0);
    },
    'paymentResult.missing': async (page) => {
      await expect(heading(page, 'There is no payment result to show')).toBeVisible();
      await expect(main(page)).toContainText('This address does not carry a payment result.');
      await expect(main(page).getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
      await expect(checking(page)).toHaveCount(0);
    },
  },
  events: {
    'verify.retry': async (page) => {
      await main(page).getByRole('button', { name: 'Retry' }).click();
    },
    // a refusal is the server's own answer to the altered return; a network fault is the network's
    'xstate.error.actor.verifyPayment': async (_page, step, tools) => {
      if (failureKind(step.event) === 'network') tools.fault();
    },
  },
};
