import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { ServiceWizardContext } from '../../../../machines/serviceWizard.machine';
import type { ConfirmationOutcome } from '../../../../machines/serviceWizardConfirmation.machine';
import type { ServiceWizardStepsOutput } from '../../../../machines/serviceWizardSteps.machine';
import { DEMO_PIN } from '../../../../server/seed/demoUsers';
import { restoreSession, typeIntoBoxes, type AccountType } from '../../support';
import type { PlannedPath } from '../plan';
import type { BrowserModel, StepInfo } from '../runner';
import { amountBox, chooseOperator, mobileTransfer, next, reviewHeading } from '../wizardSteps';

/**
 * requirements#form-steps, #payment-results, #receipt-retry: the service wizard's own chart (load
 * the form, the steps, the confirmation, the receipt or the hand-off) replayed on real services
 * of three user categories. The chart's paths do not say which service: each walked path is given
 * one (`serviceFor`), and its events become what a user of that service does — the steps filled
 * and Submit, the PIN typed (or Back to the form, or the Submit broken by a fault), the receipt's
 * buttons. The Submit is held until the screen shows it in process (the confirmation's submitting). The server decides the receipt: a declined one is a mobile number the sandbox's
 * operator refuses (ending in 0000), a hand-off is load money by card.
 *
 * The model paths run on the second sandbox (playwright.config), where no spec reads these
 * accounts' balances exactly; every path pays small amounts within the services' limits.
 */

export type Category = 'consumer' | 'agent' | 'merchant';

interface Fill {
  /** the payment must be declined by the sandbox's partner */
  declined: boolean;
}

export interface WizardService {
  id: string;
  /** its route (requirements#service-routes: some are under /app/service/, singular) */
  route: string;
  category: Category;
  account: { login: string; type: AccountType };
  /** fills the service's steps up to its review (Next on each) */
  fill(page: Page, fill: Fill): Promise<void>;
}

/** operator, number and amount on one step (mobile bills, airtime) */
async function operatorNumberAmount(page: Page, { declined }: Fill, amount: string) {
  await chooseOperator(page);
  // requirements#payment-results: the sandbox's operator refuses numbers ending in 0000 (status 2)
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(declined ? '7701230000' : '7701234567');
  await amountBox(page).fill(amount);
  await next(page);
}

const consumer = { login: 'consumer', type: 'Customer' } as const;
const agent = { login: 'agent', type: 'Agent' } as const;
const merchant = { login: 'merchant', type: 'Merchant' } as const;

/** The services the paths are given, by id (the route under /app/services/). */
export const wizardServices = {
  loadMoney: {
    id: 'load-money',
    route: '/app/services/load-money',
    category: 'consumer',
    account: consumer,
    async fill(page) {
      // by card (the default source): the payment is handed off to the payment gateway's page
      await expect(page.getByRole('radio', { name: /card/i })).toBeChecked();
      await next(page);
      await amountBox(page).fill('5000');
      await next(page);
    },
  },
  consumerMobileBill: {
    id: 'mobile-bill-payment',
    route: '/app/services/mobile-bill-payment',
    category: 'consumer',
    account: consumer,
    fill: (page, fill) => operatorNumberAmount(page, fill, '2000'),
  },
  merchantMobileBill: {
    id: 'mobile-bill-payment',
    route: '/app/services/mobile-bill-payment',
    category: 'merchant',
    account: merchant,
    fill: (page, fill) => operatorNumberAmount(page, fill, '3000'),
  },
  businessPayment: {
    id: 'business-payment',
    route: '/app/service/business-payment',
    category: 'merchant',
    account: merchant,
    async fill(page) {
      const wallet = page.getByRole('textbox', { name: /^Business wallet ID/ });
      // the enterprise's wallet (server/seed/demoUsers)
      await wallet.fill('1000000009');
      await next(page);
      await expect(amountBox(page)).toBeVisible();
      await amountBox(page).fill('1500');
      const reference = page.getByRole('textbox', { name: /^Invoice or reference number/ });
      if ((await reference.count()) > 0) await reference.fill('MODEL-1');
      await next(page);
    },
  },
  cashIn: {
    id: 'cash-in-by-agent',
    route: '/app/service/cash-in-by-agent',
    category: 'agent',
    account: agent,
    // the consumer's wallet
    fill: (page) => mobileTransfer(page, "Customer's mobile number", '7701000001', '1000'),
  },
  agentTransfer: {
    id: 'agent-to-agent-transfer',
    route: '/app/service/agent-to-agent-transfer',
    category: 'agent',
    account: agent,
    // the super agent's wallet
    fill: (page) => mobileTransfer(page, "Agent's mobile number", '7701000006', '10000'),
  },
  airtime: {
    id: 'airtime-sales-cash',
    route: '/app/services/airtime-sales-cash',
    category: 'agent',
    account: agent,
    fill: (page, fill) => operatorNumberAmount(page, fill, '1000'),
  },
} satisfies Record<string, WizardService>;

