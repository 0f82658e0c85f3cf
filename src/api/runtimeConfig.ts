import * as v from 'valibot';
import { userCategories } from './contract/categories';

/**
 * The portal's runtime configuration (`/portal-config.json`), read before anything else so one
 * build can point at any back end. Request timeout: the specifications said 30 s and later 150 s;
 * the later value is the default (requirements#request-timeout).
 */
const category = v.picklist(userCategories);
const baseUrl = v.pipe(v.string(), v.minLength(1));

export const runtimeConfigSchema = v.object({
  bffBaseUrl: baseUrl,
  cmsBaseUrl: baseUrl,
  requestTimeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000)), 150_000),
  siteId: v.optional(v.pipe(v.number(), v.integer()), 1),
  portalType: v.optional(v.string(), 'WEB'),
  defaultCategory: v.optional(category, 'consumer'),
  signInCategories: v.optional(v.pipe(v.array(category), v.minLength(1)), ['consumer']),
  categories: v.record(v.string(), v.object({ loginCredential: v.string(), contentCredential: v.string() })),
  afterLoginRoute: v.optional(v.pipe(v.string(), v.startsWith('/')), '/app/dashboard'),
  tokenPollMs: v.optional(v.pipe(v.number(), v.minValue(10)), 100),
  maintenancePollMs: v.optional(v.pipe(v.number(), v.minValue(1000)), 30_000),
  /** how often the portal asks the content service what changed (requirements#change-notifications) */
  contentChangesPollMs: v.optional(v.pipe(v.number(), v.minValue(1000)), 60_000),
  csrf: v.optional(v.object({ cookieName: v.string(), headerName: v.string() }), {
    cookieName: 'XSRF-TOKEN',
    headerName: 'X-XSRF-TOKEN',
  }),
  atlas: v.optional(v.boolean(), false),
  /** where the flow atlas reads the path tests' coverage (the sandbox serves it); without it QA opens a file */
  atlasCoverageUrl: v.optional(v.string()),
  /** issue 22: where the atlas reads the model paths' storyboard (its screens under that URL) and browser coverage */
  atlasStoryboardUrl: v.optional(v.string()),
  atlasBrowserCoverageUrl: v.optional(v.string()),
  /** requirements#request-masking: the AES key (32 bytes, base64) the back end also holds */
  maskKey: v.optional(v.string()),
  /**
   * requirements#payment-tokens: the two basic-auth payment tokens (base64 `id:secret`): the
   * gateway's on the card page's calls, the callback's on the return's verification
   */
  paymentTokens: v.optional(v.object({ gateway: v.string(), callback: v.string() })),
  /**
   * requirements#agent-locator: the agent locator's map tiles (the spec's maps key lives here
   * too for a provider that needs one: put it in the template). `{z}/{x}/{y}` are filled in by
   * the map; without this the locator shows its list only.
   */
  map: v.optional(
    v.object({
      tileUrl: v.pipe(v.string(), v.includes('{z}'), v.includes('{x}'), v.includes('{y}')),
      attribution: v.string(),
      maxZoom: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(22)), 18),
    }),
  ),
  /** requirements#inactivity-timeout: 600 s by default; the warning shows this long before it */
  inactivityTimeoutSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(10)), 600),
  inactivityWarningSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(5)), 60),
  /**
   * requirements#error-log: the socket event logger host failed calls are reported to (`url` empty:
   * this origin; `path`: the socket.io path). Without it nothing is reported.
   */
  errorLog: v.optional(
    v.object({
      url: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.url())]), ''),
      path: v.optional(v.pipe(v.string(), v.startsWith('/')), '/socket.io'),
    }),
  ),
});

export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the configuration; every problem is named, so a broken file is easy to fix. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const result = v.safeParse(runtimeConfigSchema, raw);
  if (!result.success) {
    const problems = result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ');
    throw new ConfigError(`portal-config.json is invalid: ${problems}`);
  }
  const config = result.output;
  for (const c of [config.defaultCategory, ...config.signInCategories])
    if (!config.categories[c]) throw new ConfigError(`portal-config.json has no credentials for category "${c}"`);
  return config;
}
