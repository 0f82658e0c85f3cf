import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { defineModelTests } from './define';
import { agentLocatorModel } from './models/agentLocator.model';

// the seeded consumer's agent locator, read only; the full set: the fewest paths that take every transition
defineModelTests(agentLocatorModel, {
  signedInAs: { login: 'consumer', password: DEMO_PASSWORD },
  fullCover: 'transitions',
});
