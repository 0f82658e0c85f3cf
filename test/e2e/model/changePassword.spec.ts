import { defineModelTests } from './define';
import { changePasswordModel } from './models/changePassword.model';

// each path changes the password of an account of its own: they run side by side
defineModelTests(changePasswordModel);
