import * as v from 'valibot';
import { walletKinds } from './categories';

/**
 * The signed-in user's QR code (requirements#qr-code) and its verification when a wizard reads
 * one (requirements#qr-verify). The payload is opaque to the portal: only the server that signed
 * it can tell a genuine code from a forged or foreign one.
 */

/** A payload is `WPQR1.<claims, base64url JSON>.<HMAC-SHA256, base64url>`; longer text is not ours. */
export const QR_PAYLOAD_PREFIX = 'WPQR1';
export const MAX_QR_PAYLOAD_LENGTH = 512;

const walletIdSchema = v.pipe(v.string(), v.regex(/^\d{10}$/));
const walletKindSchema = v.picklist(walletKinds);

/** cms/v1/default_users_generateQrCode: the payload to draw, and what the screen shows next to it. */
export const myQrCodeSchema = v.object({
  qrCode: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_QR_PAYLOAD_LENGTH)),
  name: v.string(),
  walletId: walletIdSchema,
  mobile: v.nullable(v.string()),
  walletKind: walletKindSchema,
});
export type MyQrCode = v.InferOutput<typeof myQrCodeSchema>;

/** adapter/v1/verifyqrcode: request (the text read from a QR code, whatever it is) */
export const verifyQrCodeRequestSchema = v.object({
  qrCode: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
});

/** adapter/v1/verifyqrcode: the wallet holder the code names, as others see them. */
export const verifiedQrCodeSchema = v.object({
  name: v.string(),
  walletId: walletIdSchema,
  mobile: v.nullable(v.string()),
  walletKind: walletKindSchema,
});
export type VerifiedQrCode = v.InferOutput<typeof verifiedQrCodeSchema>;
