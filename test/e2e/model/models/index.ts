import type { BrowserModel } from '../runner';
import { changePasswordModel } from './changePassword.model';
import { changePinModel } from './changePin.model';
import { faqSearchModel } from './faqSearch.model';
import { forgotPasswordModel } from './forgotPassword.model';
import { otpVerificationModel } from './otpVerification.model';
import { pinResetModel } from './pinReset.model';
import { profileModel } from './profile.model';
import { reportModel } from './report.model';
import { resetPasswordModel } from './resetPassword.model';
import { scheduleCreateModel } from './scheduleCreate.model';
import { schedulesModel } from './schedules.model';
import { selfOnboardingModel } from './selfOnboarding.model';
import { serviceWizardModel } from './serviceWizard.model';
import { sessionModel } from './session.model';
import { signInModel } from './signIn.model';
import { signUpModel } from './signUp.model';
import { twoFactorSetupModel } from './twoFactorSetup.model';
import { webviewBridgeModel } from './webviewBridge.model';

/** The machines replayed in the browser (issue 22), each with its screen and action mapping. */
export const browserModels: readonly BrowserModel[] = [
  signInModel,
  forgotPasswordModel,
  resetPasswordModel,
  changePinModel,
  faqSearchModel,
  otpVerificationModel,
  changePasswordModel,
  twoFactorSetupModel,
  pinResetModel,
  serviceWizardModel,
  profileModel,
  signUpModel,
  reportModel,
  webviewBridgeModel,
  sessionModel,
  selfOnboardingModel,
  schedulesModel,
  scheduleCreateModel,
];
