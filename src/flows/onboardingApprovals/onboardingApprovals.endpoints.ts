import {
  applicationListSchema,
  decisionAnswerSchema,
  documentAnswerSchema,
  type DecisionRequest,
  type OnboardingDocumentKind,
} from '../../api/contract/onboarding';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

/** requirements#onboarding: the customer-service rep's approval queue. */
export function onboardingApprovalsEndpoints(gateway: Gateway) {
  return {
    pending: (signal?: AbortSignal) =>
      gateway.call(paths.onboardingApplications, {
        body: { status: 'PENDING' },
        schema: applicationListSchema,
        signal,
      }),
    decide: (body: DecisionRequest, signal?: AbortSignal) =>
      gateway.call(paths.onboardingDecision, { body, schema: decisionAnswerSchema, signal }),
    document: (body: { id: string; kind: OnboardingDocumentKind }, signal?: AbortSignal) =>
      gateway.call(paths.onboardingDocument, { body, schema: documentAnswerSchema, signal }),
  };
}
