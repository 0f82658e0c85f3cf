import { assign, fromCallback, sendParent, sendTo, setup, spawnChild, stopChild } from 'xstate';
import { otpTimerMachine } from './otpTimer.machine';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * A payment service as a multi-step wizard (seed 001 §4: each group of service parameters is one
 * step; Next on every step but the last, Submit on the last). A step is checked before it is
 * left; a step's own call (a quote) runs on Next and its answer feeds later requests
 * (seed 001 §7.1 isFromResponse); Submit is confirmed by the transaction PIN or a one-time code
 * when the service says so, then processed once (an idempotency key that changes only when the
 * values do), and ends on a receipt (seed 001 §3.3 status 0 pending / 1 success / 2 fail).
 *
 * Nothing entered is ever lost: a failed check, a failed call or a failed Submit come back to
 * the form with every value kept. The PIN or code travels in the event to the Submit and is
 * never kept in context.
 *
 * The form engine (rules, conditions, request building, option lists, uploads) is the app's:
 * `checkStep`, `stepRequest`, `submitTransaction`, `requestOtp` and the `fieldTasks` actor
 * are named here and provided by src/.
 */

/** The parts of a service form this chart reads (src/api/contract/serviceForm.ts fits it). */
export interface WizardParameter {
  ParameterId: string;
  defaultValue?: string | undefined;
  ComponentType: number;
  type?: string | undefined;
  childParameter: readonly string[] | null;
  ValueSource: unknown;
  onChangeURL: string | null;
  setOptionsIn: string | null;
  passValueExternalID: string | null;
  externalURL: string | null;
}

export interface WizardForm {
  serviceCode: string;
  steps: ReadonlyArray<{ id: string; parameters: readonly WizardParameter[]; request?: unknown }>;
  confirmation: { kind: 'none' } | { kind: 'pin' } | { kind: 'otp'; timerSeconds?: number };
}

/** A form value: plain data only (src/forms/types.ts FieldValue fits it). */
export interface WizardFile {
  kind: 'file';
  state: string;
  [detail: string]: unknown;
}
export type WizardValue = string | boolean | readonly string[] | WizardFile | null;
export type WizardValues = Record<string, WizardValue>;

export interface ServiceWizardInput {
  pageId: string;
  /** a random id from the app: with the attempt number it makes each Submit's idempotency key */
  instanceId: string;
}

export interface ServiceWizardContext {
  pageId: string;
  instanceId: string;
  form: WizardForm | null;
  stepIndex: number;
  /** the steps walked so far, for Back (a conditional step may have been skipped) */
  history: number[];
  values: WizardValues;
  /** the current step's problems, per field (src/forms FieldError) */
  errors: Record<string, unknown>;
  /** option lists loaded from configured sources, per field */
  options: Record<string, readonly unknown[]>;
  optionsState: Record<string, 'loading' | 'failed'>;
  /** each step's answer (its Next call), by step index */
  responses: unknown[];
  /** where the last passed check said to go (null: Submit) */
  nextStepIndex: number | null;
  failure: FlowFailure | null;
  /** with instanceId, the Submit's idempotency key: it changes only when a tried payment changes */
  attempt: number;
  /** a Submit was sent with the current key */
  submitted: boolean;
  otpRequestId: string | null;
  /** the one-time code may still be used / another may be asked for (from the timer) */
  codeAlive: boolean;
  canResend: boolean;
  result: unknown;
}

/** What the app's checkStep answers: the step's problems and which step comes next (null: Submit). */
export interface StepCheck {
  errors: Record<string, unknown>;
  nextStepIndex: number | null;
}

export interface SubmitInput {
  form: WizardForm;
  values: WizardValues;
  responses: readonly unknown[];
  requestId: string;
  /** the PIN or one-time code, when the service is confirmed */
  secret: string | null;
  otpRequestId: string | null;
}

