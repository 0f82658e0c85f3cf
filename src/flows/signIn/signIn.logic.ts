import { fromPromise } from 'xstate';
import { signInMachine } from '../../../machines/signIn.machine';
import { quietWhenAborted } from '../../platform/call';
import type { AppActors } from '../../platform/context';
import { afterLoginRoute, afterSignInPath } from '../../platform/navigation';
import { beginActivationFrom } from '../../platform/pendingActivation';
import { toUserCategory, type Platform } from '../../platform/platform';
import { storageKeys } from '../../platform/storage';
import { signInEndpoints } from './signIn.endpoints';

/** The sign-in statechart with its real calls; `redirect` is where the user was going. */
export function signInLogic(platform: Platform, actors: AppActors, redirect: string | undefined) {
  const { navigation, store, gateway } = platform;
  const api = signInEndpoints(gateway);
  return signInMachine.provide({
    actors: {
      validateLogin: fromPromise(
        quietWhenAborted(({ input, signal }) =>
          api.validateLogin(
            {
              login: input.login,
              password: input.password,
              category: toUserCategory(platform, input.category),
              ...(input.captchaId === undefined || input.captchaAnswer === undefined
                ? {}
                : { captchaId: input.captchaId, captchaAnswer: input.captchaAnswer }),
            },
            signal,
          ),
        ),
      ),
      verifyTwoFactor: fromPromise(quietWhenAborted(({ input, signal }) => api.verify2FAToken(input, signal))),
    },
    actions: {
      // requirements#activation: a pending account continues to activation with the token the refusal carried
      startActivation: (_, { details }) => beginActivationFrom(platform, details),
      completeSignIn: (_, { session }) => {
        actors.session.send({ type: 'session.signedIn', session });
        // requirements#web-view-protocol: the category only, never a token or a name
        platform.nativeShell.post({ type: 'SIGNED_IN', category: session.user.category });
        navigation.navigate(afterSignInPath(redirect, store.get(storageKeys.loginSuccess), afterLoginRoute(gateway)), {
          replace: true,
        });
      },
    },
  });
}
