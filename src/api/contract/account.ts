import * as v from 'valibot';
import { userCategories } from './categories';
import { userAccountDataSchema, userSummarySchema } from './schemas';

export * from './policy';

/**
 * Account-security calls (requirements#account-security): sign-up, activation, password and PIN
 * recovery and change, two-factor setup, profile. Both the portal and the sandbox validate with
 * these schemas and policies, so a rule cannot differ between the two sides.
 */

// ---------------------------------------------------------------------------------------------
// Shared pieces

const login = v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(64), v.regex(/^[\p{L}\p{Nd}._@+-]+$/u));
const category = v.picklist(userCategories);
const password = v.pipe(v.string(), v.maxLength(128));
const pin = v.pipe(v.string(), v.regex(/^\d{4,8}$/));
const otp = v.pipe(v.string(), v.trim(), v.regex(/^\d{4,8}$/));
/** requirements#validation-mobile: mobile numbers have 10 digits (an optional + and country code before them) */
export const PHONE_PATTERN = /^(\+\d{1,3})?\d{10}$/;
const phone = v.pipe(v.string(), v.trim(), v.regex(PHONE_PATTERN));
const email = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email());
const requestId = v.pipe(v.string(), v.minLength(16), v.maxLength(128), v.regex(/^[\w-]+$/));

/** An OTP that was just sent: where, how long it lives and when another may be asked for. */
export const otpDeliverySchema = v.object({
  requestId,
  channel: v.picklist(['sms', 'email']),
  /** masked: the last digits of the phone or the first letter of the address */
  destination: v.string(),
  length: v.number(),
  validitySeconds: v.number(),
  resendAfterSeconds: v.number(),
  attemptsLeft: v.number(),
});
export type OtpDelivery = v.InferOutput<typeof otpDeliverySchema>;

// ---------------------------------------------------------------------------------------------
// Sign-up and activation

export const isUserExistRequestSchema = v.object({ userName: login, category });
export const isUserExistDataSchema = v.object({ exists: v.boolean() });

export const registrationRequestSchema = v.object({
  category,
  userName: login,
  fullNameEn: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(80)),
  fullNameAr: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80)), ''),
  phone,
  email,
  password,
  confirmPassword: password,
  acceptTerms: v.literal(true),
});
export type RegistrationRequest = v.InferInput<typeof registrationRequestSchema>;

/** requirements#sign-up: the returned jwt_token is stored as the access token; it also names the pending account. */
export const registrationDataSchema = v.object({
  jwt_token: v.pipe(v.string(), v.minLength(16)),
  expires_in: v.number(),
  userIdentifier: v.string(),
  otp: otpDeliverySchema,
});
export type RegistrationData = v.InferOutput<typeof registrationDataSchema>;

/** Sent with the access token from registration (or from a sign-in refused for a pending account). */
export const activationRequestSchema = v.object({ requestId, otp });
export const activationDataSchema = v.object({ activated: v.literal(true), user: userSummarySchema });

/**
 * requirements#activation: a new code for a pending request. The old code dies; the
 * answer is a fresh delivery (a new requestId).
 */
export const resendSmsRequestSchema = v.object({ requestId });
export const resendSmsDataSchema = otpDeliverySchema;

/** Data of a sign-in refused with accountInactive (1008): how to finish activation. */
export const pendingActivationDataSchema = v.object({
  jwt_token: v.pipe(v.string(), v.minLength(16)),
  expires_in: v.number(),
  otp: otpDeliverySchema,
});
export type PendingActivationData = v.InferOutput<typeof pendingActivationDataSchema>;

// ---------------------------------------------------------------------------------------------
// Password recovery and change

/** Always the same answer, whether or not the account exists: nothing to enumerate. */
export const forgotPasswordRequestSchema = v.object({ userName: login, category });
export const forgotPasswordDataSchema = v.object({ linkValidityMinutes: v.number() });

export const LINK_DATA_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;
export const linkDataSchema = v.pipe(v.string(), v.regex(LINK_DATA_PATTERN));
export const forgotPasswordConfirmationDataSchema = v.object({
  /** masked login of the account the link resets */
  account: v.string(),
  expiresAt: v.string(),
});

export const resetPasswordRequestSchema = v.object({
  linkData: linkDataSchema,
  newPassword: password,
  confirmPassword: password,
});
export const resetPasswordDataSchema = v.object({ reset: v.literal(true) });

export const changePasswordRequestSchema = v.object({
  oldPassword: password,
  newPassword: password,
  confirmPassword: password,
});
export const changePasswordDataSchema = v.object({ changed: v.literal(true), otherSessions: v.number() });
export const endOtherSessionsDataSchema = v.object({ ended: v.number() });

// ---------------------------------------------------------------------------------------------
// Transaction PIN

