import { fromPromise } from 'xstate';
import { bankAccountsMachine, type LinkedBankAccount } from '../../../machines/bankAccounts.machine';
import { quietWhenAborted } from '../../platform/call';
import { pinMasker } from '../../platform/maskedPin';
import type { Platform } from '../../platform/platform';
import { bankAccountsEndpoints } from './bankAccounts.endpoints';

/**
 * requirements#bank-linking: the linked bank accounts screens. The PIN that confirms an
 * unlinking is masked like a payment's (requirements#request-masking) when the site names `pin`
 * among its masked fields. An unlinking is a write: leaving the page does not cancel it.
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
        quietWhenAborted(async ({ input, signal }) => (await api.details(input.id, signal)).account),
      ),
      unlinkBankAccount: fromPromise<unknown, { id: string; pin: string }>(async ({ input }) =>
        api.unlink({ id: input.id, pin: await protect(input.pin) }),
      ),
    },
  });
}
