import * as v from 'valibot';
import { openedPinSchema } from '../../src/api/contract/beneficiaries';
import type { BankAccount, BankAccountDetails, BankAccountList } from '../../src/api/contract/bankAccounts';
import { ErrCode } from '../../src/api/contract/errCodes';
import type { UserCategory } from '../../src/api/contract/categories';
import type { Deps } from '../deps';
import { ApiError, fieldErrors, messages, validationError } from '../http/envelope';
import { banks } from '../payments/partners';
import { checkTransactionPin } from '../payments/pinCheck';
import { MAX_LINKED_BANKS } from '../payments/plans/banking';
import { maskedParamNames, openMaskedValues } from '../payments/requestGuard';
import {
  deleteBankAccount,
  selectBankAccount,
  selectBankAccounts,
  type BankAccountRecord,
} from './bankAccounts.repository';

/**
 * requirements#bank-linking: the signed-in user's linked bank accounts, listed, shown and
 * unlinked with the transaction PIN. The account number leaves the server masked but for its
 * last four digits, in lists and details alike.
 */

const notFound = () => new ApiError(404, ErrCode.notFound, messages.notFound);

/** 123456789012 → •••• •••• 9012 */
export function maskAccountNumber(accountNumber: string): string {
  const last4 = accountNumber.slice(-4);
  const hidden = Math.max(accountNumber.length - 4, 0);
  const groups = Array.from({ length: Math.ceil(hidden / 4) }, () => '••••');
  return [...groups, last4].join(' ');
}

function summary(record: BankAccountRecord): BankAccount {
  return {
    id: record.id,
    bankCode: record.bankCode,
    bankName: { ...banks[record.bankCode] },
    accountNumberMasked: maskAccountNumber(record.accountNumber),
    last4: record.accountNumber.slice(-4),
    holderName: record.holderName,
    status: 'linked',
    linkedAt: record.linkedAt,
  };
}

export async function listBankAccounts(deps: Deps, userId: string): Promise<BankAccountList> {
  const records = await selectBankAccounts(deps.db, userId);
  return { accounts: records.map(summary), max: MAX_LINKED_BANKS };
}

export async function bankAccountDetails(
  deps: Deps,
  userId: string,
  id: string,
): Promise<{ account: BankAccountDetails }> {
  const record = await selectBankAccount(deps.db, userId, id);
  if (record === undefined) throw notFound();
  return { account: { ...summary(record), statement: record.statement } };
}

/**
 * Unlinks one bank account once the transaction PIN is right: an unknown or another user's id
 * is not found before any PIN is judged; a wrong PIN counts towards the lock like a payment's
 * (pinWrong with attemptsLeft, then pinLocked) and unlinks nothing.
 */
export async function unlinkWithPin(
  deps: Deps,
  user: { id: string; category: UserCategory },
  request: { id: string; pin?: unknown },
): Promise<{ account: BankAccount }> {
  const existing = await selectBankAccount(deps.db, user.id, request.id);
  if (existing === undefined) throw notFound();
  const opened = await openMaskedValues(
    deps.maskKey,
    { pin: request.pin },
    await maskedParamNames(deps.db, user.category),
  );
  let pin: string | undefined;
  if (opened.pin !== undefined && opened.pin !== null && opened.pin !== '') {
    const parsed = v.safeParse(openedPinSchema, opened.pin);
    if (!parsed.success) throw validationError(fieldErrors(parsed.issues).map((e) => ({ ...e, field: 'pin' })));
    pin = parsed.output;
  }
  await checkTransactionPin(deps, user.id, pin, deps.now());
  if (!(await deleteBankAccount(deps.db, user.id, request.id))) throw notFound();
  return { account: summary(existing) };
}
