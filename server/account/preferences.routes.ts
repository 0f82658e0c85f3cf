import type { Hono } from 'hono';
import { languagePreferenceRequestSchema } from '../../src/api/contract/content';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ok } from '../http/envelope';
import { setLanguagePreference } from './preferences';

/** requirements#language-preference: the signed-in user's language, saved to the account. */
export function preferenceRoutes(api: Hono, deps: Deps): void {
  api.post(`/${paths.updateLanguagePreference}`, requireAccessToken(deps), requireUserSession(deps), async (c) => {
    const { locale } = await readJson(c, languagePreferenceRequestSchema);
    await setLanguagePreference(deps, c.get('user').user.id, locale);
    return ok(c, { locale });
  });
}
