import * as v from 'valibot';

/**
 * requirements#bank-linking: the signed-in user's linked bank accounts (linked through the
 * link-bank-account service), listed, shown one at a time and unlinked with the transaction PIN.
 * Account numbers never travel whole: lists and details carry the last four digits only.
 * Calls of this contract's own.
 */
export const bankAccountIdSchema = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,17}$/, 'a linked bank account id'));

/** a linked account is active until it is unlinked (then it is gone) */
export const bankAccountStatuses = ['linked'] as const;

export const bankAccountSchema = v.object({
  id: bankAccountIdSchema,
  bankCode: v.string(),
  /** the bank's name in the three languages */
  bankName: v.object({ en: v.string(), ar: v.string(), ku: v.string() }),
  /** the account number masked but for its last four digits: •••• •••• 1234 */
  accountNumberMasked: v.string(),
  last4: v.string(),
  holderName: v.string(),
  status: v.picklist(bankAccountStatuses),
  linkedAt: v.string(),
});
export type BankAccount = v.InferOutput<typeof bankAccountSchema>;

/** the details add what the user is allowed to see of the statement sent when linking */
export const bankAccountDetailsSchema = v.object({
  ...bankAccountSchema.entries,
  statement: v.nullable(v.object({ mimeType: v.string(), size: v.number() })),
});
export type BankAccountDetails = v.InferOutput<typeof bankAccountDetailsSchema>;

/** adapter/v1/bankaccount/list: no parameters */
export const bankAccountListRequestSchema = v.object({});
export const bankAccountListSchema = v.object({ accounts: v.array(bankAccountSchema), max: v.number() });
export type BankAccountList = v.InferOutput<typeof bankAccountListSchema>;

/** adapter/v1/bankaccount/details */
export const bankAccountDetailsRequestSchema = v.object({ id: bankAccountIdSchema });
export const bankAccountDetailsAnswerSchema = v.object({ account: bankAccountDetailsSchema });

/** adapter/v1/bankaccount/unlink: the PIN masked when the category's maskRequestParam names `pin` */
export const unlinkBankAccountRequestSchema = v.object({ id: bankAccountIdSchema, pin: v.optional(v.unknown()) });
export const unlinkBankAccountAnswerSchema = v.object({ account: bankAccountSchema });
