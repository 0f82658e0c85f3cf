import { fromPromise } from 'xstate';
import { configurationMachine } from '../../machines/configuration.machine';
import { quietWhenAborted } from './call';
import type { AppServices } from './services';

/**
 * seed 000 §2 RecentTransaction, §9 recent records 10: the user's latest transactions. Apart from
 * the service flows, so the dashboard does not load the form engine.
 */
export function recentTransactionsLogic(services: AppServices) {
  return configurationMachine.provide({
    actors: {
      loadConfiguration: fromPromise(
        quietWhenAborted(({ signal }) => services.api.services.transactionReport({ page: 1, pageSize: 10 }, signal)),
      ),
    },
  });
}
