import * as v from 'valibot';

/**
 * requirements#error-log: the ErrorLog event the portal sends over the socket for every call that
 * failed (any non-zero responseCode, and calls that got no answer), and what the error-log host
 * accepts. Shared by the portal (which masks before sending) and the sandbox's socket server
 * (which validates, masks again and stores).
 */
export const ERROR_LOG_EVENT = 'ErrorLog';
/** the socket.io room of the sandbox's live viewers, and the event they receive */
export const ERROR_LOG_VIEWERS_EVENT = 'ErrorLogViewer';
export const ERROR_LOG_ENTRY_EVENT = 'ErrorLogEntry';
/** the JSON of one event, at most */
export const MAX_ERROR_LOG_EVENT_BYTES = 16 * 1024;
export const MASK = '***';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

export const errorLogDeviceSchema = v.strictObject({
  deviceId: text(128),
  deviceUniqueId: text(128),
  channel: text(16),
  platform: text(120),
  appVersion: text(40),
  webView: v.boolean(),
  language: text(35),
});
export type ErrorLogDevice = v.InferOutput<typeof errorLogDeviceSchema>;

export const errorLogResponseSchema = v.strictObject({
  responseCode: v.pipe(v.number(), v.integer()),
  errCode: v.union([v.pipe(v.number(), v.integer()), text(40)]),
  message: text(1000),
  /** the HTTP status, when an answer came */
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599))),
  /** why no usable answer came */
  reason: v.optional(v.picklist(['timeout', 'network', 'invalidResponse'])),
  data: v.optional(v.unknown()),
});

export const errorLogEventSchema = v.strictObject({
  method: v.picklist(['GET', 'POST', 'PUT', 'DELETE']),
  /** the call's path, without its query */
  path: v.pipe(v.string(), v.minLength(1), v.maxLength(300), v.regex(/^[^\s?#]+$/u, 'a path')),
  /** the request body, masked */
  request: v.optional(v.unknown()),
  response: errorLogResponseSchema,
  /** when the call failed, ISO 8601 */
  timestamp: v.pipe(v.string(), v.isoTimestamp()),
  device: errorLogDeviceSchema,
  /** the signed-in user, or null before sign-in */
  userIdentifier: v.nullable(v.pipe(v.string(), v.maxLength(64), v.regex(/^[\w.@+-]*$/u))),
  channel: v.literal('Web'),
});
export type ErrorLogEvent = v.InferOutput<typeof errorLogEventSchema>;

/** Words of a key that mark its value as a secret: PINs, passwords, one-time codes, card data, tokens. */
const SECRET_WORDS = new Set([
  'pin',
  'pins',
  'mpin',
  'tpin',
  'password',
  'passwords',
  'passwd',
  'pwd',
  'passcode',
  'otp',
  'totp',
  'cvv',
  'cvv2',
  'cvc',
  'csc',
  'pan',
  'expiry',
  'token',
  'tokens',
  'secret',
  'authorization',
  'authorisation',
  'credential',
  'credentials',
  'cookie',
]);
/** the word before `code` that makes it a one-time or secret code (verificationCode, recoveryCode) */
const SECRET_CODE_KINDS = new Set([
  'verification',
  'activation',
  'reset',
  'recovery',
  'security',
  'confirmation',
  'auth',
  'sms',
  'tfa',
  'mfa',
]);
/** whole keys (lower case, letters and digits only) that are secrets */
const SECRET_KEYS = new Set(['code', 'cardnumber', 'cardno', 'linkdata', 'signature', 'checksum', 'captchaanswer']);

function words(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

/** Whether a field of this name holds a secret (PIN, password, OTP, card data, token). */
export function isSecretKey(key: string): boolean {
  const parts = words(key);
  if (SECRET_KEYS.has(parts.join(''))) return true;
  if (parts.some((w) => SECRET_WORDS.has(w))) return true;
  const codeAt = parts.lastIndexOf('code');
  return codeAt > 0 && SECRET_CODE_KINDS.has(parts[codeAt - 1] ?? '');
}

const isCardKey = (key: string) => words(key).includes('card');

/** 13–19 digits, possibly grouped by spaces or dashes: a card number keeps its last four digits. */
const CARD_NUMBER = /\b\d(?:[ -]?\d){12,18}\b/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const MAX_TEXT = 1000;
const MAX_ITEMS = 50;
const MAX_DEPTH = 6;

function maskText(value: string): string {
  const cut = value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  return cut
    .replace(BEARER, (_, scheme: string) => `${scheme} ${MASK}`)
    .replace(CARD_NUMBER, (digits) => `${MASK}${digits.replace(/\D/g, '').slice(-4)}`);
}

function maskValue(value: unknown, depth: number, secret: boolean): unknown {
  if (value === null || value === undefined) return value;
  if (secret && typeof value !== 'object') return value === '' ? value : MASK;
  if (typeof value === 'string') return maskText(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value !== 'object') return String(value);
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => maskValue(item, depth + 1, secret));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>).slice(0, MAX_ITEMS))
    out[key] = maskValue(item, depth + 1, secret || isSecretKey(key) || isCardKey(key));
  return out;
}

/**
 * A copy of `value` safe to log: the values of secret fields (and everything under a `card`
 * field) replaced by `***`, card numbers in text cut to their last four digits, bearer and basic
 * credentials in text hidden, long texts, deep nesting and long lists cut. Pure; never throws on
 * JSON-like input.
 */
export function maskSecrets(value: unknown): unknown {
  return maskValue(value, 0, false);
}

/** The event with its request and response masked (the portal before sending, the host again on receipt). */
export function maskErrorLogEvent<T extends { request?: unknown; response: { message: string; data?: unknown } }>(
  event: T,
): T {
  return {
    ...event,
    ...(event.request === undefined ? {} : { request: maskSecrets(event.request) }),
    response: maskSecrets(event.response) as T['response'],
  };
}
