import * as v from 'valibot';
import { ErrCode, type ErrCodeValue } from '../../src/api/contract/errCodes';
import { errorLogEventSchema, maskErrorLogEvent, MAX_ERROR_LOG_EVENT_BYTES } from '../../src/api/contract/errorLog';
import type { Deps } from '../deps';
import {
  insertErrorLogEntry,
  selectErrorLog,
  trimErrorLog,
  type ErrorLogEntry,
  type ErrorLogFilter,
} from './errorLog.repository';

export type { ErrorLogEntry, ErrorLogFilter } from './errorLog.repository';

/** How many events the table keeps: the oldest go first. */
export const ERROR_LOG_KEEP = 1000;

export type Accepted = { ok: true; entry: ErrorLogEntry } | { ok: false; errCode: ErrCodeValue; message: string };

function byteLength(value: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
  } catch {
    // cyclic or otherwise not JSON: not an event
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * requirements#error-log: an event from a socket, refused when it is oversized or malformed,
 * else masked again (the portal masked it already: defence in depth) and stored.
 */
export async function acceptErrorLogEvent(deps: Deps, raw: unknown, keep = ERROR_LOG_KEEP): Promise<Accepted> {
  if (byteLength(raw) > MAX_ERROR_LOG_EVENT_BYTES)
    return { ok: false, errCode: ErrCode.errorLogEventInvalid, message: 'The event is too large.' };
  const parsed = v.safeParse(errorLogEventSchema, raw);
  if (!parsed.success)
    return {
      ok: false,
      errCode: ErrCode.errorLogEventInvalid,
      message: `The event is malformed at ${parsed.issues.map((i) => v.getDotPath(i) ?? '(root)').join(', ')}.`,
    };
  const event = maskErrorLogEvent(parsed.output);
  const entry = await deps.db.transaction(async (tx) => {
    const stored = await insertErrorLogEntry(tx, {
      receivedAt: new Date(deps.now()),
      userIdentifier: event.userIdentifier,
      errCode: String(event.response.errCode),
      method: event.method,
      path: event.path,
      event,
    });
    await trimErrorLog(tx, keep);
    return stored;
  });
  return { ok: true, entry };
}

export function listErrorLog(deps: Deps, filter: ErrorLogFilter): Promise<ErrorLogEntry[]> {
  return selectErrorLog(deps.db, filter);
}
