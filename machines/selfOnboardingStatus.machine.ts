import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * An application's status (requirements#onboarding, /self-onboarding/status): looked up by its
 * reference together with the applicant's mobile, which the page may start with (the link shown
 * after submitting). Pending, approved, or rejected with the reason; a failed look-up says why and
 * offers retry; another look-up may follow at any time.
 *
 * The status's shape belongs to the app (the contract): the flow reads its status and carries the rest.
 */
export interface ApplicationStatusShape {
  status: string;
}

export interface SelfOnboardingStatusContext {
  reference: string;
  mobile: string;
  status: ApplicationStatusShape | null;
  failure: FlowFailure | null;
}

export interface SelfOnboardingStatusInput {
  reference?: string;
  mobile?: string;
}

export type SelfOnboardingStatusEvent =
  { type: 'status.lookup'; reference: string; mobile: string } | { type: 'status.retry' };

export const selfOnboardingStatusMachine = setup({
  types: {
    context: {} as SelfOnboardingStatusContext,
    events: {} as SelfOnboardingStatusEvent,
    input: {} as SelfOnboardingStatusInput | undefined,
  },
  actors: {
    lookupStatus: notProvided<ApplicationStatusShape, { reference: string; mobile: string }>('lookupStatus'),
  },
  actions: {
    assignQuery: assign((_, params: { reference: string; mobile: string }) => ({
      reference: params.reference,
      mobile: params.mobile,
      status: null,
      failure: null,
    })),
    assignStatus: assign((_, params: { status: ApplicationStatusShape }) => ({ status: params.status, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
  },
  guards: {
    hasQuery: ({ context }) => context.reference !== '' && context.mobile !== '',
  },
}).createMachine({
  id: 'selfOnboardingStatus',
  context: ({ input }) => ({
    reference: input?.reference ?? '',
    mobile: input?.mobile ?? '',
    status: null,
    failure: null,
  }),
  initial: 'starting',
  on: {
    'status.lookup': {
      target: '.looking',
      actions: { type: 'assignQuery', params: ({ event }) => event },
    },
  },
  states: {
    /** a page opened with a reference and a mobile looks them up at once */
    starting: {
      always: [{ guard: 'hasQuery', target: 'looking' }, { target: 'idle' }],
    },
    idle: {},
    looking: {
      invoke: {
        id: 'lookupStatus',
        src: 'lookupStatus',
        input: ({ context }) => ({ reference: context.reference, mobile: context.mobile }),
        onDone: {
          target: 'found',
          actions: { type: 'assignStatus', params: ({ event }) => ({ status: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    found: {
      on: { 'status.retry': 'looking' },
    },
    failed: {
      on: { 'status.retry': 'looking' },
    },
  },
});