type ServiceKey = keyof typeof wizardServices;

const outcomeOf = (e: EventObject): ConfirmationOutcome | undefined =>
  e.type === 'xstate.done.actor.confirmation' ? (e as unknown as { output: ConfirmationOutcome }).output : undefined;
const statusOf = (outcome: ConfirmationOutcome | undefined) =>
  outcome?.outcome === 'receipt' ? (outcome.result as { status?: number; details?: { paymentUrl?: string } }) : null;

/**
 * A path in brief, without the sample form the chart loaded (the browser loads the service's
 * own): `done:steps error:loadForm receipt(2) wizard.retry …`. Paths with the same signature
 * walk the same screens: the browser walks one of them.
 */
export function signatureOf(path: PlannedPath): string {
  return path.steps
    .slice(1)
    .map(({ event }) => {
      const outcome = outcomeOf(event);
      if (outcome) {
        const result = statusOf(outcome);
        return result ? `receipt(${result.status}${result.details?.paymentUrl ? ',handOff' : ''})` : outcome.outcome;
      }
      if (event.type === 'xstate.done.actor.steps')
        return (event as unknown as { output: ServiceWizardStepsOutput }).output.changed ? 'steps(changed)' : 'steps';
      return event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:');
    })
    .join(' ');
}

/**
 * Which service walks which path (every distinct path once): the hand-off is load money by card,
 * a declined receipt a mobile bill, the rest spread over the categories.
 */
export const serviceBySignature: Record<string, ServiceKey> = {
  'done:loadForm steps receipt(0,handOff)': 'loadMoney',
  'done:loadForm steps receipt(1) wizard.restart': 'cashIn',
  'done:loadForm steps receipt(1) wizard.close': 'businessPayment',
  'done:loadForm steps receipt(2) wizard.retry': 'consumerMobileBill',
  'done:loadForm steps receipt(2) wizard.close': 'merchantMobileBill',
  'done:loadForm steps receipt(2) wizard.restart': 'merchantMobileBill',
  'done:loadForm steps cancelled steps(changed)': 'agentTransfer',
  'done:loadForm steps cancelled steps': 'businessPayment',
  'done:loadForm steps failed steps': 'airtime',
  'done:loadForm steps failed steps(changed)': 'consumerMobileBill',
  'error:loadForm form.retry': 'agentTransfer',
};

/**
 * npm test: every state once (the hand-off, a receipt closed, the form failing to load) plus the
 * fewest more that give six services of three categories a path (a declined receipt tried again,
 * a failed Submit, a new payment from a receipt).
 */
export const subsetSignatures = [
  'done:loadForm steps receipt(0,handOff)',
  'done:loadForm steps receipt(1) wizard.close',
  'error:loadForm form.retry',
  'done:loadForm steps receipt(2) wizard.retry',
  'done:loadForm steps failed steps',
  'done:loadForm steps receipt(1) wizard.restart',
];

export function serviceFor(path: PlannedPath): WizardService {
  const key = serviceBySignature[signatureOf(path)];
  if (!key) throw new Error(`serviceWizard: no service walks the path ${path.index} (${signatureOf(path)})`);
  return wizardServices[key];
}

const ctx = (step: StepInfo) => step.snapshot.context as ServiceWizardContext;
const SUBMIT_URL = '**/api/adapter/v1/transaction/submit';
/** what the wizard says under a failed Submit (and keeps every value) */
const KEPT = 'Nothing you entered was lost.';

/** Opens the service signed in as its account; a draft offered from an earlier path is started over. */
async function openWizard(page: Page, service: WizardService) {
  await restoreSession(page, service.account);
  const found = page.waitForResponse((r) => r.url().includes('/wizarddraft/find'), { timeout: 30_000 });
  await page.goto(service.route);
  const answer = (await (await found).json()) as { data?: { draft?: unknown } };
  if (answer.data?.draft) {
    const offer = page.getByTestId('draft-offer');
    // Start over, the offer's second button
    await offer.getByRole('button').last().click();
    await expect(offer).toHaveCount(0);
  }
}

