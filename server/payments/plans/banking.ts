import * as v from 'valibot';
import { ErrCode } from '../../../src/api/contract/errCodes';
import type { Queryable } from '../../db/types';
import { validationError } from '../../http/envelope';
import { accountIdByCode } from '../../ledger/ledger';
import { settlementAccount, SUSPENSE_ACCOUNT } from '../accounts';
import { BANK_REVIEW_THRESHOLD_MINOR } from '../catalogue';
import { selectLinkedBanks, upsertLinkedBank } from '../banks.repository';
import { accepted, amount, cardNumber, code, isoDate, optional, plainText } from '../fields';
import { FILE_ID, findOwnFile, MAX_FILE_BYTES, parseDataUrl, storeFile } from '../files';
import { banks, codesOf, type BankCode } from '../partners';
import {
  detailsOf,
  lastFour,
  missingField,
  paidFromWallet,
  paidIntoWallet,
  parseBody,
  randomDigits,
  refuse,
  type Counterparty,
  type Outcome,
  type PlanContext,
  type Planner,
} from './types';
import { bankMessages } from './messages';

/**
 * Bank and card money. Sandbox rules: a linked account ending in 9999 has no money at its bank,
 * so pulling from it fails; a card ending in 0000 is declined; a cash-out to a bank above
 * 1,000,000.00 IQD waits for review (pending, the money held in the suspense account). Linking
 * an account number ending in 0000 fails: the bank does not confirm it.
 */

export interface LinkedBank {
  id: string;
  bankCode: BankCode;
  accountNumber: string;
  accountName: string;
}

export async function linkedBanksOf(q: Queryable, userId: string): Promise<LinkedBank[]> {
  const rows = await selectLinkedBanks(q, userId);
  return rows.map((r) => ({
    id: r.id,
    bankCode: r.bank_code,
    accountNumber: r.account_number,
    accountName: r.account_name,
  }));
}

export function bankLabel(bank: LinkedBank): string {
  return `${banks[bank.bankCode].en} ${lastFour(bank.accountNumber)}`;
}

/** The user's linked account named in the body; noLinkedBank when they have none or not that one. */
async function linkedBank(ctx: PlanContext, id: string | undefined): Promise<LinkedBank> {
  const linked = await linkedBanksOf(ctx.q, ctx.user.id);
  if (linked.length === 0) throw refuse(ErrCode.noLinkedBank, 'Link a bank account first.');
  if (id === undefined) throw missingField('bankAccountId');
  const bank = linked.find((b) => b.id === id);
  if (bank === undefined) throw refuse(ErrCode.noLinkedBank, 'This is not one of your linked bank accounts.');
  return bank;
}

const bankCounterparty = (bank: LinkedBank): Counterparty => ({
  name: banks[bank.bankCode].en,
  identifier: lastFour(bank.accountNumber),
});

const bankDetails = (bank: LinkedBank) => ({
  bank: banks[bank.bankCode].en,
  bankAccount: lastFour(bank.accountNumber),
});

