import {
  agentApplicationListSchema,
  applicationStatusSchema,
  childTemplatesSchema,
  type UserOnboardingRequest,
} from '../../api/contract/onboarding';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

/** requirements#agent-onboarding: the templates an agent may onboard, the application, its own list. */
export function agentOnboardingEndpoints(gateway: Gateway) {
  return {
    templates: (signal?: AbortSignal) =>
      gateway.call(paths.childOnboardingTemplates, { body: {}, schema: childTemplatesSchema, signal }),
    submit: (body: Omit<UserOnboardingRequest, 'termsAccepted'> & { termsAccepted: boolean }, signal?: AbortSignal) =>
      gateway.call(paths.userOnboarding, { body, schema: applicationStatusSchema, signal }),
    applications: (signal?: AbortSignal) =>
      gateway.call(paths.userOnboardingApplications, { body: {}, schema: agentApplicationListSchema, signal }),
  };
}
