import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../src/api/contract/errCodes';
import { GENERIC_MESSAGE, mapOutcome, type Mapped, type Outcome } from '../../src/api/errors';
import { ApiFailure } from '../../src/api/failure';

const envelope = (responseCode: number, errCode: number | string, message = 'm', data: unknown = null) => ({
  responseCode,
  errCode,
  message,
  data,
});
const response = (status: number, body: unknown): Outcome => ({ kind: 'response', status, body });

interface Row {
  name: string;
  outcome: Outcome;
  expected: Partial<{
    ok: boolean;
    responseCode: number;
    errCode: number | string;
    message: string;
    sessionEnd: { code: number | string; alertMessage: string | null } | null;
    kind: string;
  }>;
}

// requirements#error-map, row by row
const rows: Row[] = [
  ...[404, 500, 502, 503].map((status) => ({
    name: `HTTP ${status} gives the generic result with errCode ${status}`,
    outcome: response(status, '<html>upstream error</html>'),
    expected: {
      ok: false,
      responseCode: 1,
      errCode: status,
      message: GENERIC_MESSAGE,
      sessionEnd: null,
      kind: 'unavailable',
    },
  })),
  {
    name: 'HTTP 500 with an envelope still gives the generic result (status wins)',
    outcome: response(500, envelope(1, 1500, 'stack trace here')),
    expected: { ok: false, responseCode: 1, errCode: 500, message: GENERIC_MESSAGE },
  },
  ...[401, 498].map((status) => ({
    name: `HTTP ${status} ends the session`,
    outcome: response(status, envelope(1, ErrCode.authTokenInvalid, 'Token invalid')),
    expected: { ok: false, sessionEnd: { code: ErrCode.authTokenInvalid, alertMessage: null }, kind: 'sessionEnded' },
  })),
  {
    name: 'HTTP 401 without an envelope ends the session with the status as code',
    outcome: response(401, 'Unauthorized'),
    expected: { ok: false, errCode: 401, message: GENERIC_MESSAGE, sessionEnd: { code: 401, alertMessage: null } },
  },
  ...[1004, 1005, 1006, 1007].map((code) => ({
    name: `errCode ${code} ends the session even on HTTP 200`,
    outcome: response(200, envelope(1, code, 'Session over')),
    expected: { ok: false, errCode: code, sessionEnd: { code, alertMessage: null }, kind: 'sessionEnded' },
  })),
  {
    name: 'errCode -5100012 ends the session and carries its message for the alert',
    outcome: response(401, envelope(1, -5100012, 'Your session was ended from another device.')),
    expected: {
      ok: false,
      errCode: -5100012,
      sessionEnd: { code: -5100012, alertMessage: 'Your session was ended from another device.' },
    },
  },
  {
    name: 'responseCode 9 becomes a failure with errCode 9999',
    outcome: response(200, envelope(9, 42, 'Try later')),
    expected: { ok: false, responseCode: 9, errCode: 9999, message: 'Try later', sessionEnd: null },
  },
  {
    name: 'responseCode 9 without a message gets the generic one',
    outcome: response(200, envelope(9, 42, '')),
    expected: { ok: false, errCode: 9999, message: GENERIC_MESSAGE },
  },
  {
    name: 'a timeout is a 500 result',
    outcome: { kind: 'timeout' },
    expected: {
      ok: false,
      responseCode: 500,
      errCode: 500,
      message: GENERIC_MESSAGE,
      sessionEnd: null,
      kind: 'timeout',
    },
  },
  {
    name: 'a network failure is a 500 result',
    outcome: { kind: 'network' },
    expected: {
      ok: false,
      responseCode: 500,
      errCode: 500,
      message: GENERIC_MESSAGE,
      sessionEnd: null,
      kind: 'network',
    },
  },
  {
    name: 'responseCode 0 on HTTP 200 is a success',
    outcome: response(200, envelope(0, ErrCode.ok, 'Successfully', { a: 1 })),
    expected: { ok: true },
  },
  {
    name: 'any other non-zero responseCode is the call’s failure with its own code and message',
    outcome: response(200, envelope(1, ErrCode.invalidCredentials, 'The login or password is incorrect.')),
    expected: {
      ok: false,
      responseCode: 1,
      errCode: ErrCode.invalidCredentials,
      message: 'The login or password is incorrect.',
      sessionEnd: null,
      kind: 'invalidCredentials',
    },
  },
  {
    name: 'a 400 with an envelope keeps the server’s validation details',
    outcome: response(400, envelope(1, ErrCode.validationFailed, 'Invalid input', { errors: [{ field: 'password' }] })),
    expected: { ok: false, errCode: ErrCode.validationFailed, kind: 'validation', sessionEnd: null },
  },
  {
    name: 'a 429 carries the rate limit',
    outcome: response(429, envelope(1, ErrCode.tooManyAttempts, 'Too many attempts', { retryAfterSeconds: 60 })),
    expected: { ok: false, errCode: ErrCode.tooManyAttempts, kind: 'rateLimited' },
  },
  {
    name: 'an error status with responseCode 0 is still a failure',
    outcome: response(403, envelope(0, ErrCode.csrfInvalid, 'Forbidden')),
    expected: { ok: false, responseCode: 1, errCode: ErrCode.csrfInvalid },
  },
  {
    name: 'a body that is not an envelope is a 500 result, not a success',
    outcome: response(200, { hello: 'world' }),
    expected: { ok: false, responseCode: 500, errCode: 500, message: GENERIC_MESSAGE, sessionEnd: null },
  },
];

function project(mapped: Mapped) {
  if (mapped.ok) return { ok: true };
  const failure = new ApiFailure(mapped.failure);
  return {
    ok: false,
    responseCode: mapped.failure.responseCode,
    errCode: mapped.failure.errCode,
    message: mapped.failure.message,
    sessionEnd: mapped.sessionEnd,
    kind: failure.kind,
  };
}

describe('error map', () => {
  it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    expect(project(mapOutcome(row.outcome))).toMatchObject(row.expected);
  });

  it('reads the retry delay of a rate limit', () => {
    const mapped = mapOutcome(response(429, envelope(1, ErrCode.tooManyAttempts, 'x', { retryAfterSeconds: 90 })));
    expect(mapped.ok).toBe(false);
    if (!mapped.ok) expect(new ApiFailure(mapped.failure).retryAfterSeconds).toBe(90);
  });
});
