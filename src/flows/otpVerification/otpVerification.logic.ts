import { fromPromise } from 'xstate';
import { otpVerificationMachine } from '../../../machines/otpVerification.machine';
import { createSharedEndpoints } from '../../api/endpoints';
import { quietWhenAborted } from '../../platform/call';
import { storePendingActivation } from '../../platform/pendingActivation';
import type { Platform } from '../../platform/platform';
import { storageKeys } from '../../platform/storage';
import { otpVerificationEndpoints } from './otpVerification.endpoints';

/** requirements#activation: the SMS code makes a new account active; a resent code restarts the timer. */
export function activationLogic(platform: Platform) {
  const api = { ...otpVerificationEndpoints(platform.gateway), ...createSharedEndpoints(platform.gateway) };
  return otpVerificationMachine.provide({
    actors: {
      verifyCode: fromPromise(
        quietWhenAborted(({ input, signal }) => api.activation({ requestId: input.requestId, otp: input.otp }, signal)),
      ),
      resendCode: fromPromise(
        quietWhenAborted(async ({ input, signal }) => {
          const delivery = await api.resendSMS(input, signal);
          storePendingActivation(platform, delivery);
          return delivery;
        }),
      ),
    },
    actions: {
      completeVerification: () => {
        platform.store.remove(storageKeys.pendingActivation);
        platform.navigation.navigate('/signin', { replace: true, search: { notice: 'activated' } });
      },
    },
  });
}
