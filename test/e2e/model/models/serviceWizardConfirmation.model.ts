import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { WizardForm } from '../../../../machines/serviceWizard.form';
import type {
  ServiceWizardConfirmationContext,
  ServiceWizardConfirmationInput,
} from '../../../../machines/serviceWizardConfirmation.machine';
import type { SubmissionOutcome } from '../../../../machines/serviceWizardSubmission.machine';
import { DEMO_PIN, DEMO_TOTP_SECRET } from '../../../../server/seed/demoUsers';
import { fillCredentials, latestMessage, restoreSession, typeIntoBoxes, type AccountType } from '../../support';
import { codeFor, newModelContext, wrongCode, type TwoFactorAccount } from '../accounts';
import type { PlannedPath } from '../plan';
import type { BrowserModel, StepInfo } from '../runner';
import { elapseOnServer } from '../serverTime';
import { amountBox, chooseOperator, mobileTransfer, next, reviewHeading } from '../wizardSteps';

/**
 * requirements#step-up, #form-steps: the service wizard's confirmation chart (the Submit confirmed
 * by the transaction PIN, a code texted to the paying customer, the authenticator code with the PIN
 * above an amount, or nothing) walked on real services of the second sandbox. The chart's paths do
 * not say which service: each walked path is given a scenario by its signature (the input's kind of
 * confirmation and its events), which opens the service as its account, fills it up to the review
 * and presses Submit, where the confirmation starts.
 *
 * - the PIN: mobile bill payment (consumer; a wrong PIN as merchant — at most one wrong PIN per
 *   walked path and two per run on that account, under the server's five (server/payments/pinCheck.ts),
 *   and every right PIN of the service wizard's model clears the count);
 * - nothing to confirm: favourites (consumer, no money);
 * - a texted code: cash out by agent (agent; the code is the consumer's SMS, read from the sandbox's
 *   outbox; each path its own amount, so the server's one open code per transaction is the path's own);
 *   the countdown moves with page.clock, and the server's resend wait is over by `elapse` on the code;
 * - step-up: send money above 50,000 as consumer2fa (two-step verification on; no other spec signs
 *   her in on the second sandbox, and one path pays 60,000 of her 90,500), and as consumer (off).
 *   A payment the server finds above the amount after all is send money whose form, as the browser
 *   gets it, names a higher amount (page.route): the portal does not ask the code, the server does.
 */

type Kind = 'pin' | 'otp' | 'none' | 'pinAbove' | 'pinBelow' | 'totp';

const ctx = (step: StepInfo) => step.snapshot.context as ServiceWizardConfirmationContext;
const inputOf = (path: PlannedPath) => path.input as ServiceWizardConfirmationInput;

export function kindOf(form: WizardForm, stepUp: boolean): Kind {
  const c = form.confirmation;
  if (c.kind === 'pin') return c.stepUp ? (stepUp ? 'pinAbove' : 'pinBelow') : 'pin';
  return c.kind;
}

const outcomeOf = (e: EventObject) =>
  e.type === 'xstate.done.actor.submission' ? (e as unknown as { output: SubmissionOutcome }).output : undefined;

/** An event in brief: `done:submission(pinWrong)`, `done:loadTwoFactor(true)`, `otp.resend`. */
function eventName(e: EventObject): string {
  const name = e.type.replace(/^xstate\.(done|error)\.actor\./, '$1:');
  const outcome = outcomeOf(e);
  if (outcome) return `${name}(${outcome.outcome === 'receipt' ? 'receipt' : outcome.failure.kind})`;
  const enabled = (e as { output?: { enabled?: boolean } }).output?.enabled;
  if (enabled !== undefined) return `${name}(${enabled})`;
  if (e.type.startsWith('xstate.error.')) return `${name}(fault)`;
  return name;
}

