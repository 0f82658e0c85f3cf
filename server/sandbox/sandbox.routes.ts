import type { Hono } from 'hono';
import * as v from 'valibot';
import { userCategories } from '../../src/api/contract/categories';
import { cmsPageIdPattern } from '../../src/api/contract/content';
import { contentModules } from '../content/configs';
import type { Deps } from '../deps';
import { readJson } from '../http/body';
import { ApiError, fieldErrors, messages, ok, validationError } from '../http/envelope';
import { ErrCode } from '../../src/api/contract/errCodes';
import { outboxRoutes } from '../outbox/outbox.routes';
import { SERVICE_PAGE_ID } from '../payments/forms';
import { seededModules } from '../seed/content';
import { TOKEN_PATTERN } from '../security/crypto';
import { countFailedSignInsElsewhere } from '../sessions/signIn';
import { chatWidgetRoutes } from './chatWidget.routes';
import { elapse } from './elapse';
import { webviewSandboxRoutes } from './webviewSandbox.routes';
import {
  maintenanceMode,
  overrideContent,
  overridePage,
  overrideServiceForm,
  resetContent,
  switchLanguage,
  switchMaintenance,
} from './sandbox';
import { sandboxSiteSettingsRoutes } from './siteSettings.routes';

const maintenanceSchema = v.object({ enabled: v.boolean() });

const faultPath = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9_][A-Za-z0-9_./-]{0,199}$/, 'an API path without /api/, e.g. adapter/v1/transaction/submit'),
  ),
);
const apiFaults = [
  v.object({
    kind: v.literal('hang'),
    ms: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(600_000)),
    path: faultPath,
  }),
  v.object({ kind: v.literal('status'), status: v.picklist([500, 502, 503, 504]), path: faultPath }),
  v.object({ kind: v.literal('malformedJson'), path: faultPath }),
  v.object({ kind: v.literal('withoutUser'), path: faultPath }),
] as const;
/**
 * issue 19: one server-wide fault at a time; null clears it. issue 22: with a `scope`, the fault
 * of the calls carrying that X-Sandbox-Fault-Scope only (never the database's).
 */
const faultSchema = v.union([
  // strict: a scope never falls back to the server-wide switch
  v.strictObject({ fault: v.nullable(v.variant('kind', [v.object({ kind: v.literal('database') }), ...apiFaults])) }),
  v.object({
    fault: v.nullable(v.variant('kind', [...apiFaults])),
    scope: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, - or _')),
  }),
]);

/** issue 22: failed sign-ins counted against one account, 1 to 20 at a time */
const signInFailuresSchema = v.object({
  login: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)),
});

/** issue 22: one code (its request id) or one session (its token) made older, by 1 s to a day. */
const elapseSchema = v.pipe(
  v.object({
    otpRequestId: v.optional(v.pipe(v.string(), v.regex(TOKEN_PATTERN, 'a request id'))),
    sessionToken: v.optional(v.pipe(v.string(), v.regex(TOKEN_PATTERN, 'a session token'))),
    cardSessionId: v.optional(v.pipe(v.string(), v.regex(/^CP[A-Za-z0-9_-]{22}$/, 'a card payment session id'))),
    seconds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(86_400)),
  }),
  v.check(
    (body) => [body.otpRequestId, body.sessionToken, body.cardSessionId].filter((x) => x !== undefined).length === 1,
    'name one thing: otpRequestId, sessionToken or cardSessionId',
  ),
);

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
/** A service form for a page id (requirements#service-form), stored as given. */
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

/**
 * Testers' controls (SANDBOX_TOOLS=on), behind sandboxGuard (./guard.ts): loopback or the sandbox
 * key, and a sandbox CSRF pair (or the key) on every state-changing call. A JSON content type is
 * required as well, which a cross-site form cannot send without a CORS preflight.
 */
export function sandboxRoutes(app: Hono, deps: Deps): void {
  app.get('/v1/maintenance', async (c) => ok(c, { enabled: await maintenanceMode(deps) }));

  app.post('/v1/maintenance', async (c) => {
    const { enabled } = await readJson(c, maintenanceSchema);
    await switchMaintenance(deps, enabled);
    return ok(c, { enabled });
  });

  // issue 19: faults end to end (database stopped, a hung back end, a 5xx, malformed JSON) until cleared
  app.get('/v1/faults', (c) => ok(c, { fault: deps.faults?.current ?? null }));
  app.post('/v1/faults', async (c) => {
    const body = await readJson(c, faultSchema);
    if ('scope' in body) {
      deps.faults?.setScoped(body.scope, body.fault ?? undefined);
      return ok(c, { fault: body.fault, scope: body.scope });
    }
    deps.faults?.set(body.fault ?? undefined);
    return ok(c, { fault: body.fault });
  });

  // issue 22: failed sign-ins to one account "from other addresses": its next sign-in asks for a captcha
  app.post('/v1/signInFailures', async (c) => {
    const { login, count } = await readJson(c, signInFailuresSchema);
    return ok(c, { login, count: await countFailedSignInsElsewhere(deps, login, count) });
  });

  // issue 22: time passes for one code, one sign-in or one card payment only (a resend wait over, a challenge run out)
  app.post('/v1/elapse', async (c) => {
    const { otpRequestId, sessionToken, cardSessionId, seconds } = await readJson(c, elapseSchema);
    const target =
      otpRequestId !== undefined
        ? { otpRequestId }
        : cardSessionId !== undefined
          ? { cardSessionId }
          : { sessionToken: sessionToken ?? '' };
    if (!(await elapse(deps, target, seconds))) throw new ApiError(404, ErrCode.notFound, messages.notFound);
    return ok(c, { seconds });
  });

  // Serves a category a broken menu, theme or route map, so the portal's error state can be tested.
  // A service form too (module serviceForm, by pageId): browser tests install test-only forms.
  app.post('/v1/content', async (c) => {
    const body = await readJson(c, v.looseObject({ module: v.string() }));
    if (body.module === 'serviceForm') {
      const { pageId, data } = parseOrRefuse(serviceFormOverrideSchema, body);
      await overrideServiceForm(deps, pageId, data);
      return ok(c, { module: body.module, pageId });
    }
    const { module, category, data } = parseOrRefuse(contentOverrideSchema, body);
    await overrideContent(deps, module, category, data);
    return ok(c, { module, category });
  });

  app.post('/v1/content/reset', async (c) => {
    const reset = await readJson(c, contentResetSchema, { optional: true });
    return ok(c, { restored: await resetContent(deps, reset) });
  });

  // Stores a content page as given (hostile HTML included), so the portal's sanitizer can be tested.
  app.post('/v1/pages', async (c) => {
    const page = await readJson(c, pageOverrideSchema);
    await overridePage(deps, page);
    return ok(c, { page_id: page.page_id });
  });

  // Offers or withdraws a language (cms default_languages_getActiveLanguages); never the default one.
  app.post('/v1/languages', async (c) => {
    const { locale, active } = await readJson(c, languageToggleSchema);
    await switchLanguage(deps, locale, active);
    return ok(c, { locale, active });
  });

  // A category's chat script and temporary-account dialog, and the demo chat widget to point at.
  sandboxSiteSettingsRoutes(app, deps);
  chatWidgetRoutes(app);
  webviewSandboxRoutes(app);

  // The messages the sandbox "sent" (activation codes, reset links): for tests and for people.
  outboxRoutes(app, deps);
}
