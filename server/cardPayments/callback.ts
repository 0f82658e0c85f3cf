import { callbackQuery, type CardCallback } from '../../src/api/contract/cardPayments';
import { hmacSha256, timingSafeEqualText } from '../security/crypto';

/**
 * requirements#payment-results: the gateway's return is signed with HMAC-SHA-256 under a key
 * derived from the server secret; the signature binds the session, its result and the time, so
 * an altered result, another session's id or a made-up callback is refused.
 */

function signature(key: Buffer, parts: Omit<CardCallback, 'sig'>): string {
  return hmacSha256(key, ['card-callback/v1', parts.session, parts.result, parts.ts].join('|')).toString('base64url');
}

export function signCallback(key: Buffer, parts: Omit<CardCallback, 'sig'>): CardCallback {
  return { ...parts, sig: signature(key, parts) };
}

export function isCallbackSigned(key: Buffer, callback: CardCallback): boolean {
  return timingSafeEqualText(signature(key, callback), callback.sig);
}

/** /payment-success?… or /payment-fail?…: where the gateway returns the browser. */
export function returnUrl(callback: CardCallback): string {
  return `/payment-${callback.result === 'success' ? 'success' : 'fail'}?${callbackQuery(callback)}`;
}
