import type { Context } from 'hono';
import * as v from 'valibot';
import { validationError, fieldErrors } from './envelope';

/** Also enforced by the bodyLimit middleware; repeated here for bodies that arrive chunked. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

function isJsonContentType(value: string | undefined): boolean {
  return value !== undefined && /^application\/json\s*(;|$)/i.test(value.trim());
}

/**
 * Reads and validates a JSON body against a contract schema (the body decoder drops a UTF-8
 * byte-order mark, so `\uFEFF{}` reads as `{}`). Everything that is not a
 * well-formed JSON document matching the schema — wrong content type, no body, broken JSON,
 * an array where an object belongs — is a 400 with field errors, never a 500.
 * `optional`: an absent body is read as `{}` (calls whose payload the spec leaves open).
 */
export async function readJson<S extends v.GenericSchema>(
  c: Context,
  schema: S,
  options: { optional?: boolean } = {},
): Promise<v.InferOutput<S>> {
  const text = await c.req.text();
  let raw: unknown;
  if (text.trim() === '') {
    if (!options.optional) throw validationError([{ field: '', code: 'body', message: 'A JSON body is required.' }]);
    raw = {};
  } else {
    if (!isJsonContentType(c.req.header('Content-Type'))) {
      throw validationError([{ field: '', code: 'content_type', message: 'Content-Type must be application/json.' }]);
    }
    try {
      raw = JSON.parse(text);
    } catch {
      throw validationError([{ field: '', code: 'json', message: 'The body is not valid JSON.' }]);
    }
  }
  // valibot's object schemas accept arrays; no endpoint takes one, so refuse them up front.
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw validationError([{ field: '', code: 'object', message: 'The body must be a JSON object.' }]);
  }
  const result = v.safeParse(schema, raw);
  if (!result.success) throw validationError(fieldErrors(result.issues));
  return result.output;
}
