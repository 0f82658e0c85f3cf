import { type Context, type Hono } from 'hono';
import * as v from 'valibot';
import { isMaintenanceMode, setMaintenanceMode } from '../content/siteSettings';
import { readJson } from '../http/body';
import { fieldErrors, ok, validationError } from '../http/envelope';
import type { AppServices } from '../http/services';
import { listOutbox, type OutboxQuery } from '../outbox/outbox';
import { outboxPageCsp, renderOutboxPage } from '../outbox/outboxPage';
import { SITE_ID } from '../seed/siteSettings';

const maintenanceSchema = v.object({ enabled: v.boolean() });

const outboxQuerySchema = v.object({
  recipient: v.optional(v.pipe(v.string(), v.maxLength(254), v.regex(/^[^\p{Cc}]*$/u))),
  purpose: v.optional(v.picklist(['activation', 'password_reset', 'pin_reset', 'notice'])),
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

/**
 * Testers' controls (SANDBOX_TOOLS=on). No CSRF pair here — testers drive these with curl — but a
 * JSON content type is required, which a cross-site form cannot send without a CORS preflight.
 */
export function sandboxRoutes(app: Hono, svc: AppServices): void {
  app.get('/v1/maintenance', async (c) => ok(c, { enabled: await isMaintenanceMode(svc.db, SITE_ID) }));

  app.post('/v1/maintenance', async (c) => {
    const { enabled } = await readJson(c, maintenanceSchema);
    await setMaintenanceMode(svc.db, SITE_ID, enabled, svc.now());
    return ok(c, { enabled });
  });

  // The messages the sandbox "sent" (activation codes, reset links), newest first: for tests.
  app.get('/v1/outbox', async (c) => ok(c, { messages: await listOutbox(svc.db, readOutboxQuery(c)) }));

  // The same for people: a plain page with the links clickable.
  app.get('/outbox', async (c) => {
    const query = readOutboxQuery(c);
    const messages = await listOutbox(svc.db, query);
    c.header('Content-Security-Policy', outboxPageCsp);
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(renderOutboxPage(messages, query));
  });
}
