import type { Hono } from 'hono';
import { languagePreferenceRequestSchema } from '../../src/api/contract/content';
import { paths } from '../../src/api/contract/paths';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok, validationError } from '../http/envelope';
import type { AppServices } from '../http/services';

/** seed 001 §1 (a per-user locale), seed 000 §7 adapter/v1/updatelanguagepreference. */
export function preferenceRoutes(api: Hono, svc: AppServices): void {
  api.post(`/${paths.updateLanguagePreference}`, requireAccessToken(svc), requireUserSession(svc), async (c) => {
    const { locale } = await readJson(c, languagePreferenceRequestSchema);
    // Only a language the portal offers right now (cms default_languages_getActiveLanguages).
    const { rowCount } = await svc.db.query('SELECT 1 FROM languages WHERE locale = $1 AND is_active', [locale]);
    if (rowCount === 0) {
      throw validationError([{ field: 'locale', code: 'inactive', message: 'This language is not offered.' }]);
    }
    await svc.db.query('UPDATE users SET locale = $1 WHERE id = $2::bigint', [locale, c.get('user').user.id]);
    return ok(c, { locale });
  });
}
