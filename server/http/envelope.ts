import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { SUCCESS, type FieldError } from '../../src/api/contract/envelope';
import { ErrCode, type ErrCodeValue } from '../../src/api/contract/errCodes';

/** requirements#conventions: success is responseCode 0 with message 'Successfully'. */
export function ok<T>(c: Context, data: T): Response {
  return c.json({ responseCode: SUCCESS, errCode: ErrCode.ok, message: 'Successfully', data }, 200);
}

/**
 * A business failure (wrong password, wrong code): the call itself worked, so HTTP 200 with
 * responseCode 1 — the portal treats any non-zero responseCode as the feature's failure
 * (requirements#success-rule).
 */
export function businessFailure(c: Context, errCode: ErrCodeValue, message: string, data: unknown = null): Response {
  return c.json({ responseCode: 1, errCode, message, data }, 200);
}

/**
 * A business refusal a domain function answers instead of throwing, so whatever it wrote before
 * (an attempt counted, a code closed) still commits. Routes answer it with `reply`.
 */
export class Refusal {
  constructor(
    readonly errCode: ErrCodeValue,
    readonly message: string,
    readonly data: unknown = null,
  ) {}
}

/** The domain's answer as an envelope: its data, or the business failure it refused with. */
export function reply<T>(c: Context, outcome: T | Refusal): Response {
  return outcome instanceof Refusal
    ? businessFailure(c, outcome.errCode, outcome.message, outcome.data)
    : ok(c, outcome);
}

/** Thrown anywhere below a route; the error handler turns it into an envelope with its status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errCode: ErrCodeValue,
    message: string,
    readonly data: unknown = null,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export function errorResponse(c: Context, error: ApiError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json({ responseCode: 1, errCode: error.errCode, message: error.message, data: error.data }, error.status);
}

export const messages = {
  validation: 'The request is not valid.',
  internal: 'Please try after sometime.',
  notFound: 'The requested resource was not found.',
  tooLarge: 'The request body is too large.',
} as const;

/** valibot issues → the contract's field errors: the field is the dotted path ('' for the whole body). */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  return issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', code: issue.type, message: withoutInput(issue) }));
}

/**
 * issue 19: valibot's default messages end in `but received "<the value>"`: a refusal must not
 * quote the input back (it may be markup, or someone else's data pasted by mistake).
 */
function withoutInput(issue: v.BaseIssue<unknown>): string {
  // `Invalid email: Received "…"`, `Invalid format: Expected /…/ but received "…"`
  return issue.message.replace(/(:| but) received .*$/is, '');
}

export function validationError(errors: FieldError[]): ApiError {
  return new ApiError(400, ErrCode.validationFailed, messages.validation, { errors });
}

export function tooManyAttempts(retryAfterSeconds: number): ApiError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new ApiError(
    429,
    ErrCode.tooManyAttempts,
    `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfterSeconds },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}
