import { defineModelTests } from './define';
import { signInModel } from './models/signIn.model';

defineModelTests(signInModel);
