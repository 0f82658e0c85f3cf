import { fromPromise } from 'xstate';
import { otpVerificationMachine } from '../../../machines/otpVerification.machine';
import { pinResetMachine } from '../../../machines/pinReset.machine';
import { createSharedEndpoints } from '../../api/endpoints';
import { quietWhenAborted } from '../../platform/call';
import { toUserCategory, type Platform } from '../../platform/platform';
import { pinResetEndpoints } from './pinReset.endpoints';

/**
 * requirements#forgot-pin: a code goes to the user's phone (signed out: to the account named;
 * signed in: to the user's own). The code and the new PIN travel together: `values` carries
 * newPin and confirmPin.
 */
export function pinResetLogic(platform: Platform) {
  const api = { ...pinResetEndpoints(platform.gateway), ...createSharedEndpoints(platform.gateway) };
  const otp = otpVerificationMachine.provide({
    actors: {
      verifyCode: fromPromise(
        quietWhenAborted(({ input, signal }) =>
          api.confirmPinReset(
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
      resendCode: fromPromise(quietWhenAborted(({ input, signal }) => api.resendSMS(input, signal))),
    },
  });
  return pinResetMachine.provide({
    actors: {
      otpVerification: otp,
      requestCode: fromPromise(
        quietWhenAborted(({ input, signal }) =>
          input.mode === 'forgot' && input.identity
            ? api.forgotPin(
                { userName: input.identity.userName, category: toUserCategory(platform, input.identity.category) },
                signal,
              )
            : api.requestPinReset(signal),
        ),
      ),
    },
  });
}
