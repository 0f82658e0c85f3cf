import { defineModelTests } from './define';
import { AGENT_LOGIN, AGENT_PASSWORD } from './agentCustomers';
import { agentOnboardingModel } from './models/agentOnboarding.model';

// the agent onboards customers of the paths' own; the full set: the fewest paths that take every transition
defineModelTests(agentOnboardingModel, {
  signedInAs: { login: AGENT_LOGIN, password: AGENT_PASSWORD },
  fullCover: 'transitions',
});