const bankAccountId = optional(v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'a linked bank account id')));
const bankInSchema = v.object({
  source: optional(code(['bank', 'card'])),
  bankAccountId,
  cardNumber: optional(cardNumber),
  cardExpiry: optional(v.pipe(v.string(), v.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'MM/YY'))),
  cardHolder: optional(v.pipe(plainText(64), v.regex(/^[\p{L} .'-]+$/u, 'letters only'))),
  cvv: optional(v.pipe(v.string(), v.regex(/^\d{3,4}$/, '3 or 4 digits'))),
  amount,
});

/** MM/YY: valid to the end of that month (Baghdad time is close enough to UTC for this). */
function cardExpired(expiry: string, nowMs: number): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  return Date.UTC(2000 + year, month, 1) <= nowMs;
}

async function cardSource(ctx: PlanContext, body: v.InferOutput<typeof bankInSchema>) {
  const { cardNumber: number, cardExpiry, cardHolder, cvv } = body;
  if (number === undefined) throw missingField('cardNumber');
  if (cardExpiry === undefined) throw missingField('cardExpiry');
  if (cardHolder === undefined) throw missingField('cardHolder');
  if (cvv === undefined) throw missingField('cvv');
  if (cardExpired(cardExpiry, ctx.nowMs)) {
    throw validationError([{ field: 'cardExpiry', code: 'expired', message: 'The card has expired.' }]);
  }
  return {
    settlement: await accountIdByCode(ctx.q, settlementAccount('CARDS')),
    counterparty: { name: cardHolder, identifier: lastFour(number) },
    details: { card: lastFour(number) } as Record<string, string>,
    outcome: (number.endsWith('0000') ? { status: 2, message: bankMessages.cardDeclined } : { status: 1 }) as Outcome,
  };
}

/**
 * requirements#payment-results: a card to be typed on the gateway's page. The quote shows the
 * amount; a Submit of this shape opens a gateway session instead (cardPayments), so reaching the
 * plan's execution moves no money: it is a declined receipt.
 */
async function gatewaySource(ctx: PlanContext) {
  return {
    settlement: await accountIdByCode(ctx.q, settlementAccount('CARDS')),
    counterparty: {
      name: bankMessages.cardPage[ctx.user.locale === 'ar' || ctx.user.locale === 'ku' ? ctx.user.locale : 'en'],
      identifier: '',
    },
    details: {} as Record<string, string>,
    outcome: { status: 2, message: bankMessages.cardPage } as Outcome,
  };
}

/** bank-cash-in, wallet-topup and load-money: a linked bank (or, for load-money, a card) pays in. */
export const bankInPlan: Planner = async (ctx, raw) => {
  const body = parseBody(bankInSchema, raw);
  const fromCard = ctx.def.code === 'LOAD_MONEY' && body.source === 'card';
  let source: { settlement: string; counterparty: Counterparty; details: Record<string, string>; outcome: Outcome };
  if (fromCard && body.cardNumber === undefined) {
    source = await gatewaySource(ctx);
  } else if (fromCard) {
    source = await cardSource(ctx, body);
  } else {
    const bank = await linkedBank(ctx, body.bankAccountId);
    source = {
      settlement: await accountIdByCode(ctx.q, settlementAccount(bank.bankCode)),
      counterparty: bankCounterparty(bank),
      details: bankDetails(bank),
      outcome: bank.accountNumber.endsWith('9999') ? { status: 2, message: bankMessages.bankDeclined } : { status: 1 },
    };
  }
  return paidIntoWallet(ctx, {
    from: source.settlement,
    amountMinor: body.amount,
    counterparty: source.counterparty,
    details: source.details,
    outcome: source.outcome,
    commit: () => Promise.resolve({ bankReference: `BK${randomDigits(12)}` }),
  });
};

const bankOutSchema = v.object({ bankAccountId, amount, note: optional(plainText(140)) });

/** bank-cash-out, cashout and withdraw: the wallet pays a linked bank account. */
export const bankOutPlan: Planner = async (ctx, raw) => {
  const body = parseBody(bankOutSchema, raw);
  const bank = await linkedBank(ctx, body.bankAccountId);
  const pending = body.amount > BANK_REVIEW_THRESHOLD_MINOR;
  return paidFromWallet(ctx, {
    to: await accountIdByCode(ctx.q, pending ? SUSPENSE_ACCOUNT : settlementAccount(bank.bankCode)),
    amountMinor: body.amount,
    counterparty: bankCounterparty(bank),
    details: detailsOf({ ...bankDetails(bank), note: body.note }),
    outcome: pending ? { status: 0, message: bankMessages.pendingReview } : { status: 1 },
    commit: () => Promise.resolve({ bankReference: `BK${randomDigits(12)}` }),
  });
};

/** A user links at most this many bank accounts. */
export const MAX_LINKED_BANKS = 5;
const ADULT_YEARS = 18;

const linkSchema = v.object({
  bankCode: code(codesOf(banks)),
  accountNumber: v.pipe(v.string(), v.trim(), v.regex(/^\d{12}$/, '12 digits')),
  accountName: v.pipe(plainText(64), v.regex(/^[\p{L} .'-]+$/u, 'letters only')),
  dateOfBirth: isoDate,
  /** a data URL (upload 'base64') or the fileId of an upload */
  statement: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(MAX_FILE_BYTES * 2)),
  acceptTerms: accepted,
});

function ageOn(dateOfBirth: string, nowMs: number): number {
  const now = new Date(nowMs);
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)) age -= 1;
  return age;
}

/** link-bank-account: no money; stores the account (and its statement) unless the bank refuses. */
export const linkBankPlan: Planner = async (ctx, raw) => {
  const body = parseBody(linkSchema, raw);
  const age = ageOn(body.dateOfBirth, ctx.nowMs);
  if (age < ADULT_YEARS || age > 100) {
    throw validationError([{ field: 'dateOfBirth', code: 'age', message: 'The account holder must be 18 to 100.' }]);
  }
  if (!body.statement.startsWith('data:') && !FILE_ID.test(body.statement)) {
    throw validationError([{ field: 'statement', code: 'format', message: 'A data URL or an uploaded file id.' }]);
  }
  const statement = body.statement.startsWith('data:')
    ? { kind: 'new' as const, file: parseDataUrl(body.statement, 'statement') }
    : { kind: 'uploaded' as const, file: await findOwnFile(ctx.q, body.statement, ctx.user.id, 'statement') };
  if (statement.file.mimeType === 'text/csv') {
    throw validationError([{ field: 'statement', code: 'type', message: 'A PDF, JPEG or PNG statement.' }]);
  }
  const existing = await linkedBanksOf(ctx.q, ctx.user.id);
  const already = existing.some((b) => b.bankCode === body.bankCode && b.accountNumber === body.accountNumber);
  if (!already && existing.length >= MAX_LINKED_BANKS) {
    throw validationError([
      { field: 'accountNumber', code: 'limit', message: `At most ${MAX_LINKED_BANKS} bank accounts can be linked.` },
    ]);
  }
  const bankCode = body.bankCode as BankCode;
  const counterparty = { name: banks[bankCode].en, identifier: lastFour(body.accountNumber) };
  return {
    amountMinor: 0n,
    feeMinor: 0n,
    counterparty,
    details: { bank: banks[bankCode].en, bankAccount: lastFour(body.accountNumber), accountName: body.accountName },
    postings: [],
    guarded: [],
    parties: [{ userId: ctx.user.id, direction: 'none', amountMinor: 0n, feeMinor: 0n, counterparty }],
    limit: null,
    outcome: body.accountNumber.endsWith('0000') ? { status: 2, message: bankMessages.bankUnconfirmed } : { status: 1 },
    commit: async (tx) => {
      const fileId =
        statement.kind === 'uploaded'
          ? statement.file.id
          : (await storeFile(tx, ctx.user.id, { ...statement.file, name: 'bank-statement' }, ctx.nowMs)).id;
      const link = {
        userId: ctx.user.id,
        bankCode,
        accountNumber: body.accountNumber,
        accountName: body.accountName,
        statementFileId: fileId,
      };
      return { bankAccountId: (await upsertLinkedBank(tx, link, ctx.nowMs)) ?? '' };
    },
  };
};
