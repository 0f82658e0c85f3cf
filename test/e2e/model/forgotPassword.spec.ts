import { defineModelTests } from './define';
import { forgotPasswordModel } from './models/forgotPassword.model';

defineModelTests(forgotPasswordModel);
