import { defineModelTests } from './define';
import { selfOnboardingModel } from './models/selfOnboarding.model';

defineModelTests(selfOnboardingModel);
