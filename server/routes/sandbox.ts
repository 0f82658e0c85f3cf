import { type Context, type Hono } from 'hono';
import * as v from 'valibot';
import { categoryCodes, userCategories } from '../../src/api/contract/categories';
import { cmsPageIdPattern } from '../../src/api/contract/content';
import { ErrCode } from '../../src/api/contract/errCodes';
import { changeIdentifierOf, recordChange } from '../content/changes';
import { contentModules, storeContent } from '../content/configs';
import { storePage } from '../content/pages';
import { isMaintenanceMode, setMaintenanceMode } from '../content/siteSettings';
import { readJson } from '../http/body';
import { ApiError, fieldErrors, messages, ok, validationError } from '../http/envelope';
import type { AppServices } from '../http/services';
import { listOutbox, type OutboxQuery } from '../outbox/outbox';
import { outboxPageCsp, renderOutboxPage } from '../outbox/outboxPage';
import { seedContent, seededModules } from '../seed/content';
import { SITE_ID } from '../seed/siteSettings';
import { resetServiceFormOverrides, storeServiceFormOverride } from '../services/forms';
import { chatWidgetRoutes } from './chatWidget';
import { sandboxSiteSettingsRoutes } from './sandboxSiteSettings';
import { SERVICE_PAGE_ID } from './serviceConfig';

const maintenanceSchema = v.object({ enabled: v.boolean() });

/** PostgreSQL's jsonb and text cannot hold U+0000: refused up front instead of failing in SQL. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}
const withoutNul = (value: unknown) => !containsNul(value);
const nulMessage = 'JSON text cannot contain the character U+0000';

/** Any JSON at all, deliberately unchecked against the portal's schemas: that is the point. */
const contentOverrideSchema = v.object({
  module: v.picklist(contentModules),
  category: v.picklist(userCategories),
  data: v.pipe(
    v.unknown(),
    v.check((data) => data !== undefined, 'data is required (any JSON value)'),
    v.check(withoutNul, nulMessage),
  ),
});
/** A service form for a page id (seed 000 §7 getServiceConfiguration_), stored as given. */
const serviceFormOverrideSchema = v.object({
  module: v.literal('serviceForm'),
  pageId: v.pipe(v.string(), v.regex(SERVICE_PAGE_ID, 'a page id such as SERVICE_SEND_MONEY')),
  data: contentOverrideSchema.entries.data,
});
/** No body: every module of every category, the pages and the service forms; otherwise only those named. */
const contentResetSchema = v.pipe(
  v.object({
    module: v.optional(v.picklist([...seededModules, 'serviceForm'])),
    category: v.optional(v.picklist(userCategories)),
    pageId: v.optional(v.pipe(v.string(), v.regex(SERVICE_PAGE_ID, 'a page id such as SERVICE_SEND_MONEY'))),
  }),
  v.forward(
    v.check(
      (reset) => (reset.module !== 'pages' && reset.module !== 'serviceForm') || reset.category === undefined,
      'pages and service forms belong to no category',
    ),
    ['category'],
  ),
  v.forward(
    v.check((reset) => reset.pageId === undefined || reset.module === 'serviceForm', 'pageId needs module serviceForm'),
    ['pageId'],
  ),
);

function parseOrRefuse<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw validationError(fieldErrors(result.issues));
  return result.output;
}

/** Locale → text, any HTML at all: testers store hostile markup to test the portal's sanitizer. */
const noNul = v.check((text: string) => !text.includes('\u0000'), nulMessage);
const localeTexts = v.record(v.pipe(v.string(), v.maxLength(16), noNul), v.pipe(v.string(), noNul));
const pageOverrideSchema = v.object({
  page_id: v.pipe(v.string(), v.regex(cmsPageIdPattern, 'a page id such as terms-consumer')),
  title: localeTexts,
  content: localeTexts,
});

const languageToggleSchema = v.object({
  locale: v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'a two-letter language code')),
  active: v.boolean(),
});

