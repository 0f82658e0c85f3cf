import { type Context, type Hono } from 'hono';
import * as v from 'valibot';
import { categoryCodes, userCategories } from '../../src/api/contract/categories';
import { contentModules, storeContent } from '../content/configs';
import { isMaintenanceMode, setMaintenanceMode } from '../content/siteSettings';
import { readJson } from '../http/body';
import { fieldErrors, ok, validationError } from '../http/envelope';
import type { AppServices } from '../http/services';
import { listOutbox, type OutboxQuery } from '../outbox/outbox';
import { outboxPageCsp, renderOutboxPage } from '../outbox/outboxPage';
import { seedContent } from '../seed/content';
import { SITE_ID } from '../seed/siteSettings';

const maintenanceSchema = v.object({ enabled: v.boolean() });

/** Any JSON at all, deliberately unchecked against the portal's schemas: that is the point. */
const contentOverrideSchema = v.object({
  module: v.picklist(contentModules),
  category: v.picklist(userCategories),
  data: v.pipe(
    v.unknown(),
    v.check((data) => data !== undefined, 'data is required (any JSON value)'),
  ),
});
/** No body: every module of every category; otherwise only those named. */
const contentResetSchema = v.object({
  module: v.optional(v.picklist(contentModules)),
  category: v.optional(v.picklist(userCategories)),
});

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

  // Serves a category a broken menu or theme, so the portal's error state can be tested.
  app.post('/v1/content', async (c) => {
    const { module, category, data } = await readJson(c, contentOverrideSchema);
    await storeContent(svc.db, module, categoryCodes[category], data, svc.now());
    return ok(c, { module, category });
  });

  app.post('/v1/content/reset', async (c) => {
    const { module, category } = await readJson(c, contentResetSchema, { optional: true });
    const restored = await seedContent(svc.db, svc.now(), {
      replace: true,
      ...(module === undefined ? {} : { modules: [module] }),
      ...(category === undefined ? {} : { categories: [category] }),
    });
    return ok(c, { restored });
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
