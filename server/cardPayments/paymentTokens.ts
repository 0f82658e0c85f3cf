import { createMiddleware } from 'hono/factory';
import { ErrCode } from '../../src/api/contract/errCodes';
import { headerNames } from '../../src/api/contract/headers';
import { ApiError } from '../http/envelope';
import { timingSafeEqualText } from '../security/crypto';

/**
 * requirements#payment-tokens: the two basic-auth payment tokens. The card page's calls carry the
 * gateway's, the callback's verification carries the callback's (`Authorization: Basic …`; the
 * signed-in user's token rides in X-Authorized-Token as on every call). Like the categories'
 * client credentials these are public values of the portal build (public/portal-config.json
 * `paymentTokens`), so the sandbox keeps them fixed.
 */
export const paymentTokens = {
  gateway: Buffer.from('payment-gateway:sandbox-payment-gateway').toString('base64'),
  callback: Buffer.from('payment-callback:sandbox-payment-callback').toString('base64'),
} as const;

export type PaymentTokenKind = keyof typeof paymentTokens;

export function requirePaymentToken(kind: PaymentTokenKind) {
  return createMiddleware(async (c, next) => {
    const header = c.req.header(headerNames.authorization)?.trim() ?? '';
    if (!timingSafeEqualText(header, `Basic ${paymentTokens[kind]}`)) {
      throw new ApiError(403, ErrCode.paymentTokenInvalid, 'The payment token is missing or not valid.');
    }
    await next();
  });
}
