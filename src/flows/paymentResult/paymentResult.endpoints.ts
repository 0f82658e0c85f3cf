import { cardCallbackResultSchema, type CardCallback } from '../../api/contract/cardPayments';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

/** requirements#payment-results: the gateway's return verified (it carries the callback's payment token). */
export function paymentResultEndpoints(gateway: Gateway) {
  return {
    verify: (callback: CardCallback, signal?: AbortSignal) =>
      gateway.call(paths.cardCallback, { body: callback, schema: cardCallbackResultSchema, signal }),
  };
}
