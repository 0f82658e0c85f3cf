import * as v from 'valibot';

/**
 * requirements#wizard-drafts: a service wizard left midway keeps a draft on the server, one per user
 * and service (its page id): the step it was on, the steps walked, and what was entered — never a
 * secret. Both sides strip secrets (isSecretParameter, isSecretName); the server also keeps only the
 * form's own fields and refuses a draft over MAX_DRAFT_VALUES_BYTES.
 */
export const MAX_DRAFT_VALUES_BYTES = 32 * 1024;
/** WIZARD_DRAFT_TTL_HOURS' default: a week */
export const DEFAULT_DRAFT_TTL_HOURS = 7 * 24;

/** a field name that says PIN, one-time code, password or card data (kept out whatever its widget) */
const SECRET_NAME = /pin|otp|passw|passcode|secret|cvv|cvc|card|pan$|expiry|captcha/i;

export const isSecretName = (parameterId: string): boolean => SECRET_NAME.test(parameterId);

/** The slice of a service parameter the rule reads (the portal's and the server's forms both have it). */
export interface DraftParameter {
  ParameterId: string;
  ComponentType?: unknown;
  type?: unknown;
  rules?: unknown;
}

const SECRET_RULES = new Set(['otp', 'card', 'captcha', 'password']);

/** A field whose value is never kept: a password widget (ComponentType 9), an OTP, a card number, or a secret's name. */
export function isSecretParameter(parameter: DraftParameter): boolean {
  const rules = Array.isArray(parameter.rules) ? (parameter.rules as Array<{ rule?: unknown }>) : [];
  return (
    parameter.ComponentType === 9 ||
    parameter.type === 'password' ||
    parameter.type === 'otp' ||
    rules.some((r) => typeof r?.rule === 'string' && SECRET_RULES.has(r.rule)) ||
    isSecretName(parameter.ParameterId)
  );
}

const pageIdSchema = v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'a page id'));
/** a kept value: text, a checkbox, a multiple choice (files are not kept: their uploads are per session) */
const draftValueSchema = v.union([
  v.pipe(v.string(), v.maxLength(4000)),
  v.boolean(),
  v.null(),
  v.pipe(v.array(v.pipe(v.string(), v.maxLength(4000))), v.maxLength(100)),
]);
export type DraftValue = v.InferOutput<typeof draftValueSchema>;
const draftKeySchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const stepIndexSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99));

export const draftFindRequestSchema = v.strictObject({ pageId: pageIdSchema });

export const draftSaveRequestSchema = v.strictObject({
  pageId: pageIdSchema,
  stepIndex: stepIndexSchema,
  history: v.pipe(v.array(stepIndexSchema), v.maxLength(100)),
  // the field ids are the sender's: a refusal names `values`, never one of its keys (issue 19: a
  // refusal does not quote the input), so the keys and values are checked as a whole
  values: v.pipe(
    v.record(v.string(), v.unknown()),
    v.check((values) => Object.keys(values).length <= 200, 'at most 200 fields'),
    v.check(
      (values) =>
        Object.entries(values).every(([id, value]) => v.is(draftKeySchema, id) && v.is(draftValueSchema, value)),
      'field ids of 1 to 64 characters, each with a text, a checkbox or a choice',
    ),
    v.transform((values) => values as Record<string, DraftValue>),
  ),
});
export type DraftSaveRequest = v.InferOutput<typeof draftSaveRequestSchema>;

/** an unknown, malformed, expired or another user's id all answer the same not-found */
export const draftDeleteRequestSchema = v.strictObject({ id: v.pipe(v.string(), v.maxLength(200)) });

export const wizardDraftSchema = v.object({
  id: v.string(),
  pageId: v.string(),
  stepIndex: v.number(),
  history: v.array(v.number()),
  values: v.record(v.string(), draftValueSchema),
  savedAt: v.string(),
  expiresAt: v.string(),
});
export type SavedWizardDraft = v.InferOutput<typeof wizardDraftSchema>;

export const draftFindAnswerSchema = v.object({ draft: v.nullable(wizardDraftSchema) });
export const draftSaveAnswerSchema = v.object({ draft: wizardDraftSchema });
export const draftDeleteAnswerSchema = v.object({ deleted: v.literal(true) });