/** What the chart asks of the fieldTasks actor; it answers with the events below. */
export type FieldTask =
  | { type: 'options.load'; form: WizardForm; ids: readonly string[]; values: WizardValues }
  | { type: 'field.changed'; form: WizardForm; id: string; values: WizardValues }
  | {
      type: 'field.validate';
      form: WizardForm;
      id: string;
      values: WizardValues;
      options: Record<string, readonly unknown[]>;
    }
  | { type: 'file.upload'; form: WizardForm; id: string; file: unknown; values: WizardValues }
  | { type: 'file.cancel'; id: string };

export type ServiceWizardEvent =
  | { type: 'field.change'; id: string; value: WizardValue }
  | { type: 'field.blur'; id: string }
  | { type: 'file.select'; id: string; file: unknown; value: WizardValue }
  | { type: 'file.cancel'; id: string }
  | { type: 'options.retry'; id: string }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'form.retry' }
  | { type: 'confirmation.submit'; secret: string }
  | { type: 'confirmation.cancel' }
  | { type: 'otp.resend' }
  | { type: 'otp.expired' }
  | { type: 'otp.resendAvailable' }
  | { type: 'wizard.restart' }
  | { type: 'wizard.close' }
  // answers of the fieldTasks actor
  | { type: 'options.loaded'; id: string; options: readonly unknown[] }
  | { type: 'options.failed'; id: string }
  | { type: 'field.validated'; id: string; error: unknown }
  | { type: 'values.fill'; values: WizardValues }
  | { type: 'upload.progress'; id: string; value: WizardValue }
  | { type: 'upload.done'; id: string; value: WizardValue }
  | { type: 'upload.failed'; id: string; value: WizardValue };

const timer = otpTimerMachine.provide({
  actions: {
    reportExpired: sendParent({ type: 'otp.expired' }),
    reportResendAvailable: sendParent({ type: 'otp.resendAvailable' }),
  },
});

const isCheckable = (p: WizardParameter) => p.ComponentType === 3 || p.type === 'checkbox' || p.type === 'switch';

function defaultValues(form: WizardForm): WizardValues {
  const values: WizardValues = {};
  for (const step of form.steps)
    for (const p of step.parameters)
      values[p.ParameterId] = isCheckable(p) ? p.defaultValue === 'true' : (p.defaultValue ?? '');
  return values;
}

function parameter(form: WizardForm | null, id: string): WizardParameter | undefined {
  for (const step of form?.steps ?? []) for (const p of step.parameters) if (p.ParameterId === id) return p;
  return undefined;
}

/** seed 001 §3.1 childParameter: the ids that go stale when `id` changes, transitively. */
function staleChildren(form: WizardForm | null, id: string): string[] {
  const out: string[] = [];
  const visit = (current: string) => {
    for (const child of parameter(form, current)?.childParameter ?? [])
      if (!out.includes(child) && child !== id) {
        out.push(child);
        visit(child);
      }
  };
  visit(id);
  return out;
}

function withoutKeys<T>(record: Record<string, T>, keys: readonly string[]): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => !keys.includes(k)));
}

const hasRemoteSource = (p: WizardParameter) => typeof p.ValueSource === 'object' && p.ValueSource !== null;

/** The current step's fields whose configured option source has not answered yet. */
function pendingOptionIds(context: ServiceWizardContext): string[] {
  const step = context.form?.steps[context.stepIndex];
  return (step?.parameters ?? [])
    .filter((p) => hasRemoteSource(p) && !context.options[p.ParameterId])
    .map((p) => p.ParameterId);
}

type Ctx = { context: ServiceWizardContext };
const submitInput = ({ context }: Ctx, secret: string | null): SubmitInput => ({
  form: context.form!,
  values: context.values,
  responses: context.responses,
  requestId: `${context.instanceId}-${context.attempt}`,
  secret,
  otpRequestId: context.otpRequestId,
});

