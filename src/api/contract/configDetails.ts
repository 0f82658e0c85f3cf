import * as v from 'valibot';

/**
 * configuration/getConfigDetails (requirements#config-details): public settings the portal shows
 * before and after sign-in — whom to call for help, the age limits of sign-up, the length of the
 * one-time codes and PINs — for the category of the front access token.
 */
/** requirements#validation-age: a wallet holder is 18 to 100 years old (the forms' validateAge and MAX_AGE). */
export const AGE_LIMITS = { min: 18, max: 100 } as const;

export const configDetailsSchema = v.object({
  supportPhone: v.pipe(v.string(), v.maxLength(32)),
  supportEmail: v.pipe(v.string(), v.maxLength(254)),
  supportHours: v.record(v.string(), v.pipe(v.string(), v.maxLength(120))),
  minAge: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120)),
  maxAge: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(150)),
  otpLength: v.pipe(v.number(), v.integer(), v.minValue(4), v.maxValue(8)),
  pinLength: v.pipe(v.number(), v.integer(), v.minValue(4), v.maxValue(8)),
  otpValiditySeconds: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type ConfigDetails = v.InferOutput<typeof configDetailsSchema>;
