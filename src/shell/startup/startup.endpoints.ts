import { categoryCodes } from '../../api/contract/categories';
import { paths } from '../../api/contract/paths';
import { appLoginDataSchema, siteSettingsSchema } from '../../api/contract/schemas';
import type { Gateway } from '../../api/gateway';

/** What the portal asks before anything else: the site settings and the front access token. */
export function startupEndpoints(gateway: Gateway) {
  const config = () => {
    if (!gateway.config) throw new Error('runtime configuration not loaded');
    return gateway.config;
  };
  return {
    siteSettings: (signal?: AbortSignal) =>
      gateway.call(paths.siteSettings(config().siteId), {
        query: { category: categoryCodes[config().defaultCategory], portalType: config().portalType },
        schema: siteSettingsSchema,
        signal,
      }),
    /** the front access token: a client-credentials login */
    appLogin: (signal?: AbortSignal) =>
      gateway.call(paths.appLogin, { body: { grant_type: 'client_credentials' }, schema: appLoginDataSchema, signal }),
  };
}
