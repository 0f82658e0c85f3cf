import * as v from 'valibot';

/** Every answer carries responseCode, errCode, message and data (seed 000 §3, seed 001 §3.3). */
export const envelopeSchema = v.object({
  responseCode: v.number(),
  errCode: v.union([v.number(), v.string()]),
  message: v.string(),
  data: v.optional(v.unknown()),
});
export type Envelope<T = unknown> = Omit<v.InferOutput<typeof envelopeSchema>, 'data'> & { data: T };

/** seed 000 §9: success code is 0 throughout. */
export const SUCCESS = 0;

/** One field-level problem in a validation failure's data. */
export const fieldErrorSchema = v.object({ field: v.string(), code: v.string(), message: v.string() });
export type FieldError = v.InferOutput<typeof fieldErrorSchema>;
