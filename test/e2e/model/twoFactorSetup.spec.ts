import { defineModelTests } from './define';
import { twoFactorSetupModel } from './models/twoFactorSetup.model';

// each path has an account of its own: they run side by side
defineModelTests(twoFactorSetupModel);