/** From the form wherever it is, to the review and its Submit; a changed payment gets another amount. */
async function submitAgain(page: Page, changed: boolean) {
  if (changed) {
    for (let i = 0; i < 3 && !(await amountBox(page).isVisible()); i++)
      await page.getByRole('button', { name: 'Back', exact: true }).click();
    const amount = amountBox(page);
    const now = Number((await amount.inputValue()).replace(/[^\d.]/g, ''));
    await amount.fill(String(now + 1000));
    await next(page);
  }
  await expect(reviewHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
}

export const serviceWizardModel: BrowserModel = {
  machine: 'serviceWizard',
  calls: { loadForm: /\/api\/cms\/v1\/default_layout_getServiceConfiguration_/ },
  async start(page, step) {
    await openWizard(page, serviceFor(step.path));
  },
  states: {
    'serviceWizard.loading': async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
      await expect(page.locator('main form')).toHaveCount(0);
    },
    'serviceWizard.loadFailed': async (page) => {
      const alert = page.getByRole('alert').filter({ hasText: 'This service could not be loaded' });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('button', { name: 'Retry' })).toBeEnabled();
      await expect(page.locator('main form')).toHaveCount(0);
    },
    'serviceWizard.editing': async (page, step) => {
      await expect(page.locator('main form')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Confirm and pay' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: /^Payment (successful|failed|pending)$/ })).toHaveCount(0);
      const kept = page.getByRole('alert').filter({ hasText: KEPT });
      if (ctx(step).failure === null) await expect(kept).toHaveCount(0);
      else await expect(kept.getByRole('button', { name: 'Try again' })).toBeVisible();
      if (step.event.type === 'wizard.retry') {
        // requirements#receipt-retry: back where the Submit was, everything kept
        await expect(reviewHeading(page)).toBeVisible();
      } else if (step.event.type === 'wizard.restart') {
        // a new payment: the first step, empty
        await expect(reviewHeading(page)).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
      }
    },
    'serviceWizard.confirming': async (page) => {
      await expect(page.getByText('Confirm with your PIN')).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Transaction PIN, digit 1 of/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Back to the form' })).toBeEnabled();
    },
    'serviceWizard.receipt': async (page, step) => {
      const status = (ctx(step).result as { status?: number } | null)?.status;
      const title = status === 1 ? 'Payment successful' : status === 2 ? 'Payment failed' : 'Payment pending';
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
      // only a declined payment can be tried again
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(status === 2 ? 1 : 0);
    },
    'serviceWizard.handingOff': async (page) => {
      await expect(page).toHaveURL(/\/payment-gateway\?session=/);
    },
    'serviceWizard.closed': async (page) => {
      await expect(page).toHaveURL(/\/app\/dashboard$/);
    },
  },
  events: {
    // the form's answer is the server's own; a load failure is a fault on its call
    'xstate.error.actor.loadForm': async (_page, _step, tools) => tools.fault(503),
    'form.retry': async (page) => {
      await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
    },
    'xstate.done.actor.steps': async (page, step) => {
      const output = (step.event as unknown as { output: ServiceWizardStepsOutput }).output;
      const first = !(step.before.context as ServiceWizardContext).submitted;
      if (first) {
        const declined = step.path.steps.some(({ event }) => statusOf(outcomeOf(event))?.status === 2);
        await serviceFor(step.path).fill(page, { declined });
      }
      await submitAgain(page, !first && output.changed);
    },
    'xstate.done.actor.confirmation': async (page, step) => {
      const outcome = outcomeOf(step.event)!;
      if (outcome.outcome === 'cancelled') {
        await page.getByRole('button', { name: 'Back to the form' }).click();
        return;
      }
      // the Submit is held on its way until the screen shows it in process (the confirmation's
      // submitting state: the PIN screen stays, Back to the form disabled); a Submit the server
      // never answers well fails once
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        SUBMIT_URL,
        async (route) => {
          await gate;
          if (outcome.outcome === 'failed') await route.fulfill({ status: 503, body: '' });
          else await route.continue();
        },
        { times: 1 },
      );
      await typeIntoBoxes(page, 'Transaction PIN', DEMO_PIN);
      await page.getByRole('button', { name: 'Confirm and pay' }).click();
      try {
        await expect(page.getByText('Please wait, the transaction is in process.')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Back to the form' })).toBeDisabled();
      } finally {
        release();
      }
    },
    'wizard.restart': async (page) => {
      await page.getByRole('button', { name: 'New payment' }).click();
    },
    'wizard.retry': async (page) => {
      await page.getByRole('button', { name: 'Try again' }).click();
    },
    'wizard.close': async (page) => {
      await page.getByRole('button', { name: 'Done' }).click();
    },
  },
  cannot(event, before) {
    if (event.type === 'xstate.done.actor.loadForm' && (before.context as ServiceWizardContext).draft !== null)
      return 'a draft restored after maintenance: the maintenance and drafts specs walk it (the model starts every service over)';
    return undefined;
  },
};
