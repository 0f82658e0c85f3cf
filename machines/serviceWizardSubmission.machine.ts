import { assign, setup } from 'xstate';
import type { WizardForm, WizardValues } from './serviceWizard.form';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * One Submit of a service payment: sent once, under the request id that makes a repeat the same
 * payment on the server (an idempotency key), and read for what its answer means. The answer is
 * a receipt whose status says paid (1), pending (0) or declined (2) (requirements#transaction-status); a PIN or
 * one-time code the server refused is asked for again by whoever runs this chart; any other
 * failure sends the payment back to the form, where every value is still there.
 *
 * The PIN or code comes in with the start (the input) and goes straight to the call: it is never
 * kept in context. `submitTransaction` is provided by src/.
 */

/** What a Submit carries besides the PIN or code. */
export interface SubmitRequest {
  form: WizardForm;
  values: WizardValues;
  responses: readonly unknown[];
  /** the idempotency key: the same payment tried again keeps it */
  requestId: string;
}

export interface SubmitInput extends SubmitRequest {
  /** the PIN or one-time code, when the service is confirmed */
  secret: string | null;
  /** requirements#step-up: the authenticator code, when the service asks it for this payment */
  code: string | null;
  otpRequestId: string | null;
}

export interface ServiceWizardSubmissionContext {
  request: Omit<SubmitInput, 'secret' | 'code'>;
  result: unknown;
  failure: FlowFailure | null;
}

/** How a Submit ended: a receipt (whatever its status), a refused PIN or code, or a failure. */
export type SubmissionOutcome =
  | { outcome: 'receipt'; result: unknown }
  | { outcome: 'refused'; failure: FlowFailure }
  | { outcome: 'failed'; failure: FlowFailure };

const statusOf = (result: unknown) => (result as { status?: unknown } | null)?.status;

/** The start event carries the input; the secrets are read from it and nowhere else. */
const secretOf = (event: unknown) => (event as { input?: Partial<SubmitInput> }).input?.secret ?? null;
const codeOf = (event: unknown) => (event as { input?: Partial<SubmitInput> }).input?.code ?? null;

/** requirements#step-up: what the server answers about the authenticator code a payment needs. */
const stepUpRefusals: readonly string[] = ['invalidCode', 'codeReused', 'stepUpRequired', 'twoFactorOff'];

export const serviceWizardSubmissionMachine = setup({
  types: {
    input: {} as SubmitInput,
    context: {} as ServiceWizardSubmissionContext,
    output: {} as SubmissionOutcome,
  },
  actors: {
    submitTransaction: notProvided<unknown, SubmitInput>('submitTransaction'),
  },
  actions: {
    assignResult: assign((_, params: { result: unknown }) => ({ result: params.result })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
  },
  guards: {
    isPaid: (_, params: { result: unknown }) => statusOf(params.result) === 1,
    isPending: (_, params: { result: unknown }) => statusOf(params.result) === 0,
    /** the PIN was refused: ask for it again, the payment stays as it is */
    isPinRefused: ({ context }, params: { error: unknown }) =>
      context.request.form.confirmation.kind === 'pin' && toFlowFailure(params.error).kind === 'pinWrong',
    isCodeRefused: ({ context }, params: { error: unknown }) =>
      context.request.form.confirmation.kind === 'otp' && toFlowFailure(params.error).kind === 'otpInvalid',
    /** requirements#step-up: the authenticator code was refused, missing, or cannot be given */
    isStepUpRefused: ({ context }, params: { error: unknown }) =>
      ['pin', 'totp'].includes(context.request.form.confirmation.kind) &&
      stepUpRefusals.includes(toFlowFailure(params.error).kind),
  },
}).createMachine({
  id: 'serviceWizardSubmission',
  context: ({ input }) => ({
    request: {
      form: input.form,
      values: input.values,
      responses: input.responses,
      requestId: input.requestId,
      otpRequestId: input.otpRequestId,
    },
    result: null,
    failure: null,
  }),
  initial: 'submitting',
  states: {
    /** sent once: the request id makes a retry of the same payment the same payment */
    submitting: {
      invoke: {
        id: 'submitTransaction',
        src: 'submitTransaction',
        input: ({ context, event }) => ({ ...context.request, secret: secretOf(event), code: codeOf(event) }),
        onDone: [
          {
            guard: { type: 'isPaid', params: ({ event }) => ({ result: event.output }) },
            target: 'paid',
            actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
          },
          {
            guard: { type: 'isPending', params: ({ event }) => ({ result: event.output }) },
            target: 'pending',
            actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
          },
          {
            target: 'declined',
            actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
          },
        ],
        onError: [
          {
            guard: { type: 'isPinRefused', params: ({ event }) => event },
            target: 'refused',
            actions: { type: 'assignFailure', params: ({ event }) => event },
          },
          {
            guard: { type: 'isCodeRefused', params: ({ event }) => event },
            target: 'refused',
            actions: { type: 'assignFailure', params: ({ event }) => event },
          },
          {
            guard: { type: 'isStepUpRefused', params: ({ event }) => event },
            target: 'refused',
            actions: { type: 'assignFailure', params: ({ event }) => event },
          },
          { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => event } },
        ],
      },
    },
    /** status 1: the money moved */
    paid: { type: 'final', output: ({ context }) => ({ outcome: 'receipt', result: context.result }) },
    /** status 0: the provider has not said yet */
    pending: { type: 'final', output: ({ context }) => ({ outcome: 'receipt', result: context.result }) },
    /** status 2: the provider said no; the receipt says why */
    declined: { type: 'final', output: ({ context }) => ({ outcome: 'receipt', result: context.result }) },
    refused: { type: 'final', output: ({ context }) => ({ outcome: 'refused', failure: context.failure }) },
    /** nothing is known of the payment: back to the form, the same key for the same payment */
    failed: { type: 'final', output: ({ context }) => ({ outcome: 'failed', failure: context.failure }) },
  },
  // the final state reached says how the Submit ended
  output: ({ event }) => (event as unknown as { output: SubmissionOutcome }).output,
});
