import * as v from 'valibot';
import { ErrCode } from '../../../src/api/contract/errCodes';
import type { FieldError } from '../../../src/api/contract/envelope';
import type { Queryable } from '../../db/types';
import { validationError } from '../../http/envelope';
import { accountIdByCode, parseMajor } from '../../ledger/ledger';
import { FEES_ACCOUNT, LOYALTY_POOL_ACCOUNT } from '../accounts';
import { countOtherFavourites, upsertFavourite } from '../beneficiaries.repository';
import { MAX_DISBURSEMENT_ROWS, POINT_VALUE_MINOR } from '../catalogue';
import { accepted, integer, mobile, optional, plainText } from '../fields';
import { FILE_ID, findOwnFile } from '../files';
import { deductPoints, selectPoints } from '../loyalty.repository';
import { displayNameOf, holderByMobile, normalizeMobile, type WalletHolder } from '../people';
import {
  notEnoughMoney,
  outgoing,
  parseBody,
  recipientIsPayer,
  recipientUnknown,
  refuse,
  type Party,
  type Planner,
} from './types';

/** A user keeps at most this many favourites. */
export const MAX_FAVOURITES = 50;

const favouriteSchema = v.object({
  mobile,
  nickname: v.pipe(plainText(64)),
});

/** favourites: no money; saves a wallet holder as a favourite recipient (a new nickname replaces the old). */
export const favouritePlan: Planner = async (ctx, raw) => {
  const body = parseBody(favouriteSchema, raw);
  const holder = await holderByMobile(ctx.q, body.mobile);
  if (holder === undefined) throw recipientUnknown();
  if (holder.user.id === ctx.user.id) throw recipientIsPayer();
  const counterparty = { name: holder.name, identifier: holder.user.userIdentifier };
  return {
    amountMinor: 0n,
    feeMinor: 0n,
    counterparty,
    details: { nickname: body.nickname, mobile: body.mobile },
    postings: [],
    guarded: [],
    parties: [{ userId: ctx.user.id, direction: 'none', amountMinor: 0n, feeMinor: 0n, counterparty }],
    limit: null,
    outcome: { status: 1 },
    commit: async (tx) => {
      if ((await countOtherFavourites(tx, ctx.user.id, body.mobile)) >= MAX_FAVOURITES) {
        throw validationError([
          { field: 'mobile', code: 'limit', message: `At most ${MAX_FAVOURITES} favourites can be saved.` },
        ]);
      }
      await upsertFavourite(tx, ctx.user.id, { nickname: body.nickname, mobile: body.mobile }, ctx.nowMs);
      return {};
    },
  };
};

export async function pointsOf(q: Queryable, userId: string, lock = false): Promise<bigint> {
  return BigInt((await selectPoints(q, userId, lock)) ?? '0');
}

const loyaltySchema = v.object({
  points: v.pipe(
    integer(100, 1_000_000),
    v.check((points) => points % 100 === 0, 'a multiple of 100 points'),
  ),
});

/** loyalty-point: redeems points for IQD paid from the loyalty pool (1 point = 5.00 IQD). */
export const loyaltyPlan: Planner = async (ctx, raw) => {
  const body = parseBody(loyaltySchema, raw);
  const points = BigInt(body.points);
  const amountMinor = points * POINT_VALUE_MINOR;
  const pool = await accountIdByCode(ctx.q, LOYALTY_POOL_ACCOUNT);
  const available = await pointsOf(ctx.q, ctx.user.id);
  const tooFew = (have: bigint) =>
    refuse(ErrCode.insufficientFunds, `You have ${have} points.`, { pointsAvailable: have.toString() });
  if (available < points) throw tooFew(available);
  const counterparty = { name: 'Loyalty programme', identifier: 'LOYALTY' };
  return {
    amountMinor,
    feeMinor: 0n,
    counterparty,
    details: { pointsRedeemed: points.toString(), pointsBefore: available.toString(), pointValue: '5.00' },
    postings: [
      { accountId: pool, amountMinor: -amountMinor },
      { accountId: ctx.walletId, amountMinor },
    ],
    guarded: [{ accountId: pool, message: 'The loyalty programme cannot pay out now.', private: true }],
    parties: [{ userId: ctx.user.id, direction: 'credit', amountMinor, feeMinor: 0n, counterparty }],
    limit: { userId: ctx.user.id, direction: 'credit' },
    outcome: { status: 1 },
    prepare: async (tx) => {
      const have = await pointsOf(tx, ctx.user.id, true);
      if (have < points) throw tooFew(have);
    },
    commit: async (tx) => {
      return { pointsLeft: (await deductPoints(tx, ctx.user.id, points)) ?? '0' };
    },
  };
};

export interface DisbursementRow {
  line: number;
  mobile: string;
  amountMinor: bigint;
}

