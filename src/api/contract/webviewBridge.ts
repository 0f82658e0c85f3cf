import * as v from 'valibot';

/**
 * requirements#web-view-protocol: the messages between the portal and a native shell (React Native,
 * iOS, Android), one protocol for all three, checked both ways. What the portal posts is checked
 * before it leaves (a bug never reaches the host as half a message); what arrives is checked
 * before anything acts on it (a malformed or unknown message is ignored and logged, never run).
 */

/** The three hosts, by their launch-parameter names (`?host=rn|ios|android`). */
export const bridgeHosts = ['rn', 'ios', 'android'] as const;
export type BridgeHost = (typeof bridgeHosts)[number];

/** Why a session ended, as the host is told (requirements#session-expiry). */
export const sessionEndReasons = ['expired', 'signedOut', 'revoked', 'inactive'] as const;
export type SessionEndReasonCode = (typeof sessionEndReasons)[number];

const MAX_TEXT = 2000;
const MAX_NAME = 180;
/** a receipt or an export of a few thousand rows; bigger files go to the host by URL */
export const MAX_DOWNLOAD_BASE64 = 8_000_000;

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const webUrl = v.pipe(
  v.string(),
  v.maxLength(MAX_TEXT),
  v.check((url) => {
    try {
      return ['http:', 'https:'].includes(new URL(url).protocol);
    } catch {
      return false;
    }
  }, 'an absolute http(s) URL'),
);
const mime = v.pipe(v.string(), v.maxLength(120), v.regex(/^[\w.+-]+\/[\w.+-]+(?:;[\w =.+-]*)?$/, 'a MIME type'));
/** ids from the host: printable, no control characters */
const deviceText = (max: number) =>
  v.pipe(v.string(), v.maxLength(max), v.regex(/^[^\p{Cc}]*$/u, 'no control characters'));

const outgoingVariants = v.variant('type', [
  /** the host may answer with DEVICE_INFO now */
  v.strictObject({ type: v.literal('READY'), version: v.literal(1) }),
  v.strictObject({
    type: v.literal('SESSION_END'),
    reason: v.picklist(sessionEndReasons),
    /** the gateway's code (401, 1004, -5100012…) when the server ended it */
    code: v.nullable(v.union([v.number(), text(40)])),
  }),
  /** the category only: never a token, a name or a number */
  v.strictObject({ type: v.literal('SIGNED_IN'), category: text(40) }),
  v.strictObject({ type: v.literal('OPEN_EXTERNAL'), url: webUrl }),
  v.strictObject({
    type: v.literal('SHARE'),
    title: v.optional(text(MAX_NAME)),
    text: v.optional(text(MAX_TEXT)),
    url: v.optional(webUrl),
  }),
  v.strictObject({
    type: v.literal('DOWNLOAD'),
    name: v.pipe(text(MAX_NAME), v.minLength(1)),
    mime,
    base64: v.optional(v.pipe(v.string(), v.maxLength(MAX_DOWNLOAD_BASE64), v.base64())),
    url: v.optional(webUrl),
  }),
]);

export const outgoingMessageSchema = v.pipe(
  outgoingVariants,
  v.check((m) => m.type !== 'SHARE' || m.text !== undefined || m.url !== undefined, 'a share needs a text or a URL'),
  v.check(
    (m) => m.type !== 'DOWNLOAD' || (m.base64 === undefined) !== (m.url === undefined),
    'a download has either base64 or a URL',
  ),
);
export type OutgoingMessage = v.InferOutput<typeof outgoingMessageSchema>;

export const incomingMessageSchema = v.variant('type', [
  v.strictObject({
    type: v.literal('DEVICE_INFO'),
    deviceId: v.pipe(deviceText(200), v.minLength(1)),
    deviceUniqueId: v.pipe(deviceText(200), v.minLength(1)),
    /** empty when the user refused notifications */
    fcmToken: deviceText(4096),
  }),
  /** the host's back button or gesture */
  v.strictObject({ type: v.literal('BACK') }),
]);
export type IncomingMessage = v.InferOutput<typeof incomingMessageSchema>;
export type HostDeviceInfo = Omit<Extract<IncomingMessage, { type: 'DEVICE_INFO' }>, 'type'>;

export const incomingTypes = ['DEVICE_INFO', 'BACK'] as const;

/** Why an arriving message was not acted on. */
export type RefusalReason = 'malformed' | 'unknown' | 'foreignOrigin';

export type ReadResult = { ok: true; message: IncomingMessage } | { ok: false; reason: RefusalReason; type?: string };

/** A message as it arrives: a JSON string (React Native, Android) or an object (iOS, a parent frame). */
export function readIncoming(data: unknown): ReadResult {
  let value = data;
  if (typeof data === 'string') {
    if (data.length > 10_000) return { ok: false, reason: 'malformed' };
    try {
      value = JSON.parse(data);
    } catch {
      return { ok: false, reason: 'malformed' };
    }
  }
  const type = (value as { type?: unknown } | null)?.type;
  if (typeof type !== 'string') return { ok: false, reason: 'malformed' };
  const named = type.slice(0, 40);
  if (!(incomingTypes as readonly string[]).includes(type)) return { ok: false, reason: 'unknown', type: named };
  const parsed = v.safeParse(incomingMessageSchema, value);
  return parsed.success ? { ok: true, message: parsed.output } : { ok: false, reason: 'malformed', type: named };
}
