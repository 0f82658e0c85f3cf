import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { latestInvalidAccesses } from '../access/invalidAccess';
import type { Deps } from '../deps';
import { fieldErrors, ok, validationError } from '../http/envelope';
import { listOutbox, outboxPurposes, type OutboxQuery } from './outbox';
import { outboxPageCsp, renderOutboxPage } from './outboxPage';

const outboxQuerySchema = v.object({
  recipient: v.optional(v.pipe(v.string(), v.maxLength(254), v.regex(/^[^\p{Cc}]*$/u))),
  purpose: v.optional(v.picklist(outboxPurposes)),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.number(), v.minValue(1), v.maxValue(200)),
    '20',
  ),
});

/** recipient, purpose and limit; an empty value (a form's blank field) means "not given". */
function readOutboxQuery(c: Context): OutboxQuery {
  const given = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''));
  const result = v.safeParse(outboxQuerySchema, given);
  if (!result.success) throw validationError(fieldErrors(result.issues));
  return result.output;
}

/** The testers' outbox (a sandbox tool, mounted under /sandbox with the others). */
export function outboxRoutes(app: Hono, deps: Deps): void {
  // The messages the sandbox "sent" (activation codes, reset links), newest first: for tests.
  app.get('/v1/outbox', async (c) => ok(c, { messages: await listOutbox(deps.db, readOutboxQuery(c)) }));

  // requirements#invalid-access: the denied component accesses, for tests
  app.get('/v1/invalid-access', async (c) => ok(c, { accesses: await latestInvalidAccesses(deps) }));

  // The same for people: a plain page with the links clickable.
  app.get('/outbox', async (c) => {
    const query = readOutboxQuery(c);
    const messages = await listOutbox(deps.db, query);
    c.header('Content-Security-Policy', outboxPageCsp);
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(renderOutboxPage(messages, query, await latestInvalidAccesses(deps)));
  });
}
