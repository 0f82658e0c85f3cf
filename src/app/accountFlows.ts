import { fromPromise } from 'xstate';
import { quietWhenAborted } from './call';
import { changePasswordMachine } from '../../machines/changePassword.machine';
import { changePinMachine } from '../../machines/changePin.machine';
import { forgotPasswordMachine } from '../../machines/forgotPassword.machine';
import { otpVerificationMachine } from '../../machines/otpVerification.machine';
import { pinResetMachine } from '../../machines/pinReset.machine';
import { profileMachine } from '../../machines/profile.machine';
import { resetPasswordMachine } from '../../machines/resetPassword.machine';
import { signUpMachine } from '../../machines/signUp.machine';
import { twoFactorSetupMachine } from '../../machines/twoFactorSetup.machine';
import type { UpdateProfileRequest } from '../api/contract/account';
import { userCategories, type UserCategory } from '../api/contract/categories';
import type { ProfileTemplate } from '../api/contract/account';
import type { UserAccountData } from '../api/contract/schemas';
import { storageKeys } from '../shell/storage';
import { beginActivation, storePendingActivation } from './activation';
import type { AppActors } from './actors';
import type { AppServices } from './services';

/**
 * The account-security statecharts with their real calls and side effects. Each `xxxLogic`
 * returns the machine a view runs with `useActorRef`.
 */

function category(services: AppServices, c: string): UserCategory {
  return (userCategories as readonly string[]).includes(c)
    ? (c as UserCategory)
    : (services.gateway.config?.defaultCategory ?? 'consumer');
}

export function signUpLogic(services: AppServices) {
  const { account } = services.api;
  return signUpMachine.provide({
    actors: {
      checkUserExists: fromPromise(
        quietWhenAborted(({ input, signal }) =>
          account.isUserExist({ userName: input.userName, category: category(services, input.category) }, signal),
        ),
      ),
      register: fromPromise(
        quietWhenAborted(({ input, signal }) =>
          account.registration({ ...input, category: category(services, input.category) }, signal),
        ),
      ),
    },
    actions: {
      completeSignUp: (_, { registration }) => beginActivation(services, registration.jwt_token, registration.otp),
    },
  });
}

export function activationLogic(services: AppServices) {
  const { account } = services.api;
  return otpVerificationMachine.provide({
    actors: {
      verifyCode: fromPromise(
        quietWhenAborted(({ input, signal }) =>
          account.activation({ requestId: input.requestId, otp: input.otp }, signal),
        ),
      ),
      resendCode: fromPromise(
        quietWhenAborted(async ({ input, signal }) => {
          const delivery = await account.resendSMS(input, signal);
          storePendingActivation(services, delivery);
          return delivery;
        }),
      ),
    },
    actions: {
      completeVerification: () => {
        services.store.remove(storageKeys.pendingActivation);
        services.navigation.navigate('/signin', { replace: true, search: { notice: 'activated' } });
      },
    },
  });
}

export function forgotPasswordLogic(services: AppServices) {
  return forgotPasswordMachine.provide({
    actors: {
      requestResetLink: fromPromise(
        quietWhenAborted(({ input, signal }) =>
          services.api.account.forgotPassword(
            { userName: input.userName, category: category(services, input.category) },
            signal,
          ),
        ),
      ),
    },
  });
}

export function resetPasswordLogic(services: AppServices) {
  const { account } = services.api;
  return resetPasswordMachine.provide({
    actors: {
      checkLink: fromPromise(
        quietWhenAborted(({ input, signal }) => account.forgotPasswordConfirmation(input.linkData, signal)),
      ),
      resetPassword: fromPromise(quietWhenAborted(({ input, signal }) => account.resetPassword(input, signal))),
    },
  });
}

export function changePasswordLogic(services: AppServices) {
  const { account } = services.api;
  return changePasswordMachine.provide({
    actors: {
      changePassword: fromPromise(quietWhenAborted(({ input, signal }) => account.changePassword(input, signal))),
      endOtherSessions: fromPromise(quietWhenAborted(({ signal }) => account.endOtherSessions(signal))),
    },
  });
}

