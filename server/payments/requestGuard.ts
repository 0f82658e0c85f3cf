import * as v from 'valibot';
import { categoryCodes, type UserCategory } from '../../src/api/contract/categories';
import { ErrCode } from '../../src/api/contract/errCodes';
import {
  CHECKSUM_KEY,
  isMasked,
  NONCE_KEY,
  NONCE_WINDOW_MS,
  requestChecksum,
  unmaskValue,
} from '../../src/api/contract/requestSecurity';
import { selectMaskRequestParam } from '../content/siteSettings.repository';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import { timingSafeEqualText } from '../security/crypto';
import { SITE_ID } from '../seed/siteSettings';

/**
 * The server side of requirements#request-masking and requirements#request-nonce: values of the
 * fields named in the category's bffConfigModule.maskRequestParam arrive AES-masked and are opened
 * here; adapter calls may carry a timestamp nonce and a checksum, which are verified when present
 * (and required by services whose form sets `nonce`).
 */

function refuse400(errCode: (typeof ErrCode)[keyof typeof ErrCode], field: string, code: string, message: string) {
  return new ApiError(400, errCode, message, { errors: [{ field, code, message }] });
}

/** The names the portal masks for this category (site settings; none when not configured). */
export async function maskedParamNames(q: Queryable, category: UserCategory): Promise<string[]> {
  const names = await selectMaskRequestParam(q, SITE_ID, categoryCodes[category]);
  const parsed = v.safeParse(v.array(v.string()), names);
  return parsed.success ? parsed.output : [];
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Opens every masked top-level value (a field the form encrypts on its own is opened too), and
 * refuses a plain value under a name the category masks: the client must mask it. A value that
 * does not open under the key (tampered, another key, not ours) is refused the same way.
 */
export async function openMaskedValues(
  key: CryptoKey,
  body: Readonly<Record<string, unknown>>,
  maskedNames: readonly string[],
): Promise<Record<string, unknown>> {
  const opened: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    if (isMasked(value)) {
      try {
        opened[name] = await unmaskValue(key, value);
      } catch {
        throw refuse400(ErrCode.maskedValueInvalid, name, 'masked', 'This value could not be opened: mask it again.');
      }
    } else if (maskedNames.includes(name) && given(value)) {
      throw refuse400(ErrCode.maskedValueInvalid, name, 'masked', 'This value must be sent masked.');
    } else {
      opened[name] = value;
    }
  }
  return opened;
}

/** ts as sent: milliseconds since the epoch (string or number), or an ISO 8601 time. */
function nonceTime(ts: unknown): number | undefined {
  if (typeof ts === 'number') return Number.isFinite(ts) ? ts : undefined;
  if (typeof ts !== 'string' || ts.length > 40) return undefined;
  if (/^\d{1,16}$/.test(ts)) return Number(ts);
  const parsed = Date.parse(ts);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/**
 * Verifies `ts` and `checksum` (requestChecksum over the body as sent, masked values included)
 * when the body has either; `required`: the service's form sets nonce, so both must be there.
 * Replays inside the window are harmless: the submit is idempotent by requestId.
 */
export async function checkNonce(
  body: Readonly<Record<string, unknown>>,
  required: boolean,
  nowMs: number,
): Promise<void> {
  const ts = body[NONCE_KEY];
  const checksum = body[CHECKSUM_KEY];
  if (ts === undefined && checksum === undefined) {
    if (required)
      throw refuse400(ErrCode.checksumInvalid, CHECKSUM_KEY, 'required', 'This service needs ts and checksum.');
    return;
  }
  const time = nonceTime(ts);
  if (time === undefined || typeof checksum !== 'string' || !/^[0-9a-f]{64}$/i.test(checksum)) {
    throw refuse400(ErrCode.checksumInvalid, CHECKSUM_KEY, 'format', 'ts and checksum are malformed.');
  }
  if (Math.abs(nowMs - time) > NONCE_WINDOW_MS) {
    throw refuse400(ErrCode.nonceExpired, NONCE_KEY, 'expired', 'The request is too old (or the clock is off).');
  }
  const expected = await requestChecksum({ ...body }, String(ts));
  if (!timingSafeEqualText(expected, checksum.toLowerCase())) {
    throw refuse400(ErrCode.checksumInvalid, CHECKSUM_KEY, 'mismatch', 'The checksum does not match the body.');
  }
}
