import {
  activationDataSchema,
  changePasswordDataSchema,
  changePinDataSchema,
  confirmPinResetDataSchema,
  enableDisable2FADataSchema,
  endOtherSessionsDataSchema,
  forgotPasswordConfirmationDataSchema,
  forgotPasswordDataSchema,
  generate2FADataSchema,
  isUserExistDataSchema,
  pinResetDeliveryDataSchema,
  profileTemplateDataSchema,
  registrationDataSchema,
  resendSmsDataSchema,
  resetPasswordDataSchema,
  updateProfileDataSchema,
  type RegistrationRequest,
  type UpdateProfileRequest,
} from './contract/account';
import type { UserCategory } from './contract/categories';
import { paths } from './contract/paths';
import type { Gateway } from './gateway';

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** The account-security calls (seed 000 §7 front-user and adapter paths), typed by the shared contract. */
export function createAccountEndpoints(gateway: Gateway) {
  return {
    isUserExist: (input: { userName: string; category: UserCategory }, signal?: AbortSignal) =>
      gateway.call(paths.isUserExist, { body: input, schema: isUserExistDataSchema, ...withSignal(signal) }),
    registration: (input: RegistrationRequest, signal?: AbortSignal) =>
      gateway.call(paths.registration, { body: input, schema: registrationDataSchema, ...withSignal(signal) }),
    activation: (input: { requestId: string; otp: string }, signal?: AbortSignal) =>
      gateway.call(paths.activation, { body: input, schema: activationDataSchema, ...withSignal(signal) }),
    resendSMS: (input: { requestId: string }, signal?: AbortSignal) =>
      gateway.call(paths.resendSMS, { body: input, schema: resendSmsDataSchema, ...withSignal(signal) }),
    forgotPassword: (input: { userName: string; category: UserCategory }, signal?: AbortSignal) =>
      gateway.call(paths.forgotPassword, { body: input, schema: forgotPasswordDataSchema, ...withSignal(signal) }),
    forgotPasswordConfirmation: (linkData: string, signal?: AbortSignal) =>
      gateway.call(paths.forgotPasswordConfirmation(linkData), {
        body: {},
        schema: forgotPasswordConfirmationDataSchema,
        ...withSignal(signal),
      }),
    resetPassword: (input: { linkData: string; newPassword: string; confirmPassword: string }, signal?: AbortSignal) =>
      gateway.call(paths.resetPassword, { body: input, schema: resetPasswordDataSchema, ...withSignal(signal) }),
    changePassword: (
      input: { oldPassword: string; newPassword: string; confirmPassword: string },
      signal?: AbortSignal,
    ) => gateway.call(paths.changePassword, { body: input, schema: changePasswordDataSchema, ...withSignal(signal) }),
    endOtherSessions: (signal?: AbortSignal) =>
      gateway.call(paths.endOtherSessions, { body: {}, schema: endOtherSessionsDataSchema, ...withSignal(signal) }),
    forgotPin: (input: { userName: string; category: UserCategory }, signal?: AbortSignal) =>
      gateway.call(paths.forgotPin, { body: input, schema: pinResetDeliveryDataSchema, ...withSignal(signal) }),
    requestPinReset: (signal?: AbortSignal) =>
      gateway.call(paths.requestPinReset, { body: {}, schema: pinResetDeliveryDataSchema, ...withSignal(signal) }),
    confirmPinReset: (
      input: { requestId: string; otp: string; newPin: string; confirmPin: string },
      signal?: AbortSignal,
    ) => gateway.call(paths.confirmPinReset, { body: input, schema: confirmPinResetDataSchema, ...withSignal(signal) }),
    changePin: (input: { oldPin: string; newPin: string; confirmPin: string }, signal?: AbortSignal) =>
      gateway.call(paths.changePin, { body: input, schema: changePinDataSchema, ...withSignal(signal) }),
    generate2FA: (signal?: AbortSignal) =>
      gateway.call(paths.generate2FA, { body: {}, schema: generate2FADataSchema, ...withSignal(signal) }),
    enableDisable2FA: (
      input: { action: 'enable'; token: string } | { action: 'disable'; token?: string; recoveryCode?: string },
      signal?: AbortSignal,
    ) =>
      gateway.call(paths.enableDisable2FA, { body: input, schema: enableDisable2FADataSchema, ...withSignal(signal) }),
    profileTemplate: (id: number, signal?: AbortSignal) =>
      gateway.call(paths.profileTemplate(id), {
        method: 'GET',
        schema: profileTemplateDataSchema,
        ...withSignal(signal),
      }),
    updateProfile: (input: UpdateProfileRequest, signal?: AbortSignal) =>
      gateway.call(paths.updateProfile, { body: input, schema: updateProfileDataSchema, ...withSignal(signal) }),
  };
}

export type AccountEndpoints = ReturnType<typeof createAccountEndpoints>;
