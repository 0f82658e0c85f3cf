import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { OtpVerificationContext } from '../../../../machines/otpVerification.machine';
import { otpVerificationInputs } from '../../../../machines/samples/otpVerification.samples';
import { createAccount, latestMessage, openActivation, typeIntoBoxes } from '../../support';
import { type BrowserModel, type StepInfo, pauseClockAhead } from '../runner';
import { elapseOnServer } from '../serverTime';

/**
 * requirements#activation and requirements#otp-timer: the SMS code that activates a new account,
 * with its countdown. Each path signs up an account of its own (through the API, left waiting for
 * its code) and opens /activation with it. The page's clock is paused at the start: the timer's
 * reports (a new code may be asked for after 30 s, the code dies after 180 s) come only when a
 * step moves the clock by that much, so a busy machine cannot fire them early.
 */

/** The sandbox judges the resend window by its own (real) clock: a path must ask before it opens. */
const SERVER_RESEND_MARGIN_MS = 25_000;

const ctx = (step: StepInfo) => step.snapshot.context as OtpVerificationContext;
const failureKind = (e: EventObject | undefined) => (e as { error?: { kind?: string } } | undefined)?.error?.kind;
const form = (page: Page) => page.getByRole('form', { name: 'Activate account' });
const firstBox = (page: Page) => page.getByRole('textbox', { name: /^Code from the SMS, digit 1 of 6$/ });

interface Memo {
  phone: string;
  registration: {
    jwt_token: string;
    otp: { requestId: string; validitySeconds?: number; resendAfterSeconds?: number };
  };
  registeredAt: number;
}

/** The chart's first code (the samples'): a resend replaces it with another request id. */
const FIRST_REQUEST = otpVerificationInputs[0]!.delivery.requestId;
/** The time a countdown shows, in seconds ("2:05" is 125). */
function secondsShown(text: string): number {
  const [, minutes, seconds] = /(\d+):(\d\d)/.exec(text) ?? [];
  return Number(minutes) * 60 + Number(seconds);
}
const memo = (step: StepInfo) => step.memo as unknown as Memo;

/**
 * Moves the page's clock until the countdown shown by `label` runs out (and a second past it: the
 * timer ticks each second). The time left is read from the screen, so the moment the page's clock
 * was paused does not matter.
 */
async function runOut(page: Page, label: RegExp) {
  const text = await page.getByText(label).innerText();
  const [, minutes, seconds] = /(\d+):(\d\d)/.exec(text) ?? [];
  if (minutes === undefined || seconds === undefined) throw new Error(`no time left shown in "${text}"`);
  await page.clock.runFor((Number(minutes) * 60 + Number(seconds) + 1) * 1000);
}

/** Sends `count` wrong codes for the path's request straight to the sandbox (its attempts used up). */
async function spendAttempts(page: Page, step: StepInfo, count: number) {
  const { registration } = memo(step);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const code = await latestMessage(page, memo(step).phone, 'activation');
  const wrong = code.otp === '000000' ? '111111' : '000000';
  for (let i = 0; i < count; i++) {
    const response = await page.request.post('/api/demo/v1/front_users_activation', {
      headers: {
        'Content-Type': 'application/json',
        'X-Access-Token': `Bearer ${registration.jwt_token}`,
        'X-XSRF-TOKEN': csrf,
      },
      data: { requestId: registration.otp.requestId, otp: wrong },
    });
    expect(((await response.json()) as { responseCode: number }).responseCode).not.toBe(0);
  }
}

const failureText: Record<string, RegExp> = {
  otpInvalid: /That code is not right\. \d+ tr(y|ies) left\./,
  network: /Please try after sometime\./,
  resendTooSoon: /Wait \d+:\d\d before asking for another code\./,
};

