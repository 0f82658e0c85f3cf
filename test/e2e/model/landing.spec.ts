import { defineModelTests } from './define';
import { landingModel } from './models/landing.model';

defineModelTests(landingModel);
