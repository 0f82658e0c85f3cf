import { fromPromise } from 'xstate';
import { signUpMachine } from '../../../machines/signUp.machine';
import { quietWhenAborted } from '../../platform/call';
import { beginActivation } from '../../platform/pendingActivation';
import { toUserCategory, type Platform } from '../../platform/platform';
import { signUpEndpoints } from './signUp.endpoints';

/** requirements#sign-up: the login is checked while typed; a registration moves on to activation. */
export function signUpLogic(platform: Platform) {
  const api = signUpEndpoints(platform.gateway);
  return signUpMachine.provide({
    actors: {
      checkUserExists: fromPromise(
        quietWhenAborted(({ input, signal }) =>
          api.isUserExist({ userName: input.userName, category: toUserCategory(platform, input.category) }, signal),
        ),
      ),
      register: fromPromise(
        quietWhenAborted(({ input, signal }) =>
          api.registration({ ...input, category: toUserCategory(platform, input.category) }, signal),
        ),
      ),
    },
    actions: {
      completeSignUp: (_, { registration }) => beginActivation(platform, registration.jwt_token, registration.otp),
    },
  });
}
