import type { EventObject } from 'xstate';
import type { PinResetInput } from '../pinReset.machine';
import type { RegistrationForm } from '../signUp.machine';
import { sampleFailures } from './failures';
import { sampleDelivery } from './otp.samples';

export const NEW_PASSWORD = 'New@Pass9';

export const sampleForm: RegistrationForm = {
  category: 'consumer',
  userName: 'newuser',
  fullNameEn: 'Sara Ali',
  fullNameAr: 'سارة علي',
  phone: '7701234567',
  email: 'sara@example.com',
  password: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
  acceptTerms: true,
};

export const signUpEvents: EventObject[] = [
  { type: 'signUp.loginChanged', userName: 'newuser', category: 'consumer' } as EventObject,
  { type: 'signUp.loginChanged', userName: 'ab', category: 'consumer' } as EventObject,
  { type: 'xstate.after.typingPause.signUp.availability.waiting' },
  { type: 'xstate.done.actor.checkUserExists', output: { exists: false } } as EventObject,
  { type: 'xstate.done.actor.checkUserExists', output: { exists: true } } as EventObject,
  { type: 'xstate.error.actor.checkUserExists', error: sampleFailures.network } as EventObject,
  { type: 'signUp.submit', form: sampleForm } as EventObject,
  {
    type: 'xstate.done.actor.register',
    output: {
      jwt_token: 'activation-token-0123456789',
      expires_in: 86400,
      userIdentifier: '1000000099',
      otp: sampleDelivery,
    },
  } as EventObject,
  { type: 'xstate.error.actor.register', error: sampleFailures.validation } as EventObject,
];

export const forgotPasswordEvents: EventObject[] = [
  { type: 'forgotPassword.submit', userName: 'consumer', category: 'consumer' } as EventObject,
  { type: 'forgotPassword.again' },
  { type: 'xstate.done.actor.requestResetLink', output: { linkValidityMinutes: 60 } } as EventObject,
  { type: 'xstate.error.actor.requestResetLink', error: sampleFailures.network } as EventObject,
];

export const resetPasswordInputs = [{ linkData: 'link-data-0123456789abcdefghijklmnopq' }];
export const resetPasswordEvents: EventObject[] = [
  { type: 'reset.submit', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } as EventObject,
  { type: 'reset.retry' },
  {
    type: 'xstate.done.actor.checkLink',
    output: { account: 'c•••', expiresAt: '2026-11-22T10:00:00Z' },
  } as EventObject,
  { type: 'xstate.error.actor.checkLink', error: sampleFailures.linkExpired } as EventObject,
  { type: 'xstate.error.actor.checkLink', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.resetPassword', output: { reset: true } } as EventObject,
  { type: 'xstate.error.actor.resetPassword', error: sampleFailures.validation } as EventObject,
  { type: 'xstate.error.actor.resetPassword', error: sampleFailures.linkExpired } as EventObject,
];

export const changePasswordEvents: EventObject[] = [
  {
    type: 'password.submit',
    oldPassword: 'Demo@1234',
    newPassword: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
  } as EventObject,
  { type: 'sessions.endOthers' },
  { type: 'sessions.keep' },
  { type: 'xstate.done.actor.changePassword', output: { otherSessions: 2 } } as EventObject,
  { type: 'xstate.done.actor.changePassword', output: { otherSessions: 0 } } as EventObject,
  { type: 'xstate.error.actor.changePassword', error: sampleFailures.currentPasswordWrong } as EventObject,
  { type: 'xstate.done.actor.endOtherSessions', output: { ended: 2 } } as EventObject,
  { type: 'xstate.error.actor.endOtherSessions', error: sampleFailures.network } as EventObject,
];

export const changePinEvents: EventObject[] = [
  { type: 'pin.submit', oldPin: '2580', newPin: '4826', confirmPin: '4826' } as EventObject,
  { type: 'xstate.done.actor.changePin', output: { changed: true } } as EventObject,
  { type: 'xstate.error.actor.changePin', error: sampleFailures.currentPinWrong } as EventObject,
];

export const pinResetInputs: PinResetInput[] = [{ mode: 'forgot' }, { mode: 'reset' }];
export const pinResetEvents: EventObject[] = [
  { type: 'pin.identify', userName: 'consumer', category: 'consumer' } as EventObject,
  { type: 'pin.retry' },
  { type: 'pin.startOver' },
  { type: 'xstate.done.actor.requestCode', output: sampleDelivery } as EventObject,
  { type: 'xstate.error.actor.requestCode', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.otp', output: { result: { reset: true } } } as EventObject,
];

export const twoFactorSecret = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Wallet%20Portal:consumer?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Wallet%20Portal',
};
export const recoveryCodes = ['abcde-fghij', 'klmno-pqrst'];
export const twoFactorSetupEvents: EventObject[] = [
  { type: 'twoFactor.retry' },
  { type: 'twoFactor.start' },
  { type: 'twoFactor.confirm', code: '123456' } as EventObject,
  { type: 'twoFactor.cancel' },
  { type: 'twoFactor.codesSaved' },
  { type: 'twoFactor.startDisable' },
  { type: 'twoFactor.disable', code: '654321' } as EventObject,
  { type: 'twoFactor.disable', recoveryCode: 'abcde-fghij' } as EventObject,
  { type: 'xstate.done.actor.loadStatus', output: { enabled: false, recoveryCodesLeft: 0 } } as EventObject,
  { type: 'xstate.done.actor.loadStatus', output: { enabled: true, recoveryCodesLeft: 7 } } as EventObject,
  { type: 'xstate.error.actor.loadStatus', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.generateSecret', output: twoFactorSecret } as EventObject,
  { type: 'xstate.error.actor.generateSecret', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.enable', output: { recoveryCodes } } as EventObject,
  { type: 'xstate.error.actor.enable', error: sampleFailures.invalidCode } as EventObject,
  { type: 'xstate.done.actor.disable', output: { enabled: false } } as EventObject,
  { type: 'xstate.error.actor.disable', error: sampleFailures.invalidCode } as EventObject,
];

export const sampleProfile = { fields: { FULL_NAME_IN_ENGLISH: 'Layla Hassan' }, templateId: 101 };
export const savedProfile = { fields: { FULL_NAME_IN_ENGLISH: 'Layla H. Hassan' }, templateId: 101 };
export const profileEvents: EventObject[] = [
  { type: 'profile.retry' },
  { type: 'profile.edit' },
  { type: 'profile.cancel' },
  { type: 'profile.save', changes: { FULL_NAME_IN_ENGLISH: 'Layla H. Hassan' } } as EventObject,
  { type: 'xstate.done.actor.loadProfile', output: sampleProfile } as EventObject,
  { type: 'xstate.error.actor.loadProfile', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.saveProfile', output: savedProfile } as EventObject,
  { type: 'xstate.error.actor.saveProfile', error: sampleFailures.validation } as EventObject,
];
