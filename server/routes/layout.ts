import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { categoryCodes, categoryFromCode } from '../../src/api/contract/categories';
import { ErrCode } from '../../src/api/contract/errCodes';
import { layoutModuleTypes } from '../../src/api/contract/content';
import { paths } from '../../src/api/contract/paths';
import { loadContent, type ContentModule } from '../content/configs';
import { requireAccessToken, requireClient, requireUserSession } from '../http/auth';
import type { ClientPrincipal } from '../security/clients';
import { ApiError, messages, ok, validationError } from '../http/envelope';
import { readQuery } from '../http/query';
import type { AppServices } from '../http/services';

const categoryCode = v.pipe(v.string(), v.regex(/^[A-Z][A-Z_]{0,63}$/, 'a category code such as CONSUMER_CATEGORY'));
// The sandbox serves one configuration to every channel; the value is checked, not used.
const channel = v.pipe(v.string(), v.regex(/^[A-Z_]{1,32}$/, 'an access channel such as WEBSITE_APP'));

/** seed 001 §7: the menu call is a GET with its payload as query; other keys are ignored. */
const menuQuerySchema = v.object({ userType: v.optional(categoryCode), accessChannel: v.optional(channel) });

/** seed 001 §7: theme by filter with moduleType=theme, accessChannel and userType. */
const themeQuerySchema = v.object({
  moduleType: v.literal('theme', 'moduleType must be theme'),
  accessChannel: v.optional(channel),
  userType: v.optional(categoryCode),
});

/**
 * seed 000 §7 layout by filter (moduleType, accessChannel, userType). A moduleType that is not
 * one this contract serves (layoutModuleTypes) is a well-formed question without an answer: 404.
 */
const layoutQuerySchema = v.object({
  moduleType: v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'a module type such as pages')),
  accessChannel: v.optional(channel),
  userType: v.optional(categoryCode),
});
type LayoutModuleType = (typeof layoutModuleTypes)[number];
const layoutModules: Readonly<Record<LayoutModuleType, ContentModule>> = { pages: 'routes' };

function isLayoutModuleType(value: string): value is LayoutModuleType {
  return (layoutModuleTypes as readonly string[]).includes(value);
}

/** Without userType the content credential's own category applies, as for site settings. */
function categoryOf(c: Context<{ Variables: { client: ClientPrincipal } }>, userType: string | undefined): string {
  const code = userType ?? categoryCodes[c.get('client').category];
  if (categoryFromCode(code) === undefined) throw new ApiError(404, ErrCode.notFound, messages.notFound);
  return code;
}

/** Served as stored (the portal parses it at its edge); a category without a document is a 404. */
async function storedContent(svc: AppServices, module: ContentModule, code: string): Promise<unknown> {
  const stored = await loadContent(svc.db, module, code);
  if (stored === undefined) throw new ApiError(404, ErrCode.notFound, messages.notFound);
  return stored.data;
}

/** Configuration of the signed-in shell (seed 001 §2.4 menus and drawer, §2.5 theme, §2.1 route map). */
export function layoutRoutes(api: Hono, svc: AppServices): void {
  api.get(`/${paths.getMenu}`, requireAccessToken(svc), requireUserSession(svc), async (c) => {
    const query = readQuery(c, menuQuerySchema);
    const own = categoryCodes[c.get('user').user.category];
    // The menu is always the session's category. Naming another one is refused, never
    // answered, as getBalance refuses another userIdentifier: a portal asking for another
    // category's menu is a bug worth seeing, and answering would leak nothing useful either.
    if (query.userType !== undefined && query.userType !== own) {
      throw validationError([
        { field: 'userType', code: 'mismatch', message: "userType is not the signed-in user's category." },
      ]);
    }
    return ok(c, await storedContent(svc, 'menu', own));
  });

  // seed 001 §7: a cms path, so the content-service credential and no access token.
  api.get(`/${paths.themeByFilter}`, requireClient(svc, 'cms'), async (c) => {
    const query = readQuery(c, themeQuerySchema);
    // Themes are public (the sign-in page wears them): any content credential reads any category's.
    return ok(c, await storedContent(svc, 'theme', categoryOf(c, query.userType)));
  });

  // seed 000 §7: a cms path. moduleType=pages answers the category's route map (seed 001 §2.1,
  // §2.3) as stored, unchecked like the menu, so a tester can break it on purpose.
  api.get(`/${paths.layoutByFilter}`, requireClient(svc, 'cms'), async (c) => {
    const query = readQuery(c, layoutQuerySchema);
    if (!isLayoutModuleType(query.moduleType)) throw new ApiError(404, ErrCode.notFound, messages.notFound);
    return ok(c, await storedContent(svc, layoutModules[query.moduleType], categoryOf(c, query.userType)));
  });
}
