import { fromPromise } from 'xstate';
import { balanceMachine, type BalanceAnswer } from '../../../machines/balance.machine';
import type { UserCategory } from '../../api/contract/categories';
import { mainBalanceIdentifiers } from '../../api/contract/schemas';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { readJson, storageKeys, type KeyValueStore } from '../../platform/storage';
import { balanceEndpoints } from './balance.endpoints';

const isIdentifierList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The hide/show choice is kept in this browser, per user (userIdentifier): masking the balance
 * is about who can see this screen, it must hold before any call answers (and when calls fail),
 * and another user signing in on the same browser does not inherit it. It survives logout.
 */
export function isBalanceHidden(store: KeyValueStore, userIdentifier: string): boolean {
  return (readJson(store, storageKeys.hiddenBalances, isIdentifierList) ?? []).includes(userIdentifier);
}

export function rememberBalanceHidden(store: KeyValueStore, userIdentifier: string, hidden: boolean): void {
  const others = (readJson(store, storageKeys.hiddenBalances, isIdentifierList) ?? []).filter(
    (u) => u !== userIdentifier,
  );
  store.set(storageKeys.hiddenBalances, JSON.stringify(hidden ? [...others, userIdentifier] : others));
}

/** requirements#balance: the main balance is the first of EMONEY_1, EMONEY, EPOUCH, PAYMENTINSTRUMENT_POUCH. */
export function balanceLogic(platform: Platform, user: { userIdentifier: string; category: UserCategory }) {
  const api = balanceEndpoints(platform.gateway);
  return balanceMachine.provide({
    actors: {
      fetchLayout: fromPromise(quietWhenAborted(({ signal }) => api.getLayout(user.category, signal))),
      fetchBalance: fromPromise(
        quietWhenAborted(async ({ input, signal }): Promise<BalanceAnswer> => {
          const data = await api.getBalance(input.balanceFetch, signal);
          const pouches = data.balances.map((b) => ({
            pouchType: b.pouchType,
            amountMajor: b.unusedValueMajor,
            currencyCode: b.currencyCode,
          }));
          const main =
            mainBalanceIdentifiers.map((id) => pouches.find((p) => p.pouchType === id)).find((p) => p !== undefined) ??
            null;
          return { asOf: data.asOf, main, pouches };
        }),
      ),
    },
    actions: {
      rememberVisibility: (_, params) => rememberBalanceHidden(platform.store, user.userIdentifier, params.hidden),
    },
  });
}
