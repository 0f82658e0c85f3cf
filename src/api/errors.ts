import * as v from 'valibot';
import { envelopeSchema, SUCCESS, type Envelope } from './contract/envelope';
import { ErrCode, sessionEndingErrCodes } from './contract/errCodes';

/**
 * The error map (requirements#error-map) as a pure function: what came back (or didn't) becomes a
 * success, a failure to show, and possibly the end of the session.
 */
export const GENERIC_MESSAGE = 'Please try after sometime.';

export type Outcome = { kind: 'response'; status: number; body: unknown } | { kind: 'timeout' } | { kind: 'network' };

export interface FailureResult {
  responseCode: number;
  errCode: number | string;
  message: string;
  data?: unknown;
  status?: number;
  /** why there is no answer: the failure happened before the server replied */
  reason?: 'timeout' | 'network' | 'invalidResponse';
}

export interface SessionEnd {
  code: number | string;
  /** requirements#session-expiry: for -5100012 the message is shown as an alert first */
  alertMessage: string | null;
}

export type Mapped =
  { ok: true; envelope: Envelope } | { ok: false; failure: FailureResult; sessionEnd: SessionEnd | null };

const GENERIC_STATUSES = new Set([404, 500, 502, 503]);
const SESSION_STATUSES = new Set([401, 498]);

export function mapOutcome(outcome: Outcome): Mapped {
  // requirements#error-map: timeout or network failure → a 500 result
  if (outcome.kind !== 'response')
    return {
      ok: false,
      failure: { responseCode: 500, errCode: 500, message: GENERIC_MESSAGE, reason: outcome.kind },
      sessionEnd: null,
    };

  const { status, body } = outcome;
  const parsed = v.safeParse(envelopeSchema, body);
  const envelope = parsed.success ? (parsed.output as Envelope) : null;

  // requirements#error-map: 401/498 and codes 1004–1007, -5100012 end the session
  const code = envelope?.errCode;
  const endsByCode = typeof code === 'number' && sessionEndingErrCodes.includes(code);
  if (SESSION_STATUSES.has(status) || endsByCode) {
    const failure: FailureResult = envelope
      ? { responseCode: envelope.responseCode || 1, errCode: envelope.errCode, message: envelope.message, status }
      : { responseCode: 1, errCode: status, message: GENERIC_MESSAGE, status };
    const alertMessage = code === ErrCode.sessionEndedElsewhere && envelope?.message ? envelope.message : null;
    return { ok: false, failure, sessionEnd: { code: code ?? status, alertMessage } };
  }

  // requirements#error-map: 404/500/502/503 → responseCode 1, the generic message, errCode = the status
  if (GENERIC_STATUSES.has(status))
    return {
      ok: false,
      failure: { responseCode: 1, errCode: status, message: GENERIC_MESSAGE, status },
      sessionEnd: null,
    };

  if (!envelope)
    return {
      ok: false,
      failure: { responseCode: 500, errCode: 500, message: GENERIC_MESSAGE, status, reason: 'invalidResponse' },
      sessionEnd: null,
    };

  // requirements#error-map: responseCode 9 → a failure with errCode 9999
  if (envelope.responseCode === 9)
    return {
      ok: false,
      failure: {
        responseCode: 9,
        errCode: ErrCode.responseCodeNine,
        message: envelope.message || GENERIC_MESSAGE,
        data: envelope.data,
        status,
      },
      sessionEnd: null,
    };

  if (envelope.responseCode === SUCCESS && status >= 200 && status < 300) return { ok: true, envelope };

  // any other non-zero responseCode (or an error status with an envelope) is that call's failure
  return {
    ok: false,
    failure: {
      responseCode: envelope.responseCode === SUCCESS ? 1 : envelope.responseCode,
      errCode: envelope.errCode,
      message: envelope.message || GENERIC_MESSAGE,
      data: envelope.data,
      status,
    },
    sessionEnd: null,
  };
}
