import type { Context } from 'hono';
import * as v from 'valibot';
import { findTextProblem, schemaObserver } from './body';
import { fieldErrors, validationError } from './envelope';

/** Validates a GET call's query string; anything the schema refuses is a 400 with field errors. */
export function readQuery<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  schemaObserver.seen?.(schema);
  return parseQuery(c.req.query(), schema);
}

/** readQuery without the request (the endpoint fuzz calls it directly). */
export function parseQuery<S extends v.GenericSchema>(query: Record<string, string>, schema: S): v.InferOutput<S> {
  // issue 19: NUL and lone surrogates are refused here as in bodies (http/body.ts)
  const textProblem = findTextProblem(query);
  if (textProblem !== undefined) throw validationError([textProblem]);
  const result = v.safeParse(schema, query);
  if (!result.success) throw validationError(fieldErrors(result.issues));
  return result.output;
}
