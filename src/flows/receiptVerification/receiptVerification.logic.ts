import { fromPromise } from 'xstate';
import { receiptVerificationMachine, type VerifiedReceipt } from '../../../machines/receiptVerification.machine';
import { RECEIPT_TOKEN } from '../../api/contract/receipts';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { receiptVerificationEndpoints } from './receiptVerification.endpoints';

/** requirements#receipt-verification: the receipt's public check. */
export function receiptVerificationLogic(platform: Platform) {
  const api = receiptVerificationEndpoints(platform.gateway);
  return receiptVerificationMachine.provide({
    actors: {
      verifyReceipt: fromPromise(
        quietWhenAborted(({ input, signal }: { input: string; signal: AbortSignal }): Promise<VerifiedReceipt> =>
          api.verify(input, signal),
        ),
      ),
    },
  });
}

/** The token in the address, if it has the shape of one (the server judges the rest). */
export const tokenOf = (value: string): string | null => (RECEIPT_TOKEN.test(value) ? value : null);
