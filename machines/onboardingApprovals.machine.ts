import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The approval queue of self-onboarding applications (requirements#onboarding), worked by the
 * customer-service rep on /app/table-list-full/onboarding-details: the pending applications,
 * oldest first; one is approved after a confirmation, or rejected with a reason (3–300 characters)
 * the applicant will read. A decided application leaves the queue; a refused decision (decided
 * meanwhile by another rep) says why, keeps the dialog, and the queue can be loaded again.
 *
 * An application's shape belongs to the app (the contract): the flow reads its id.
 */
export interface ApplicationRow {
  id: string;
}

export type Decision = 'APPROVE' | 'REJECT';

export interface OnboardingApprovalsContext {
  applications: ApplicationRow[];
  /** the application being decided, and how */
  selectedId: string | null;
  decision: Decision | null;
  reason: string;
  /** the reason was tried empty or too short */
  reasonInvalid: boolean;
  /** a rejection's documents to send again (requirements#kyc-reupload): the applicant may, then it is reviewed again */
  documents: string[];
  /** the last decision made, for the confirmation message */
  decided: { id: string; decision: Decision } | null;
  failure: FlowFailure | null;
}

export type OnboardingApprovalsEvent =
  | { type: 'list.refresh' }
  | { type: 'list.retry' }
  | { type: 'decision.start'; id: string; decision: Decision }
  | { type: 'reason.change'; reason: string }
  | { type: 'documents.change'; documents: readonly string[] }
  | { type: 'decision.confirm' }
  | { type: 'decision.cancel' };

export const MIN_REASON = 3;
export const MAX_REASON = 300;

export const onboardingApprovalsMachine = setup({
  types: {
    context: {} as OnboardingApprovalsContext,
    events: {} as OnboardingApprovalsEvent,
  },
  actors: {
    loadApplications: notProvided<readonly ApplicationRow[]>('loadApplications'),
    decide: notProvided<unknown, { id: string; decision: Decision; reason: string; documents: string[] }>('decide'),
  },
  actions: {
    assignApplications: assign((_, params: { applications: readonly ApplicationRow[] }) => ({
      applications: [...params.applications],
      failure: null,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    startDecision: assign((_, params: { id: string; decision: Decision }) => ({
      selectedId: params.id,
      decision: params.decision,
      reason: '',
      reasonInvalid: false,
      documents: [],
      failure: null,
    })),
    assignDocuments: assign((_, params: { documents: readonly string[] }) => ({ documents: [...params.documents] })),
    assignReason: assign((_, params: { reason: string }) => ({ reason: params.reason, reasonInvalid: false })),
    markReasonInvalid: assign({ reasonInvalid: true }),
    /** decided: it leaves the queue */
    removeDecided: assign(({ context }) => ({
      applications: context.applications.filter((a) => a.id !== context.selectedId),
      decided:
        context.selectedId === null || context.decision === null
          ? null
          : { id: context.selectedId, decision: context.decision },
      selectedId: null,
      decision: null,
      reason: '',
      documents: [],
      failure: null,
    })),
    endDecision: assign({
      selectedId: null,
      decision: null,
      reason: '',
      reasonInvalid: false,
      documents: [],
      failure: null,
    }),
  },
  guards: {
    isReasonValid: ({ context }) => {
      const length = context.reason.trim().length;
      return context.decision === 'APPROVE' || (length >= MIN_REASON && length <= MAX_REASON);
    },
  },
}).createMachine({
  id: 'onboardingApprovals',
  context: {
    applications: [],
    selectedId: null,
    decision: null,
    reason: '',
    reasonInvalid: false,
    documents: [],
    decided: null,
    failure: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadApplications',
        src: 'loadApplications',
        onDone: {
          target: 'browsing',
          actions: { type: 'assignApplications', params: ({ event }) => ({ applications: event.output }) },
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
    browsing: {
      on: {
        'list.refresh': 'loading',
        'decision.start': {
          target: 'deciding',
          actions: { type: 'startDecision', params: ({ event }) => event },
        },
      },
    },
    /** the dialog: a confirmation, or the reason of a rejection */
    deciding: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'reason.change': { actions: { type: 'assignReason', params: ({ event }) => event } },
            'documents.change': { actions: { type: 'assignDocuments', params: ({ event }) => event } },
            'decision.confirm': [{ guard: 'isReasonValid', target: 'sending' }, { actions: 'markReasonInvalid' }],
            'decision.cancel': { target: '#onboardingApprovals.browsing', actions: 'endDecision' },
          },
        },
        sending: {
          invoke: {
            id: 'decide',
            src: 'decide',
            input: ({ context }) => ({
              id: context.selectedId ?? '',
              decision: context.decision ?? 'APPROVE',
              reason: context.reason.trim(),
              documents: context.decision === 'REJECT' ? context.documents : [],
            }),
            onDone: { target: '#onboardingApprovals.browsing', actions: 'removeDecided' },
            onError: {
              target: 'editing',
              actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
