import { fromPromise } from 'xstate';
import { quietWhenAborted } from './call';
import { balanceMachine, type WalletBalance } from '../../machines/balance.machine';
import { signInMachine } from '../../machines/signIn.machine';
import { mainBalanceIdentifiers } from '../api/contract/schemas';
import { userCategories, type UserCategory } from '../api/contract/categories';
import { storageKeys } from '../shell/storage';
import { beginActivationFrom } from './activation';
import type { AppActors } from './actors';
import { afterSignInPath } from './navigation';
import type { AppServices } from './services';

/** The sign-in statechart with its real calls; `redirect` is where the user was going. */
export function signInLogic(services: AppServices, actors: AppActors, redirect: string | undefined) {
  const { api, navigation, store, gateway } = services;
  const category = (c: string): UserCategory =>
    (userCategories as readonly string[]).includes(c)
      ? (c as UserCategory)
      : (gateway.config?.defaultCategory ?? 'consumer');
  return signInMachine.provide({
    actors: {
      validateLogin: fromPromise(
        quietWhenAborted(({ input, signal }) =>
          api.validateLogin(
            { login: input.login, password: input.password, category: category(input.category) },
            signal,
          ),
        ),
      ),
      verifyTwoFactor: fromPromise(quietWhenAborted(({ input, signal }) => api.verify2FAToken(input, signal))),
    },
    actions: {
      // seed 000 §4: a pending account continues to activation with the token the refusal carried
      startActivation: (_, { details }) => beginActivationFrom(services, details),
      completeSignIn: (_, { session }) => {
        actors.session.send({ type: 'session.signedIn', session });
        services.nativeShell?.post({ type: 'SIGNED_IN' });
        navigation.navigate(
          afterSignInPath(
            redirect,
            store.get(storageKeys.loginSuccess),
            gateway.config?.afterLoginRoute ?? '/app/dashboard',
          ),
          { replace: true },
        );
      },
    },
  });
}

/** seed 000 §3: the main balance is the first of EMONEY_1, EMONEY, EPOUCH, PAYMENTINSTRUMENT_POUCH. */
export function balanceLogic(services: AppServices) {
  return balanceMachine.provide({
    actors: {
      fetchBalance: fromPromise(
        quietWhenAborted(async ({ signal }): Promise<WalletBalance | null> => {
          const data = await services.api.getBalance(signal);
          for (const id of mainBalanceIdentifiers) {
            const pouch = data.balances.find((b) => b.pouchType === id);
            if (pouch)
              return { amountMajor: pouch.unusedValueMajor, currencyCode: pouch.currencyCode, asOf: data.asOf };
          }
          return null;
        }),
      ),
    },
  });
}