export const forgotPinRequestSchema = v.object({ userName: login, category });
/** An unknown account gets a delivery too (nothing to enumerate); its code never verifies. */
export const pinResetDeliveryDataSchema = otpDeliverySchema;
export const confirmPinResetRequestSchema = v.object({ requestId, otp, newPin: pin, confirmPin: pin });
export const confirmPinResetDataSchema = v.object({ reset: v.literal(true) });
export const changePinRequestSchema = v.object({ oldPin: pin, newPin: pin, confirmPin: pin });
export const changePinDataSchema = v.object({ changed: v.literal(true) });

// ---------------------------------------------------------------------------------------------
// Two-factor setup and recovery codes

export const generate2FADataSchema = v.object({
  /** base32, for typing into an authenticator app by hand */
  secret: v.pipe(v.string(), v.regex(/^[A-Z2-7]{16,64}$/)),
  otpauthUri: v.pipe(v.string(), v.startsWith('otpauth://totp/')),
  issuer: v.string(),
  account: v.string(),
});
export type Generate2FAData = v.InferOutput<typeof generate2FADataSchema>;

/** Recovery codes: 10 lower-case base32 characters shown as two groups of five. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-?[a-z2-7]{5}$/;
export const RECOVERY_CODE_COUNT = 10;
export const recoveryCodeSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(RECOVERY_CODE_PATTERN));

/** requirements#two-factor-setup: the same call enables or disables two-factor; both need a current code. */
export const enableDisable2FARequestSchema = v.variant('action', [
  v.object({ action: v.literal('enable'), token: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/)) }),
  v.object({
    action: v.literal('disable'),
    token: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/))),
    recoveryCode: v.optional(recoveryCodeSchema),
  }),
]);
export const enableDisable2FADataSchema = v.object({
  enabled: v.boolean(),
  /** shown once, on enable; stored hashed */
  recoveryCodes: v.array(v.string()),
});
export type EnableDisable2FAData = v.InferOutput<typeof enableDisable2FADataSchema>;

// ---------------------------------------------------------------------------------------------
// Profile

/** requirements#profile: the profile fields; EMAIL is this contract's addition. */
export const profileFieldNames = [
  'DISPLAY_PHOTOGRAPH',
  'PHONE',
  'FULL_NAME_IN_ENGLISH',
  'FULL_NAME_IN_ARABIC',
  'EMAIL',
] as const;
export type ProfileFieldName = (typeof profileFieldNames)[number];

/** requirements#profile: of the allowed upload types, a display photograph takes the image ones only. */
export const photoMimeTypes = ['image/jpeg', 'image/png', 'image/jpg'] as const;
export const MAX_PHOTO_BYTES = 2_000_000;

const localeText = v.record(v.string(), v.string());
/** One field of a profile-update template (requirements#profile: one template per user type). */
export const profileTemplateFieldSchema = v.object({
  name: v.picklist(profileFieldNames),
  type: v.picklist(['text', 'tel', 'email', 'file']),
  label: localeText,
  placeholder: v.optional(localeText),
  isMandatory: v.boolean(),
  isReadOnly: v.boolean(),
  maxLength: v.optional(v.number()),
  regex: v.optional(v.string()),
  validationMsg: v.optional(localeText),
  fileTypes: v.optional(v.array(v.string())),
  size: v.optional(v.number()),
  sort_order: v.number(),
});
export type ProfileTemplateField = v.InferOutput<typeof profileTemplateFieldSchema>;
export const profileTemplateDataSchema = v.object({
  templateId: v.number(),
  title: localeText,
  fields: v.array(profileTemplateFieldSchema),
});
export type ProfileTemplate = v.InferOutput<typeof profileTemplateDataSchema>;

/** requirements#profile: the profile-update template per user type, from a list of five ids */
export const profileTemplateIds = [101, 102, 103, 104, 105] as const;

export const updateProfileRequestSchema = v.object({
  fields: v.object({
    FULL_NAME_IN_ENGLISH: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(80))),
    FULL_NAME_IN_ARABIC: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80))),
    PHONE: v.optional(phone),
    EMAIL: v.optional(email),
  }),
  /** a new photograph as base64 (no data: prefix); null removes it; absent keeps it */
  photo: v.optional(
    v.nullable(
      v.object({
        mimeType: v.picklist(photoMimeTypes),
        dataBase64: v.pipe(v.string(), v.maxLength(Math.ceil(MAX_PHOTO_BYTES / 3) * 4), v.base64()),
      }),
    ),
  ),
});
export type UpdateProfileRequest = v.InferInput<typeof updateProfileRequestSchema>;

/**
 * requirements#profile: adapter/v1/updateProfile, the adapter half of profile editing — the wallet
 * holder's details (names, mobile, e-mail) for the wallet named by userIdentifier (the signed-in
 * user's own); the photograph stays with the front-user call.
 */
export const adapterUpdateProfileRequestSchema = v.object({
  userIdentifier: v.optional(v.pipe(v.string(), v.regex(/^\d{10}$/, 'a 10-digit wallet identifier'))),
  fields: updateProfileRequestSchema.entries.fields,
});
export type AdapterUpdateProfileRequest = v.InferInput<typeof adapterUpdateProfileRequestSchema>;

export const updateProfileDataSchema = userAccountDataSchema;