/** A path in brief: `pinAbove: done:loadTwoFactor(true) confirmation.submit done:submission(receipt)`. */
export function signatureOf(path: PlannedPath): string {
  const input = inputOf(path);
  const first = path.steps[0]!.snapshot.context as ServiceWizardConfirmationContext;
  const events = path.steps.slice(1).map((s) => eventName(s.event));
  return `${kindOf(input.form, first.stepUp)}:${events.length ? ` ${events.join(' ')}` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// the services

const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });
export const backToForm = (page: Page) => page.getByRole('button', { name: 'Back to the form' });
export const confirmAndPay = (page: Page) => page.getByRole('button', { name: 'Confirm and pay' });
export const IN_PROCESS = 'Please wait, the transaction is in process.';
export const KEPT = 'Nothing you entered was lost.';
export const SUBMIT_URL = '**/api/adapter/v1/transaction/submit';
const OTP_URL = '**/api/adapter/v1/transaction/otp';
const FORM_URL = /\/api\/cms\/v1\/default_layout_getServiceConfiguration_/;
export const CONSUMER_PHONE = '7701000001';
export const CONSUMER2FA_PHONE = '7701000002';

export interface Scenario {
  login: string;
  type: AccountType;
  route: string;
  /** fills the form up to the review (or its one step) and presses Submit */
  fill(page: Page, path: PlannedPath): Promise<void>;
  /** the form as the browser gets it (the server's stays as it is) */
  formPatch?: (form: { confirmation?: { stepUp?: { above?: number } } }) => void;
}

export async function openWizard(page: Page, scenario: Scenario) {
  if (scenario.login === 'consumer2fa') await signInConsumer2fa(page);
  else await restoreSession(page, { login: scenario.login, type: scenario.type });
  if (scenario.formPatch) {
    const patch = scenario.formPatch;
    await page.route(FORM_URL, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data?: { confirmation?: { stepUp?: { above?: number } } } };
      if (body.data) patch(body.data);
      await route.fulfill({ response, json: body });
    });
  }
  await page.goto(scenario.route);
  // a draft another path left for the account is offered first: started over
  const offer = page.getByTestId('draft-offer');
  await expect(offer.or(page.locator('main form')).first()).toBeVisible();
  if (await offer.isVisible()) {
    await offer.getByRole('button').last().click();
    await expect(offer).toHaveCount(0);
  }
  await expect(page.locator('main form')).toBeVisible();
}

async function toReviewAndSubmit(page: Page) {
  await expect(reviewHeading(page)).toBeVisible();
  await submitButton(page).click();
}

async function mobileBill(page: Page, amount: string, number = '7701234567') {
  await chooseOperator(page);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(number);
  await amountBox(page).fill(amount);
  await next(page);
  await toReviewAndSubmit(page);
}

async function walletThenAmount(page: Page, label: string, mobile: string, amount: string) {
  await mobileTransfer(page, label, mobile, amount);
  await toReviewAndSubmit(page);
}

const sendMoney = (login: string, payee: string, amount: string, formPatch?: Scenario['formPatch']): Scenario => ({
  login,
  type: 'Customer',
  route: '/app/services/send-money',
  fill: (page) => walletThenAmount(page, "Recipient's mobile number", payee, amount),
  ...(formPatch ? { formPatch } : {}),
});

/**
 * Cash out by agent from the wallet of `payer`, who approves with a texted code; an amount of the
 * path's own: the server keeps one open code per (agent, service, payer, amount).
 */
export const cashOutFrom = (payer: string): Scenario => ({
  login: 'agent',
  type: 'Agent',
  route: '/app/service/cash-out-by-agent',
  fill: (page, path) => walletThenAmount(page, "Customer's mobile number", payer, String(1000 + path.index)),
});

export const scenarios = {
  consumerBill: {
    login: 'consumer',
    type: 'Customer',
    route: '/app/services/mobile-bill-payment',
    fill: (page) => mobileBill(page, '2000'),
  },
  merchantBill: {
    login: 'merchant',
    type: 'Merchant',
    route: '/app/services/mobile-bill-payment',
    fill: (page) => mobileBill(page, '3000'),
  },
  favourite: {
    login: 'consumer',
    type: 'Customer',
    route: '/app/service/favourites',
    async fill(page, path) {
      const number = page.getByRole('textbox', { name: 'Mobile number' });
      await number.fill('7701000006');
      await expect(number).not.toHaveAccessibleDescription(/No wallet/);
      await page.getByRole('textbox', { name: 'Nickname' }).fill(`Model ${path.index}`);
      await submitButton(page).click();
    },
  },
  cashOut: cashOutFrom(CONSUMER_PHONE),
  // requirements#payment-results: the sandbox's operator refuses numbers ending in 0000 (status 2)
  declinedBill: {
    login: 'consumer',
    type: 'Customer',
    route: '/app/services/mobile-bill-payment',
    fill: (page) => mobileBill(page, '2000', '7701230000'),
  },
  // by card (the default source): a pending receipt handed off to the payment gateway's page
  loadMoney: {
    login: 'consumer',
    type: 'Customer',
    route: '/app/services/load-money',
    async fill(page) {
      await expect(page.getByRole('radio', { name: /card/i })).toBeChecked();
      await next(page);
      await amountBox(page).fill('5000');
      await next(page);
      await toReviewAndSubmit(page);
    },
  },
  stepUp: sendMoney('consumer2fa', CONSUMER_PHONE, '60000'),
  stepUpWithoutTwoFactor: sendMoney('consumer', CONSUMER2FA_PHONE, '60000'),
  // the browser's form says 100,000: the portal asks the PIN only, the server (50,000) the code too
  stepUpFoundByServer: sendMoney('consumer2fa', CONSUMER_PHONE, '60000', (form) => {
    if (form.confirmation?.stepUp) form.confirmation.stepUp.above = 100000;
  }),
  // the same, as a customer without two-step verification: the server says to turn it on
  twoFactorOffFoundByServer: sendMoney('consumer', CONSUMER2FA_PHONE, '60000', (form) => {
    if (form.confirmation?.stepUp) form.confirmation.stepUp.above = 100000;
  }),
} satisfies Record<string, Scenario>;

type ScenarioKey = keyof typeof scenarios;

/** Which scenario walks which path: every transition the browser can take, once or more. */
export const scenarioBySignature: Record<string, ScenarioKey> = {
  'pin: confirmation.submit done:submission(receipt)': 'consumerBill',
  'pin: confirmation.submit done:submission(pinWrong) confirmation.cancel': 'merchantBill',
  'pin: confirmation.submit done:submission(network)': 'consumerBill',
  'none: done:submission(receipt)': 'favourite',
  'none: done:submission(network)': 'favourite',
  'otp: confirmation.cancel': 'cashOut',
  'otp: error:requestOtp(fault) otp.resend': 'cashOut',
  'otp: done:requestOtp confirmation.submit done:submission(receipt)': 'cashOut',
  'otp: done:requestOtp confirmation.submit done:submission(otpInvalid) confirmation.cancel': 'cashOut',
  'otp: done:requestOtp otp.expired confirmation.cancel': 'cashOut',
  'otp: done:requestOtp otp.resendAvailable otp.resend': 'cashOut',
  'pinAbove: done:loadTwoFactor(true) confirmation.submit done:submission(receipt)': 'stepUp',
  'pinAbove: done:loadTwoFactor(true) confirmation.submit done:submission(invalidCode) confirmation.cancel': 'stepUp',
  'pinAbove: error:loadTwoFactor(fault)': 'stepUpWithoutTwoFactor',
  'pinAbove: done:loadTwoFactor(false) confirmation.cancel': 'stepUpWithoutTwoFactor',
  'pinBelow: confirmation.submit done:submission(stepUpRequired) confirmation.cancel': 'stepUpFoundByServer',
};

/** npm test: every state once, fewest paths (a texted code sent and refused, step-up asked and paid). */
export const subsetSignatures = [
  'pin: confirmation.submit done:submission(receipt)',
  'none: done:submission(receipt)',
  'otp: error:requestOtp(fault) otp.resend',
  'otp: done:requestOtp confirmation.submit done:submission(otpInvalid) confirmation.cancel',
  'pinAbove: done:loadTwoFactor(false) confirmation.cancel',
  'pinAbove: done:loadTwoFactor(true) confirmation.submit done:submission(receipt)',
];

/** The paths that sign consumer2fa in or read the consumer's texted codes: one worker, in order. */
export const usesSharedCodes = (path: PlannedPath) => {
  const key = scenarioBySignature[signatureOf(path)];
  return key === 'stepUp' || key === 'stepUpFoundByServer' || key === 'cashOut';
};

export function scenarioFor(path: PlannedPath): Scenario {
  const key = scenarioBySignature[signatureOf(path)];
  if (!key)
    throw new Error(`serviceWizardConfirmation: no scenario walks the path ${path.index} (${signatureOf(path)})`);
  return scenarios[key];
}

// consumer2fa: each code is accepted once (sign-in and payments alike)
export const consumer2fa: TwoFactorAccount = {
  userName: 'consumer2fa',
  password: 'Demo@1234',
  secret: DEMO_TOTP_SECRET,
  recoveryCodes: [],
  lastStep: 0,
};

const STEP_FILE = 'test-results/model-auth/consumer2fa-step';
const STEP_LOCK = `${STEP_FILE}.lock`;

/**
 * A code of consumer2fa the server has not seen: the 30 s step after the last one claimed by any
 * worker (the confirmation's and the submission's specs may run at once), within the server's ±1
 * window; a third in a window waits for the next. The claim is a file, under a lock directory.
 */
export async function claimConsumer2faCode(): Promise<string> {
  mkdirSync('test-results/model-auth', { recursive: true });
  for (let i = 0; i < 90; i++) {
    let locked = false;
    try {
      mkdirSync(STEP_LOCK);
      locked = true;
    } catch {
      // a lock left by a worker that died holding it
      if (existsSync(STEP_LOCK) && Date.now() - statSync(STEP_LOCK).mtimeMs > 10_000)
        rmSync(STEP_LOCK, { force: true, recursive: true });
    }
    if (locked) {
      try {
        const last = existsSync(STEP_FILE) ? Number(readFileSync(STEP_FILE, 'utf8')) || 0 : 0;
        const now = Math.floor(Date.now() / 30_000);
        const step = Math.max(now, last + 1);
        if (step <= now + 1) {
          writeFileSync(STEP_FILE, String(step));
          return codeFor(consumer2fa.secret, step * 30_000);
        }
      } finally {
        rmSync(STEP_LOCK, { force: true, recursive: true });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("no unused step of consumer2fa's authenticator within 90 s");
}

/** Signs consumer2fa in on a page of its own (the path's page holds the calls it checks). */
async function signInConsumer2fa(page: Page) {
  const other = await page.context().newPage();
  try {
    await other.goto('/signin');
    await fillCredentials(other, consumer2fa.userName, consumer2fa.password);
    const first = other.getByRole('textbox', { name: 'Authenticator code' }).first();
    await expect(first).toBeFocused();
    await other.keyboard.type(await claimConsumer2faCode());
    await expect(
      other
        .getByRole('alert')
        .or(other.getByRole('heading', { level: 1 }))
        .first(),
    ).toBeVisible();
    await expect(other, `consumer2fa's sign-in: ${await other.getByRole('alert').allInnerTexts()}`).toHaveURL(
      /\/app\/dashboard$/,
    );
  } finally {
    await other.close();
  }
}

