import { expect, type Browser, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { CardPaymentContext, CardSessionView } from '../../../../machines/cardPayment.machine';
import { DEMO_PIN } from '../../../../server/seed/demoUsers';
import { requestChecksum } from '../../../../src/api/contract/requestSecurity';
import { latestMessage } from '../../support';
import { adapterCall, customerWithPin, maskedPin, signedInState } from '../accounts';
import { requestId } from '../people';
import { type BrowserModel, type StepInfo, pauseClockAhead } from '../runner';
import { elapseOnServer } from '../serverTime';

/**
 * requirements#payment-results: the sandbox gateway's card page (/payment-gateway?session=…) of a
 * load money by card. Each path opens a session of its own (the load-money Submit with the card
 * source and the PIN, through the API, as the wizard's Submit does) for a customer of the worker's
 * own, and opens the card page with it. The session is then moved on the server only where the
 * path says the gateway already moved (a card given, a code confirmed, "in another tab") while the
 * page's load is held. The page's clock is paused once the page is open: the wait before a new
 * code may be asked for runs out only when a step moves the clock; on the server a path that
 * expects a new code makes that session's wait pass (sandbox elapse), one that expects the refusal
 * asks within the real 30 s.
 *
 * A customer may be sent 20 card codes an hour (transactionOtpsPerUserPerHour): a path sends three
 * at most, so a worker's customer serves six paths, then the next path signs up another.
 */
export const CARD_PAYMENT_PREFIX = 'mdlcp';
const PATHS_PER_CUSTOMER = 6;
/** the amount each session loads, in IQD (small: several paths credit it) */
const AMOUNT = '5000';
const AMOUNT_SHOWN = /5,?000\.00 IQD/;
export const CARD = '4111111111111111';
/** the sandbox gateway declines it at once (server/cardPayments: sandboxDeclines) */
export const DECLINED_CARD = '4000000000000002';
export const CVV = '123';
export const VALID_EXPIRY = '12/39';
/** the sandbox's code wait (securityPolicy.otpResendAfterSeconds) */
const SERVER_RESEND_SECONDS = 30;

interface Customer {
  userName: string;
  password: string;
  phone: string;
}

let walked = 0;
let current: Promise<Customer> | undefined;

/** The session a path starts with: the worker's customer of the moment (a new one every six paths). */
export async function cardPaymentSession(browser: Browser, workerIndex: number): Promise<string> {
  const batch = Math.floor(walked++ / PATHS_PER_CUSTOMER);
  current = customerWithPin(browser, `${CARD_PAYMENT_PREFIX}${batch}x`);
  const { userName, password } = await current;
  return signedInState(browser, userName, password, workerIndex);
}

interface Memo {
  sessionId: string;
  phone: string;
  /** when the last code was sent (ms, real time): a refusal as too soon must come within the wait */
  codeSentAt: number;
}

const memo = (step: StepInfo) => step.memo as unknown as Memo;
const ctx = (step: StepInfo) => step.snapshot.context as CardPaymentContext;
const failureKind = (e: EventObject | undefined) => (e as { error?: { kind?: string } } | undefined)?.error?.kind;
const outputOf = (e: EventObject | undefined) => (e as { output?: CardSessionView } | undefined)?.output;

const main = (page: Page) => page.getByRole('main');
const cardBox = (page: Page) => page.getByRole('textbox', { name: 'Card number' });
const codeBox = (page: Page) => page.getByRole('textbox', { name: 'Confirmation code' });
/** the page's alerts but for its standing note on the sandbox gateway (an alert too) */
const problems = (page: Page) =>
  main(page).getByRole('alert').filter({ hasNotText: 'This is the sandbox payment gateway' });
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });

let gatewayToken: Promise<string> | undefined;

