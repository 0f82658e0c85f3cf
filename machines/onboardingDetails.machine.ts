import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The onboarding details table (issue 16 part 9, /app/table-list-full/onboarding-details): the users
 * a super agent onboarded (a customer-service rep sees all of them) with status and KYC state. The
 * KYC filter asks the back end again; the search narrows the rows on screen as typed. A failed load
 * says why and offers retry.
 *
 * A row's shape belongs to the app (the contract): the flow reads id, login, name and mobile.
 */
export interface OnboardedRow {
  id: string;
  login: string;
  name: string;
  mobile: string;
}

export type KycFilter = 'PENDING' | 'VERIFIED' | 'REJECTED' | null;

export interface OnboardingDetailsContext {
  rows: OnboardedRow[];
  query: string;
  kycState: KycFilter;
  failure: FlowFailure | null;
}

export type OnboardingDetailsEvent =
  | { type: 'search.change'; query: string }
  | { type: 'filter.change'; kycState: KycFilter }
  | { type: 'list.refresh' }
  | { type: 'list.retry' };

/** The rows the search keeps: name or login containing it (any case), or the mobile its digits. */
export function matchingOnboarded<R extends OnboardedRow>(rows: readonly R[], query: string): readonly R[] {
  const q = query.trim().toLocaleLowerCase();
  if (q === '') return rows;
  const digits = q.replace(/[\s-]/g, '');
  return rows.filter(
    (row) =>
      row.name.toLocaleLowerCase().includes(q) ||
      row.login.includes(q) ||
      (/^\d+$/.test(digits) && row.mobile.includes(digits)),
  );
}

export const onboardingDetailsMachine = setup({
  types: {
    context: {} as OnboardingDetailsContext,
    events: {} as OnboardingDetailsEvent,
  },
  actors: {
    loadOnboarded: notProvided<readonly OnboardedRow[], { kycState: KycFilter }>('loadOnboarded'),
  },
  actions: {
    assignRows: assign((_, params: { rows: readonly OnboardedRow[] }) => ({ rows: [...params.rows], failure: null })),
    assignQuery: assign((_, params: { query: string }) => ({ query: params.query })),
    assignKyc: assign((_, params: { kycState: KycFilter }) => ({ kycState: params.kycState })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
  },
  guards: {
    isNewFilter: ({ context }, params: { kycState: KycFilter }) => context.kycState !== params.kycState,
  },
}).createMachine({
  id: 'onboardingDetails',
  context: { rows: [], query: '', kycState: null, failure: null },
  initial: 'loading',
  on: {
    'search.change': { actions: { type: 'assignQuery', params: ({ event }) => ({ query: event.query }) } },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadOnboarded',
        src: 'loadOnboarded',
        input: ({ context }) => ({ kycState: context.kycState }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignRows', params: ({ event }) => ({ rows: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'list.retry': 'loading' },
    },
    ready: {
      on: {
        'list.refresh': 'loading',
        'filter.change': {
          guard: { type: 'isNewFilter', params: ({ event }) => ({ kycState: event.kycState }) },
          target: 'loading',
          actions: { type: 'assignKyc', params: ({ event }) => ({ kycState: event.kycState }) },
        },
      },
    },
  },
});
