import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { defineModelTests } from './define';
import { TELLERS_LOGIN, tellersModel } from './models/tellers.model';

/**
 * The manage-tellers chart's paths (tellers.model) as the seeded enterprise, each path on a
 * teller of its own: npm test the subset (every state once), npm run test:model the fewest
 * paths that take every transition the browser can (define.ts `cover: 'transitions'`).
 */
defineModelTests(tellersModel, {
  signedInAs: { login: TELLERS_LOGIN, password: DEMO_PASSWORD },
  fullCover: 'transitions',
});
