import * as v from 'valibot';

/** Password, PIN and OTP rules shared by the portal and the sandbox. */

/**
 * Issue 19 defect 11: the password policy is configuration — site settings' `securityPolicy.password`,
 * a profile name or the rules themselves. `rejectCommon` refuses common and easily guessed
 * passwords (the sandbox checks them offline against zxcvbn-ts's dictionaries; the portal cannot,
 * so it is the one rule only the server applies).
 */
export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  upper: boolean;
  lower: boolean;
  digit: boolean;
  special: boolean;
  rejectCommon: boolean;
}

export const passwordPolicies = {
  /** requirements#validation-password: 6–30 characters with upper, lower, a digit and a special character (the default) */
  specification: {
    minLength: 6,
    maxLength: 30,
    upper: true,
    lower: true,
    digit: true,
    special: true,
    rejectCommon: true,
  },
  /** ASVS 5.0 6.2.1/6.2.9/6.2.5: at least 8, up to 128 (≥ 64), no composition rules, common passwords refused */
  asvs: { minLength: 8, maxLength: 128, upper: false, lower: false, digit: false, special: false, rejectCommon: true },
} as const satisfies Record<string, PasswordPolicy>;

/** The default: the specification's rule. */
export const passwordPolicy: PasswordPolicy = passwordPolicies.specification;

export type PasswordProblem = 'length' | 'upper' | 'lower' | 'digit' | 'special' | 'common';
/** The rules the portal shows and checks itself, in the order of its checklist. */
export type PasswordRule = Exclude<PasswordProblem, 'common'>;

const count = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
export const passwordPolicySchema = v.union([
  v.pipe(
    v.picklist(['specification', 'asvs']),
    v.transform((name): PasswordPolicy => passwordPolicies[name]),
  ),
  v.pipe(
    v.object({
      minLength: count(1, 64),
      // the API takes passwords of up to 128 characters
      maxLength: count(8, 128),
      upper: v.boolean(),
      lower: v.boolean(),
      digit: v.boolean(),
      special: v.boolean(),
      rejectCommon: v.boolean(),
    }),
    v.check((policy) => policy.maxLength >= policy.minLength, 'maxLength must not be below minLength'),
  ),
]);

/** What the portal and the server both check; `common` is the server's alone. */
export function passwordProblems(password: string, policy: PasswordPolicy = passwordPolicy): PasswordRule[] {
  const problems: PasswordRule[] = [];
  const length = [...password].length;
  if (length < policy.minLength || length > policy.maxLength) problems.push('length');
  if (policy.upper && !/\p{Lu}/u.test(password)) problems.push('upper');
  if (policy.lower && !/\p{Ll}/u.test(password)) problems.push('lower');
  if (policy.digit && !/\p{Nd}/u.test(password)) problems.push('digit');
  if (policy.special && !/[^\p{L}\p{Nd}\s]/u.test(password)) problems.push('special');
  return problems;
}

/** The policy a category's security policy names, or the specification's. */
export function passwordPolicyOf(security: { password?: PasswordPolicy | undefined } | undefined): PasswordPolicy {
  return security?.password ?? passwordPolicy;
}

/**
 * Transaction PIN rules. The spec leaves them to configuration: site settings may carry a
 * `securityPolicy` block; these are the defaults when it does not.
 */
export interface SecurityPolicy {
  pinLength: number;
  /** requirements#validation-otp: an OTP's length must equal its maxLength */
  otpLength: number;
  /** requirements#security-policy: default 180 (seconds) */
  otpValiditySeconds: number;
  otpResendAfterSeconds: number;
  otpMaxAttempts: number;
  /** requirements#security-policy: default 60 (minutes) */
  resetLinkValidityMinutes: number;
  /** issue 19: absent = the specification's rule (passwordPolicies.specification) */
  password?: PasswordPolicy | undefined;
}

export const defaultSecurityPolicy: SecurityPolicy = {
  pinLength: 4,
  otpLength: 6,
  otpValiditySeconds: 180,
  otpResendAfterSeconds: 30,
  otpMaxAttempts: 5,
  resetLinkValidityMinutes: 60,
};

export const securityPolicySchema = v.object({
  pinLength: v.pipe(v.number(), v.integer(), v.minValue(4), v.maxValue(8)),
  otpLength: v.pipe(v.number(), v.integer(), v.minValue(4), v.maxValue(8)),
  otpValiditySeconds: v.pipe(v.number(), v.integer(), v.minValue(30), v.maxValue(3600)),
  otpResendAfterSeconds: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3600)),
  otpMaxAttempts: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)),
  resetLinkValidityMinutes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1440)),
  password: v.optional(passwordPolicySchema),
});

export type PinProblem = 'length' | 'digits' | 'repeated' | 'sequence';

/** A PIN is exactly `pinLength` digits, not one digit repeated and not a straight run (1234, 9876). */
export function pinProblems(pin: string, pinLength: number): PinProblem[] {
  if (!/^\d*$/.test(pin)) return ['digits'];
  if (pin.length !== pinLength) return ['length'];
  const digits = [...pin].map(Number);
  if (digits.every((d) => d === digits[0])) return ['repeated'];
  const steps = digits.slice(1).map((d, i) => d - (digits[i] ?? 0));
  if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return ['sequence'];
  return [];
}
