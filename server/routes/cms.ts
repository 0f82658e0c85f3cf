import type { Hono } from 'hono';
import * as v from 'valibot';
import { categoryCodes, categoryFromCode } from '../../src/api/contract/categories';
import { ErrCode } from '../../src/api/contract/errCodes';
import { paths } from '../../src/api/contract/paths';
import type { Language } from '../../src/api/contract/schemas';
import { loadSiteSettings } from '../content/siteSettings';
import { requireClient } from '../http/auth';
import { ApiError, fieldErrors, messages, ok, validationError } from '../http/envelope';
import type { AppServices } from '../http/services';

/** `cms/v1/default_sitesetting_getSiteSettingBySiteId_` — the id is glued to the last segment. */
const settingsPrefix = paths.siteSettings('');
const settingsDir = settingsPrefix.slice(0, settingsPrefix.lastIndexOf('/') + 1);
const settingsName = settingsPrefix.slice(settingsDir.length);

const settingsQuerySchema = v.object({
  category: v.optional(v.pipe(v.string(), v.regex(/^[A-Z][A-Z_]{0,63}$/, 'a category code such as CONSUMER_CATEGORY'))),
  portalType: v.optional(v.pipe(v.string(), v.regex(/^[A-Z_]{1,32}$/, 'a portal type such as WEB'))),
});

interface LanguageRow {
  id: number;
  locale: string;
  name: string;
  icon: string | null;
  rtl: boolean;
  is_default: boolean;
  api_code: string;
}

/** seed 001 §7: cms paths carry the content-service credential and no access token. */
export function cmsRoutes(api: Hono, svc: AppServices): void {
  const contentClient = requireClient(svc, 'cms');

  api.get(`/${settingsDir}:name{${settingsName}[^/]*}`, contentClient, async (c) => {
    const id = (c.req.param('name') ?? '').slice(settingsName.length);
    if (!/^\d{1,9}$/.test(id)) {
      throw validationError([{ field: 'siteId', code: 'integer', message: 'The site id must be a number.' }]);
    }
    const query = v.safeParse(settingsQuerySchema, c.req.query());
    if (!query.success) throw validationError(fieldErrors(query.issues));
    // Without ?category= the credential's own category applies (the portal build's category).
    const code = query.output.category ?? categoryCodes[c.get('client').category];
    if (categoryFromCode(code) === undefined) {
      throw validationError([{ field: 'category', code: 'picklist', message: 'Unknown category code.' }]);
    }
    const settings = await loadSiteSettings(svc.db, svc.keys.siteSettings, Number(id), code);
    if (settings === undefined) throw new ApiError(404, ErrCode.notFound, messages.notFound);
    return ok(c, settings);
  });

  api.get(`/${paths.activeLanguages}`, contentClient, async (c) => {
    const { rows } = await svc.db.query<LanguageRow>(
      'SELECT id, locale, name, icon, rtl, is_default, api_code FROM languages WHERE is_active ORDER BY sort_order, id',
    );
    const languages: Language[] = rows.map((row) => ({
      languageId: row.id,
      locale: row.locale,
      name: row.name,
      icon: row.icon,
      rtlLayout: row.rtl,
      isDefault: row.is_default,
      apiCode: row.api_code,
    }));
    return ok(c, languages);
  });
}
