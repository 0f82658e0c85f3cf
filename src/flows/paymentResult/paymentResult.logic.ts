import * as v from 'valibot';
import { fromPromise } from 'xstate';
import {
  paymentResultMachine,
  type PaymentCallback,
  type VerifiedPayment,
} from '../../../machines/paymentResult.machine';
import { cardCallbackSchema } from '../../api/contract/cardPayments';
import type { Platform } from '../../platform/platform';
import { paymentResultEndpoints } from './paymentResult.endpoints';

/**
 * requirements#payment-results: the gateway's return verified. The verification may credit the
 * wallet: it is a write, so leaving the page does not cancel it (a repeat answers the same).
 */
export function paymentResultLogic(platform: Platform) {
  const api = paymentResultEndpoints(platform.gateway);
  return paymentResultMachine.provide({
    actors: {
      verifyPayment: fromPromise<VerifiedPayment, PaymentCallback>(({ input }) =>
        api.verify(v.parse(cardCallbackSchema, input)),
      ),
    },
  });
}

/** The return in the address, if it has the shape of one (the server judges the rest). */
export function callbackFromSearch(search: Record<string, unknown>): PaymentCallback | null {
  const text = (value: unknown) =>
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
  const parsed = v.safeParse(cardCallbackSchema, {
    session: text(search.session),
    result: text(search.result),
    ts: text(search.ts),
    sig: text(search.sig),
  });
  return parsed.success ? parsed.output : null;
}
