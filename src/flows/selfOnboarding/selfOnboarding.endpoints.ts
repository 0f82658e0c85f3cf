import {
  applicationStatusSchema,
  onboardingTemplateSchema,
  SELF_ONBOARDING_TEMPLATE_ID,
  type OnboardingDocumentKind,
  type SelfOnboardingRequest,
} from '../../api/contract/onboarding';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

/** requirements#onboarding: the field details, the application and its status (public calls). */
export function selfOnboardingEndpoints(gateway: Gateway) {
  return {
    fields: (signal?: AbortSignal) =>
      gateway.call(paths.onboardingFieldsById(SELF_ONBOARDING_TEMPLATE_ID), {
        method: 'GET',
        schema: onboardingTemplateSchema,
        signal,
      }),
    submit: (body: Omit<SelfOnboardingRequest, 'termsAccepted'> & { termsAccepted: boolean }, signal?: AbortSignal) =>
      gateway.call(paths.selfOnboarding, { body, schema: applicationStatusSchema, signal }),
    status: (body: { reference: string; mobile: string }, signal?: AbortSignal) =>
      gateway.call(paths.selfOnboardingStatus, { body, schema: applicationStatusSchema, signal }),
    /** requirements#kyc-reupload: one document sent again */
    updateKyc: (
      body: { reference: string; mobile: string; kind: OnboardingDocumentKind; document: string },
      signal?: AbortSignal,
    ) => gateway.call(paths.updateCustomerKyc, { body, schema: applicationStatusSchema, signal }),
  };
}
