import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { defineModelTests } from './define';
import { DISBURSEMENT_LOGIN, disbursementModel } from './models/disbursement.model';

// the seeded enterprise paying a customer of the worker's own; the full set: the fewest paths that
// take every transition (the generated ones repeat the same file through many prefixes)
defineModelTests(disbursementModel, {
  signedInAs: { login: DISBURSEMENT_LOGIN, password: DEMO_PASSWORD },
  fullCover: 'transitions',
});