/**
 * A disbursement file: `mobile,amount` per line, an optional header line, blank lines skipped.
 * Every problem is reported with its line number (field `fileId`, code `line<N>`).
 */
export function parseDisbursementCsv(text: string): DisbursementRow[] {
  const rows: DisbursementRow[] = [];
  const errors: FieldError[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (const [index, rawLine] of lines.entries()) {
    const line = rawLine.trim();
    if (line === '') continue;
    if (index === 0 && /^"?mobile"?\s*[,;]\s*"?amount"?$/i.test(line)) continue;
    const cells = line.split(/[,;]/).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
    const number = cells.length === 2 ? normalizeMobile(cells[0] ?? '') : undefined;
    const amountText = cells[1] ?? '';
    if (number === undefined || !/^\d{1,13}(?:\.\d{1,2})?$/.test(amountText) || parseMajor(amountText) <= 0n) {
      errors.push({ field: 'fileId', code: `line${index + 1}`, message: `Line ${index + 1}: expected mobile,amount.` });
      if (errors.length >= 20) break;
      continue;
    }
    rows.push({ line: index + 1, mobile: number, amountMinor: parseMajor(amountText) });
  }
  if (errors.length === 0 && rows.length === 0) {
    errors.push({ field: 'fileId', code: 'empty', message: 'The file has no payments.' });
  }
  if (rows.length > MAX_DISBURSEMENT_ROWS) {
    errors.push({ field: 'fileId', code: 'rows', message: `At most ${MAX_DISBURSEMENT_ROWS} payments per file.` });
  }
  if (errors.length > 0) throw validationError(errors);
  return rows;
}

const disbursementSchema = v.object({
  fileId: v.pipe(v.string(), v.regex(FILE_ID, 'an uploaded file id')),
  reference: optional(plainText(64)),
  confirmFile: v.optional(accepted),
});

/**
 * disbursement: one entry pays every recipient of the CSV; the fee is per payment line. An
 * unknown number refuses the whole batch (recipientUnknown, data.lines), nothing is half paid.
 */
export const disbursementPlan: Planner = async (ctx, raw) => {
  const body = parseBody(disbursementSchema, raw);
  const file = await findOwnFile(ctx.q, body.fileId, ctx.user.id, 'fileId');
  if (file.mimeType !== 'text/csv') {
    throw validationError([{ field: 'fileId', code: 'type', message: 'A disbursement file is a CSV file.' }]);
  }
  const rows = parseDisbursementCsv(new TextDecoder().decode(file.bytes));
  const recipients = new Map<string, { holder: WalletHolder; amountMinor: bigint }>();
  const unknown: number[] = [];
  for (const row of rows) {
    const holder = await holderByMobile(ctx.q, row.mobile);
    if (holder === undefined) {
      unknown.push(row.line);
      continue;
    }
    if (holder.user.id === ctx.user.id) throw recipientIsPayer();
    const current = recipients.get(holder.user.id);
    recipients.set(holder.user.id, { holder, amountMinor: (current?.amountMinor ?? 0n) + row.amountMinor });
  }
  if (unknown.length > 0) {
    throw refuse(ErrCode.recipientUnknown, `No wallet for the number on line ${unknown.join(', ')}.`, {
      lines: unknown,
    });
  }
  const amountMinor = rows.reduce((sum, row) => sum + row.amountMinor, 0n);
  const feeMinor = BigInt(rows.length) * ctx.def.fee.fixedMinor;
  const fees = await accountIdByCode(ctx.q, FEES_ACCOUNT);
  const payer = { name: displayNameOf(ctx.user), identifier: ctx.user.userIdentifier };
  const counterparty = { name: `${recipients.size} recipients`, identifier: file.name };
  const credits: Party[] = [...recipients.values()].map(({ holder, amountMinor: credit }) => ({
    userId: holder.user.id,
    direction: 'credit',
    amountMinor: credit,
    feeMinor: 0n,
    counterparty: payer,
  }));
  const details: Record<string, string> = {
    payments: String(rows.length),
    recipients: String(recipients.size),
    fileName: file.name,
  };
  if (body.reference !== undefined) details.reference = body.reference;
  return {
    amountMinor,
    feeMinor,
    counterparty,
    details,
    postings: outgoing(
      ctx.walletId,
      [...recipients.values()].map(({ holder, amountMinor: credit }) => ({
        accountId: holder.walletId,
        amountMinor: credit,
      })),
      fees,
      amountMinor,
      feeMinor,
    ),
    guarded: [{ accountId: ctx.walletId, message: notEnoughMoney }],
    parties: [{ userId: ctx.user.id, direction: 'debit', amountMinor, feeMinor, counterparty }, ...credits],
    limit: { userId: ctx.user.id, direction: 'debit' },
    outcome: { status: 1 },
  };
};
