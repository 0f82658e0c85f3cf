import { ErrCode } from '../../src/api/contract/errCodes';
import type {
  AgentApplication,
  ApplicationStatus,
  OnboardingTemplate,
  UserOnboardingRequest,
} from '../../src/api/contract/onboarding';
import type { UserRecord } from '../account/users';
import type { Deps } from '../deps';
import { ApiError, type Refusal, validationError } from '../http/envelope';
import { reserve } from '../security/rateLimit';
import { agentOnboardingTemplates } from '../seed/onboardingFields';
import { createApplication } from './onboarding';
import { selectAgentApplications } from './onboarding.repository';

/**
 * requirements#agent-onboarding: an agent onboards a customer from the agent's menu — the templates
 * it may onboard (adapter/v1/getchildonboardingtemplates), the application it makes on the
 * customer's behalf (adapter/v1/userOnboarding, into the customer-service rep's queue), and the
 * applications it made (only its own).
 */

/** Only agents onboard customers; the check is the server's, whatever a menu offers. */
function assertAgent(user: UserRecord): void {
  if (user.category !== 'agent') {
    throw new ApiError(403, ErrCode.agentOnboardingOnly, 'Only an agent can onboard customers.');
  }
}

export function childTemplates(user: UserRecord): { templates: OnboardingTemplate[] } {
  assertAgent(user);
  return { templates: [...agentOnboardingTemplates] };
}

export async function userOnboarding(
  deps: Deps,
  agent: UserRecord,
  request: UserOnboardingRequest,
): Promise<ApplicationStatus | Refusal> {
  assertAgent(agent);
  if (!agentOnboardingTemplates.some((template) => template.id === request.templateId)) {
    throw validationError([{ field: 'templateId', code: 'template', message: 'This template cannot be onboarded.' }]);
  }
  // counted per agent, as a visitor's applications are per IP
  await reserve(
    deps.db,
    { key: `useronboarding:user:${agent.id}`, max: deps.limits.selfOnboardingsPerIpPerHour, windowSeconds: 3600 },
    deps.now(),
  );
  return createApplication(deps, request, { agentId: agent.id, templateId: request.templateId });
}

export async function agentApplications(deps: Deps, agent: UserRecord): Promise<{ applications: AgentApplication[] }> {
  assertAgent(agent);
  const rows = await selectAgentApplications(deps.db, agent.id);
  return {
    applications: rows.map((a) => ({
      reference: a.reference,
      fullName: a.fullName,
      mobile: a.mobile,
      status: a.status,
      reason: a.reason,
      submittedAt: a.submittedAt,
      decidedAt: a.decidedAt,
    })),
  };
}