const outboxQuerySchema = v.object({
  recipient: v.optional(v.pipe(v.string(), v.maxLength(254), v.regex(/^[^\p{Cc}]*$/u))),
  purpose: v.optional(v.picklist(['activation', 'password_reset', 'pin_reset', 'notice', 'transaction'])),
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
    const now = svc.now();
    await svc.db.transaction(async (tx) => {
      await setMaintenanceMode(tx, SITE_ID, enabled, now);
      await recordChange(tx, 'default_sitesetting', now);
    });
    return ok(c, { enabled });
  });

  // Serves a category a broken menu, theme or route map, so the portal's error state can be tested.
  // A service form too (module serviceForm, by pageId): browser tests install test-only forms.
  app.post('/v1/content', async (c) => {
    const body = await readJson(c, v.looseObject({ module: v.string() }));
    const now = svc.now();
    if (body.module === 'serviceForm') {
      const { pageId, data } = parseOrRefuse(serviceFormOverrideSchema, body);
      await svc.db.transaction(async (tx) => {
        await storeServiceFormOverride(tx, pageId, data, now);
        await recordChange(tx, 'default_layout', now);
      });
      return ok(c, { module: body.module, pageId });
    }
    const { module, category, data } = parseOrRefuse(contentOverrideSchema, body);
    await svc.db.transaction(async (tx) => {
      await storeContent(tx, module, categoryCodes[category], data, now);
      await recordChange(tx, changeIdentifierOf[module], now);
    });
    return ok(c, { module, category });
  });

  app.post('/v1/content/reset', async (c) => {
    const { module, category, pageId } = await readJson(c, contentResetSchema, { optional: true });
    const now = svc.now();
    if (module === 'serviceForm') {
      const restored = await svc.db.transaction(async (tx) => {
        const removed = await resetServiceFormOverrides(tx, pageId);
        await recordChange(tx, 'default_layout', now);
        return removed;
      });
      return ok(c, { restored });
    }
    const modules = module === undefined ? seededModules : [module];
    const restored = await svc.db.transaction(async (tx) => {
      const removedForms = module === undefined && category === undefined ? await resetServiceFormOverrides(tx) : 0;
      if (removedForms > 0) await recordChange(tx, 'default_layout', now);
      const written = await seedContent(tx, now, {
        replace: true,
        modules,
        ...(category === undefined ? {} : { categories: [category] }),
      });
      const restoredModules = modules.filter((m) => m !== 'pages' || category === undefined);
      for (const identifier of new Set(restoredModules.map((m) => changeIdentifierOf[m]))) {
        await recordChange(tx, identifier, now);
      }
      return written + removedForms;
    });
    return ok(c, { restored });
  });

  // Stores a content page as given (hostile HTML included), so the portal's sanitizer can be tested.
  app.post('/v1/pages', async (c) => {
    const page = await readJson(c, pageOverrideSchema);
    const now = svc.now();
    await svc.db.transaction(async (tx) => {
      await storePage(tx, page, now, { replace: true });
      await recordChange(tx, changeIdentifierOf.pages, now);
    });
    return ok(c, { page_id: page.page_id });
  });

  // Offers or withdraws a language (cms default_languages_getActiveLanguages); never the default one.
  app.post('/v1/languages', async (c) => {
    const { locale, active } = await readJson(c, languageToggleSchema);
    const now = svc.now();
    await svc.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ is_default: boolean }>(
        'SELECT is_default FROM languages WHERE locale = $1 FOR UPDATE',
        [locale],
      );
      const language = rows[0];
      if (language === undefined) throw new ApiError(404, ErrCode.notFound, messages.notFound);
      if (language.is_default && !active) {
        throw validationError([
          { field: 'active', code: 'default', message: 'The default language cannot be withdrawn.' },
        ]);
      }
      await tx.query('UPDATE languages SET is_active = $1 WHERE locale = $2', [active, locale]);
      await recordChange(tx, 'default_languages', now);
    });
    return ok(c, { locale, active });
  });

  // A category's chat script and temporary-account dialog, and the demo chat widget to point at.
  sandboxSiteSettingsRoutes(app, svc);
  chatWidgetRoutes(app);

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
