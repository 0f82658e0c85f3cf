import { paths } from './contract/paths';
import {
  appLoginDataSchema,
  balanceDataSchema,
  languagesDataSchema,
  siteSettingsSchema,
  userAccountDataSchema,
  validateLoginDataSchema,
  verify2FADataSchema,
} from './contract/schemas';
import type { UserCategory } from './contract/categories';
import { categoryCodes } from './contract/categories';
import { createAccountEndpoints } from './accountEndpoints';
import { createServiceEndpoints } from './serviceEndpoints';
import {
  cmsPageSchema,
  contentChangesSchema,
  languagePreferenceDataSchema,
  menuSchema,
  routeMapSchema,
  themeSchema,
} from './contract/content';
import type { Gateway } from './gateway';

/** The calls of this slice, typed end to end by the shared contract. */
export function createEndpoints(gateway: Gateway) {
  const config = () => {
    if (!gateway.config) throw new Error('runtime configuration not loaded');
    return gateway.config;
  };
  return {
    siteSettings: (signal?: AbortSignal) =>
      gateway.call(paths.siteSettings(config().siteId), {
        query: { category: categoryCodes[config().defaultCategory], portalType: config().portalType },
        schema: siteSettingsSchema,
        ...(signal ? { signal } : {}),
      }),
    activeLanguages: (signal?: AbortSignal) =>
      gateway.call(paths.activeLanguages, { schema: languagesDataSchema, ...(signal ? { signal } : {}) }),
    /** the front access token: a client-credentials login (seed 000 §9 grant types) */
    appLogin: (signal?: AbortSignal) =>
      gateway.call(paths.appLogin, {
        body: { grant_type: 'client_credentials' },
        schema: appLoginDataSchema,
        ...(signal ? { signal } : {}),
      }),
    validateLogin: (input: { login: string; password: string; category: UserCategory }, signal?: AbortSignal) =>
      gateway.call(paths.validateLogin, {
        body: { userName: input.login, password: input.password, grant_type: 'password' },
        category: input.category,
        schema: validateLoginDataSchema,
        ...(signal ? { signal } : {}),
      }),
    /** the authenticator's code, or a recovery code in its place */
    verify2FAToken: (
      input: { challengeToken: string } & ({ code: string } | { recoveryCode: string }),
      signal?: AbortSignal,
    ) =>
      gateway.call(paths.verify2FAToken, {
        body: 'code' in input ? { token: input.code } : { recoveryCode: input.recoveryCode },
        authorizeToken: input.challengeToken,
        schema: verify2FADataSchema,
        ...(signal ? { signal } : {}),
      }),
    /** seed 001 §7: logout body carries userIdentifier and logoutFromAllDevice (default 0) */
    logout: (input: { userIdentifier: string; allDevices: boolean }, signal?: AbortSignal) =>
      gateway.call(paths.logout, {
        body: { userIdentifier: input.userIdentifier, logoutFromAllDevice: input.allDevices ? 1 : 0 },
        reportSessionEnd: false,
        ...(signal ? { signal } : {}),
      }),
    getBalance: (signal?: AbortSignal) =>
      gateway.call(paths.getBalance, { body: {}, schema: balanceDataSchema, ...(signal ? { signal } : {}) }),
    getUserAccount: (signal?: AbortSignal) =>
      gateway.call(paths.getUserAccount, { body: {}, schema: userAccountDataSchema, ...(signal ? { signal } : {}) }),
    account: createAccountEndpoints(gateway),
    services: createServiceEndpoints(gateway),
    /** seed 001 §7: the menu (five parts) for the signed-in user's category */
    getMenu: (signal?: AbortSignal) =>
      gateway.call(paths.getMenu, {
        method: 'GET',
        query: { accessChannel: 'WEBSITE_APP' },
        schema: menuSchema,
        ...(signal ? { signal } : {}),
      }),
    /** seed 001 §2.1: the category's route table (layout by filter, moduleType=pages) */
    getRouteMap: (category: UserCategory, signal?: AbortSignal) =>
      gateway.call(paths.layoutByFilter, {
        query: { moduleType: 'pages', accessChannel: 'WEBSITE_APP', userType: categoryCodes[category] },
        category,
        schema: routeMapSchema,
        ...(signal ? { signal } : {}),
      }),
    /** seed 001 §7: theme by filter (moduleType=theme, accessChannel, userType) */
    getTheme: (category: UserCategory, signal?: AbortSignal) =>
      gateway.call(paths.themeByFilter, {
        query: { moduleType: 'theme', accessChannel: 'WEBSITE_APP', userType: categoryCodes[category] },
        category,
        schema: themeSchema,
        ...(signal ? { signal } : {}),
      }),
    /** seed 000 §7: a content page by id (GET, empty body) */
    getCmsPage: (id: string, signal?: AbortSignal) =>
      gateway.call(paths.pageById(id), { schema: cmsPageSchema, ...(signal ? { signal } : {}) }),
    /** the change-notification feed: what changed after `since` (server time) */
    contentChanges: (since: number | null, signal?: AbortSignal) =>
      gateway.call(paths.contentChanges, {
        ...(since === null ? {} : { query: { since } }),
        schema: contentChangesSchema,
        ...(signal ? { signal } : {}),
      }),
    /** seed 000 §7: the signed-in user's language, remembered by the back end */
    updateLanguagePreference: (locale: string, signal?: AbortSignal) =>
      gateway.call(paths.updateLanguagePreference, {
        body: { locale },
        schema: languagePreferenceDataSchema,
        ...(signal ? { signal } : {}),
      }),
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;
