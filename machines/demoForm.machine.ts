import { assign, setup } from 'xstate';
import type { WizardValue, WizardValues } from './serviceWizard.form';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The demo form sample for QA (requirements#demo-form): every field type of the form engine with
 * the sample's rules and field attributes. The user edits; Submit validates every shown field;
 * with no error the request the form would send is built and shown (nothing is sent). Editing a
 * value after that goes back to editing, keeping every value.
 */
export interface DemoFormInput {
  /** the fields' starting values (their configured defaults) */
  values: WizardValues;
}

/** The built request as the page shows it: where it would go and its body. */
export interface DemoRequest {
  url: string;
  method: 'GET' | 'POST';
  body: Record<string, unknown>;
  query?: Record<string, string> | undefined;
}

export interface DemoFormContext {
  values: WizardValues;
  /** per field (src/forms FieldError); empty while nothing failed */
  errors: Record<string, unknown>;
  request: DemoRequest | null;
  failure: FlowFailure | null;
}

export type DemoFormEvent =
  | { type: 'field.change'; id: string; value: WizardValue }
  /** QA's shortcut: every field at once (valid sample values) */
  | { type: 'form.fill'; values: WizardValues }
  | { type: 'form.submit' }
  | { type: 'form.edit' };

const withoutKey = (record: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

export const demoFormMachine = setup({
  types: {
    context: {} as DemoFormContext,
    events: {} as DemoFormEvent,
    input: {} as DemoFormInput,
  },
  actors: {
    /** the errors of every shown field (the engine's validateStep); {} when all pass */
    validateForm: notProvided<Record<string, unknown>, { values: WizardValues }>('validateForm'),
    /** the Submit request the form would send (the engine's buildRequest) */
    buildRequest: notProvided<DemoRequest, { values: WizardValues }>('buildRequest'),
  },
  actions: {
    storeValue: assign(({ context }, params: { id: string; value: WizardValue }) => ({
      values: { ...context.values, [params.id]: params.value },
      // the field's error goes with the value it was about
      errors: withoutKey(context.errors, params.id),
    })),
    storeValues: assign(({ context }, params: { values: WizardValues }) => ({
      values: { ...context.values, ...params.values },
      errors: {},
    })),
    storeErrors: assign((_, params: { errors: Record<string, unknown> }) => ({ errors: params.errors })),
    storeRequest: assign((_, params: { request: DemoRequest }) => ({ request: params.request, failure: null })),
    clearRequest: assign({ request: null }),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    hasErrors: (_, params: { errors: Record<string, unknown> }) => Object.keys(params.errors).length > 0,
  },
}).createMachine({
  id: 'demoForm',
  context: ({ input }) => ({ values: input.values, errors: {}, request: null, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: { type: 'storeValue', params: ({ event }) => ({ id: event.id, value: event.value }) },
        },
        'form.fill': { actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) } },
        'form.submit': { target: 'validating', actions: 'clearFailure' },
      },
    },
    validating: {
      invoke: {
        id: 'validateForm',
        src: 'validateForm',
        input: ({ context }) => ({ values: context.values }),
        onDone: [
          {
            guard: { type: 'hasErrors', params: ({ event }) => ({ errors: event.output }) },
            target: 'editing',
            actions: { type: 'storeErrors', params: ({ event }) => ({ errors: event.output }) },
          },
          { target: 'building', actions: { type: 'storeErrors', params: { errors: {} } } },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    building: {
      invoke: {
        id: 'buildRequest',
        src: 'buildRequest',
        input: ({ context }) => ({ values: context.values }),
        onDone: {
          target: 'built',
          actions: { type: 'storeRequest', params: ({ event }) => ({ request: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    built: {
      on: {
        // a changed value makes the shown request stale
        'field.change': {
          target: 'editing',
          actions: [
            { type: 'storeValue', params: ({ event }) => ({ id: event.id, value: event.value }) },
            'clearRequest',
          ],
        },
        'form.fill': {
          target: 'editing',
          actions: [{ type: 'storeValues', params: ({ event }) => ({ values: event.values }) }, 'clearRequest'],
        },
        'form.edit': { target: 'editing', actions: 'clearRequest' },
        'form.submit': { target: 'validating', actions: 'clearRequest' },
      },
    },
  },
});
