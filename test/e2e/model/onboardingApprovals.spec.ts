import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { defineModelTests } from './define';
import { APPROVALS_LOGIN, onboardingApprovalsModel } from './models/onboardingApprovals.model';

// the rep's queue; a path that decides makes its own application first and decides only that one.
// The full set: the fewest paths that take every transition
defineModelTests(onboardingApprovalsModel, {
  signedInAs: { login: APPROVALS_LOGIN, password: DEMO_PASSWORD },
  fullCover: 'transitions',
});
