import { assign, fromCallback, sendTo, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * Self-onboarding (requirements#onboarding, /self-onboarding): the onboarding field details are
 * loaded, then their steps (personal details, ID documents, address, terms) are walked with Back
 * and Next — each Next checks the step's fields with the form engine's rules — then the whole
 * application is reviewed and submitted. It answers a reference; a failed submit keeps every value
 * and offers retry (or Back to change something). A chosen ID image is checked (type, size) and
 * read by the app's fileReader before it is kept; a refused one never leaves the browser.
 *
 * The template's shape belongs to the app (the contract): the flow reads its steps' ids and
 * parameter ids, and carries the rest. An agent onboarding a customer runs the same chart as a
 * child of agentOnboarding (requirements#agent-onboarding), started with the template it chose
 * (loadFields is handed it) and answering the reference as its output.
 */
export interface OnboardingFormShape {
  steps: ReadonlyArray<{ id: string; parameters: ReadonlyArray<{ ParameterId: string }> }>;
}

/** A value as the form engine keeps it (src/forms FieldValue fits it): plain data only. */
export type OnboardingValue = string | boolean | readonly string[] | { kind: 'file'; state: string } | null;
export type OnboardingValues = Record<string, OnboardingValue>;

export interface SelfOnboardingContext {
  form: OnboardingFormShape | null;
  stepIndex: number;
  values: OnboardingValues;
  /** the current step's problems per field (src/forms FieldError) */
  errors: Record<string, unknown>;
  reference: string | null;
  failure: FlowFailure | null;
}

/** What the fileReader is asked: check and read one chosen file. */
export interface FileReadTask {
  type: 'file.read';
  form: OnboardingFormShape;
  id: string;
  file: unknown;
  values: OnboardingValues;
}

export type SelfOnboardingEvent =
  | { type: 'field.change'; id: string; value: OnboardingValue }
  | { type: 'file.select'; id: string; file: unknown; value: OnboardingValue }
  /** the fileReader's answer: the value read (or failed), and the problem if refused */
  | { type: 'file.ready'; id: string; value: OnboardingValue; error: unknown }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'application.submit' }
  | { type: 'application.retry' }
  | { type: 'fields.retry' };

export interface SelfOnboardingInput {
  /** a template already chosen (agent-assisted onboarding); loadFields is handed it */
  form?: OnboardingFormShape;
}

export interface StepCheckResult {
  errors: Record<string, unknown>;
}

const withoutKey = <V>(record: Record<string, V>, key: string): Record<string, V> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

export const selfOnboardingMachine = setup({
  types: {
    context: {} as SelfOnboardingContext,
    events: {} as SelfOnboardingEvent,
    input: {} as SelfOnboardingInput | undefined,
    output: {} as { reference: string | null },
  },
  actors: {
    loadFields: notProvided<OnboardingFormShape, { form: OnboardingFormShape | null }>('loadFields'),
    checkStep: notProvided<StepCheckResult, { form: OnboardingFormShape; stepIndex: number; values: OnboardingValues }>(
      'checkStep',
    ),
    submitApplication: notProvided<
      { reference: string },
      { form: OnboardingFormShape | null; values: OnboardingValues }
    >('submitApplication'),
    /** checks a chosen file's type and size, then reads it; answers with file.ready */
    fileReader: fromCallback<FileReadTask>(() => {
      throw new Error('actor "fileReader" was not provided');
    }),
  },
  actions: {
    assignForm: assign((_, params: { form: OnboardingFormShape }) => ({ form: params.form, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
    /** a changed value: its error goes */
    assignValue: assign(({ context }, params: { id: string; value: OnboardingValue }) => ({
      values: { ...context.values, [params.id]: params.value },
      errors: withoutKey(context.errors, params.id),
    })),
    assignFileRead: assign(({ context }, params: { id: string; value: OnboardingValue; error: unknown }) => ({
      values: { ...context.values, [params.id]: params.value },
      errors:
        params.error === null || params.error === undefined
          ? withoutKey(context.errors, params.id)
          : { ...context.errors, [params.id]: params.error },
    })),
    askRead: sendTo('fileReader', ({ context }, params: { id: string; file: unknown }) => ({
      type: 'file.read' as const,
      form: context.form ?? { steps: [] },
      id: params.id,
      file: params.file,
      values: context.values,
    })),
    assignErrors: assign((_, params: { errors: Record<string, unknown> }) => ({ errors: params.errors })),
    advance: assign(({ context }) => ({ stepIndex: context.stepIndex + 1, errors: {} })),
    goBack: assign(({ context }) => ({ stepIndex: Math.max(0, context.stepIndex - 1), errors: {} })),
    assignReference: assign((_, params: { reference: string }) => ({ reference: params.reference, failure: null })),
  },
  guards: {
    hasErrors: (_, params: { errors: Record<string, unknown> }) => Object.keys(params.errors).length > 0,
    isLastStep: ({ context }) => context.stepIndex >= (context.form?.steps.length ?? 1) - 1,
    canGoBack: ({ context }) => context.stepIndex > 0,
  },
}).createMachine({
  id: 'selfOnboarding',
  context: ({ input }) => ({
    form: input?.form ?? null,
    stepIndex: 0,
    values: {},
    errors: {},
    reference: null,
    failure: null,
  }),
  output: ({ context }) => ({ reference: context.reference }),
  initial: 'loading',
  states: {
    /** the onboarding field details */
    loading: {
      invoke: {
        id: 'loadFields',
        src: 'loadFields',
        input: ({ context }) => ({ form: context.form }),
        onDone: { target: 'editing', actions: { type: 'assignForm', params: ({ event }) => ({ form: event.output }) } },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'fields.retry': 'loading' },
    },
    /** one step of the form; the fileReader lives as long as the form is edited */
    editing: {
      invoke: { id: 'fileReader', src: 'fileReader' },
      on: {
        'file.ready': { actions: { type: 'assignFileRead', params: ({ event }) => event } },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'field.change': { actions: { type: 'assignValue', params: ({ event }) => event } },
            'file.select': {
              actions: [
                { type: 'assignValue', params: ({ event }) => event },
                { type: 'askRead', params: ({ event }) => event },
              ],
            },
            'step.next': 'checking',
            'step.back': { guard: 'canGoBack', actions: 'goBack' },
          },
        },
        /** the step's rules (visible fields only) */
        checking: {
          invoke: {
            id: 'checkStep',
            src: 'checkStep',
            input: ({ context }) => ({
              form: context.form ?? { steps: [] },
              stepIndex: context.stepIndex,
              values: context.values,
            }),
            onDone: [
              {
                guard: { type: 'hasErrors', params: ({ event }) => event.output },
                target: 'idle',
                actions: { type: 'assignErrors', params: ({ event }) => event.output },
              },
              { guard: 'isLastStep', target: '#selfOnboarding.review' },
              { target: 'idle', actions: 'advance' },
            ],
          },
        },
      },
    },
    /** everything entered, shown once more before it is sent */
    review: {
      on: {
        'step.back': 'editing',
        'application.submit': 'submitting',
      },
    },
    submitting: {
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => ({ form: context.form, values: context.values }),
        onDone: {
          target: 'submitted',
          actions: { type: 'assignReference', params: ({ event }) => ({ reference: event.output.reference }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** nothing entered is lost: the same application again, or back to change it */
    failed: {
      on: {
        'application.retry': { target: 'submitting', actions: 'clearFailure' },
        'step.back': { target: 'editing', actions: 'clearFailure' },
      },
    },
    submitted: { type: 'final' },
  },
});
