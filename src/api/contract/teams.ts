import * as v from 'valibot';

/**
 * Issue 16 part 9, the team tables: an enterprise's (or a branch's) tellers and branches, and the
 * users a super agent onboarded. Every call answers the signed-in user's own children only.
 */
export const teamRoles = ['BRANCH', 'TELLER'] as const;
export type TeamRole = (typeof teamRoles)[number];
export const kycStates = ['PENDING', 'VERIFIED', 'REJECTED'] as const;
export type KycState = (typeof kycStates)[number];

export const teamUserIdSchema = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,17}$/, 'a user id'));

/** Daily limit in IQD major units with at most 2 places, 0–1,000,000,000. */
export const MAX_TELLER_DAILY_LIMIT = 1_000_000_000;
export const dailyLimitSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^(0|[1-9][0-9]{0,9})(\.[0-9]{1,2})?$/, 'Enter an amount with at most 2 decimal places.'),
  v.check((s) => Number(s) <= MAX_TELLER_DAILY_LIMIT, 'At most 1,000,000,000.'),
);

export const tellerNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(2, 'Enter a name of at least 2 characters.'),
  v.maxLength(64, 'At most 64 characters.'),
  v.regex(/^[^<>]*$/, 'No < or >.'),
);
/** requirements#constants-lengths: 10 digits. */
export const tellerMobileSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^7[0-9]{9}$/, 'Enter 10 digits starting with 7.'),
);
export const tellerLoginSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^[a-z][a-z0-9._-]{2,31}$/, 'Use 3–32 letters, digits, dot, dash or underscore, starting with a letter.'),
);

export const teamListRequestSchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64)), ''),
});

export const createTellerRequestSchema = v.object({
  name: tellerNameSchema,
  mobile: tellerMobileSchema,
  login: tellerLoginSchema,
  /** the branch the teller works at; a branch user's own id or absent puts it under the caller */
  branchId: v.optional(v.nullable(teamUserIdSchema), null),
  dailyLimit: dailyLimitSchema,
});

export const tellerStatusRequestSchema = v.object({ id: teamUserIdSchema, enabled: v.boolean() });
export const tellerIdRequestSchema = v.object({ id: teamUserIdSchema });
export const tellerLimitRequestSchema = v.object({ id: teamUserIdSchema, dailyLimit: dailyLimitSchema });

export const teamMemberSchema = v.object({
  id: v.string(),
  role: v.picklist(teamRoles),
  login: v.string(),
  name: v.string(),
  mobile: v.string(),
  /** the branch a teller works at (null: directly under the enterprise) */
  branchId: v.nullable(v.string()),
  branchName: v.nullable(v.string()),
  enabled: v.boolean(),
  /** IQD major units, 2 places; null = no limit of its own */
  dailyLimit: v.nullable(v.string()),
  createdAt: v.string(),
});
export type TeamMember = v.InferOutput<typeof teamMemberSchema>;
export const teamListSchema = v.object({ members: v.array(teamMemberSchema) });
export const teamMemberAnswerSchema = v.object({ member: teamMemberSchema });

export const onboardingListRequestSchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64)), ''),
  kycState: v.optional(v.nullable(v.picklist(kycStates)), null),
});
export const onboardedUserSchema = v.object({
  id: v.string(),
  login: v.string(),
  name: v.string(),
  mobile: v.string(),
  category: v.string(),
  status: v.string(),
  kycState: v.picklist(kycStates),
  onboardedBy: v.string(),
  onboardedAt: v.string(),
});
export type OnboardedUser = v.InferOutput<typeof onboardedUserSchema>;
export const onboardingListSchema = v.object({ users: v.array(onboardedUserSchema) });