export const serviceWizardMachine = setup({
  types: {
    input: {} as ServiceWizardInput,
    context: {} as ServiceWizardContext,
    events: {} as ServiceWizardEvent,
  },
  actors: {
    loadForm: notProvided<WizardForm, { pageId: string }>('loadForm'),
    checkStep: notProvided<
      StepCheck,
      { form: WizardForm; stepIndex: number; values: WizardValues; options: Record<string, readonly unknown[]> }
    >('checkStep'),
    stepRequest: notProvided<
      unknown,
      { form: WizardForm; stepIndex: number; values: WizardValues; responses: readonly unknown[] }
    >('stepRequest'),
    requestOtp: notProvided<{ requestId: string }, { form: WizardForm; values: WizardValues }>('requestOtp'),
    submitTransaction: notProvided<unknown, SubmitInput>('submitTransaction'),
    /** option lists, pass-through lookups, blur checks and uploads; answers with events */
    fieldTasks: fromCallback<FieldTask>(() => {
      throw new Error('actor "fieldTasks" was not provided');
    }),
    otpTimer: timer,
  },
  actions: {
    assignForm: assign((_, params: { form: WizardForm }) => ({
      form: params.form,
      values: defaultValues(params.form),
      stepIndex: 0,
      history: [],
      errors: {},
      options: {},
      optionsState: {},
      responses: [],
      nextStepIndex: null,
      failure: null,
      result: null,
    })),
    resetForNewPayment: assign(({ context }) => ({
      values: context.form ? defaultValues(context.form) : {},
      stepIndex: 0,
      history: [],
      errors: {},
      responses: [],
      nextStepIndex: null,
      failure: null,
      result: null,
      otpRequestId: null,
      attempt: context.attempt + 1,
      submitted: false,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
    /** a changed value: its error and its stale dependants go; a tried payment becomes a new one */
    assignValue: assign(({ context }, params: { id: string; value: WizardValue }) => {
      const stale = staleChildren(context.form, params.id);
      const values: WizardValues = { ...context.values, [params.id]: params.value };
      for (const child of stale) {
        const p = parameter(context.form, child);
        values[child] = p && isCheckable(p) ? false : '';
      }
      // seed 001 §3.1 onChangeURL: the options this value loads into another field are on their way
      const changed = parameter(context.form, params.id);
      const target = changed?.onChangeURL && changed.setOptionsIn ? changed.setOptionsIn : null;
      const filled = params.value !== '' && params.value !== null;
      const optionsState = withoutKeys(context.optionsState, target ? [...stale, target] : stale);
      if (target && filled) optionsState[target] = 'loading';
      return {
        values,
        errors: withoutKeys(context.errors, [params.id, ...stale]),
        options: withoutKeys(context.options, target ? [...stale, target] : stale),
        optionsState,
        attempt: context.submitted ? context.attempt + 1 : context.attempt,
        submitted: false,
      };
    }),
    /** answers of the fieldTasks actor: values it fills (a recipient's name), upload states */
    fillValues: assign(({ context }, params: { values: WizardValues }) => ({
      values: { ...context.values, ...params.values },
    })),
    assignFieldValue: assign(({ context }, params: { id: string; value: WizardValue }) => ({
      values: { ...context.values, [params.id]: params.value },
    })),
    assignFieldError: assign(({ context }, params: { id: string; error: unknown }) => ({
      errors: params.error
        ? { ...context.errors, [params.id]: params.error }
        : withoutKeys(context.errors, [params.id]),
    })),
    assignStepCheck: assign((_, params: { check: StepCheck }) => ({
      errors: params.check.errors,
      nextStepIndex: params.check.nextStepIndex,
    })),
    markStepOptionsLoading: assign(({ context }) => ({
      optionsState: {
        ...context.optionsState,
        ...Object.fromEntries(pendingOptionIds(context).map((id) => [id, 'loading' as const])),
      },
    })),
    markOptionsLoading: assign(({ context }, params: { id: string }) => ({
      optionsState: { ...context.optionsState, [params.id]: 'loading' as const },
    })),
    assignOptions: assign(({ context }, params: { id: string; options: readonly unknown[] }) => ({
      options: { ...context.options, [params.id]: params.options },
      optionsState: withoutKeys(context.optionsState, [params.id]),
    })),
    markOptionsFailed: assign(({ context }, params: { id: string }) => ({
      optionsState: { ...context.optionsState, [params.id]: 'failed' as const },
    })),
    assignResponse: assign(({ context }, params: { response: unknown }) => {
      // dense (null for steps without a call), so the answers compare and serialize plainly
      const length = Math.max(context.responses.length, context.stepIndex + 1);
      const responses = Array.from({ length }, (_, i) =>
        i === context.stepIndex ? params.response : (context.responses[i] ?? null),
      );
      return { responses };
    }),
    advance: assign(({ context }) => ({
      history: [...context.history, context.stepIndex],
      stepIndex: context.nextStepIndex ?? context.stepIndex,
      errors: {},
      failure: null,
    })),
    goBack: assign(({ context }) => ({
      stepIndex: context.history.at(-1) ?? 0,
      history: context.history.slice(0, -1),
      errors: {},
      failure: null,
    })),
    markSubmitted: assign({ submitted: true }),
    assignOtpRequest: assign((_, params: { requestId: string }) => ({
      otpRequestId: params.requestId,
      codeAlive: true,
      canResend: false,
    })),
    markCodeDead: assign({ codeAlive: false }),
    allowResend: assign({ canResend: true }),
    /** the countdown of a code lives across a refused code and a resend; it is replaced, not stacked */
    startTimer: spawnChild('otpTimer', {
      id: 'timer',
      input: ({ context }) => {
        const confirmation = context.form?.confirmation;
        const seconds = confirmation?.kind === 'otp' ? (confirmation.timerSeconds ?? 180) : 180;
        return { validitySeconds: seconds, resendAfterSeconds: Math.min(30, seconds) };
      },
    }),
    stopTimer: stopChild('timer'),
    /** a code belongs to one confirmation: leaving it forgets the code */
    forgetCode: assign({ otpRequestId: null, codeAlive: false, canResend: false }),
    assignResult: assign((_, params: { result: unknown }) => ({ result: params.result, failure: null })),
    askOptions: sendTo('fieldTasks', ({ context }, params: { ids: readonly string[] }) => ({
      type: 'options.load' as const,
      form: context.form!,
      ids: params.ids,
      values: context.values,
    })),
    tellFieldChanged: sendTo('fieldTasks', ({ context }, params: { id: string }) => ({
      type: 'field.changed' as const,
      form: context.form!,
      id: params.id,
      values: context.values,
    })),
    askFieldCheck: sendTo('fieldTasks', ({ context }, params: { id: string }) => ({
      type: 'field.validate' as const,
      form: context.form!,
      id: params.id,
      values: context.values,
      options: context.options,
    })),
    askUpload: sendTo('fieldTasks', ({ context }, params: { id: string; file: unknown }) => ({
      type: 'file.upload' as const,
      form: context.form!,
      id: params.id,
      file: params.file,
      values: context.values,
    })),
    cancelUpload: sendTo('fieldTasks', (_, params: { id: string }) => ({
      type: 'file.cancel' as const,
      id: params.id,
    })),
  },
  guards: {
    hasErrors: (_, params: { check: StepCheck }) => Object.keys(params.check.errors).length > 0,
    hasStepRequest: ({ context }) => Boolean(context.form?.steps[context.stepIndex]?.request),
    hasNextStep: ({ context }) => context.nextStepIndex !== null,
    canGoBack: ({ context }) => context.history.length > 0,
    confirmsByPin: ({ context }) => context.form?.confirmation.kind === 'pin',
    confirmsByOtp: ({ context }) => context.form?.confirmation.kind === 'otp',
    isCodeAlive: ({ context }) => context.codeAlive,
    canResend: ({ context }) => context.canResend,
    /** the PIN was refused: ask for it again, the payment stays as it is */
    isPinRefused: ({ context }, params: { error: unknown }) =>
      context.form?.confirmation.kind === 'pin' && toFlowFailure(params.error).kind === 'pinWrong',
    isCodeRefused: ({ context }, params: { error: unknown }) =>
      context.form?.confirmation.kind === 'otp' && toFlowFailure(params.error).kind === 'otpInvalid',
  },
}).createMachine({
  id: 'serviceWizard',
  context: ({ input }) => ({
    pageId: input.pageId,
    instanceId: input.instanceId,
    form: null,
    stepIndex: 0,
    history: [],
    values: {},
    errors: {},
    options: {},
    optionsState: {},
    responses: [],
    nextStepIndex: null,
    failure: null,
    attempt: 0,
    submitted: false,
    otpRequestId: null,
    codeAlive: false,
    canResend: false,
    result: null,
  }),
  invoke: { id: 'fieldTasks', src: 'fieldTasks' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        input: ({ context }) => ({ pageId: context.pageId }),
        onDone: { target: 'editing', actions: { type: 'assignForm', params: ({ event }) => ({ form: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'assignFailure', params: ({ event }) => event } },
      },
    },
    loadFailed: {
      on: { 'form.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    editing: {
      entry: [
        'markStepOptionsLoading',
        {
          type: 'askOptions',
          params: ({ context }) => ({
            ids: Object.keys(context.optionsState).filter((id) => context.optionsState[id] === 'loading'),
          }),
        },
      ],
      // answers of the fieldTasks actor; outside editing they are stale and dropped
      on: {
        'options.loaded': { actions: { type: 'assignOptions', params: ({ event }) => event } },
        'options.failed': { actions: { type: 'markOptionsFailed', params: ({ event }) => event } },
        'field.validated': { actions: { type: 'assignFieldError', params: ({ event }) => event } },
        'values.fill': { actions: { type: 'fillValues', params: ({ event }) => event } },
        'upload.progress': { actions: { type: 'assignFieldValue', params: ({ event }) => event } },
        'upload.done': { actions: { type: 'assignFieldValue', params: ({ event }) => event } },
        'upload.failed': { actions: { type: 'assignFieldValue', params: ({ event }) => event } },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'field.change': {
              actions: [
                { type: 'assignValue', params: ({ event }) => event },
                { type: 'tellFieldChanged', params: ({ event }) => event },
              ],
            },
            'field.blur': { actions: { type: 'askFieldCheck', params: ({ event }) => event } },
            'file.select': {
              actions: [
                { type: 'assignValue', params: ({ event }) => event },
                { type: 'askUpload', params: ({ event }) => event },
              ],
            },
            'file.cancel': {
              actions: [
                { type: 'cancelUpload', params: ({ event }) => event },
                { type: 'assignValue', params: ({ event }) => ({ id: event.id, value: null }) },
              ],
            },
            'options.retry': {
              actions: [
                { type: 'markOptionsLoading', params: ({ event }) => event },
                { type: 'askOptions', params: ({ event }) => ({ ids: [event.id] }) },
              ],
            },
            'step.next': { target: 'checking', actions: 'clearFailure' },
            'step.back': { guard: 'canGoBack', target: '#serviceWizard.editing', reenter: true, actions: 'goBack' },
          },
        },
        /** the step's rules (visible fields only) and which step comes next */
        checking: {
          invoke: {
            id: 'checkStep',
            src: 'checkStep',
            input: ({ context }) => ({
              form: context.form!,
              stepIndex: context.stepIndex,
              values: context.values,
              options: context.options,
            }),
            onDone: [
              {
                guard: { type: 'hasErrors', params: ({ event }) => ({ check: event.output }) },
                target: 'idle',
                actions: { type: 'assignStepCheck', params: ({ event }) => ({ check: event.output }) },
              },
              {
                target: 'leaving',
                actions: { type: 'assignStepCheck', params: ({ event }) => ({ check: event.output }) },
              },
            ],
            onError: { target: 'idle', actions: { type: 'assignFailure', params: ({ event }) => event } },
          },
        },
        /** a checked step: its own call first when it has one, then the next step or the Submit */
        leaving: {
          always: [
            { guard: 'hasStepRequest', target: 'requesting' },
            { guard: 'hasNextStep', target: '#serviceWizard.editing', reenter: true, actions: 'advance' },
            { target: '#serviceWizard.confirming' },
          ],
        },
        /** the step's own call (a quote); its answer is kept for later requests and the review */
        requesting: {
          invoke: {
            id: 'stepRequest',
            src: 'stepRequest',
            input: ({ context }) => ({
              form: context.form!,
              stepIndex: context.stepIndex,
              values: context.values,
              responses: context.responses,
            }),
            onDone: [
              {
                guard: 'hasNextStep',
                target: '#serviceWizard.editing',
                reenter: true,
                actions: [{ type: 'assignResponse', params: ({ event }) => ({ response: event.output }) }, 'advance'],
              },
              {
                target: '#serviceWizard.confirming',
                actions: { type: 'assignResponse', params: ({ event }) => ({ response: event.output }) },
              },
            ],
            onError: { target: 'idle', actions: { type: 'assignFailure', params: ({ event }) => event } },
          },
        },
      },
    },
    confirming: {
      initial: 'choosing',
      on: { 'confirmation.cancel': { target: 'editing', actions: ['clearFailure', 'stopTimer', 'forgetCode'] } },
      states: {
        choosing: {
          always: [
            { guard: 'confirmsByPin', target: 'pin' },
            { guard: 'confirmsByOtp', target: 'otp' },
            { target: '#serviceWizard.processing' },
          ],
        },
        pin: {
          on: { 'confirmation.submit': { target: '#serviceWizard.processing', actions: 'clearFailure' } },
        },
        otp: {
          // from the countdown, which lives across a refused code and a resend
          on: {
            'otp.expired': { actions: 'markCodeDead' },
            'otp.resendAvailable': { actions: 'allowResend' },
          },
          initial: 'sending',
          states: {
            sending: {
              entry: ['stopTimer', 'forgetCode'],
              invoke: {
                id: 'requestOtp',
                src: 'requestOtp',
                input: ({ context }) => ({ form: context.form!, values: context.values }),
                onDone: {
                  target: 'entering',
                  actions: [{ type: 'assignOtpRequest', params: ({ event }) => event.output }, 'startTimer'],
                },
                onError: { target: 'notSent', actions: { type: 'assignFailure', params: ({ event }) => event } },
              },
            },
            notSent: { on: { 'otp.resend': { target: 'sending', actions: 'clearFailure' } } },
            entering: {
              on: {
                'confirmation.submit': {
                  guard: 'isCodeAlive',
                  target: '#serviceWizard.processing',
                  actions: 'clearFailure',
                },
                'otp.resend': { guard: 'canResend', target: 'sending', actions: 'clearFailure' },
              },
            },
          },
        },
      },
    },
    /** sent once: Submit cannot be pressed again here, and the key makes a retry the same payment */
    processing: {
      entry: 'markSubmitted',
      invoke: {
        id: 'submitTransaction',
        src: 'submitTransaction',
        input: ({ context, event }) =>
          submitInput({ context }, event.type === 'confirmation.submit' ? event.secret : null),
        onDone: {
          target: 'receipt',
          actions: [
            'stopTimer',
            'forgetCode',
            { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isPinRefused', params: ({ event }) => event },
            target: '#serviceWizard.confirming.pin',
            actions: { type: 'assignFailure', params: ({ event }) => event },
          },
          {
            guard: { type: 'isCodeRefused', params: ({ event }) => event },
            target: '#serviceWizard.confirming.otp.entering',
            actions: { type: 'assignFailure', params: ({ event }) => event },
          },
          {
            target: 'editing',
            actions: ['stopTimer', 'forgetCode', { type: 'assignFailure', params: ({ event }) => event }],
          },
        ],
      },
    },
    receipt: {
      on: {
        'wizard.restart': { target: 'editing', actions: 'resetForNewPayment' },
        'wizard.close': 'closed',
      },
    },
    closed: { type: 'final' },
  },
});
