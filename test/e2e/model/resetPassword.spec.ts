import { defineModelTests } from './define';
import { resetPasswordModel } from './models/resetPassword.model';

// one account per worker, its links asked for one after another
defineModelTests(resetPasswordModel, { inOrder: true });
