import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { defineModelTests } from './define';
import { preferencesModel } from './models/preferences.model';

// the seeded consumer's saved session; the preferences are each path's own page's storage
defineModelTests(preferencesModel, {
  signedInAs: { login: 'consumer', password: DEMO_PASSWORD },
  fullCover: 'transitions',
});
