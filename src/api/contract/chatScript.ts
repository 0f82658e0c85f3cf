import * as v from 'valibot';

/** The longest `chatscript` address the sandbox stores. */
export const MAX_CHAT_SCRIPT_LENGTH = 500;

/**
 * Whitespace, control and format characters and backslashes: URL parsers drop or reinterpret
 * them, so `/\evil.example` and `/<tab>/evil.example` would load from another origin.
 */
const UNSAFE_CHARACTERS = /[\s\\\p{C}]/u;

/** A site-relative address that stays on the portal's origin: `/…`, never `//…`. */
function isSameOriginPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  const base = 'https://portal.invalid';
  try {
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * Site settings' `chatscript`: the address of a chat widget script the portal loads, or null for
 * none. A path on the portal's own origin (the sandbox's `/sandbox/chat-widget.js`) or an https
 * URL; any other origin must also be allowed by the hosting server's CSP (the sandbox's CSP_SCRIPT_ORIGINS).
 * Shared by the portal (which refuses to load anything else) and the sandbox (which refuses to store it).
 */
export const chatScriptSchema = v.nullable(
  v.pipe(
    v.string('must be a string or null'),
    v.maxLength(MAX_CHAT_SCRIPT_LENGTH, `must be at most ${MAX_CHAT_SCRIPT_LENGTH} characters long`),
    v.check((value) => !UNSAFE_CHARACTERS.test(value), 'must not contain spaces, control characters or backslashes'),
    v.check(
      // (an address with unsafe characters is already refused above: one error is enough)
      (value) => UNSAFE_CHARACTERS.test(value) || isSameOriginPath(value) || isHttpsUrl(value),
      'must be null, a path on the portal’s origin (/…, not //…) or an https:// URL without credentials',
    ),
  ),
);
