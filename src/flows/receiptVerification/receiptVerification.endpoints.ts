import * as paths from '../../api/contract/paths';
import { receiptVerificationSchema } from '../../api/contract/receipts';
import type { Gateway } from '../../api/gateway';

/** requirements#receipt-verification: public; the token is the only key. */
export function receiptVerificationEndpoints(gateway: Gateway) {
  return {
    verify: (token: string, signal?: AbortSignal) =>
      gateway.call(paths.receiptVerification(token), { method: 'GET', schema: receiptVerificationSchema, signal }),
  };
}
