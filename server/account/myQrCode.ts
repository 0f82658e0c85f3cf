import * as v from 'valibot';
import { walletKinds } from '../../src/api/contract/categories';
import { ErrCode } from '../../src/api/contract/errCodes';
import {
  MAX_QR_PAYLOAD_LENGTH,
  QR_PAYLOAD_PREFIX,
  type MyQrCode,
  type VerifiedQrCode,
} from '../../src/api/contract/myQrCode';
import type { Deps } from '../deps';
import { ApiError } from '../http/envelope';
import { holderByIdentifier } from '../payments/people';
import { recipientIsPayer, recipientUnknown } from '../payments/plans/types';
import { hmacSha256, timingSafeEqualText } from '../security/crypto';
import { reserve } from '../security/rateLimit';
import type { UserRecord } from './users';

/**
 * requirements#qr-code: a user's QR code names their wallet, signed with the server's QR key
 * (HMAC-SHA256), so a wizard that reads one asks the server whose wallet it is and gets an answer
 * only for a code this server made (requirements#qr-verify). The code carries no secret and does
 * not expire: it is printed on counters. What it shows (name, mobile) is what a payer sees anyway
 * when they type the number.
 */

const claimsSchema = v.object({
  /** the wallet (user identifier) */
  w: v.pipe(v.string(), v.regex(/^\d{10}$/)),
  /** the name as shown to others when the code was made (the verify answer gives today's) */
  n: v.string(),
  k: v.picklist(walletKinds),
});

function sign(key: Buffer, body: string): string {
  return hmacSha256(key, `${QR_PAYLOAD_PREFIX}.${body}`).toString('base64url');
}

/** The payload of a wallet holder's code: prefix, claims, signature. */
export function qrPayloadOf(key: Buffer, holder: { walletId: string; name: string; walletKind: string }): string {
  const body = Buffer.from(
    JSON.stringify({ w: holder.walletId, n: holder.name, k: holder.walletKind }),
    'utf8',
  ).toString('base64url');
  return `${QR_PAYLOAD_PREFIX}.${body}.${sign(key, body)}`;
}

export const qrCodeInvalid = () =>
  new ApiError(200, ErrCode.qrCodeInvalid, 'This QR code is not a wallet code of ours, or it has been altered.');

/** The wallet a genuine payload names, or undefined for anything else (never throws on input). */
export function readQrPayload(key: Buffer, text: string): string | undefined {
  if (text.length > MAX_QR_PAYLOAD_LENGTH) return undefined;
  const parts = text.trim().split('.');
  if (parts.length !== 3) return undefined;
  const [prefix, body, signature] = parts as [string, string, string];
  if (prefix !== QR_PAYLOAD_PREFIX || !/^[A-Za-z0-9_-]+$/.test(body)) return undefined;
  if (!timingSafeEqualText(signature, sign(key, body))) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(claimsSchema, claims);
  return parsed.success ? parsed.output.w : undefined;
}

/** The signed-in user's own code; a user without a wallet (customer service) has none. */
export async function myQrCode(deps: Deps, user: UserRecord): Promise<MyQrCode> {
  const holder = await holderByIdentifier(deps.db, user.userIdentifier);
  if (holder === undefined) throw new ApiError(404, ErrCode.notFound, 'Your account has no wallet to be paid into.');
  const walletKind = holder.user.walletKind;
  return {
    qrCode: qrPayloadOf(deps.keys.qrCode, { walletId: user.userIdentifier, name: holder.name, walletKind }),
    name: holder.name,
    walletId: user.userIdentifier,
    mobile: user.phone,
    walletKind,
  };
}

/**
 * requirements#qr-verify: whose wallet a read code names. Counted with the recipient look-ups (it
 * tells a name like one); a foreign or altered code, an unknown or closed wallet and one's own
 * code are refused.
 */
export async function verifyQrCode(deps: Deps, user: UserRecord, text: string): Promise<VerifiedQrCode> {
  await reserve(
    deps.db,
    { key: `lookup:user:${user.id}`, max: deps.limits.recipientLookupsPerUserPerHour, windowSeconds: 3600 },
    deps.now(),
  );
  const walletId = readQrPayload(deps.keys.qrCode, text);
  if (walletId === undefined) throw qrCodeInvalid();
  const holder = await holderByIdentifier(deps.db, walletId);
  if (holder === undefined) throw recipientUnknown('The wallet of this QR code is closed or does not exist.');
  if (holder.user.id === user.id) throw recipientIsPayer();
  return { name: holder.name, walletId, mobile: holder.user.phone, walletKind: holder.user.walletKind };
}
