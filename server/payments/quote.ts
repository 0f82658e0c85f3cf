import { ErrCode } from '../../src/api/contract/errCodes';
import type { QuoteData } from '../../src/api/contract/transactions';
import type { UserRecord } from '../account/users';
import type { Queryable } from '../db/types';
import type { Deps } from '../deps';
import { balanceOf, formatMinor } from '../ledger/ledger';
import { selectTellerAllowance } from '../teams/teams.repository';
import { CURRENCY, walletOf } from './accounts';
import type { ServiceDefinition } from './catalogue';
import { planners } from './plans';
import { refuse, type Plan, type PlanContext, type Texts } from './plans/types';
import { sumMovedSince } from './transactions.repository';

/**
 * A service call's plan and its checks (amount, daily limit, balances): the quote shows them,
 * and the submit (execute.ts) repeats them under its locks.
 */

export interface ServiceCall {
  deps: Deps;
  user: UserRecord;
  def: ServiceDefinition;
  /** the request's language for status messages: en, ar or ku */
  locale: keyof Texts;
  /**
   * The form served for the service, when the call has read it already (a submit reads it for
   * its nonce rule): its confirmation rule is read from the same read, not a second one (issue 19).
   */
  form?: Promise<unknown>;
}

export async function planFor(
  call: ServiceCall,
  q: Queryable,
  body: Record<string, unknown>,
  nowMs: number,
): Promise<Plan> {
  const walletId = await walletOf(q, call.user.id);
  if (walletId === undefined) throw refuse(ErrCode.serviceUnknown, 'This account has no wallet.');
  const ctx: PlanContext = { deps: call.deps, q, user: call.user, walletId, def: call.def, nowMs };
  const plan = await planners[call.def.kind](ctx, body);
  checkAmount(call.def, plan);
  return { ...plan, initiatorWalletId: walletId };
}

function checkAmount(def: ServiceDefinition, plan: Plan): void {
  if (def.maxMinor === 0n) return; // money-less services
  if (plan.amountMinor < def.minMinor) {
    throw refuse(ErrCode.amountBelowMinimum, `The smallest amount is ${formatMinor(def.minMinor)} ${CURRENCY}.`, {
      minimum: formatMinor(def.minMinor),
    });
  }
  if (plan.amountMinor > def.maxMinor) {
    throw refuse(ErrCode.amountAboveMaximum, `The largest amount is ${formatMinor(def.maxMinor)} ${CURRENCY}.`, {
      maximum: formatMinor(def.maxMinor),
    });
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Iraq keeps UTC+3 all year: daily limits reset at midnight in Baghdad. */
export const BAGHDAD_OFFSET_MS = 3 * 60 * 60 * 1000;

export function baghdadDayStart(nowMs: number): number {
  return Math.floor((nowMs + BAGHDAD_OFFSET_MS) / DAY_MS) * DAY_MS - BAGHDAD_OFFSET_MS;
}

async function usedToday(q: Queryable, call: ServiceCall, plan: Plan, nowMs: number): Promise<bigint> {
  if (plan.limit === null) return 0n;
  const minor = await sumMovedSince(q, plan.limit.userId, plan.limit.direction, call.def.code, baghdadDayStart(nowMs));
  return BigInt(minor ?? '0');
}

/**
 * The daily limit and the balances of the paying accounts; under the locks when in a submit. A
 * quote skips accounts that are not the caller's (`private`): an agent could otherwise probe a
 * customer's balance with quotes; the submit checks them once the customer's code approved it.
 */
export async function checkFunds(
  q: Queryable,
  call: ServiceCall,
  plan: Plan,
  nowMs: number,
  stage: 'quote' | 'submit',
): Promise<Map<string, bigint>> {
  /** the balances read for the checks, by account (execute derives the payer's balance after from it) */
  const read = new Map<string, bigint>();
  if (plan.limit !== null && call.def.dailyMinor > 0n) {
    const used = await usedToday(q, call, plan, nowMs);
    if (used + plan.amountMinor > call.def.dailyMinor) {
      throw refuse(
        ErrCode.dailyLimitExceeded,
        `This would pass today's limit of ${formatMinor(call.def.dailyMinor)} ${CURRENCY}.`,
        { dailyLimit: formatMinor(call.def.dailyMinor), usedToday: formatMinor(used) },
      );
    }
  }
  // issue 16 part 9: a teller's own daily limit, set by its enterprise or branch, over every service
  // (the limit's owner being the caller, whose record tells whether it is a teller: one query fewer for others)
  const mayBeTeller = plan.limit?.userId !== call.user.id || call.user.subType === 'TELLER';
  if (plan.limit !== null && plan.limit.direction === 'debit' && mayBeTeller) {
    const allowance = await selectTellerAllowance(q, plan.limit.userId, baghdadDayStart(nowMs));
    if (allowance !== undefined && allowance.usedMinor + plan.amountMinor > allowance.limitMinor) {
      throw refuse(
        ErrCode.dailyLimitExceeded,
        `This would pass your teller limit of ${formatMinor(allowance.limitMinor)} ${CURRENCY} a day.`,
        { dailyLimit: formatMinor(allowance.limitMinor), usedToday: formatMinor(allowance.usedMinor) },
      );
    }
  }
  for (const guard of plan.guarded) {
    if (stage === 'quote' && guard.private === true) continue;
    const change = plan.postings.filter((p) => p.accountId === guard.accountId).reduce((s, p) => s + p.amountMinor, 0n);
    const balance = await balanceOf(q, guard.accountId);
    read.set(guard.accountId, balance);
    if (balance + change < 0n) {
      throw refuse(
        ErrCode.insufficientFunds,
        guard.message,
        guard.private ? null : { available: formatMinor(balance) },
      );
    }
  }
  return read;
}

/** requirements#form-steps: the review step's quote (nothing is written; the checks are repeated at submit). */
export async function quoteTransaction(call: ServiceCall, body: Record<string, unknown>): Promise<QuoteData> {
  const { db } = call.deps;
  const nowMs = call.deps.now();
  const plan = await planFor(call, db, body, nowMs);
  await checkFunds(db, call, plan, nowMs, 'quote');
  return {
    serviceCode: call.def.code,
    amount: formatMinor(plan.amountMinor),
    fee: formatMinor(plan.feeMinor),
    total: formatMinor(plan.amountMinor + plan.feeMinor),
    currency: CURRENCY,
    counterparty: plan.counterparty,
    details: plan.details,
  };
}

/** The plan for a transaction code request (agent cash-out): who approves, and how much. */
export async function planForCode(call: ServiceCall, body: Record<string, unknown>): Promise<Plan> {
  const nowMs = call.deps.now();
  const plan = await planFor(call, call.deps.db, body, nowMs);
  if (plan.approver === undefined) throw new Error(`${call.def.code} has no approver`);
  return plan;
}
