import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { defineModelTests } from './define';
import { themeModel } from './models/theme.model';

// the seeded consumer's saved session: the chosen theme is session data of each path's own page
defineModelTests(themeModel, { signedInAs: { login: 'consumer', password: DEMO_PASSWORD }, fullCover: 'transitions' });
