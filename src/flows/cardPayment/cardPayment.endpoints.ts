import { cardSessionSchema } from '../../api/contract/cardPayments';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

/** requirements#payment-results: the payment gateway card page's calls (they carry the gateway's payment token). */
export function cardPaymentEndpoints(gateway: Gateway) {
  const call = (path: string, body: Record<string, string>, signal?: AbortSignal) =>
    gateway.call(path, { body, schema: cardSessionSchema, signal });
  return {
    session: (sessionId: string, signal?: AbortSignal) => call(paths.cardSession, { sessionId }, signal),
    card: (request: { sessionId: string; cardNumber: string; expiry: string; cvv: string }) =>
      call(paths.cardDetails, request),
    otp: (request: { sessionId: string; otp: string }) => call(paths.cardOtp, request),
    resend: (sessionId: string) => call(paths.cardOtpResend, { sessionId }),
    cancel: (sessionId: string) => call(paths.cardCancel, { sessionId }),
  };
}
