import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { defineModelTests } from './define';
import { configurationModel } from './models/configuration.model';

// the seeded consumer's saved session, read only: the menu is read, never changed
defineModelTests(configurationModel, {
  signedInAs: { login: 'consumer', password: DEMO_PASSWORD },
  fullCover: 'transitions',
});
