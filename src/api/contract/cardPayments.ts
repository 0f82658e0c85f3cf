import * as v from 'valibot';

/**
 * requirements#payment-results: load money by card through the sandbox payment gateway. A
 * load-money Submit with the card source answers a pending receipt whose details carry
 * `paymentUrl` (/payment-gateway?session=…); the card page asks for the card and a
 * 3-D-Secure-like code, and the gateway returns to /payment-success or /payment-fail with a
 * signed callback, which the portal has verified (and the wallet credited, once). The card
 * number and security code are never stored: the answers carry the last four digits at most.
 * Calls of this contract's own, under `payment/` (they carry the payment tokens).
 */

export const cardSessionIdSchema = v.pipe(v.string(), v.regex(/^CP[A-Za-z0-9_-]{22}$/, 'a payment session id'));

const amount = v.pipe(v.string(), v.regex(/^\d{1,15}\.\d{2}$/));

export const cardSessionStatuses = ['created', 'awaiting_otp', 'authorized', 'completed', 'failed'] as const;
export type CardSessionStatus = (typeof cardSessionStatuses)[number];

/** why a card payment failed (the pages say it in the user's language) */
export const cardFailureReasons = [
  'declined',
  'insufficientFunds',
  'otpAttempts',
  'cancelled',
  'expired',
  'refused',
] as const;
export type CardFailureReason = (typeof cardFailureReasons)[number];

export const cardOtpStateSchema = v.object({
  /** where the code went, masked (••••••1234) */
  destination: v.string(),
  resendAfterSeconds: v.number(),
  attemptsLeft: v.number(),
});

/** The card page's view of its session. */
export const cardSessionSchema = v.object({
  sessionId: cardSessionIdSchema,
  serviceCode: v.string(),
  amount,
  fee: amount,
  total: amount,
  currency: v.string(),
  status: v.picklist(cardSessionStatuses),
  cardLast4: v.nullable(v.string()),
  otp: v.nullable(cardOtpStateSchema),
  /** the signed callback to follow, once the gateway decided (authorized or failed) */
  returnUrl: v.nullable(v.string()),
  expiresAt: v.string(),
});
export type CardSession = v.InferOutput<typeof cardSessionSchema>;

/** payment/v1/card/session */
export const cardSessionRequestSchema = v.object({ sessionId: cardSessionIdSchema });

const bounded = (max: number) => v.pipe(v.string(), v.maxLength(max));

/**
 * payment/v1/card/details: the card as typed (spaces allowed); the server checks the Luhn digit,
 * the expiry (MM/YY, not past) and the security code (3 or 4 digits).
 */
export const cardDetailsRequestSchema = v.object({
  sessionId: cardSessionIdSchema,
  cardNumber: bounded(32),
  expiry: bounded(8),
  cvv: bounded(8),
});

/** payment/v1/card/otp */
export const cardOtpRequestSchema = v.object({ sessionId: cardSessionIdSchema, otp: bounded(16) });

/** The callback the gateway returns with (the query of /payment-success and /payment-fail). */
export const cardCallbackSchema = v.object({
  session: cardSessionIdSchema,
  result: v.picklist(['success', 'fail'] as const),
  ts: v.pipe(v.string(), v.regex(/^\d{1,15}$/)),
  sig: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'a signature')),
});
export type CardCallback = v.InferOutput<typeof cardCallbackSchema>;

/** payment/v1/callback: the verified outcome; `transaction` once the wallet was credited */
export const cardCallbackResultSchema = v.object({
  sessionId: cardSessionIdSchema,
  result: v.picklist(['success', 'fail'] as const),
  amount,
  fee: amount,
  total: amount,
  currency: v.string(),
  cardLast4: v.nullable(v.string()),
  failureReason: v.nullable(v.picklist(cardFailureReasons)),
  transactionId: v.nullable(v.string()),
  balanceAfter: v.nullable(amount),
  createdAt: v.string(),
});
export type CardCallbackResult = v.InferOutput<typeof cardCallbackResultSchema>;

/** The query of a callback URL, in the order it is signed. */
export function callbackQuery(callback: CardCallback): string {
  const query = new URLSearchParams({
    session: callback.session,
    result: callback.result,
    ts: callback.ts,
    sig: callback.sig,
  });
  return query.toString();
}

/** A hand-off receipt's details name the card page: the wizard follows it. */
export const PAYMENT_URL_DETAIL = 'paymentUrl';
export const PAYMENT_GATEWAY_PATH = '/payment-gateway';
