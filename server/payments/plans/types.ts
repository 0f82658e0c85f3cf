import { randomInt } from 'node:crypto';
import * as v from 'valibot';
import { ErrCode, type ErrCodeValue } from '../../../src/api/contract/errCodes';
import type { Queryable } from '../../db/types';
import { ApiError, fieldErrors, validationError } from '../../http/envelope';
import type { UserRecord } from '../../account/users';
import type { Deps } from '../../deps';
import { accountIdByCode } from '../../ledger/ledger';
import { FEES_ACCOUNT } from '../accounts';
import { feeOf, type ServiceDefinition } from '../catalogue';

/**
 * A plan is what a submit would do, worked out from the body without writing anything: amounts,
 * postings, who is debited and credited, and the outcome the sandbox's deterministic rules give.
 * The quote shows it; the submit executes it in one SQL transaction.
 */

export type Texts = { en: string; ar: string; ku: string };

export interface Counterparty {
  name: string;
  identifier: string;
}

export interface Posting {
  accountId: string;
  amountMinor: bigint;
}

export interface Party {
  userId: string;
  direction: 'debit' | 'credit' | 'none';
  amountMinor: bigint;
  feeMinor: bigint;
  /** the other side, as this party sees it */
  counterparty: Counterparty | null;
}

/** requirements#transaction-status: 1 success; 0 pending and 2 fail say why. */
export type Outcome = { status: 1 } | { status: 0 | 2; message: Texts };

export interface Plan {
  amountMinor: bigint;
  feeMinor: bigint;
  counterparty: Counterparty | null;
  details: Record<string, string>;
  /** balanced postings of the entry (success or pending); empty when no money moves */
  postings: Posting[];
  /**
   * accounts that must not go below zero: locked in ascending id order, then checked. `private`:
   * not the caller's own (a customer's wallet, the loyalty pool), so a refusal does not tell its
   * balance.
   */
  guarded: Array<{ accountId: string; message: string; private?: boolean }>;
  parties: Party[];
  /** whose daily limit counts this transaction, and on which side */
  limit: { userId: string; direction: 'debit' | 'credit' } | null;
  outcome: Outcome;
  /** a customer who approves with a code (agent cash-out): the code goes to them */
  approver?: UserRecord;
  /** after the locks, before the checks: more locks and checks (loyalty points); may refuse */
  prepare?: (tx: Queryable) => Promise<void>;
  /** the initiator's wallet, as the plan found it (a submit does not look it up again) */
  initiatorWalletId?: string;
  /** when the transaction does not fail: its side effects; answers details to add */
  commit?: (tx: Queryable) => Promise<Record<string, string>>;
}

export interface PlanContext {
  deps: Deps;
  q: Queryable;
  user: UserRecord;
  /** the signed-in user's wallet */
  walletId: string;
  def: ServiceDefinition;
  nowMs: number;
}

export type Planner = (ctx: PlanContext, body: Record<string, unknown>) => Promise<Plan>;

/** A business refusal: HTTP 200, responseCode 1, the errCode (README "Payment services"). */
export function refuse(errCode: ErrCodeValue, message: string, data: unknown = null): ApiError {
  return new ApiError(200, errCode, message, data);
}

export function parseBody<S extends v.GenericSchema>(schema: S, body: Record<string, unknown>): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (!result.success) throw validationError(fieldErrors(result.issues));
  return result.output;
}

export function missingField(field: string): ApiError {
  return validationError([{ field, code: 'required', message: 'This field is required.' }]);
}

export const recipientUnknown = (message = 'There is no wallet with this number.') =>
  refuse(ErrCode.recipientUnknown, message);
export const recipientIsPayer = () => refuse(ErrCode.recipientIsPayer, 'You cannot pay yourself.');
export const notEnoughMoney = 'There is not enough money in the wallet.';

/** Payer −(amount + fee), payee(s) +amount, fee income +fee: one balanced entry. */
export function outgoing(
  payerAccount: string,
  credits: readonly Posting[],
  feeAccount: string,
  amountMinor: bigint,
  feeMinor: bigint,
): Posting[] {
  const postings: Posting[] = [{ accountId: payerAccount, amountMinor: -(amountMinor + feeMinor) }, ...credits];
  if (feeMinor > 0n) postings.push({ accountId: feeAccount, amountMinor: feeMinor });
  return postings;
}

/** What the signed-in user's wallet pays: the amount to one account (the service's fee on top). */
export interface OutgoingPayment {
  /** the account the amount goes to */
  to: string;
  amountMinor: bigint;
  counterparty: Counterparty;
  details: Record<string, string>;
  outcome: Outcome;
  /** the side of the user whose wallet `to` is, when it is another user's */
  payee?: Party;
  commit?: Plan['commit'];
}

/** The signed-in user pays amount + fee from their wallet, which must hold it; their daily limit counts it. */
export async function paidFromWallet(ctx: PlanContext, payment: OutgoingPayment): Promise<Plan> {
  const { to, payee, ...plan } = payment;
  const { amountMinor, counterparty } = payment;
  const feeMinor = feeOf(ctx.def.fee, amountMinor);
  const feeAccount = await accountIdByCode(ctx.q, FEES_ACCOUNT);
  return {
    ...plan,
    feeMinor,
    postings: outgoing(ctx.walletId, [{ accountId: to, amountMinor }], feeAccount, amountMinor, feeMinor),
    guarded: [{ accountId: ctx.walletId, message: notEnoughMoney }],
    parties: [
      { userId: ctx.user.id, direction: 'debit', amountMinor, feeMinor, counterparty },
      ...(payee === undefined ? [] : [payee]),
    ],
    limit: { userId: ctx.user.id, direction: 'debit' },
  };
}

/** What an outside account (a provider's, bank's or the card scheme's settlement) pays the signed-in user's wallet. */
export interface IncomingPayment extends Omit<OutgoingPayment, 'to' | 'payee'> {
  from: string;
}

/** An outside account pays the signed-in user's wallet, free of fees; their daily limit counts it. */
export function paidIntoWallet(ctx: PlanContext, payment: IncomingPayment): Plan {
  const { from, ...plan } = payment;
  const { amountMinor, counterparty } = payment;
  return {
    ...plan,
    feeMinor: 0n,
    postings: [
      { accountId: from, amountMinor: -amountMinor },
      { accountId: ctx.walletId, amountMinor },
    ],
    guarded: [],
    parties: [{ userId: ctx.user.id, direction: 'credit', amountMinor, feeMinor: 0n, counterparty }],
    limit: { userId: ctx.user.id, direction: 'credit' },
  };
}

/** A transaction's details, without the optional ones the body left out. */
export function detailsOf(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** The last four characters behind dots: •••• 1234. */
export function lastFour(value: string): string {
  return `•••• ${value.slice(-4)}`;
}

/** Random digits for references and voucher codes (not secrets of ours: the partner's). */
export function randomDigits(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}
