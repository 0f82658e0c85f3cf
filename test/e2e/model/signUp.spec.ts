import { defineModelTests } from './define';
import { signUpModel } from './models/signUp.model';

defineModelTests(signUpModel);
