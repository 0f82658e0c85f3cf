import type { Hono } from 'hono';
import * as v from 'valibot';
import { categoryCodes, categoryFromCode } from '../../src/api/contract/categories';
import { ErrCode } from '../../src/api/contract/errCodes';
import { languageDataLocaleSchema } from '../../src/api/contract/languageData';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireClient } from '../http/auth';
import { ApiError, fieldErrors, messages, ok, validationError } from '../http/envelope';
import { languageData } from './languageData';
import { activeLanguages } from './languages';
import { loadSiteSettings } from './siteSettings';

/** `cms/v1/default_sitesetting_getSiteSettingBySiteId_` — the id is glued to the last segment. */
const settingsPrefix = paths.siteSettings('');
const settingsDir = settingsPrefix.slice(0, settingsPrefix.lastIndexOf('/') + 1);
const settingsName = settingsPrefix.slice(settingsDir.length);

/** `cms/v1/default_languages_getLanguageDataByLocale_` — the locale is glued to the last segment too (same folder). */
const labelsPrefix = paths.languageData('');
const labelsName = labelsPrefix.slice(labelsPrefix.lastIndexOf('/') + 1);

const settingsQuerySchema = v.object({
  category: v.optional(v.pipe(v.string(), v.regex(/^[A-Z][A-Z_]{0,63}$/, 'a category code such as CONSUMER_CATEGORY'))),
  portalType: v.optional(v.pipe(v.string(), v.regex(/^[A-Z_]{1,32}$/, 'a portal type such as WEB'))),
});

/** requirements#headers: cms paths carry the content-service credential and no access token. */
export function cmsRoutes(api: Hono, deps: Deps): void {
  const contentClient = requireClient(deps, 'cms');

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
    const settings = await loadSiteSettings(deps.db, Number(id), code);
    if (settings === undefined) throw new ApiError(404, ErrCode.notFound, messages.notFound);
    return ok(c, settings);
  });

  api.get(`/${paths.activeLanguages}`, contentClient, async (c) => ok(c, await activeLanguages(deps.db)));

  // requirements#language-data: public like the language list (the sign-in page needs its labels)
  api.get(`/${settingsDir}:name{${labelsName}[^/]*}`, contentClient, async (c) => {
    const locale = v.safeParse(languageDataLocaleSchema, (c.req.param('name') ?? '').slice(labelsName.length));
    if (!locale.success) throw validationError([{ field: 'locale', code: 'regex', message: locale.issues[0].message }]);
    return ok(c, await languageData(deps.db, locale.output));
  });
}
