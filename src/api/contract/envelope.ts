import * as v from 'valibot';

/** Every answer carries responseCode, errCode, message and data (requirements#envelope). */
export const envelopeSchema = v.object({
  responseCode: v.number(),
  errCode: v.union([v.number(), v.string()]),
  message: v.string(),
  data: v.optional(v.unknown()),
});
export type Envelope<T = unknown> = Omit<v.InferOutput<typeof envelopeSchema>, 'data'> & { data: T };

export const SUCCESS = 0;

/** One field-level problem in a validation failure's data. */
export const fieldErrorSchema = v.object({ field: v.string(), code: v.string(), message: v.string() });
export type FieldError = v.InferOutput<typeof fieldErrorSchema>;