// ---------------------------------------------------------------------------------------------
// the screens

const failureText: Record<string, RegExp> = {
  pinWrong: /The PIN is not right/,
  otpInvalid: /That code is not right/,
  invalidCode: /That code is not right/,
  stepUpRequired: /also needs the code from your authenticator app/,
  network: /Please try after sometime/,
};

async function expectFailure(page: Page, step: StepInfo) {
  const failure = ctx(step).failure;
  const panel = page.locator('main');
  if (failure === null) {
    await expect(panel.getByRole('alert').filter({ hasText: /not right|needs the code|try after/ })).toHaveCount(0);
    return;
  }
  const text = failureText[failure.kind];
  await expect(
    panel
      .getByRole('alert')
      .filter({ hasText: text ?? /./ })
      .first(),
  ).toBeVisible();
}

/** Not the seeded PIN (2580): refused as wrong. */
const WRONG_PIN = '1111';

/** The PIN typed: wrong when the server must refuse it. */
export async function typePin(page: Page, wrong: boolean) {
  await typeIntoBoxes(page, 'Transaction PIN', wrong ? WRONG_PIN : DEMO_PIN);
}

const upcomingOutcome = (step: StepInfo) => {
  const next = step.upcoming[0];
  return next ? outcomeOf(next) : undefined;
};
const refusedAs = (step: StepInfo, kind: string) => {
  const outcome = upcomingOutcome(step);
  return outcome?.outcome === 'refused' && outcome.failure.kind === kind;
};

