import * as v from 'valibot';
import { localeTextSchema } from './content';
import { stepSchema } from './serviceForm';

/**
 * Issue 17 part 5, self-onboarding (requirements#onboarding): the onboarding field details (steps
 * in the form engine's parameter format), the application a visitor submits through
 * adapter/v1/selfonboarding, its status by reference and mobile, documents sent later through
 * adapter/v1/updatecustomerkyc, and the customer-service rep's approval queue.
 */

/** requirements#validation-age: an applicant is at least this old, and at most 100 years. */
export const ONBOARDING_MIN_AGE = 18;
export const ONBOARDING_MAX_AGE = 100;
/** requirements#validation-file: an ID image is a JPEG or PNG of at most 2,000,000 bytes. */
export const ONBOARDING_MAX_IMAGE_BYTES = 2_000_000;
export const onboardingImageTypes = ['image/jpeg', 'image/png'] as const;
export const onboardingDocumentKinds = ['idFront', 'idBack', 'selfie'] as const;
export type OnboardingDocumentKind = (typeof onboardingDocumentKinds)[number];
export const onboardingStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type OnboardingStatus = (typeof onboardingStatuses)[number];
export const idTypes = ['NATIONAL_ID', 'PASSPORT'] as const;

/** The template a visitor's self-onboarding loads (by ID), and the dynamic entity of a customer. */
export const SELF_ONBOARDING_TEMPLATE_ID = 1;
export const CUSTOMER_DYNAMIC_ENTITY_ID = 201;
/** The template an agent onboards a customer with (adapter/v1/getchildonboardingtemplates). */
export const AGENT_CUSTOMER_TEMPLATE_ID = 2;

/** An onboarding field template: steps of form-engine parameters (requirements#form-parameters). */
export const onboardingTemplateSchema = v.object({
  id: v.number(),
  dynamicEntityId: v.number(),
  title: localeTextSchema,
  steps: v.pipe(v.array(stepSchema), v.minLength(1)),
});
export type OnboardingTemplate = v.InferOutput<typeof onboardingTemplateSchema>;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Text as typed: trimmed, bounded, no control characters, no lone surrogates (invalid Unicode). */
export const plainText = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(min, `At least ${min} characters.`),
    v.maxLength(max, `At most ${max} characters.`),
    v.check((s) => !CONTROL.test(s) && !/\p{Cs}/u.test(s), 'The text contains characters that are not allowed.'),
  );

/** requirements#constants-lengths: 10 digits. */
export const onboardingMobileSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^7[0-9]{9}$/, 'Enter 10 digits starting with 7.'),
);
export const referenceSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^ON-[0-9A-Z]{8}$/, 'A reference looks like ON-XXXXXXXX.'),
);
/** A document as a data URL (requirements#validation-base64); the server reads its type from the bytes. */
export const documentDataUrlSchema = v.pipe(
  v.string(),
  v.maxLength(Math.ceil(ONBOARDING_MAX_IMAGE_BYTES / 3) * 4 + 64, 'The file is larger than 2,000,000 bytes.'),
);

export const selfOnboardingRequestSchema = v.object({
  fullName: plainText(2, 64),
  mobile: onboardingMobileSchema,
  email: v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.maxLength(100), v.email('Enter a valid e-mail address.'))]),
    '',
  ),
  /** YYYY-MM-DD; the age limit is checked by the server against its own clock */
  dateOfBirth: v.pipe(v.string(), v.isoDate('A date as YYYY-MM-DD.')),
  idType: v.picklist(idTypes),
  idNumber: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{5,20}$/, '5 to 20 letters or digits.')),
  idFront: documentDataUrlSchema,
  idBack: documentDataUrlSchema,
  selfie: documentDataUrlSchema,
  city: plainText(2, 64),
  address: plainText(5, 200),
  /** requirements#validation-terms: the terms checkbox must be checked */
  termsAccepted: v.literal(true, 'Accept the terms and conditions.'),
});
export type SelfOnboardingRequest = v.InferOutput<typeof selfOnboardingRequestSchema>;

/** The templates the signed-in agent may onboard, each with its fields (entityTemplateList). */
export const childTemplatesSchema = v.object({ templates: v.array(onboardingTemplateSchema) });

