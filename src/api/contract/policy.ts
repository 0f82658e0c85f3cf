import * as v from 'valibot';

/** Password, PIN and OTP rules shared by the portal and the sandbox. */

/** requirements#validation-password: 6–30 characters with upper, lower, a digit and a special character. */
export const passwordPolicy = { minLength: 6, maxLength: 30 } as const;
export type PasswordProblem = 'length' | 'upper' | 'lower' | 'digit' | 'special';

export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < passwordPolicy.minLength || length > passwordPolicy.maxLength) problems.push('length');
  if (!/\p{Lu}/u.test(password)) problems.push('upper');
  if (!/\p{Ll}/u.test(password)) problems.push('lower');
  if (!/\p{Nd}/u.test(password)) problems.push('digit');
  if (!/[^\p{L}\p{Nd}\s]/u.test(password)) problems.push('special');
  return problems;
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