export function changePinLogic(services: AppServices) {
  return changePinMachine.provide({
    actors: {
      changePin: fromPromise(quietWhenAborted(({ input, signal }) => services.api.account.changePin(input, signal))),
    },
  });
}

/** The code and the new PIN travel together: `values` carries newPin and confirmPin. */
export function pinResetLogic(services: AppServices) {
  const { account } = services.api;
  const otp = otpVerificationMachine.provide({
    actors: {
      verifyCode: fromPromise(
        quietWhenAborted(({ input, signal }) =>
          account.confirmPinReset(
            {
              requestId: input.requestId,
              otp: input.otp,
              newPin: input.values.newPin ?? '',
              confirmPin: input.values.confirmPin ?? '',
            },
            signal,
          ),
        ),
      ),
      resendCode: fromPromise(quietWhenAborted(({ input, signal }) => account.resendSMS(input, signal))),
    },
  });
  return pinResetMachine.provide({
    actors: {
      otpVerification: otp,
      requestCode: fromPromise(
        quietWhenAborted(({ input, signal }) =>
          input.mode === 'forgot' && input.identity
            ? account.forgotPin(
                { userName: input.identity.userName, category: category(services, input.identity.category) },
                signal,
              )
            : account.requestPinReset(signal),
        ),
      ),
    },
  });
}

export function twoFactorSetupLogic(services: AppServices) {
  const { api } = services;
  return twoFactorSetupMachine.provide({
    actors: {
      loadStatus: fromPromise(
        quietWhenAborted(async ({ signal }) => {
          const a = await api.getUserAccount(signal);
          return { enabled: a.twoFactorEnabled, recoveryCodesLeft: a.recoveryCodesLeft };
        }),
      ),
      generateSecret: fromPromise(
        quietWhenAborted(async ({ signal }) => {
          const g = await api.account.generate2FA(signal);
          return { secret: g.secret, otpauthUri: g.otpauthUri };
        }),
      ),
      enable: fromPromise(
        quietWhenAborted(async ({ input, signal }) => {
          const r = await api.account.enableDisable2FA({ action: 'enable', token: input.code }, signal);
          return { recoveryCodes: r.recoveryCodes };
        }),
      ),
      disable: fromPromise(
        quietWhenAborted(({ input, signal }) =>
          api.account.enableDisable2FA(
            'code' in input
              ? { action: 'disable', token: input.code }
              : { action: 'disable', recoveryCode: input.recoveryCode },
            signal,
          ),
        ),
      ),
    },
  });
}

/** What the profile screens show: the account and the template chosen for the user's type. */
export interface LoadedProfile {
  account: UserAccountData;
  template: ProfileTemplate;
}

export function profileLogic(services: AppServices, actors: AppActors) {
  const { api } = services;
  return profileMachine.provide({
    actors: {
      loadProfile: fromPromise<unknown, void>(
        quietWhenAborted(async ({ signal }): Promise<LoadedProfile> => {
          const account = await api.getUserAccount(signal);
          // seed 001 §4: onboarding-field configuration is cached under its own key
          const id = account.profileTemplateId;
          const template = await services.contentCache.get('onboardingField', `updateParams:${id}`, () =>
            api.account.profileTemplate(id),
          );
          return { account, template };
        }),
      ),
      saveProfile: fromPromise<unknown, { changes: unknown }>(
        quietWhenAborted(async ({ input, signal }): Promise<LoadedProfile> => {
          const changes = input.changes as { request: UpdateProfileRequest; template: ProfileTemplate };
          const account = await api.account.updateProfile(changes.request, signal);
          // the header shows the new name at once, and other tabs follow through storage
          services.store.set(storageKeys.user, JSON.stringify(account.user));
          actors.session.send({ type: 'storage.sessionChanged', user: account.user });
          return { account, template: changes.template };
        }),
      ),
    },
  });
}
