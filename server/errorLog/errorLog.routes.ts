import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../deps';
import { fieldErrors, ok, validationError } from '../http/envelope';
import { listErrorLog, type ErrorLogFilter } from './errorLog';
import { errorLogPageCsp, renderErrorLogPage } from './errorLogPage';

const errorLogQuerySchema = v.object({
  user: v.optional(v.pipe(v.string(), v.maxLength(64), v.regex(/^[\w.@+-]*$/u))),
  errCode: v.optional(v.pipe(v.string(), v.maxLength(40), v.regex(/^-?[\w.]*$/u))),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.number(), v.minValue(1), v.maxValue(200)),
    '50',
  ),
});

/** user, errCode and limit; an empty value (a form's blank field) means "not given". */
function readFilter(c: Context): ErrorLogFilter {
  const given = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''));
  const result = v.safeParse(errorLogQuerySchema, given);
  if (!result.success) throw validationError(fieldErrors(result.issues));
  const { user, errCode, limit } = result.output;
  return { userIdentifier: user, errCode, limit };
}

/** requirements#error-log: the stored events for tests (JSON) and for people (a live page). */
export function sandboxErrorLogRoutes(sandbox: Hono, deps: Deps): void {
  sandbox.get('/v1/errors', async (c) => ok(c, { events: await listErrorLog(deps, readFilter(c)) }));

  sandbox.get('/errors', async (c) => {
    const filter = readFilter(c);
    const entries = await listErrorLog(deps, filter);
    c.header('Content-Security-Policy', errorLogPageCsp);
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(renderErrorLogPage(entries, filter));
  });
}
