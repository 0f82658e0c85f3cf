import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { SubmitInput } from '../../../../machines/serviceWizardSubmission.machine';
import { latestMessage, typeIntoBoxes } from '../../support';
import { wrongCode } from '../accounts';
import type { PlannedPath } from '../plan';
import type { BrowserModel, StepInfo } from '../runner';
import {
  backToForm,
  cashOutFrom,
  claimConsumer2faCode,
  confirmAndPay,
  consumer2fa,
  CONSUMER2FA_PHONE,
  IN_PROCESS,
  KEPT,
  openWizard,
  scenarios,
  SUBMIT_URL,
  typePin,
  type Scenario,
} from './serviceWizardConfirmation.model';

/**
 * requirements#transaction-status, #step-up: one Submit of a service payment (the submission
 * chart: paid, pending, declined, a refused PIN or code, a failure) walked on the real services of
 * the confirmation's model (serviceWizardConfirmation.model). The start opens the service, fills it,
 * presses Submit and confirms it the way the service asks — with a wrong PIN or code when the path's
 * answer is that refusal — and the Submit is held on its way until the path's answer step, where the
 * server answers (a failure: the call answered 503). Pending is load money by card (handed off to the
 * payment gateway's page), declined a mobile bill the sandbox's operator refuses; a code the server
 * asks that the portal did not (step-up found above the amount, two-step verification off) is send
 * money whose form, as the browser gets it, names a higher amount. The texted code is consumer2fa's
 * (the confirmation's model reads the consumer's), so the two specs' newest codes are their own.
 */

type Kind = 'pin' | 'otp' | 'none' | 'pinAbove' | 'totp';

const inputOf = (path: PlannedPath) => path.input as SubmitInput;

function kindOf(input: SubmitInput): Kind {
  const c = input.form.confirmation;
  if (c.kind === 'pin') return c.stepUp ? 'pinAbove' : 'pin';
  return c.kind;
}

/** The answer in brief: `done:submitTransaction(1)`, `error:submitTransaction(pinWrong)`. */
function eventName(e: EventObject): string {
  const name = e.type.replace(/^xstate\.(done|error)\.actor\./, '$1:');
  const status = (e as { output?: { status?: number } }).output?.status;
  if (status !== undefined) return `${name}(${status})`;
  const kind = (e as { error?: { kind?: string } }).error?.kind;
  return kind ? `${name}(${kind})` : name;
}

export function signatureOf(path: PlannedPath): string {
  const events = path.steps.slice(1).map((s) => eventName(s.event));
  return `${kindOf(inputOf(path))}:${events.length ? ` ${events.join(' ')}` : ''}`;
}

const submissionScenarios = {
  ...scenarios,
  cashOutConsumer2fa: cashOutFrom(CONSUMER2FA_PHONE),
} satisfies Record<string, Scenario>;

/** Which scenario walks which path: every transition, on the services that answer it. */
export const scenarioBySignature: Record<string, keyof typeof submissionScenarios> = {
  'pin: done:submitTransaction(1)': 'consumerBill',
  'pin: done:submitTransaction(0)': 'loadMoney',
  'pin: done:submitTransaction(2)': 'declinedBill',
  'pin: error:submitTransaction(pinWrong)': 'merchantBill',
  'pin: error:submitTransaction(stepUpRequired)': 'stepUpFoundByServer',
  'pin: error:submitTransaction(twoFactorOff)': 'twoFactorOffFoundByServer',
  'pin: error:submitTransaction(network)': 'consumerBill',
  'otp: done:submitTransaction(1)': 'cashOutConsumer2fa',
  'otp: error:submitTransaction(otpInvalid)': 'cashOutConsumer2fa',
  'none: done:submitTransaction(1)': 'favourite',
  'pinAbove: error:submitTransaction(invalidCode)': 'stepUp',
};

/** npm test: every state once (paid, pending, declined, refused, failed). */
export const subsetSignatures = [
  'pin: done:submitTransaction(1)',
  'pin: done:submitTransaction(0)',
  'pin: done:submitTransaction(2)',
  'pin: error:submitTransaction(pinWrong)',
  'pin: error:submitTransaction(network)',
];

/** The paths that sign consumer2fa in or read her texted codes: one worker, in order. */
export const usesSharedCodes = (path: PlannedPath) =>
  ['stepUp', 'stepUpFoundByServer', 'cashOutConsumer2fa'].includes(scenarioBySignature[signatureOf(path)] ?? '');

function scenarioFor(path: PlannedPath): Scenario {
  const key = scenarioBySignature[signatureOf(path)];
  if (!key) throw new Error(`serviceWizardSubmission: no scenario walks the path ${path.index} (${signatureOf(path)})`);
  return submissionScenarios[key];
}

const refusalOf = (step: StepInfo) => {
  const answer = step.upcoming[0] as { error?: { kind?: string } } | undefined;
  return answer?.error?.kind;
};

