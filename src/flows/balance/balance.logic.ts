import { fromPromise } from 'xstate';
import { balanceMachine, type WalletBalance } from '../../../machines/balance.machine';
import { mainBalanceIdentifiers } from '../../api/contract/schemas';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { balanceEndpoints } from './balance.endpoints';

/** requirements#balance: the main balance is the first of EMONEY_1, EMONEY, EPOUCH, PAYMENTINSTRUMENT_POUCH. */
export function balanceLogic(platform: Platform) {
  const api = balanceEndpoints(platform.gateway);
  return balanceMachine.provide({
    actors: {
      fetchBalance: fromPromise(
        quietWhenAborted(async ({ signal }): Promise<WalletBalance | null> => {
          const data = await api.getBalance(signal);
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
