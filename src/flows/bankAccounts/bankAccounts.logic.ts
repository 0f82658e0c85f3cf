import { fromPromise } from 'xstate';
import { bankAccountsMachine, type LinkedBankAccount } from '../../../machines/bankAccounts.machine';
import { goneOn404 } from '../../api/failure';
import { quietWhenAborted } from '../../platform/call';
import { pinMasker } from '../../platform/maskedPin';
import type { Platform } from '../../platform/platform';
import { bankAccountsEndpoints } from './bankAccounts.endpoints';

/**
 * requirements#bank-linking: the linked bank accounts screens. The PIN that confirms an
 * unlinking is masked like a payment's (requirements#request-masking) when the site names `pin`
 * among its masked fields. An unlinking is a write: leaving the page does not cancel it. The
 * server's 404 for the details or an unlinking is an account not linked (any more): the chart's
 * notFound branch, not a generic failure.
 */
export function bankAccountsLogic(platform: Platform) {
  const api = bankAccountsEndpoints(platform.gateway);
  const protect = pinMasker(platform);
  return bankAccountsMachine.provide({
    actors: {
      loadBankAccounts: fromPromise<readonly LinkedBankAccount[], void>(
        quietWhenAborted(async ({ signal }) => (await api.list(signal)).accounts),
      ),
      loadBankAccount: fromPromise<LinkedBankAccount, { id: string }>(
        quietWhenAborted(async ({ input, signal }) => (await goneOn404(api.details(input.id, signal))).account),
      ),
      unlinkBankAccount: fromPromise<unknown, { id: string; pin: string }>(async ({ input }) =>
        goneOn404(api.unlink({ id: input.id, pin: await protect(input.pin) })),
      ),
    },
  });
}
