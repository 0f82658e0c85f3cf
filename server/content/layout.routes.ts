import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { categoryCodes, categoryFromCode } from '../../src/api/contract/categories';
import { ErrCode } from '../../src/api/contract/errCodes';
import { layoutModuleTypes } from '../../src/api/contract/content';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireAccessToken, requireClient, requireUserSession } from '../http/auth';
import { ApiError, messages, ok, validationError } from '../http/envelope';
import { readQuery } from '../http/query';
import type { ClientPrincipal } from '../sessions/clients';
import { servedContent, servedVariantContent, type ContentModule } from './configs';

const categoryCode = v.pipe(v.string(), v.regex(/^[A-Z][A-Z_]{0,63}$/, 'a category code such as CONSUMER_CATEGORY'));
// The sandbox serves one configuration to every channel; the value is checked, not used.
const channel = v.pipe(v.string(), v.regex(/^[A-Z_]{1,32}$/, 'an access channel such as WEBSITE_APP'));

/** requirements#calls-configured: the menu call is a GET with its payload as query; other keys are ignored. */
const menuQuerySchema = v.object({ userType: v.optional(categoryCode), accessChannel: v.optional(channel) });

/** requirements#theme: theme by filter with moduleType=theme, accessChannel and userType. */
const themeQuerySchema = v.object({
  moduleType: v.literal('theme', 'moduleType must be theme'),
  accessChannel: v.optional(channel),
  userType: v.optional(categoryCode),
});

/**
 * requirements#calls-configured: layout by filter (moduleType, accessChannel, userType). A
 * moduleType that is not one this contract serves (layoutModuleTypes) is a well-formed question
 * without an answer: 404.
 */
const layoutQuerySchema = v.object({
  moduleType: v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'a module type such as pages')),
  accessChannel: v.optional(channel),
  userType: v.optional(categoryCode),
});
type LayoutModuleType = (typeof layoutModuleTypes)[number];
const layoutModules: Readonly<Record<LayoutModuleType, ContentModule>> = {
  pages: 'routes',
  dashboard: 'dashboard',
  // requirements#balance: the balance widget's layout
  balancewidget: 'balancewidget',
};

function isLayoutModuleType(value: string): value is LayoutModuleType {
  return (layoutModuleTypes as readonly string[]).includes(value);
}

/** Without userType the content credential's own category applies, as for site settings. */
function categoryOf(c: Context<{ Variables: { client: ClientPrincipal } }>, userType: string | undefined): string {
  const code = userType ?? categoryCodes[c.get('client').category];
  if (categoryFromCode(code) === undefined) throw new ApiError(404, ErrCode.notFound, messages.notFound);
  return code;
}

/** Configuration of the signed-in shell: menus and drawer, theme, route map. */
export function layoutRoutes(api: Hono, deps: Deps): void {
  api.get(`/${paths.getMenu}`, requireAccessToken(deps), requireUserSession(deps), async (c) => {
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
    // requirements#login-as: a chain-store merchant or mini-houston gets its variant's menu
    return ok(c, await servedVariantContent(deps.db, 'menu', own, c.get('user').user.subType));
  });

  // requirements#headers: a cms path, so the content-service credential and no access token.
  api.get(`/${paths.themeByFilter}`, requireClient(deps, 'cms'), async (c) => {
    const query = readQuery(c, themeQuerySchema);
    // Themes are public (the sign-in page wears them): any content credential reads any category's.
    return ok(c, await servedContent(deps.db, 'theme', categoryOf(c, query.userType)));
  });

  // A cms path. moduleType=pages answers the category's route map (requirements#route-table)
  // as stored, unchecked like the menu, so a tester can break it on purpose.
  api.get(`/${paths.layoutByFilter}`, requireClient(deps, 'cms'), async (c) => {
    const query = readQuery(c, layoutQuerySchema);
    if (!isLayoutModuleType(query.moduleType)) throw new ApiError(404, ErrCode.notFound, messages.notFound);
    return ok(c, await servedContent(deps.db, layoutModules[query.moduleType], categoryOf(c, query.userType)));
  });
}
