import { defineModelTests } from './define';
import { AGENT_LOGIN, AGENT_PASSWORD } from './agentCustomers';
import { agentApplicationsModel } from './models/agentApplications.model';

// the agent's own applications (one made per worker before the first path); the full set: the
// fewest paths that take every transition
defineModelTests(agentApplicationsModel, {
  signedInAs: { login: AGENT_LOGIN, password: AGENT_PASSWORD },
  fullCover: 'transitions',
});
