import type { BrowserModel } from '../runner';
import { changePinModel } from './changePin.model';
import { faqSearchModel } from './faqSearch.model';
import { forgotPasswordModel } from './forgotPassword.model';
import { resetPasswordModel } from './resetPassword.model';
import { signInModel } from './signIn.model';

/** The machines replayed in the browser (issue 22), each with its screen and action mapping. */
export const browserModels: readonly BrowserModel[] = [
  signInModel,
  forgotPasswordModel,
  resetPasswordModel,
  changePinModel,
  faqSearchModel,
];
