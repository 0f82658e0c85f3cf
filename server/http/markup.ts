import type { MiddlewareHandler } from 'hono';
import { markupProblem } from '../../src/api/contract/markup';
import type { FieldError } from '../../src/api/contract/envelope';
import { validationError } from './envelope';

/**
 * Issue 19 defect 10, requirements#validation-markup (spec 001 §5 "no script, no HTML"): every
 * free-text value of every JSON body the API receives is refused when it holds a script or any
 * tag, whatever the field (profile names, notes, form answers, beneficiary names…). Secrets are
 * exempt — a password may contain `<b>` — and are never shown anyway. The message names the rule,
 * never the value.
 */
const SECRET_KEY = /(^|_)(password|pin|otp)$|Password$|Pin$/i;

const MESSAGES = {
  scriptNotAllowed: 'Scripts are not allowed here.',
  htmlNotAllowed: 'HTML markup is not allowed here.',
} as const;

const MAX_DEPTH = 32;

export function markupErrors(value: unknown, path = '', depth = 0, errors: FieldError[] = []): FieldError[] {
  if (depth > MAX_DEPTH || errors.length >= 20) return errors;
  if (typeof value === 'string') {
    const problem = markupProblem(value);
    if (problem !== null) errors.push({ field: path, code: problem, message: MESSAGES[problem] });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) =>
      markupErrors(item, path === '' ? String(index) : `${path}.${index}`, depth + 1, errors),
    );
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (SECRET_KEY.test(key)) continue;
      markupErrors(item, path === '' ? key : `${path}.${key}`, depth + 1, errors);
    }
  }
  return errors;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Before routing, on /api only (the sandbox's tools store hostile markup on purpose). */
export function refuseMarkup(): MiddlewareHandler {
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method) || !/json/i.test(c.req.header('Content-Type') ?? '')) return next();
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text()); // Hono keeps the text: readJson reads it again
    } catch {
      return next(); // readJson answers malformed JSON with its own field error
    }
    const errors = markupErrors(body);
    if (errors.length > 0) throw validationError(errors);
    return next();
  };
}
