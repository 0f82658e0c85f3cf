import type { Context } from 'hono';
import * as v from 'valibot';
import { fieldErrors, validationError } from './envelope';

/** Validates a GET call's query string; anything the schema refuses is a 400 with field errors. */
export function readQuery<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  const result = v.safeParse(schema, c.req.query());
  if (!result.success) throw validationError(fieldErrors(result.issues));
  return result.output;
}
