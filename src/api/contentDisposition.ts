/**
 * A download's name from its `Content-Disposition` (requirements#downloads), per RFC 6266: the
 * RFC 5987 `filename*` (charset'language'percent-encoded) wins over `filename` (token or quoted
 * string). Pure; the name is then made safe to save: no folders, no control or bidi-override
 * characters, none of the characters Windows refuses.
 */

export interface ContentDisposition {
  /** `attachment`, `inline`…, lowercase; empty when the header starts with a parameter */
  type: string;
  /** the name as the server sent it, decoded, not yet made safe */
  fileName: string | null;
}

interface Cursor {
  text: string;
  at: number;
}

function skipSpaces(c: Cursor) {
  while (c.at < c.text.length && (c.text[c.at] === ' ' || c.text[c.at] === '\t')) c.at++;
}

/** A quoted-string, the cursor on its opening quote; an unterminated one runs to the end. */
function readQuoted(c: Cursor): string {
  let out = '';
  c.at++;
  while (c.at < c.text.length) {
    const char = c.text[c.at]!;
    if (char === '"') {
      c.at++;
      break;
    }
    if (char === '\\' && c.at + 1 < c.text.length) {
      out += c.text[c.at + 1];
      c.at += 2;
      continue;
    }
    out += char;
    c.at++;
  }
  return out;
}

function readUntil(c: Cursor, stops: string): string {
  const start = c.at;
  while (c.at < c.text.length && !stops.includes(c.text[c.at]!)) c.at++;
  return c.text.slice(start, c.at).trim();
}

/** The parameters, names lowercased; a repeated parameter keeps its first value. */
function parameters(c: Cursor): Map<string, string> {
  const found = new Map<string, string>();
  while (c.at < c.text.length) {
    skipSpaces(c);
    if (c.text[c.at] === ';') {
      c.at++;
      continue;
    }
    const name = readUntil(c, '=;').toLowerCase();
    if (c.text[c.at] !== '=') continue;
    c.at++;
    skipSpaces(c);
    const value = c.text[c.at] === '"' ? readQuoted(c) : readUntil(c, ';');
    // anything between a quoted value and the next `;` is malformed: skip it
    readUntil(c, ';');
    if (name && !found.has(name)) found.set(name, value);
  }
  return found;
}

function bytesOf(encoded: string): Uint8Array | null {
  const bytes: number[] = [];
  for (let i = 0; i < encoded.length; i++) {
    const char = encoded[i]!;
    if (char === '%') {
      const hex = encoded.slice(i + 1, i + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return null;
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      // RFC 5987 allows only ASCII here; a server that sent more gets its characters as UTF-8
      bytes.push(...new TextEncoder().encode(char));
    }
  }
  return new Uint8Array(bytes);
}

/** An RFC 5987 ext-value: `UTF-8''%e2%82%ac%20rates` → `€ rates`; null when it cannot be read. */
export function decodeExtValue(value: string): string | null {
  const match = /^([A-Za-z0-9!#$%&+^_`{}~-]+)'[^']*'(.*)$/s.exec(value.trim());
  if (!match) return null;
  const charset = match[1]!.toLowerCase();
  const bytes = bytesOf(match[2]!);
  if (!bytes) return null;
  if (charset === 'utf-8') {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
  }
  if (charset === 'iso-8859-1') return String.fromCharCode(...bytes);
  return null;
}

/**
 * Header values reach the page as bytes read one per character: a server that put raw UTF-8 in
 * `filename="…"` shows as mojibake (`ØªÙ‚Ø±ÙŠØ±`). When those bytes are valid UTF-8, read them so.
 */
function rawUtf8(value: string): string {
  const codes = Array.from(value, (ch) => ch.charCodeAt(0));
  // plain ASCII needs no reading; a character past one byte means the value is text already
  if (codes.every((c) => c < 0x80) || codes.some((c) => c > 0xff)) return value;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(codes));
  } catch {
    return value;
  }
}

export function parseContentDisposition(header: string | null | undefined): ContentDisposition | null {
  if (!header || !header.trim()) return null;
  const c: Cursor = { text: header, at: 0 };
  const first = readUntil(c, ';=');
  let type = first.toLowerCase();
  if (c.text[c.at] === '=') {
    // no disposition type: the header starts with a parameter (lenient, as browsers are)
    type = '';
    c.at = 0;
  }
  const params = parameters(c);
  const extended = params.get('filename*');
  const fromExtended = extended === undefined ? null : decodeExtValue(extended);
  const plain = params.get('filename');
  const fileName = fromExtended || (plain === undefined ? null : rawUtf8(plain));
  return { type, fileName: fileName === '' ? null : fileName };
}

const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
const MAX_NAME = 180;

/**
 * A name safe to save: the last path segment only (`../../etc/passwd` → `passwd`), no control,
 * bidi-override or isolate characters (`exe\u202Etxt.csv` spoofs its extension), none of
 * `<>:"|?*` (Windows refuses them), no leading dots (`..`, hidden files) or trailing dots and
 * spaces, not a Windows device name, at most 180 characters keeping the extension. Null when
 * nothing is left.
 */
export function safeFileName(name: string | null | undefined): string | null {
  if (!name) return null;
  const cleaned = name.replace(/[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '');
  const last = cleaned.split(/[\\/]/).pop() ?? '';
  let safe = last
    .replace(/[<>:"|?*]/g, '_')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (!safe) return null;
  if (WINDOWS_DEVICE.test(safe)) safe = `_${safe}`;
  if (safe.length > MAX_NAME) {
    const dot = safe.lastIndexOf('.');
    const ext = dot > 0 && safe.length - dot <= 16 ? safe.slice(dot) : '';
    safe = Array.from(safe.slice(0, safe.length - ext.length))
      .reduce((kept, char) => (kept.length + char.length + ext.length <= MAX_NAME ? kept + char : kept), '')
      .trimEnd()
      .concat(ext);
  }
  return safe;
}

/** The name to save a download under: the header's, made safe, else the fallback's, else `download`. */
export function fileNameFromContentDisposition(header: string | null | undefined, fallback?: string): string {
  return safeFileName(parseContentDisposition(header)?.fileName) ?? safeFileName(fallback) ?? 'download';
}
