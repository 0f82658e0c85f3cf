import { fromPromise } from 'xstate';
import { receiptVerificationMachine, type VerifiedReceipt } from '../../../machines/receiptVerification.machine';
import { toFlowFailure, type FlowFailure } from '../../../machines/shared';
import { ErrCode } from '../../api/contract/errCodes';
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
          api.verify(input, signal).catch((error: unknown) => {
            // the server's 404 from this route: no such receipt, not "try after sometime"
            throw unknownReceipt(error) ?? error;
          }),
        ),
      ),
    },
  });
}

/**
 * requirements#error-map reads every HTTP 404 as the generic failure; from this route (which
 * exists) a 404 is the server saying it knows no such receipt (requirements#receipt-verification):
 * the page says so instead of "try after sometime".
 */
export function unknownReceipt(error: unknown): FlowFailure | null {
  const failure = toFlowFailure(error);
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || failure.errCode === ErrCode.notFound
    ? { kind: 'notFound', errCode: ErrCode.notFound, message: failure.message }
    : null;
}

/** The token in the address, if it has the shape of one (the server judges the rest). */
export const tokenOf = (value: string): string | null => (RECEIPT_TOKEN.test(value) ? value : null);
