import { assign, setup } from 'xstate';
import { freshEntries, type WizardEntries, type WizardForm, type WizardValues } from './serviceWizard.form';
import { serviceWizardConfirmationMachine, type ConfirmationOutcome } from './serviceWizardConfirmation.machine';
import { serviceWizardStepsMachine, type ServiceWizardStepsOutput } from './serviceWizardSteps.machine';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * A payment service as a multi-step wizard (requirements#form-steps), run as a small system of charts:
 * this one loads the service's form and keeps what was entered, then runs
 * - serviceWizardSteps: the form, one step at a time, each checked before Next (its quote on
 *   the way), Back keeping every value; it ends with everything entered;
 * - serviceWizardConfirmation: the Submit, confirmed by the transaction PIN or a one-time code
 *   when the service asks, and processed once (serviceWizardSubmission) under an idempotency
 *   key that changes only when the values do; it ends with the receipt (requirements#transaction-status
 *   0 pending / 1 success / 2 fail) or a failure;
 * and shows the receipt, from which a declined payment can be tried again with everything kept.
 *
 * Nothing entered is ever lost: Back to the form, a failed check, call or Submit all come back
 * to the form with every value kept — maintenance too (requirements#maintenance-session): a wizard
 * interrupted by maintenance starts again from its draft (the step and the values, never a PIN or
 * a code), once its form has loaded. `loadForm` is provided by src/, as are the children's own actors.
 */

/** What a wizard left when maintenance interrupted it: the step it was on and what was entered. */
export interface WizardDraft {
  stepIndex: number;
  history: number[];
  values: WizardValues;
}

export interface ServiceWizardInput {
  pageId: string;
  /** a random id from the app: with the attempt number it makes each Submit's idempotency key */
  instanceId: string;
  /** the draft kept when maintenance interrupted this service's wizard, if any */
  draft?: WizardDraft | null;
}

export interface ServiceWizardContext {
  pageId: string;
  instanceId: string;
  form: WizardForm | null;
  /** what the user entered so far: into the steps, out of them, into them again */
  entries: WizardEntries;
  failure: FlowFailure | null;
  /** with instanceId, the Submit's idempotency key: it changes only when a tried payment changes */
  attempt: number;
  /** a Submit may have gone out under the current key (the confirmation was opened) */
  submitted: boolean;
  result: unknown;
  /** a draft still to restore once the form has loaded */
  draft: WizardDraft | null;
}

export type ServiceWizardEvent =
  { type: 'form.retry' } | { type: 'wizard.restart' } | { type: 'wizard.retry' } | { type: 'wizard.close' };

const noOptions = { options: {}, optionsState: {} };

/**
 * requirements#payment-results: a receipt that hands the payment off to the payment gateway's page
 * (load money by card) names it in its details; the wizard follows it instead of showing a receipt.
 */
export function handOffUrlOf(result: unknown): string | null {
  const url = (result as { details?: { paymentUrl?: unknown } } | null)?.details?.paymentUrl;
  return typeof url === 'string' && url.startsWith('/payment-gateway?') ? url : null;
}
const confirmationOutcome = ({ event }: { event: { output: ConfirmationOutcome } }) => event.output;

export const serviceWizardMachine = setup({
  types: {
    input: {} as ServiceWizardInput,
    context: {} as ServiceWizardContext,
    events: {} as ServiceWizardEvent,
    children: {} as { steps: 'serviceWizardSteps'; confirmation: 'serviceWizardConfirmation' },
  },
  actors: {
    loadForm: notProvided<WizardForm, { pageId: string }>('loadForm'),
    serviceWizardSteps: serviceWizardStepsMachine,
    serviceWizardConfirmation: serviceWizardConfirmationMachine,
  },
  actions: {
    assignForm: assign((_, params: { form: WizardForm }) => ({
      form: params.form,
      entries: freshEntries(params.form, noOptions),
      failure: null,
      result: null,
    })),
    /**
     * requirements#maintenance-session: the draft's values over the form's defaults (fields the form
     * no longer has are dropped), on the step it was on when that step still exists
     */
    restoreDraft: assign(({ context }) => {
      const draft = context.draft!;
      const values = { ...context.entries.values };
      for (const [id, value] of Object.entries(draft.values)) if (Object.hasOwn(values, id)) values[id] = value;
      const steps = context.form?.steps.length ?? 0;
      const fits = draft.stepIndex < steps && draft.history.every((index) => index < steps);
      return {
        entries: {
          ...context.entries,
          values,
          stepIndex: fits ? draft.stepIndex : 0,
          history: fits ? draft.history : [],
        },
        draft: null,
      };
    }),
    /** the receipt's form again, empty: a new payment under a new key (the option lists stay) */
    resetForNewPayment: assign(({ context }) => ({
      entries: freshEntries(context.form, context.entries),
      failure: null,
      result: null,
      attempt: context.attempt + 1,
      submitted: false,
    })),
    /**
     * requirements#receipt-retry: a declined payment tried again — everything entered kept, back where
     * the Submit was, under a new key (the declined one would only answer its receipt again)
     */
    resetForRetry: assign(({ context }) => ({
      failure: null,
      result: null,
      attempt: context.attempt + 1,
      submitted: false,
    })),
    /** what the steps gathered; an edit after a Submit makes a new payment, with a new key */
    keepEntries: assign(({ context }, params: ServiceWizardStepsOutput) => {
      const renewed = context.submitted && params.changed;
      return {
        entries: params.entries,
        failure: null,
        attempt: renewed ? context.attempt + 1 : context.attempt,
        submitted: context.submitted && !renewed,
      };
    }),
    markSubmitted: assign({ submitted: true }),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
    assignResult: assign((_, params: ConfirmationOutcome) => ({
      result: params.outcome === 'receipt' ? params.result : null,
      failure: null,
    })),
    /** the payment gateway's page, for the card (provided by src/) */
    followHandOff: (_, _params: { url: string }) => {},
  },
  guards: {
    hasDraft: ({ context }) => context.draft !== null,
    isReceipt: (_, params: ConfirmationOutcome) => params.outcome === 'receipt',
    isHandOff: (_, params: ConfirmationOutcome) => params.outcome === 'receipt' && handOffUrlOf(params.result) !== null,
    isCancelled: (_, params: ConfirmationOutcome) => params.outcome === 'cancelled',
    /** requirements#transaction-status: 2 Fail, the provider said no */
    isDeclined: ({ context }) => (context.result as { status?: unknown } | null)?.status === 2,
  },
}).createMachine({
  id: 'serviceWizard',
  context: ({ input }) => ({
    pageId: input.pageId,
    instanceId: input.instanceId,
    form: null,
    entries: freshEntries(null, noOptions),
    failure: null,
    attempt: 0,
    submitted: false,
    result: null,
    draft: input.draft ?? null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        input: ({ context }) => ({ pageId: context.pageId }),
        onDone: [
          // requirements#maintenance-session: back from maintenance, the wizard goes on from its draft
          {
            guard: 'hasDraft',
            target: 'editing',
            actions: [{ type: 'assignForm', params: ({ event }) => ({ form: event.output }) }, 'restoreDraft'],
          },
          { target: 'editing', actions: { type: 'assignForm', params: ({ event }) => ({ form: event.output }) } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'assignFailure', params: ({ event }) => event } },
      },
    },
    loadFailed: {
      on: { 'form.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    /** the steps, from where the user left them; a failure that brought the payment back is shown there */
    editing: {
      invoke: {
        id: 'steps',
        src: 'serviceWizardSteps',
        input: ({ context }) => ({ form: context.form!, entries: context.entries, failure: context.failure }),
        onDone: { target: 'confirming', actions: { type: 'keepEntries', params: ({ event }) => event.output } },
      },
    },
    /** the Submit: its confirmation, then its processing, under the payment's key */
    confirming: {
      entry: 'markSubmitted',
      invoke: {
        id: 'confirmation',
        src: 'serviceWizardConfirmation',
        input: ({ context }) => ({
          form: context.form!,
          request: {
            form: context.form!,
            values: context.entries.values,
            responses: context.entries.responses,
            requestId: `${context.instanceId}-${context.attempt}`,
          },
        }),
        onDone: [
          {
            guard: { type: 'isHandOff', params: confirmationOutcome },
            target: 'handingOff',
            actions: { type: 'assignResult', params: confirmationOutcome },
          },
          {
            guard: { type: 'isReceipt', params: confirmationOutcome },
            target: 'receipt',
            actions: { type: 'assignResult', params: confirmationOutcome },
          },
          { guard: { type: 'isCancelled', params: confirmationOutcome }, target: 'editing' },
          // a failed Submit: back to the form, every value kept, the same key for the same payment
          {
            target: 'editing',
            actions: {
              type: 'assignFailure',
              params: ({ event }) => ({ error: event.output.outcome === 'failed' ? event.output.failure : null }),
            },
          },
        ],
      },
    },
    /** the receipt; a declined one can be tried again with everything kept */
    receipt: {
      on: {
        'wizard.restart': { target: 'editing', actions: 'resetForNewPayment' },
        'wizard.retry': { guard: 'isDeclined', target: 'editing', actions: 'resetForRetry' },
        'wizard.close': 'closed',
      },
    },
    /**
     * the payment continues on the payment gateway's page: the page leaves (not final — a closed
     * wizard sends the user to the dashboard)
     */
    handingOff: {
      entry: { type: 'followHandOff', params: ({ context }) => ({ url: handOffUrlOf(context.result) ?? '' }) },
    },
    closed: { type: 'final' },
  },
});