export const serviceWizardConfirmationModel: BrowserModel = {
  machine: 'serviceWizardConfirmation',
  clock: true,
  calls: {
    submission: SUBMIT_URL,
    requestOtp: OTP_URL,
    loadTwoFactor: '**/api/adapter/v1/getUserAccount',
  },
  async start(page, step) {
    const scenario = scenarioFor(step.path);
    await openWizard(page, scenario);
    await scenario.fill(page, step.path);
  },
  states: {
    // an eventless choice: never rests (its transitions name it)
    'serviceWizardConfirmation.choosing': async () => {},
    'serviceWizardConfirmation.pin': async (page, step) => {
      await expect(page.getByRole('heading', { name: 'Confirm with your PIN', level: 2 })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Transaction PIN, digit 1 of/ })).toBeEnabled();
      await expect(backToForm(page)).toBeEnabled();
      await expect(confirmAndPay(page)).toBeDisabled();
      await expectFailure(page, step);
    },
    'serviceWizardConfirmation.checkingTwoFactor': async (page, step) => {
      await expect(page.getByText('Checking your two-step verification…')).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Authenticator code/ })).toHaveCount(0);
      await expect(backToForm(page)).toBeEnabled();
      await expectFailure(page, step);
    },
    'serviceWizardConfirmation.authenticator': async (page, step) => {
      await expect(
        page.getByRole('heading', { name: 'Confirm with your PIN and authenticator code', level: 2 }),
      ).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Transaction PIN, digit 1 of/ })).toBeEnabled();
      await expect(page.getByRole('textbox', { name: /^Authenticator code, digit 1 of 6/ })).toBeEnabled();
      await expect(confirmAndPay(page)).toBeDisabled();
      await expectFailure(page, step);
    },
    'serviceWizardConfirmation.twoFactorOff': async (page) => {
      const alert = page.getByRole('alert').filter({ hasText: 'Turn on two-step verification' });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('link', { name: 'Turn on two-step verification in Security' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Authenticator code/ })).toHaveCount(0);
      await expect(backToForm(page)).toBeEnabled();
    },
    'serviceWizardConfirmation.otp': async (page) => {
      await expect(page.getByRole('heading', { name: 'Confirm with a one-time code', level: 2 })).toBeVisible();
      await expect(backToForm(page)).toBeEnabled();
    },
    'serviceWizardConfirmation.otp.sending': async (page) => {
      await expect(page.getByText('Sending a code…')).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^One-time code/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Send a new code' })).toHaveCount(0);
    },
    'serviceWizardConfirmation.otp.notSent': async (page, step) => {
      await expect(page.getByRole('textbox', { name: /^One-time code/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Send a new code' })).toBeVisible();
      await expectFailure(page, step);
    },
    'serviceWizardConfirmation.otp.entering': async (page, step) => {
      const { codeAlive, canResend } = ctx(step);
      const box = page.getByRole('textbox', { name: /^One-time code, digit 1 of 6/ });
      await expect(box).toBeVisible();
      await expect(page.getByText('We sent a code by SMS to the paying customer.')).toBeVisible();
      if (codeAlive) {
        await expect(box).toBeEnabled();
        await expect(page.getByText(/^The code is valid for /)).toBeVisible();
      } else {
        await expect(box).toBeDisabled();
        await expect(page.getByText('The code has expired. Ask for a new one.')).toBeVisible();
      }
      await expect(page.getByRole('button', { name: 'Send a new code' })).toHaveCount(canResend || !codeAlive ? 1 : 0);
      await expectFailure(page, step);
    },
    'serviceWizardConfirmation.submitting': async (page) => {
      await expect(page.getByText(IN_PROCESS)).toBeVisible();
      const back = backToForm(page);
      // a service confirmed by nothing shows no panel, only the overlay
      if ((await back.count()) > 0) await expect(back).toBeDisabled();
    },
    'serviceWizardConfirmation.submitted': async (page, step) => {
      const outcome = outcomeOf(step.event)!;
      await expect(page.getByText(IN_PROCESS)).toHaveCount(0);
      await expect(confirmAndPay(page)).toHaveCount(0);
      if (outcome.outcome === 'receipt') {
        // the wizard's receipt (favourites: its own title)
        await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
      } else {
        // back at the form, every value kept, the failure said
        const kept = page.getByRole('alert').filter({ hasText: KEPT });
        await expect(kept).toBeVisible();
        await expect(page.locator('main form')).toBeVisible();
      }
    },
    'serviceWizardConfirmation.cancelled': async (page) => {
      await expect(confirmAndPay(page)).toHaveCount(0);
      await expect(backToForm(page)).toHaveCount(0);
      await expect(page.locator('main form')).toBeVisible();
      await expect(reviewHeading(page)).toBeVisible();
    },
  },
  events: {
    'confirmation.submit': async (page, step) => {
      const before = step.before.value;
      if (before === 'authenticator') {
        await typePin(page, refusedAs(step, 'pinWrong'));
        const code = refusedAs(step, 'invalidCode') ? wrongCode(consumer2fa) : await claimConsumer2faCode();
        await typeIntoBoxes(page, 'Authenticator code', code);
      } else if (before === 'pin') {
        await typePin(page, refusedAs(step, 'pinWrong'));
      } else {
        // the code texted to the paying customer (the newest: this worker walks the texted paths in order)
        const { otp } = await latestMessage(page, CONSUMER_PHONE, 'transaction');
        const code = refusedAs(step, 'otpInvalid') ? (otp === '000000' ? '111111' : '000000') : otp!;
        await typeIntoBoxes(page, 'One-time code', code);
      }
      await confirmAndPay(page).click();
    },
    'confirmation.cancel': async (page) => {
      await backToForm(page).click();
    },
    'xstate.done.actor.submission': async (_page, step, tools) => {
      if (outcomeOf(step.event)?.outcome === 'failed') tools.fault(503);
    },
    'xstate.done.actor.requestOtp': async (page, step) => {
      // the code's request id, for the server's resend wait (elapse)
      step.memo.otpAnswer = page
        .waitForResponse((r) => r.url().includes('/transaction/otp'))
        .then((r) => r.json() as Promise<{ data?: { requestId?: string } }>);
    },
    'xstate.error.actor.requestOtp': async (_page, _step, tools) => tools.fault(503),
    'xstate.done.actor.loadTwoFactor': async () => {},
    'xstate.error.actor.loadTwoFactor': async (_page, _step, tools) => tools.fault(503),
    'otp.resendAvailable': async (page) => {
      await page.clock.runFor(31_000);
    },
    'otp.expired': async (page) => {
      await page.clock.runFor(181_000);
    },
    'otp.resend': async (page, step) => {
      if ((step.before.value as { otp?: string }).otp === 'entering') {
        // the server's own wait (30 s) over for this code, as the page's countdown said
        const answer = await (step.memo.otpAnswer as Promise<{ data?: { requestId?: string } }>);
        await elapseOnServer(page, { otpRequestId: answer.data!.requestId! }, 31);
      }
      await page.getByRole('button', { name: 'Send a new code' }).click();
    },
  },
  async after(page, path) {
    // consumer2fa's 60,000 back from the consumer (two payments below the step-up), for the other step-up paths of this run (the submission's too)
    const last = path.steps[path.steps.length - 1]!.event;
    if (scenarioBySignature[signatureOf(path)] !== 'stepUp' || outcomeOf(last)?.outcome !== 'receipt') return;
    const context = await newModelContext(page.context().browser()!);
    try {
      const back = await context.newPage();
      const payBack = sendMoney('consumer', CONSUMER2FA_PHONE, '30000');
      for (let i = 0; i < 2; i++) {
        await openWizard(back, payBack);
        await payBack.fill(back, path);
        await typePin(back, false);
        await confirmAndPay(back).click();
        await expect(back.getByRole('heading', { name: 'Payment successful', level: 2 })).toBeVisible();
      }
    } finally {
      await context.close();
    }
  },
  cannot(event, before) {
    const context = before.context as ServiceWizardConfirmationContext;
    if (context.form.confirmation.kind === 'totp')
      return 'a service confirmed by the authenticator code alone: the sandbox seeds none, and a form override is server-wide (every spec on the second sandbox would meet it)';
    if ((event.type === 'otp.expired' || event.type === 'otp.resendAvailable') && !before.children.timer)
      return 'the countdown starts with a code sent: before one (sending, or not sent) no timer runs to report';
    const outcome = outcomeOf(event);
    if (outcome?.outcome === 'refused' && outcome.failure.kind === 'twoFactorOff' && context.stepUp)
      return "two-step verification turned off between the check and the Submit: the check's answer (getUserAccount) is the server's own, and the sandbox has no switch to turn it off mid-payment";
    return undefined;
  },
};
