import { assign, fromCallback, sendTo, setup } from 'xstate';
import {
  changeValue,
  entriesOf,
  pendingOptionIds,
  placeUploadAnswer,
  type FieldTask,
  type FieldTaskAnswer,
  withoutKeys,
  type WizardEntries,
  type WizardForm,
  type WizardValue,
  type WizardValues,
} from './serviceWizard.form';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The service wizard's form, one step at a time (requirements#form-steps: each group of service parameters
 * is one step; Next on every step but the last, Submit on the last). A step is checked before
 * it is left; a step's own call (a quote) runs on Next and its answer feeds later requests
 * (requirements#request-sources: isFromResponse). Back returns to the step walked before, every value kept.
 * Passing the last step ends this chart: its output is everything entered, for the Submit.
 *
 * The form engine is the app's: `checkStep`, `stepRequest` and the `fieldTasks` actor (option
 * lists, pass-through lookups, blur checks, uploads) are named here and provided by src/.
 */

export interface ServiceWizardStepsInput {
  form: WizardForm;
  entries: WizardEntries;
  /** why the payment came back to the form (a failed Submit), shown until the next Next */
  failure: FlowFailure | null;
}

export interface ServiceWizardStepsContext extends WizardEntries {
  form: WizardForm;
  /** where the last passed check said to go (null: Submit) */
  nextStepIndex: number | null;
  failure: FlowFailure | null;
  /** a value was changed here: a payment already tried becomes a new one */
  changed: boolean;
}

export interface ServiceWizardStepsOutput {
  entries: WizardEntries;
  changed: boolean;
}

/** What the app's checkStep answers: the step's problems and which step comes next (null: Submit). */
export interface StepCheck {
  errors: Record<string, unknown>;
  nextStepIndex: number | null;
}

export type ServiceWizardStepsEvent =
  | { type: 'field.change'; id: string; value: WizardValue }
  | { type: 'field.blur'; id: string }
  | { type: 'file.select'; id: string; file: unknown; value: WizardValue }
  | { type: 'file.cancel'; id: string }
  | { type: 'options.retry'; id: string }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | FieldTaskAnswer;

/** the part every task for the fieldTasks actor carries */
const task = <T extends FieldTask['type']>(type: T, context: ServiceWizardStepsContext) => ({
  type,
  form: context.form,
  values: context.values,
});
const stepCheck = ({ event }: { event: { output: StepCheck } }) => ({ check: event.output });
const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const response = ({ event }: { event: { output: unknown } }) => ({ response: event.output });
const loadingIds = (state: WizardEntries['optionsState']) => Object.keys(state).filter((id) => state[id] === 'loading');

