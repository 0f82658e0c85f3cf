import * as v from 'valibot';

/**
 * requirements#beneficiaries: the signed-in user's saved recipients (favourites saved by the
 * favourites service, beneficiaries), renamed and deleted one at a time; deleting asks for the
 * transaction PIN. Calls of this contract's own.
 */
export const beneficiaryKinds = ['favourite', 'beneficiary'] as const;
export type BeneficiaryKind = (typeof beneficiaryKinds)[number];

/** At most this many saved recipients of one kind (the favourites service refuses more). */
export const MAX_SAVED_RECIPIENTS = 50;

export const beneficiaryIdSchema = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,17}$/, 'a saved recipient id'));

/** A nickname: 1–64 characters once trimmed, no markup. */
export const nicknameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Enter a nickname.'),
  v.maxLength(64, 'At most 64 characters.'),
  v.regex(/^[^<>]*$/, 'No < or >.'),
);

export const beneficiarySchema = v.object({
  id: beneficiaryIdSchema,
  kind: v.picklist(beneficiaryKinds),
  nickname: v.string(),
  /** 10 digits, without the country prefix */
  mobile: v.string(),
  /** the wallet holder as others see them (Layla H.), null when the number has no active wallet */
  holderName: v.nullable(v.string()),
  createdAt: v.string(),
});
export type Beneficiary = v.InferOutput<typeof beneficiarySchema>;

/** adapter/v1/beneficiary/list: every saved recipient of the user's, by nickname */
export const beneficiaryListRequestSchema = v.object({ kind: v.optional(v.picklist(beneficiaryKinds)) });
export const beneficiaryListSchema = v.object({
  beneficiaries: v.array(beneficiarySchema),
  max: v.number(),
});
export type BeneficiaryList = v.InferOutput<typeof beneficiaryListSchema>;

/** adapter/v1/beneficiary/rename */
export const renameBeneficiaryRequestSchema = v.object({ id: beneficiaryIdSchema, nickname: nicknameSchema });
export type RenameBeneficiaryRequest = v.InferInput<typeof renameBeneficiaryRequestSchema>;

/**
 * adapter/v1/beneficiary/delete: the PIN arrives masked when the category's maskRequestParam
 * names `pin` (requirements#request-masking), 4–8 digits once opened.
 */
export const deleteBeneficiaryRequestSchema = v.object({ id: beneficiaryIdSchema, pin: v.optional(v.unknown()) });
export const openedPinSchema = v.pipe(v.string(), v.regex(/^\d{4,8}$/, '4–8 digits.'));

/** rename and delete answer the saved recipient as it is now (delete: as it was) */
export const beneficiaryAnswerSchema = v.object({ beneficiary: beneficiarySchema });
