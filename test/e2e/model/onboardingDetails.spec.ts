import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { defineModelTests } from './define';
import { ONBOARDING_LOGIN, onboardingDetailsModel } from './models/onboardingDetails.model';

// the seeded super agent's onboarded users: the paths only read
defineModelTests(onboardingDetailsModel, { signedInAs: { login: ONBOARDING_LOGIN, password: DEMO_PASSWORD } });