/** adapter/v1/userOnboarding: the same application, made by an agent on the customer's behalf. */
export const userOnboardingRequestSchema = v.object({
  ...selfOnboardingRequestSchema.entries,
  templateId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999)),
  /** requirements#validation-terms: the customer accepted the terms, as the agent confirms */
  termsAccepted: v.literal(true, 'The customer must accept the terms and conditions.'),
});
export type UserOnboardingRequest = v.InferOutput<typeof userOnboardingRequestSchema>;

/** One application as the agent who made it sees it: what it is and how it is going. */
export const agentApplicationSchema = v.object({
  reference: v.string(),
  fullName: v.string(),
  mobile: v.string(),
  status: v.picklist(onboardingStatuses),
  reason: v.nullable(v.string()),
  submittedAt: v.string(),
  decidedAt: v.nullable(v.string()),
});
export type AgentApplication = v.InferOutput<typeof agentApplicationSchema>;
export const agentApplicationListSchema = v.object({ applications: v.array(agentApplicationSchema) });

export const applicationStatusSchema = v.object({
  reference: v.string(),
  status: v.picklist(onboardingStatuses),
  /** why it was rejected, as the rep wrote it (plain text) */
  reason: v.nullable(v.string()),
  submittedAt: v.string(),
  decidedAt: v.nullable(v.string()),
  /** the documents on file */
  documents: v.array(v.picklist(onboardingDocumentKinds)),
  /** requirements#kyc-reupload: a rejection's documents to send again (then it is reviewed again) */
  resubmit: v.optional(v.array(v.picklist(onboardingDocumentKinds)), []),
});
export type ApplicationStatus = v.InferOutput<typeof applicationStatusSchema>;

export const statusRequestSchema = v.object({ reference: referenceSchema, mobile: onboardingMobileSchema });

export const updateKycRequestSchema = v.object({
  reference: referenceSchema,
  mobile: onboardingMobileSchema,
  kind: v.picklist(onboardingDocumentKinds),
  document: documentDataUrlSchema,
});

export const applicationIdSchema = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,17}$/, 'an application id'));

/** One application as the customer-service rep sees it in the approval queue. */
export const onboardingApplicationSchema = v.object({
  id: v.string(),
  reference: v.string(),
  fullName: v.string(),
  mobile: v.string(),
  email: v.string(),
  dateOfBirth: v.string(),
  idType: v.picklist(idTypes),
  idNumber: v.string(),
  city: v.string(),
  address: v.string(),
  status: v.picklist(onboardingStatuses),
  reason: v.nullable(v.string()),
  submittedAt: v.string(),
  decidedAt: v.nullable(v.string()),
  documents: v.array(v.picklist(onboardingDocumentKinds)),
  resubmit: v.optional(v.array(v.picklist(onboardingDocumentKinds)), []),
  /** the agent who made it on the customer's behalf (their login), null when self-made */
  onboardedBy: v.optional(v.nullable(v.string()), null),
});
export type OnboardingApplication = v.InferOutput<typeof onboardingApplicationSchema>;

export const applicationListRequestSchema = v.object({
  status: v.optional(v.nullable(v.picklist(onboardingStatuses)), 'PENDING'),
});
export const applicationListSchema = v.object({ applications: v.array(onboardingApplicationSchema) });

export const decisionRequestSchema = v.variant('decision', [
  v.object({ id: applicationIdSchema, decision: v.literal('APPROVE') }),
  v.object({
    id: applicationIdSchema,
    decision: v.literal('REJECT'),
    reason: plainText(3, 300),
    /** requirements#kyc-reupload: the documents the applicant may send again */
    documents: v.optional(
      v.pipe(
        v.array(v.picklist(onboardingDocumentKinds)),
        v.check((kinds) => new Set(kinds).size === kinds.length, 'Each document once.'),
      ),
      [],
    ),
  }),
]);
export type DecisionRequest = v.InferOutput<typeof decisionRequestSchema>;
export const decisionAnswerSchema = v.object({ application: onboardingApplicationSchema });

/** One ID image of an application, for the rep (a data URL of a JPEG or PNG the server checked). */
export const documentRequestSchema = v.object({ id: applicationIdSchema, kind: v.picklist(onboardingDocumentKinds) });
export const documentAnswerSchema = v.object({
  kind: v.picklist(onboardingDocumentKinds),
  mimeType: v.picklist(onboardingImageTypes),
  dataUrl: v.pipe(v.string(), v.regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/)),
});
export type OnboardingDocument = v.InferOutput<typeof documentAnswerSchema>;
