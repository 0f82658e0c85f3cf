import * as v from 'valibot';
import { userCategories, walletKinds } from './categories';
import { fieldErrorSchema } from './envelope';
import { securityPolicySchema } from './policy';

/** The front access token from the client-credentials login (requirements#access-token). */
export const appLoginRequestSchema = v.object({
  grant_type: v.literal('client_credentials'),
});
export const appLoginDataSchema = v.object({
  access_token: v.pipe(v.string(), v.minLength(16)),
  token_type: v.literal('Bearer'),
  expires_in: v.number(),
});
export type AppLoginData = v.InferOutput<typeof appLoginDataSchema>;

const login = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64));
export const validateLoginRequestSchema = v.object({
  userName: login,
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  grant_type: v.literal('password'),
  /** issue 19: after repeated failed sign-ins to the account, the captcha handed out with 1192 captchaRequired */
  captchaId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'A captcha id.'))),
  captchaAnswer: v.optional(v.pipe(v.string(), v.maxLength(16))),
});
export type ValidateLoginRequest = v.InferOutput<typeof validateLoginRequestSchema>;

export const userSummarySchema = v.object({
  userIdentifier: v.string(),
  userType: v.string(),
  category: v.picklist(userCategories),
  walletKind: v.picklist(walletKinds),
  subType: v.nullable(v.string()),
  displayName: v.string(),
  /** the name in Arabic script (FULL_NAME_IN_ARABIC), shown with right-to-left languages */
  displayNameAr: v.nullable(v.string()),
  locale: v.nullable(v.string()),
  /**
   * A self-registered account is TEMPORARY (limited) until its holder's identity is verified;
   * with site settings' extraOptions.showTempAccDialog on, the portal tells them so at sign-in.
   * Absent (an older back end): FULL.
   */
  accountLevel: v.optional(v.picklist(['FULL', 'TEMPORARY']), 'FULL'),
});
export type UserSummary = v.InferOutput<typeof userSummarySchema>;

/** requirements#sign-in: login response fields read are info.isTFA, info.userTFA, info.auth_token. */
export const loginInfoSchema = v.object({
  isTFA: v.boolean(),
  userTFA: v.boolean(),
  auth_token: v.string(),
  expires_in: v.number(),
});
export const validateLoginDataSchema = v.object({
  info: loginInfoSchema,
  /** withheld while the second factor is pending */
  user: v.nullable(userSummarySchema),
});
export type ValidateLoginData = v.InferOutput<typeof validateLoginDataSchema>;

/** The authenticator code, or one of the recovery codes issued when two-factor was enabled. */
export const verify2FARequestSchema = v.union([
  v.object({ token: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'a 6-digit code')) }),
  v.object({
    recoveryCode: v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.regex(/^[a-z2-7]{5}-?[a-z2-7]{5}$/, 'a recovery code'),
    ),
  }),
]);
export const verify2FADataSchema = v.object({
  info: loginInfoSchema,
  user: userSummarySchema,
  /** present when a recovery code was used: how many remain */
  recoveryCodesLeft: v.optional(v.number()),
});
export type Verify2FAData = v.InferOutput<typeof verify2FADataSchema>;

const userIdentifier = v.pipe(v.string(), v.maxLength(64));

/** requirements#logout: the body carries userIdentifier and logoutFromAllDevice (default 0). */
export const logoutRequestSchema = v.object({
  userIdentifier,
  logoutFromAllDevice: v.picklist([0, 1]),
});

/** getBalance / getUserAccount: the user is the session's; naming another one is refused. */
export const walletRequestSchema = v.object({
  userIdentifier: v.optional(userIdentifier),
});

/** data of a 400 answer: one entry per invalid field */
export const validationFailureDataSchema = v.object({ errors: v.array(fieldErrorSchema) });
/** data of a 429 answer */
export const rateLimitDataSchema = v.object({ retryAfterSeconds: v.number() });

/** requirements#balance: main balance identifiers; the value is read from unusedValueMajor. */
export const mainBalanceIdentifiers = ['EMONEY_1', 'EMONEY', 'EPOUCH', 'PAYMENTINSTRUMENT_POUCH'] as const;
export const pouchSchema = v.object({
  pouchType: v.string(),
  currencyCode: v.string(),
  unusedValueMajor: v.string(),
});
export const balanceDataSchema = v.object({
  userIdentifier: v.string(),
  balances: v.array(pouchSchema),
  asOf: v.string(),
});
export type BalanceData = v.InferOutput<typeof balanceDataSchema>;

/** requirements#profile: the account the profile page shows. */
export const userAccountDataSchema = v.object({
  user: userSummarySchema,
  fields: v.object({
    FULL_NAME_IN_ENGLISH: v.string(),
    FULL_NAME_IN_ARABIC: v.string(),
    PHONE: v.string(),
    /** a data: URL of the photograph */
    DISPLAY_PHOTOGRAPH: v.nullable(v.string()),
    EMAIL: v.string(),
  }),
  twoFactorEnabled: v.boolean(),
  recoveryCodesLeft: v.number(),
  /** requirements#profile: the profile-update template chosen for this user type */
  profileTemplateId: v.number(),
  /** whether a transaction PIN is set (change needs the old one; reset does not) */
  hasTransactionPin: v.boolean(),
});
export type UserAccountData = v.InferOutput<typeof userAccountDataSchema>;

const localeText = v.record(v.string(), v.string());
export const currencySchema = v.object({
  currencyCode: v.string(),
  symbol: v.string(),
  isDefault: v.boolean(),
  symbolPosition: v.picklist(['prefix', 'postfix']),
});
/**
 * Site settings (requirements#site-settings). The slice reads image, general, server and
 * currencyList; the other parts are carried through for later issues.
 */
export const siteSettingsSchema = v.object({
  siteId: v.number(),
  category: v.string(),
  image: v.object({ logoPreviewUrl: v.nullable(v.string()), faviconPreviewUrl: v.nullable(v.string()) }),
  local: v.object({ defaultLocale: v.string() }),
  social: v.record(v.string(), v.string()),
  general: v.object({
    sitename: localeText,
    copyrights: localeText,
    meta_title: localeText,
    maintenance_message: localeText,
  }),
  server: v.object({ maintenance_mode: v.boolean() }),
  currencyList: v.array(currencySchema),
  chatscript: v.nullable(v.string()),
  checkTransactionSerivce: v.optional(v.unknown()),
  ts: v.object({ timestamp: v.string(), checksum: v.string() }),
  bffConfigModule: v.object({ maskRequestParam: v.array(v.string()) }),
  extraOptions: v.object({ showTempAccDialog: v.object({ enabled: v.boolean() }) }),
  /** PIN and OTP rules; the defaults of policy.ts apply when absent */
  securityPolicy: v.optional(securityPolicySchema),
});
export type SiteSettings = v.InferOutput<typeof siteSettingsSchema>;

/** requirements#languages: a language has id, locale, name, icon, rtlLayout. */
export const languageSchema = v.object({
  languageId: v.number(),
  locale: v.string(),
  name: v.string(),
  icon: v.nullable(v.string()),
  rtlLayout: v.boolean(),
  isDefault: v.boolean(),
  apiCode: v.string(),
});
export const languagesDataSchema = v.array(languageSchema);
export type Language = v.InferOutput<typeof languageSchema>;
