import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '../../../machines/forgotPassword.machine';
import { quietWhenAborted } from '../../platform/call';
import { toUserCategory, type Platform } from '../../platform/platform';
import { forgotPasswordEndpoints } from './forgotPassword.endpoints';

/** requirements#forgot-password: a reset link goes to the account's e-mail. */
export function forgotPasswordLogic(platform: Platform) {
  const api = forgotPasswordEndpoints(platform.gateway);
  return forgotPasswordMachine.provide({
    actors: {
      requestResetLink: fromPromise(
        quietWhenAborted(({ input, signal }) =>
          api.forgotPassword({ userName: input.userName, category: toUserCategory(platform, input.category) }, signal),
        ),
      ),
    },
  });
}