/** Confirms the Submit the way the screen asks: the PIN, the texted code, the PIN and the authenticator code. */
async function confirm(page: Page, step: StepInfo) {
  const refusal = refusalOf(step);
  const kind = kindOf(inputOf(step.path));
  if (kind === 'none') return;
  if (kind === 'otp') {
    const code = page.getByRole('textbox', { name: /^One-time code, digit 1 of 6/ });
    await expect(code).toBeEnabled();
    const { otp } = await latestMessage(page, CONSUMER2FA_PHONE, 'transaction');
    await typeIntoBoxes(
      page,
      'One-time code',
      refusal === 'otpInvalid' ? (otp === '000000' ? '111111' : '000000') : otp!,
    );
  } else if (kind === 'pinAbove') {
    await expect(page.getByRole('textbox', { name: /^Authenticator code, digit 1 of 6/ })).toBeEnabled();
    await typePin(page, false);
    await typeIntoBoxes(
      page,
      'Authenticator code',
      refusal === 'invalidCode' ? wrongCode(consumer2fa) : await claimConsumer2faCode(),
    );
  } else {
    await typePin(page, refusal === 'pinWrong');
  }
  await confirmAndPay(page).click();
}

const title = { 1: 'Payment successful', 2: 'Payment failed' } as const;

/** what the confirmation says of a refused PIN or code, or of a code the payment needs after all */
const refusalText: Record<string, RegExp> = {
  pinWrong: /The PIN is not right/,
  otpInvalid: /That code is not right/,
  invalidCode: /That code is not right/,
  stepUpRequired: /also needs the code from your authenticator app/,
  twoFactorOff: /Turn on two-step verification/,
};

export const serviceWizardSubmissionModel: BrowserModel = {
  machine: 'serviceWizardSubmission',
  calls: { submitTransaction: SUBMIT_URL },
  async start(page, step) {
    const scenario = scenarioFor(step.path);
    await openWizard(page, scenario);
    await scenario.fill(page, step.path);
    await confirm(page, step);
  },
  states: {
    'serviceWizardSubmission.submitting': async (page) => {
      await expect(page.getByText(IN_PROCESS)).toBeVisible();
      const back = backToForm(page);
      // a service confirmed by nothing shows no panel, only the overlay
      if ((await back.count()) > 0) await expect(back).toBeDisabled();
    },
    'serviceWizardSubmission.paid': async (page, step) => {
      await expect(page.getByText(IN_PROCESS)).toHaveCount(0);
      if (kindOf(inputOf(step.path)) !== 'none')
        await expect(page.getByRole('heading', { name: title[1], level: 2 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    },
    'serviceWizardSubmission.pending': async (page) => {
      // load money by card: the payment goes on on the payment gateway's page
      await expect(page).toHaveURL(/\/payment-gateway\?session=/);
    },
    'serviceWizardSubmission.declined': async (page) => {
      await expect(page.getByRole('heading', { name: title[2], level: 2 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    },
    'serviceWizardSubmission.refused': async (page, step) => {
      const kind = (step.event as { error?: { kind?: string } }).error?.kind ?? '';
      await expect(page.getByText(IN_PROCESS)).toHaveCount(0);
      // still the confirmation, saying why
      await expect(backToForm(page)).toBeEnabled();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: refusalText[kind] ?? /./ })
          .first(),
      ).toBeVisible();
    },
    'serviceWizardSubmission.failed': async (page) => {
      await expect(page.getByText(IN_PROCESS)).toHaveCount(0);
      await expect(confirmAndPay(page)).toHaveCount(0);
      await expect(page.getByRole('alert').filter({ hasText: KEPT })).toBeVisible();
      await expect(page.locator('main form')).toBeVisible();
    },
  },
  events: {
    'xstate.done.actor.submitTransaction': async () => {},
    'xstate.error.actor.submitTransaction': async (_page, step, tools) => {
      if ((step.event as { error?: { kind?: string } }).error?.kind === 'network') tools.fault(503);
    },
  },
  cannot(event, before) {
    const input = before.context as { request: Omit<SubmitInput, 'secret' | 'code'> };
    const kind = input.request.form.confirmation.kind;
    if (kind === 'totp')
      return 'a service confirmed by the authenticator code alone: the sandbox seeds none, and a form override is server-wide (every spec on the second sandbox would meet it)';
    const error = (event as { error?: { kind?: string } }).error?.kind;
    if (error === undefined || error === 'network') return undefined;
    const asked: Record<string, string[]> = {
      pin: ['pinWrong', 'stepUpRequired', 'twoFactorOff'],
      otp: ['otpInvalid'],
      none: [],
    };
    const stepUp = (input.request.form.confirmation as { stepUp?: unknown }).stepUp !== undefined;
    const refusable = stepUp ? ['pinWrong', 'invalidCode'] : (asked[kind] ?? []);
    if (!refusable.includes(error))
      return `a refusal (${error}) of a secret the service did not ask for: the server answers it only to a payment that carries or needs that secret`;
    return undefined;
  },
};
