import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { defineModelTests } from './define';
import { agentMapModel } from './models/agentMap.model';

// the seeded consumer's agent locator, read only (the position not granted: the default city)
defineModelTests(agentMapModel, { signedInAs: { login: 'consumer', password: DEMO_PASSWORD } });