export const serviceWizardStepsMachine = setup({
  types: {
    input: {} as ServiceWizardStepsInput,
    context: {} as ServiceWizardStepsContext,
    events: {} as ServiceWizardStepsEvent,
    output: {} as ServiceWizardStepsOutput,
  },
  actors: {
    checkStep: notProvided<
      StepCheck,
      { form: WizardForm; stepIndex: number; values: WizardValues; options: Record<string, readonly unknown[]> }
    >('checkStep'),
    stepRequest: notProvided<
      unknown,
      { form: WizardForm; stepIndex: number; values: WizardValues; responses: readonly unknown[] }
    >('stepRequest'),
    /** option lists, pass-through lookups, blur checks and uploads; answers with events */
    fieldTasks: fromCallback<FieldTask>(() => {
      throw new Error('actor "fieldTasks" was not provided');
    }),
  },
  actions: {
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
    /** a changed value: its error and its stale dependants go; a tried payment becomes a new one */
    assignValue: assign(({ context }, params: { id: string; value: WizardValue }) => ({
      ...changeValue(context.form, context, params.id, params.value),
      changed: true,
    })),
    /** answers of the fieldTasks actor: values it fills (a recipient's name), upload states */
    fillValues: assign(({ context }, params: { values: WizardValues }) => ({
      values: { ...context.values, ...params.values },
    })),
    assignFieldValue: assign(({ context }, params: { id: string; value: WizardValue }) => ({
      values: { ...context.values, [params.id]: placeUploadAnswer(context.values[params.id], params.value) },
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
        ...Object.fromEntries(
          pendingOptionIds(context.form, context.stepIndex, context.options).map((id) => [id, 'loading' as const]),
        ),
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
    askOptions: sendTo('fieldTasks', ({ context }, params: { ids: readonly string[] }) => ({
      ...task('options.load', context),
      ids: params.ids,
    })),
    tellFieldChanged: sendTo('fieldTasks', ({ context }, params: { id: string }) => ({
      ...task('field.changed', context),
      id: params.id,
      options: context.options,
    })),
    askFieldCheck: sendTo('fieldTasks', ({ context }, params: { id: string }) => ({
      ...task('field.validate', context),
      id: params.id,
      options: context.options,
    })),
    askUpload: sendTo('fieldTasks', ({ context }, params: { id: string; file: unknown }) => ({
      ...task('file.upload', context),
      id: params.id,
      file: params.file,
    })),
    cancelUpload: sendTo('fieldTasks', (_, params: { id: string }) => ({
      type: 'file.cancel' as const,
      id: params.id,
    })),
  },
  guards: {
    hasErrors: (_, params: { check: StepCheck }) => Object.keys(params.check.errors).length > 0,
    hasStepRequest: ({ context }) => Boolean(context.form.steps[context.stepIndex]?.request),
    hasNextStep: ({ context }) => context.nextStepIndex !== null,
    canGoBack: ({ context }) => context.history.length > 0,
  },
}).createMachine({
  id: 'serviceWizardSteps',
  context: ({ input }) => ({
    ...input.entries,
    form: input.form,
    nextStepIndex: null,
    failure: input.failure,
    changed: false,
  }),
  invoke: { id: 'fieldTasks', src: 'fieldTasks' },
  initial: 'editing',
  states: {
    /** one step; entering it (again) asks for the option lists it still lacks */
    editing: {
      entry: [
        'markStepOptionsLoading',
        { type: 'askOptions', params: ({ context }) => ({ ids: loadingIds(context.optionsState) }) },
      ],
      // answers of the fieldTasks actor
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
            'step.back': {
              guard: 'canGoBack',
              target: '#serviceWizardSteps.editing',
              reenter: true,
              actions: 'goBack',
            },
          },
        },
        /** the step's rules (visible fields only) and which step comes next */
        checking: {
          invoke: {
            id: 'checkStep',
            src: 'checkStep',
            input: ({ context: { form, stepIndex, values, options } }) => ({ form, stepIndex, values, options }),
            onDone: [
              {
                guard: { type: 'hasErrors', params: stepCheck },
                target: 'idle',
                actions: { type: 'assignStepCheck', params: stepCheck },
              },
              { target: 'leaving', actions: { type: 'assignStepCheck', params: stepCheck } },
            ],
            onError: { target: 'idle', actions: { type: 'assignFailure', params: failure } },
          },
        },
        /** a checked step: its own call first when it has one, then the next step or the Submit */
        leaving: {
          always: [
            { guard: 'hasStepRequest', target: 'requesting' },
            { guard: 'hasNextStep', target: '#serviceWizardSteps.editing', reenter: true, actions: 'advance' },
            { target: '#serviceWizardSteps.completed' },
          ],
        },
        /** the step's own call (a quote); its answer is kept for later requests and the review */
        requesting: {
          invoke: {
            id: 'stepRequest',
            src: 'stepRequest',
            input: ({ context: { form, stepIndex, values, responses } }) => ({ form, stepIndex, values, responses }),
            onDone: [
              {
                guard: 'hasNextStep',
                target: '#serviceWizardSteps.editing',
                reenter: true,
                actions: [{ type: 'assignResponse', params: response }, 'advance'],
              },
              {
                target: '#serviceWizardSteps.completed',
                actions: { type: 'assignResponse', params: response },
              },
            ],
            onError: { target: 'idle', actions: { type: 'assignFailure', params: failure } },
          },
        },
      },
    },
    /** the last step passed: on to the Submit with everything entered */
    completed: { type: 'final' },
  },
  output: ({ context }) => ({ entries: entriesOf(context), changed: context.changed }),
});
