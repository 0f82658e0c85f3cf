import { fromPromise } from 'xstate';
import { configurationMachine } from '../../machines/configuration.machine';
import { createSharedEndpoints } from '../api/endpoints';
import { quietWhenAborted } from '../platform/call';
import type { Platform } from '../platform/platform';

/**
 * requirements#recent-transactions: the user's latest transactions. Apart from
 * the service flows, so the dashboard does not load the form engine.
 */
export function recentTransactionsLogic(platform: Platform) {
  return configurationMachine.provide({
    actors: {
      loadConfiguration: fromPromise(
        quietWhenAborted(({ signal }) =>
          createSharedEndpoints(platform.gateway).transactionReport({ page: 1, pageSize: 10 }, signal),
        ),
      ),
    },
  });
}