export const otpVerificationModel: BrowserModel = {
  machine: 'otpVerification',
  clock: true,
  calls: {
    verifyCode: '**/api/demo/v1/front_users_activation',
    resendCode: '**/api/adapter/v1/resendSMS',
  },
  async start(page, step) {
    const account = await createAccount(page, 'mdlact', { activate: false });
    Object.assign(step.memo, {
      phone: account.phone,
      registration: account.registration,
      registeredAt: Date.now(),
    } satisfies Memo);
    await openActivation(page, account.registration);
    await expect(page.getByRole('heading', { name: 'Activate your account', level: 1 })).toBeVisible();
    // from here on the countdown moves only when a step moves it
    // (a few seconds ahead: the page's clock runs on until the call arrives)
    await pauseClockAhead(page, 3000);
  },
  states: {
    'otpVerification.awaitingCode': async (page, step) => {
      await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
      await expect(firstBox(page)).toBeEnabled();
      await expect(page.getByText(/The code expires in \d+:\d\d\./)).toBeVisible();
      const failure = ctx(step).failure;
      if (failure === null) await expect(form(page).getByRole('alert')).toHaveCount(0);
      else await expect(form(page).getByRole('alert')).toContainText(failureText[failure.kind] ?? /\S/);
      if (ctx(step).canResend) await expect(page.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
      else await expect(page.getByRole('button', { name: /^Send a new code in \d+:\d\d$/ })).toBeDisabled();
      // a new code: its countdown starts afresh (the first one's had run down past the resend wait)
      if (ctx(step).delivery.requestId !== FIRST_REQUEST) {
        const { validitySeconds = 180, resendAfterSeconds = 30 } = memo(step).registration.otp;
        await expect
          .poll(async () => secondsShown(await page.getByText(/The code expires in \d+:\d\d\./).innerText()))
          .toBeGreaterThan(validitySeconds - resendAfterSeconds);
      }
    },
    'otpVerification.verifying': async (page) => {
      await expect(firstBox(page)).toBeDisabled();
      await expect(form(page).getByRole('button', { name: 'Activate account' })).toBeDisabled();
    },
    'otpVerification.codeExpired': async (page, step) => {
      await expect(form(page).getByRole('alert')).toContainText(
        ctx(step).failure?.kind === 'otpAttemptsExceeded'
          ? 'Too many wrong codes. Ask for a new one.'
          : 'The code has expired. Ask for a new one.',
      );
      await expect(firstBox(page)).toBeDisabled();
      await expect(page.getByText(/The code expires in/)).toHaveCount(0);
      await expect(form(page).getByRole('button', { name: 'Activate account' })).toBeDisabled();
    },
    'otpVerification.resending': async (page) => {
      await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    },
    'otpVerification.verified': async (page) => {
      await expect(page).toHaveURL(/\/signin\?notice=activated$/);
      await expect(page.getByText('Your account is active. Sign in to continue.')).toBeVisible();
    },
  },
  events: {
    // the code the next answer needs: the sandbox's own (outbox), or one it will refuse
    'otp.submit': async (page, step) => {
      // the answer this code gets (the timer may report in between)
      const kind = failureKind(step.upcoming.find((e) => e.type.endsWith('.actor.verifyCode')));
      const { otp } = await latestMessage(page, memo(step).phone, 'activation');
      let code = otp ?? '';
      if (kind === 'otpAttemptsExceeded') {
        // the last allowed guess: the sandbox allows five to a code
        await spendAttempts(page, step, 4);
        code = otp === '000000' ? '111111' : '000000';
      } else if (kind === 'otpInvalid') code = otp === '000000' ? '111111' : '000000';
      await typeIntoBoxes(page, 'Code from the SMS', code);
    },
    'otp.resend': async (page, step) => {
      // the sandbox refuses a new code for 30 s of its own time after the last: a path that expects
      // the refusal must ask before then (one that expects a new code moves the server's time)
      const age = Date.now() - memo(step).registeredAt;
      if (failureKind(step.upcoming[0]) === 'resendTooSoon' && age > SERVER_RESEND_MARGIN_MS)
        throw new Error(
          `the path took ${Math.round(age / 1000)} s to ask for a new code: the sandbox's 30 s wait is nearly over, its answer would not be the refusal the path expects`,
        );
      await page.getByRole('button', { name: 'Send a new code' }).click();
    },
    'otp.resendAvailable': async (page) => runOut(page, /^Send a new code in \d+:\d\d$/),
    'otp.expired': async (page) => runOut(page, /The code expires in \d+:\d\d\./),
    // a new code: the code's resend wait passes on the server (that code only), then the call goes on
    'xstate.done.actor.resendCode': async (page, step) => {
      const { otp } = memo(step).registration;
      await elapseOnServer(page, { otpRequestId: otp.requestId }, otp.resendAfterSeconds ?? 30);
    },
    // the sandbox has no switch that makes the check fail: a network fault does
    'xstate.error.actor.verifyCode': async (_page, step, tools) => {
      if (failureKind(step.event) === 'network') tools.fault();
    },
  },
  cannot(event, before) {
    const c = before.context as OtpVerificationContext;
    if (event.type === 'otp.resendAvailable' && c.canResend)
      return 'the timer reports once per code that a new one may be asked for';
    if (event.type === 'otp.expired' && !before.matches('awaitingCode') && !before.matches('codeExpired'))
      return "the code's expiry while a call is out: moving the page's clock 180 s times the call out first (the portal's 150 s request timeout runs on the same clock)";
    if (event.type === 'otp.expired' && !c.codeAlive) return 'the timer reports once per code that it expired';
    if (event.type === 'otp.expired' && !c.canResend)
      return 'the timer opens "send a new code" (30 s) before the code expires (180 s): it reports that first';
    // (last: a transition cut here for this reason alone is taken by the paths of the first code)
    if (c.delivery.requestId !== FIRST_REQUEST)
      return "after a new code the screen is the first code's again: the paths of the first code walk what follows";
    return undefined;
  },
};
