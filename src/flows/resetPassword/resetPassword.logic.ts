import { fromPromise } from 'xstate';
import { resetPasswordMachine } from '../../../machines/resetPassword.machine';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { resetPasswordEndpoints } from './resetPassword.endpoints';

/** requirements#reset-password: the e-mailed link is checked, then a new password is set. */
export function resetPasswordLogic(platform: Platform) {
  const api = resetPasswordEndpoints(platform.gateway);
  return resetPasswordMachine.provide({
    actors: {
      checkLink: fromPromise(
        quietWhenAborted(({ input, signal }) => api.forgotPasswordConfirmation(input.linkData, signal)),
      ),
      resetPassword: fromPromise(quietWhenAborted(({ input, signal }) => api.resetPassword(input, signal))),
    },
  });
}
