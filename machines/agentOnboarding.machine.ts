import { assign, setup } from 'xstate';
import { selfOnboardingMachine, type OnboardingFormShape } from './selfOnboarding.machine';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * Agent-assisted onboarding (requirements#agent-onboarding, /app/onboard-customer): the templates
 * the signed-in agent may onboard are loaded (failed with retry), one is chosen, and the customer's
 * application is filled in by the self-onboarding chart itself — the same steps, checks, review
 * and submit — started with the chosen template. Its answer is the reference, shown to the agent,
 * who may then onboard another customer. Another template may be chosen while filling in
 * (what was entered goes).
 *
 * A template's shape belongs to the app (the contract): the flow reads its id and carries the rest.
 */
export type OnboardingTemplateShape = OnboardingFormShape & { id: number };

export interface AgentOnboardingContext {
  templates: OnboardingTemplateShape[];
  template: OnboardingTemplateShape | null;
  reference: string | null;
  failure: FlowFailure | null;
}

export type AgentOnboardingEvent =
  | { type: 'template.choose'; id: number }
  | { type: 'template.change' }
  | { type: 'templates.retry' }
  | { type: 'onboarding.another' };

export const agentOnboardingMachine = setup({
  types: {
    context: {} as AgentOnboardingContext,
    events: {} as AgentOnboardingEvent,
  },
  actors: {
    loadTemplates: notProvided<readonly OnboardingTemplateShape[]>('loadTemplates'),
    /** the self-onboarding chart, its calls provided for an agent (the template's fields, userOnboarding) */
    application: selfOnboardingMachine,
  },
  actions: {
    assignTemplates: assign((_, params: { templates: readonly OnboardingTemplateShape[] }) => ({
      templates: [...params.templates],
      failure: null,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    assignTemplate: assign(({ context }, params: { id: number }) => ({
      template: context.templates.find((t) => t.id === params.id) ?? null,
    })),
    assignReference: assign((_, params: { reference: string | null }) => ({ reference: params.reference })),
    clearChoice: assign({ template: null, reference: null }),
  },
  guards: {
    isOfferedTemplate: ({ context }, params: { id: number }) => context.templates.some((t) => t.id === params.id),
  },
}).createMachine({
  id: 'agentOnboarding',
  context: { templates: [], template: null, reference: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTemplates',
        src: 'loadTemplates',
        onDone: {
          target: 'choosing',
          actions: { type: 'assignTemplates', params: ({ event }) => ({ templates: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'templates.retry': 'loading' },
    },
    /** which kind of customer (template) the agent onboards */
    choosing: {
      on: {
        'template.choose': {
          guard: { type: 'isOfferedTemplate', params: ({ event }) => ({ id: event.id }) },
          target: 'filling',
          actions: { type: 'assignTemplate', params: ({ event }) => ({ id: event.id }) },
        },
      },
    },
    /** the customer's application, in the self-onboarding chart */
    filling: {
      invoke: {
        id: 'application',
        src: 'application',
        input: ({ context }) => ({ form: context.template ?? undefined }),
        onDone: {
          target: 'submitted',
          actions: { type: 'assignReference', params: ({ event }) => ({ reference: event.output.reference }) },
        },
      },
      on: { 'template.change': { target: 'choosing', actions: 'clearChoice' } },
    },
    /** the reference, for the agent to give the customer */
    submitted: {
      on: { 'onboarding.another': { target: 'choosing', actions: 'clearChoice' } },
    },
  },
});
