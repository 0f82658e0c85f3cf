import { defineModelTests } from './define';
import { selfOnboardingStatusModel } from './models/selfOnboardingStatus.model';

// a visitor, signed out; the worker's own application (under review) made through the public API.
// The full set: the fewest paths that take every transition (the generated ones repeat each other)
defineModelTests(selfOnboardingStatusModel, { fullCover: 'transitions' });
