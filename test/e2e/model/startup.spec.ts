import { defineModelTests } from './define';
import { startupModel } from './models/startup.model';

// a visitor's page on a device of its own per path: maintenance, failures and tokens are that page's only
defineModelTests(startupModel);
