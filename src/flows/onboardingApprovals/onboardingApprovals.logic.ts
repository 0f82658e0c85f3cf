import { fromPromise } from 'xstate';
import {
  onboardingApprovalsMachine,
  type ApplicationRow,
  type Decision,
} from '../../../machines/onboardingApprovals.machine';
import {
  onboardingDocumentKinds,
  type OnboardingDocument,
  type OnboardingDocumentKind,
} from '../../api/contract/onboarding';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { onboardingApprovalsEndpoints } from './onboardingApprovals.endpoints';

/** requirements#onboarding: the pending applications, and the rep's decision on one. */
export function onboardingApprovalsLogic(platform: Platform) {
  const api = onboardingApprovalsEndpoints(platform.gateway);
  return onboardingApprovalsMachine.provide({
    actors: {
      loadApplications: fromPromise<readonly ApplicationRow[], void>(
        quietWhenAborted(async ({ signal }) => (await api.pending(signal)).applications),
      ),
      decide: fromPromise<unknown, { id: string; decision: Decision; reason: string; documents: string[] }>(
        quietWhenAborted(({ input, signal }) =>
          api.decide(
            input.decision === 'APPROVE'
              ? { id: input.id, decision: 'APPROVE' }
              : {
                  id: input.id,
                  decision: 'REJECT',
                  reason: input.reason,
                  documents: input.documents.filter(isDocumentKind),
                },
            signal,
          ),
        ),
      ),
    },
  });
}

const isDocumentKind = (kind: string): kind is OnboardingDocumentKind =>
  (onboardingDocumentKinds as readonly string[]).includes(kind);

/** An application's ID image, loaded when the rep opens it (a picture, not flow state). */
export function documentLoader(platform: Platform) {
  const api = onboardingApprovalsEndpoints(platform.gateway);
  return (id: string, kind: OnboardingDocumentKind, signal: AbortSignal): Promise<OnboardingDocument> =>
    api.document({ id, kind }, signal);
}