/** A call of the card page (payment/v1/card/…) as the page makes it, with the gateway's payment token. */
export async function gatewayCall(page: Page, path: string, data: Record<string, string>): Promise<CardSessionView> {
  gatewayToken ??= (async () => {
    const config = (await (await page.request.get('/portal-config.json')).json()) as {
      paymentTokens: { gateway: string };
    };
    return config.paymentTokens.gateway;
  })();
  const tokens = await page.evaluate(() => ({
    authorize: localStorage.getItem('front_authorize_token'),
    access: localStorage.getItem('front_access_token'),
  }));
  const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await page.request.post(`/api/payment/v1/card/${path}`, {
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Basic ${await gatewayToken}`,
      'X-Authorized-Token': `Bearer ${tokens.authorize}`,
      'X-Access-Token': `Bearer ${tokens.access}`,
      'X-XSRF-TOKEN': csrf,
    },
    data,
  });
  const body = (await answer.json()) as { responseCode: number; data: CardSessionView };
  expect(body.responseCode, `card/${path} answered ${JSON.stringify(body)}`).toBe(0);
  return body.data;
}

/**
 * A load money by card Submit (card source, the PIN, the request's time and checksum as the
 * wizard sends them) of the signed-in page's customer: the card page's session it opens.
 */
export async function openCardSession(page: Page): Promise<{ sessionId: string; url: string }> {
  const body = {
    requestId: requestId(),
    serviceCode: 'LOAD_MONEY',
    source: 'card',
    amount: AMOUNT,
    pin: await maskedPin(page, DEMO_PIN),
  };
  const ts = String(Date.now());
  const receipt = await adapterCall<{ details: Record<string, string> | null }>(page, 'transaction/submit', {
    ...body,
    ts,
    checksum: await requestChecksum(body, ts),
  });
  const url = receipt.details?.paymentUrl ?? '';
  const sessionId = /[?&]session=(CP[A-Za-z0-9_-]{22})/.exec(url)?.[1];
  if (!sessionId) throw new Error(`the load money by card opened no card page: ${JSON.stringify(receipt)}`);
  return { sessionId, url };
}

/**
 * Money loaded by card into the signed-in page's customer (`phone`), all through the gateway's
 * calls, its return then opened as the gateway sends the user there: the transaction credited.
 */
export async function loadByCard(page: Page, phone: string): Promise<string> {
  await page.goto('/favicon.svg');
  const { sessionId } = await openCardSession(page);
  await gatewayCall(page, 'details', { sessionId, cardNumber: CARD, expiry: VALID_EXPIRY, cvv: CVV });
  const { otp } = await latestMessage(page, phone, 'transaction');
  const decided = await gatewayCall(page, 'otp', { sessionId, otp: otp ?? '' });
  await page.goto(decided.returnUrl ?? '');
  await expect(page.getByRole('heading', { name: 'Money loaded', level: 1 })).toBeVisible();
  return (await page.getByText(/^TX\d{18}$/).textContent()) ?? '';
}

/** The code the gateway last sent the customer (the sandbox outbox). */
async function lastCode(page: Page, step: StepInfo): Promise<string> {
  const { otp } = await latestMessage(page, memo(step).phone, 'transaction');
  if (!otp) throw new Error('the card code message carries no code');
  return otp;
}

/** The session moved on on the server to where the answer of the held load says it is. */
async function moveSessionTo(page: Page, step: StepInfo, status: string): Promise<void> {
  const { sessionId } = memo(step);
  let session = await gatewayCall(page, 'session', { sessionId });
  if (session.status === status) return;
  if (session.status === 'created') {
    session = await gatewayCall(page, 'details', { sessionId, cardNumber: CARD, expiry: VALID_EXPIRY, cvv: CVV });
    memo(step).codeSentAt = Date.now();
  }
  if (status === 'authorized' && session.status === 'awaiting_otp')
    session = await gatewayCall(page, 'otp', { sessionId, otp: await lastCode(page, step) });
  expect(session.status, 'the session on the server').toBe(status);
}

/** The first day of this month (UTC) less five days, and last month's MM/YY: expired on the server, not before. */
function deviceClockBehind(): { at: number; expiry: string } {
  const now = new Date();
  const firstOfMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const lastMonth = new Date(firstOfMonth - 5 * 86_400_000);
  const mm = String(lastMonth.getUTCMonth() + 1).padStart(2, '0');
  const yy = String(lastMonth.getUTCFullYear() % 100).padStart(2, '0');
  return { at: lastMonth.getTime(), expiry: `${mm}/${yy}` };
}

async function typeCard(page: Page, number: string, expiry: string) {
  await cardBox(page).fill(number);
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill(expiry.replace('/', ''));
  await page.getByLabel('Security code').fill(CVV);
  await button(page, 'Pay').click();
}

/** Moves the page's clock past the wait the code form shows. */
async function waitShownRunsOut(page: Page) {
  const text = await main(page)
    .getByText(/You can ask for a new code after \d+ seconds\./)
    .innerText();
  const seconds = Number(/after (\d+) seconds/.exec(text)?.[1]);
  await page.clock.runFor((seconds + 1) * 1000);
}

/** What the card page shows while a call is out: nothing can be sent twice. */
async function busy(page: Page) {
  await expect(button(page, 'Cancel payment')).toBeDisabled();
  if ((await codeBox(page).count()) > 0) await expect(button(page, 'Send a new code')).toBeDisabled();
}

export const cardPaymentModel: BrowserModel = {
  machine: 'cardPayment',
  clock: true,
  calls: {
    loadSession: '**/api/payment/v1/card/session',
    submitCard: '**/api/payment/v1/card/details',
    confirmCode: '**/api/payment/v1/card/otp',
    resendCode: '**/api/payment/v1/card/otpResend',
    cancelPayment: '**/api/payment/v1/card/cancel',
  },
  async start(page, step) {
    const customer = await current!;
    // the session's tokens are in storage once a page of the portal is open
    await page.goto('/favicon.svg');
    const { sessionId, url } = await openCardSession(page);
    Object.assign(step.memo, { sessionId, phone: customer.phone, codeSentAt: 0 } satisfies Memo);
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Secure card payment', level: 1 })).toBeVisible();
    // from here on the wait for a new code runs out only when a step moves the clock
    await pauseClockAhead(page, 3000);
  },
  states: {
    'cardPayment.loading': async (page) => {
      await expect(page.getByRole('heading', { name: 'Secure card payment', level: 1 })).toBeVisible();
      await expect(main(page).getByRole('status').filter({ hasText: 'Opening the payment…' })).toBeVisible();
      await expect(cardBox(page)).toHaveCount(0);
      await expect(codeBox(page)).toHaveCount(0);
    },
    'cardPayment.failed': async (page) => {
      await expect(problems(page)).toContainText('The payment page could not be loaded');
      await expect(problems(page)).toContainText('Please try after sometime.');
      await expect(button(page, 'Retry')).toBeEnabled();
      await expect(cardBox(page)).toHaveCount(0);
      await expect(codeBox(page)).toHaveCount(0);
    },
    'cardPayment.cardEntry': async (page, step) => {
      await expect(main(page)).toContainText(AMOUNT_SHOWN);
      await expect(cardBox(page)).toBeEditable();
      await expect(button(page, 'Pay')).toBeEnabled();
      await expect(button(page, 'Cancel payment')).toBeEnabled();
      const expiry = page.getByRole('textbox', { name: 'Expiry (MM/YY)' });
      if (ctx(step).failure === null) await expect(expiry).not.toHaveAccessibleDescription(/expired/);
      // the gateway refused the card (its own clock: the device's is behind): said at the field
      else await expect(expiry).toHaveAccessibleDescription(/The card has expired\./);
    },
    'cardPayment.submitting': async (page) => {
      await expect(cardBox(page)).toBeVisible();
      await expect(button(page, 'Pay')).toBeDisabled();
      await busy(page);
    },
    'cardPayment.otp': async (page, step) => {
      await expect(main(page)).toContainText(AMOUNT_SHOWN);
      await expect(codeBox(page)).toBeEditable();
      await expect(main(page).getByText(/Your bank sent a code to .+ to confirm the payment from card/)).toContainText(
        `•••• ${CARD.slice(-4)}`,
      );
      await expect(cardBox(page)).toHaveCount(0);
      await expect(button(page, 'Confirm')).toBeEnabled();
      await expect(button(page, 'Cancel payment')).toBeEnabled();
      const kind = ctx(step).failure?.kind;
      if (kind === 'otpInvalid') {
        // a wrong code: asked again, with the attempts left
        await expect(codeBox(page)).toHaveAccessibleDescription(/The code is not correct\. Attempts left: \d\./);
        await expect(problems(page)).toHaveCount(0);
      } else if (kind !== undefined)
        await expect(problems(page)).toContainText(
          kind === 'resendTooSoon' ? /Wait \d+:\d\d before asking for another code\./ : /\S/,
        );
      else await expect(problems(page)).toHaveCount(0);
    },
    'cardPayment.otp.resendLocked': async (page) => {
      await expect(main(page).getByText(/You can ask for a new code after \d+ seconds\./)).toBeVisible();
      await expect(button(page, 'Send a new code')).toBeDisabled();
    },
    'cardPayment.otp.resendOpen': async (page) => {
      await expect(main(page).getByText('Did not get it? You can ask for a new code.')).toBeVisible();
      await expect(button(page, 'Send a new code')).toBeEnabled();
    },
    'cardPayment.confirming': async (page) => {
      await expect(codeBox(page)).toBeVisible();
      await expect(button(page, 'Confirm')).toBeDisabled();
      await busy(page);
    },
    'cardPayment.resending': async (page) => {
      await expect(codeBox(page)).toBeVisible();
      await expect(button(page, 'Confirm')).toBeDisabled();
      await busy(page);
    },
    'cardPayment.cancelling': async (page) => {
      await expect(cardBox(page).or(codeBox(page))).toBeVisible();
      await busy(page);
    },
    // the gateway's return, followed: the portal's result page checks it
    'cardPayment.redirecting': async (page, step) => {
      const type = step.event.type;
      const success = type === 'xstate.done.actor.confirmCode' || type === 'xstate.done.actor.loadSession';
      if (success) {
        await expect(page).toHaveURL(/\/payment-success\?/);
        await expect(page.getByRole('heading', { name: 'Money loaded', level: 1 })).toBeVisible();
        await expect(main(page)).toContainText(`•••• ${CARD.slice(-4)}`);
        return;
      }
      await expect(page).toHaveURL(/\/payment-fail\?/);
      await expect(page.getByRole('heading', { name: 'The payment did not go through', level: 1 })).toBeVisible();
      await expect(main(page)).toContainText(
        type === 'xstate.done.actor.cancelPayment'
          ? 'You cancelled the payment.'
          : 'The card issuer declined the payment.',
      );
      await expect(main(page).getByRole('link', { name: 'Try again' })).toBeVisible();
    },
  },
  events: {
    // the gateway already moved where the answer says (a card given, a code confirmed in another tab)
    'xstate.done.actor.loadSession': async (page, step) => {
      await moveSessionTo(page, step, outputOf(step.event)?.status ?? 'created');
    },
    'xstate.error.actor.loadSession': async (_page, _step, tools) => tools.fault(),
    'card.submit': async (page, step) => {
      const next = step.upcoming[0];
      if (next?.type === 'xstate.error.actor.submitCard' && failureKind(next) === 'validation') {
        // the device's clock is behind: last month's card is still valid to the page, not to the gateway
        const behind = deviceClockBehind();
        await page.clock.setSystemTime(behind.at);
        await typeCard(page, CARD, behind.expiry);
      } else if (next?.type === 'xstate.done.actor.submitCard' && outputOf(next)?.returnUrl)
        await typeCard(page, DECLINED_CARD, VALID_EXPIRY);
      else await typeCard(page, CARD, VALID_EXPIRY);
      memo(step).codeSentAt = Date.now();
    },
    'xstate.error.actor.submitCard': async (_page, step, tools) => {
      if (failureKind(step.event) !== 'validation') tools.fault();
    },
    'otp.submit': async (page, step) => {
      const answer = step.upcoming.find((e) => e.type.endsWith('.actor.confirmCode'));
      const right = await lastCode(page, step);
      const wrong = right.slice(0, -1) + String((Number(right.slice(-1)) + 1) % 10);
      await codeBox(page).fill(failureKind(answer) === 'otpInvalid' ? wrong : right);
      await button(page, 'Confirm').click();
    },
    'xstate.error.actor.confirmCode': async (_page, step, tools) => {
      if (failureKind(step.event) !== 'otpInvalid') tools.fault();
    },
    'xstate.after.resendWait.cardPayment.otp.resendLocked': async (page) => waitShownRunsOut(page),
    'otp.resend': async (page, step) => {
      const next = step.upcoming[0];
      const age = Date.now() - memo(step).codeSentAt;
      if (failureKind(next) === 'resendTooSoon' && age > (SERVER_RESEND_SECONDS - 5) * 1000)
        throw new Error(
          `the path took ${Math.round(age / 1000)} s from the code to asking for a new one: the sandbox's ${SERVER_RESEND_SECONDS} s wait is nearly over, its answer would not be the refusal the path expects`,
        );
      await button(page, 'Send a new code').click();
    },
    // a new code: the session's wait passes on the server (that session only), then the call goes on
    'xstate.done.actor.resendCode': async (page, step) => {
      await elapseOnServer(page, { cardSessionId: memo(step).sessionId }, SERVER_RESEND_SECONDS);
      memo(step).codeSentAt = Date.now();
    },
    'payment.cancel': async (page) => {
      await button(page, 'Cancel payment').click();
    },
    'xstate.error.actor.cancelPayment': async (_page, _step, tools) => tools.fault(),
    'payment.retry': async (page) => {
      await button(page, 'Retry').click();
    },
  },
  cannot(event, before) {
    const status = (before.context as CardPaymentContext).session?.status;
    if (
      event.type === 'xstate.done.actor.loadSession' &&
      outputOf(event)?.status === 'created' &&
      status !== undefined &&
      status !== 'created'
    )
      return 'a session whose card was given is never waiting for a card again: loaded again it waits for the code (or is decided)';
    return undefined;
  },
};
