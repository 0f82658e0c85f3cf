import type { Context } from 'hono';
import * as v from 'valibot';
import type { FieldError } from '../../src/api/contract/envelope';
import { validationError, fieldErrors } from './envelope';

/** Also enforced by the bodyLimit middleware; repeated here for bodies that arrive chunked. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

function isJsonContentType(value: string | undefined): boolean {
  return value !== undefined && /^application\/json\s*(;|$)/i.test(value.trim());
}

/**
 * The fuzz harness's window on which schema an endpoint reads (test/server/fuzz): when set, called
 * with every schema readJson and readQuery validate against. Unset in the server.
 */
export const schemaObserver: { seen?: (schema: v.GenericSchema) => void } = {};

/** No endpoint nests deeper; a deeper body would only make recursive code (hashes, logs) overflow. */
export const MAX_JSON_DEPTH = 32;

/**
 * issue 19: text the database cannot store, refused at the edge for every field — an unpaired
 * UTF-16 surrogate (`"\ud800"` is valid JSON, but no Unicode text: PostgreSQL refused the insert
 * with a 500) and NUL (PostgreSQL text cannot hold it) — and nesting past MAX_JSON_DEPTH. Keys
 * are text too. Iterative, so a deep document cannot overflow the stack here. The message never
 * quotes the value.
 */
export function findTextProblem(value: unknown): FieldError | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof item.value === 'string') {
      if (!isStorableText(item.value)) return characters(item.path);
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= MAX_JSON_DEPTH) {
      return { field: edgeField(item.path), code: 'depth', message: `Nesting deeper than ${MAX_JSON_DEPTH} levels.` };
    }
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path === '' ? key : `${item.path}.${key}`;
      if (!isStorableText(key)) return characters(item.path);
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return undefined;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Well-formed UTF-16 (no lone surrogate) without NUL. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The field a problem found at the edge is reported under: the body's own key, `.*` for anything
 * deeper. The edge knows no schema, so a deeper key may be one the sender chose (a record's keys),
 * and a refusal never quotes the input (issue 19); the forms that show these errors are flat.
 */
export function edgeField(path: string): string {
  const [first = '', ...rest] = path.split('.');
  const top = first.length > 64 ? first.slice(0, 64) : first;
  return rest.length > 0 ? `${top}.*` : top;
}

function characters(field: string): FieldError {
  // the portal words code 'characters' (src/ui/credentialRules.ts)
  return {
    field: edgeField(field),
    code: 'characters',
    message: 'The text contains characters that are not allowed.',
  };
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
  schemaObserver.seen?.(schema);
  return parseJsonBody(await c.req.text(), c.req.header('Content-Type'), schema, options);
}

/** readJson without the request: the body's text and Content-Type (the endpoint fuzz calls it directly). */
export function parseJsonBody<S extends v.GenericSchema>(
  text: string,
  contentType: string | undefined,
  schema: S,
  options: { optional?: boolean } = {},
): v.InferOutput<S> {
  let raw: unknown;
  if (text.trim() === '') {
    if (!options.optional) throw validationError([{ field: '', code: 'body', message: 'A JSON body is required.' }]);
    raw = {};
  } else {
    if (!isJsonContentType(contentType)) {
      throw validationError([{ field: '', code: 'content_type', message: 'Content-Type must be application/json.' }]);
    }
    try {
      raw = JSON.parse(text);
    } catch {
      throw validationError([{ field: '', code: 'json', message: 'The body is not valid JSON.' }]);
    }
  }
  const textProblem = findTextProblem(raw);
  if (textProblem !== undefined) throw validationError([textProblem]);
  // valibot's object schemas accept arrays; no endpoint takes one, so refuse them up front.
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw validationError([{ field: '', code: 'object', message: 'The body must be a JSON object.' }]);
  }
  const result = v.safeParse(schema, raw);
  if (!result.success) throw validationError(fieldErrors(result.issues));
  return result.output;
}
