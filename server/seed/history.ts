import type { Queryable } from '../db/types';
import { openAccount } from '../ledger/ledger';
import { CURRENCY, FEES_ACCOUNT, SUSPENSE_ACCOUNT } from '../payments/accounts';
import { serviceByCode } from '../payments/catalogue';
import { baghdadDayStart } from '../payments/quote';
import { demoUser } from './demoUsers';
import {
  analyzeHistoryTables,
  countHistoryViolations,
  insertHistory,
  maySkipTriggers,
  switchTriggers,
  type HistoryKindRow,
} from './history.repository';
import { hasMarker, setMarker } from './seed.repository';

/**
 * A transaction history for one demo account of each wallet category, so reports, the passbook and
 * exports have something to page through (requirements#reports): HISTORY_ROWS transactions over
 * the last HISTORY_DAYS days, all statuses (mostly success), several services, both directions,
 * with counterparties. Successful and pending ones are balanced journal entries dated in the past
 * between the wallet and the sandbox's outside world (`SYSTEM:HISTORY:IQD`), fees and suspense.
 *
 * Rows come in pairs, a credit and then, later, a debit that spends exactly what it brought (fee
 * included); a failed pair posts neither, a pending debit still holds its money. So the history
 * nets to zero on each wallet — every final balance stays the seeded one — and never takes a
 * wallet below what it held before the history (the opening balance, dated before it).
 * Deterministic: every value derives from the row's index, set-based in history.repository.ts.
 */

export const HISTORY_ROWS = 5000;
/** 18 months */
export const HISTORY_DAYS = 548;
/** The opening balances are dated this long before the seed, before any history. */
export const OPENING_LEAD_DAYS = 600;
export const HISTORY_ACCOUNT = `SYSTEM:HISTORY:${CURRENCY}`;
const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_MARKER = 'history_seeded_at';

/**
 * A service of the history and who is on the other side: a partner's fixed counterparty, or a
 * person or business of the pools below (by default a business when the service pays businesses).
 */
interface Kind {
  code: string;
  counterparty?: { name: string; identifier: string };
  party?: 'person' | 'business';
}

interface Profile {
  login: string;
  /** amounts are 1–40 of these (minor units), kept within the debit service's limits */
  unitMinor: bigint;
  credits: readonly Kind[];
  debits: readonly Kind[];
}

const asiacell = { name: 'Asiacell', identifier: 'ASIACELL' };
const zain = { name: 'Zain Iraq', identifier: 'ZAIN' };
const rafidain = { name: 'Rafidain Bank', identifier: '•••• 1234' };
const trade = { name: 'Trade Bank of Iraq', identifier: '•••• 1111' };
const electricity = { name: 'Ministry of Electricity', identifier: 'ELECTRICITY' };

/** One account of each wallet category (not the two-factor consumer, whose tests read a short history). */
export const historyProfiles: readonly Profile[] = [
  {
    login: 'consumer',
    unitMinor: 50_000n,
    credits: [
      { code: 'SEND_MONEY' },
      { code: 'CASH_IN_BY_AGENT', party: 'business' },
      { code: 'BANK_CASH_IN', counterparty: rafidain },
      { code: 'WALLET_TOPUP', counterparty: rafidain },
      { code: 'CASH_IN_OTHER_WALLET', counterparty: { name: 'FastPay', identifier: '7809001122' } },
    ],
    debits: [
      { code: 'SEND_MONEY' },
      { code: 'MERCHANT_PAYMENT' },
      { code: 'MOBILE_BILL_PAYMENT', counterparty: asiacell },
      { code: 'BILL_PAYMENT_POST_PAID', counterparty: electricity },
      { code: 'TOPUP_OTHER_EXTERNAL', counterparty: zain },
      { code: 'CASHOUT', counterparty: rafidain },
    ],
  },
  {
    login: 'agent',
    unitMinor: 500_000n,
    credits: [
      { code: 'CASH_OUT_BY_AGENT' },
      { code: 'AGENT_TO_AGENT_TRANSFER' },
      { code: 'BANK_CASH_IN', counterparty: trade },
    ],
    debits: [
      { code: 'CASH_IN_BY_AGENT' },
      { code: 'AIRTIME_SALES_CASH', counterparty: asiacell },
      { code: 'PIN_SELL', counterparty: zain },
      { code: 'AGENT_TO_AGENT_TRANSFER' },
      { code: 'EVOUCHER_SALES_AGGREGATOR', counterparty: { name: 'E-voucher aggregator', identifier: 'EVOUCHERS' } },
      { code: 'BANK_CASH_OUT', counterparty: trade },
    ],
  },
  {
    login: 'superagent',
    unitMinor: 5_000_000n,
    credits: [
      { code: 'BANK_CASH_IN', counterparty: trade },
      { code: 'B2B_TRANSFER' },
      { code: 'AGENT_TO_AGENT_TRANSFER' },
    ],
    debits: [
      { code: 'AGENT_TO_AGENT_TRANSFER' },
      { code: 'B2B_TRANSFER' },
      { code: 'BANK_CASH_OUT', counterparty: trade },
      { code: 'CASH_IN_AGENT_EXTERNAL', counterparty: { name: 'FastPay', identifier: '7809001122' } },
    ],
  },
  {
    login: 'merchant',
    unitMinor: 250_000n,
    credits: [{ code: 'MERCHANT_PAYMENT', party: 'person' }, { code: 'M2M_TRANSFER' }, { code: 'BUSINESS_PAYMENT' }],
    debits: [
      { code: 'M2M_TRANSFER' },
      { code: 'BUSINESS_PAYMENT' },
      { code: 'WITHDRAW', counterparty: { name: 'Kurdistan International Bank', identifier: '•••• 4444' } },
      { code: 'MOBILE_BILL_PAYMENT', counterparty: asiacell },
      { code: 'MERCHANT_PAYMENT_EXTERNAL', counterparty: { name: 'Souq Online', identifier: 'SOUQ' } },
    ],
  },
  {
    login: 'enterprise',
    unitMinor: 2_500_000n,
    credits: [{ code: 'B2B_TRANSFER' }, { code: 'BUSINESS_PAYMENT' }],
    debits: [
      { code: 'DISBURSEMENT', counterparty: { name: 'Payroll batch', identifier: 'payroll.csv' } },
      { code: 'B2B_TRANSFER' },
      { code: 'BUSINESS_PAYMENT' },
      { code: 'BANK_CASH_OUT', counterparty: { name: 'Rafidain Bank', identifier: '•••• 5555' } },
    ],
  },
  {
    login: 'vendor',
    unitMinor: 100_000n,
    credits: [{ code: 'MERCHANT_PAYMENT', party: 'person' }, { code: 'M2M_TRANSFER' }],
    debits: [
      { code: 'AIRTIME_SALES_CASH', counterparty: asiacell },
      { code: 'PIN_SELL', counterparty: zain },
      { code: 'EVOUCHER_SALES_AGGREGATOR', counterparty: { name: 'E-voucher aggregator', identifier: 'EVOUCHERS' } },
      { code: 'WITHDRAW', counterparty: { name: 'Rasheed Bank', identifier: '•••• 8888' } },
      { code: 'MERCHANT_PAYMENT' },
    ],
  },
];

/** People and businesses the transfers of the history are with (not users of the sandbox). */
export const historyPeople = [
  'Karim S.',
  'Sara M.',
  'Ali J.',
  'Maryam F.',
  'Hassan N.',
  'Zahra K.',
  'Yasir A.',
  'Rana T.',
];
export const historyBusinesses = [
  'Euphrates Trading',
  'Najaf Textiles',
  'Mosul Electronics',
  'Erbil Foods',
  'Basra Marine Supply',
  'Kirkuk Pharmacy',
];

function kindRow(kind: Kind): HistoryKindRow {
  const def = serviceByCode(kind.code);
  if (def === undefined) throw new Error(`history uses an unknown service ${kind.code}`);
  const maxMinor = def.maxMinor > 0n ? def.maxMinor : 1_000_000_000n;
  return {
    code: def.code,
    title: def.title.en ?? def.code,
    name: kind.counterparty?.name ?? null,
    identifier: kind.counterparty?.identifier ?? null,
    business: (kind.party ?? (def.recipientKinds.some((k) => k !== 'CUSTOMER') ? 'business' : 'person')) === 'business',
    fixed: def.fee.fixedMinor.toString(),
    bp: def.fee.basisPoints,
    min: def.minMinor.toString(),
    max: maxMinor.toString(),
  };
}

export interface HistoryWindow {
  startMs: number;
  endMs: number;
}

/** From HISTORY_DAYS ago to two hours before the Baghdad day of `nowMs` began (today's limits stay untouched). */
export function historyWindow(nowMs: number): HistoryWindow {
  return { startMs: nowMs - HISTORY_DAYS * DAY_MS, endMs: baghdadDayStart(nowMs) - 2 * 60 * 60 * 1000 };
}

/** When the seeded opening balances are dated: before any history. */
export function openingBalanceTime(nowMs: number): number {
  return nowMs - OPENING_LEAD_DAYS * DAY_MS;
}

/**
 * Once per database (a marker): the history of every profile. Must run in a transaction (the
 * ledger checks each entry's balance at COMMIT). Returns false when it was seeded before.
 *
 * About 150,000 rows: with its triggers on, PGlite spends ~50 s on them (each foreign key and the
 * ledger's balance check run once per row). Where the session may (a superuser), the rows are
 * bulk-loaded with triggers off and the same rules are then checked at once, set-based, before
 * anything commits; elsewhere (or with `bulkLoad: 'never'`) the triggers check them as always.
 * `rows` (a test's): fewer transactions per profile than HISTORY_ROWS, generated the same way.
 */
export async function seedHistory(
  tx: Queryable,
  nowMs: number,
  options: { bulkLoad?: 'auto' | 'never'; rows?: number } = {},
): Promise<boolean> {
  if (await hasMarker(tx, HISTORY_MARKER)) return false;
  const bulk = options.bulkLoad !== 'never' && (await maySkipTriggers(tx));
  const otherSide = await openAccount(tx, {
    userId: null,
    code: HISTORY_ACCOUNT,
    pouchType: 'SETTLEMENT',
    currency: CURRENCY,
  });
  const window = historyWindow(nowMs);
  if (bulk) await switchTriggers(tx, false);
  for (const profile of historyProfiles) {
    const user = demoUser(profile.login);
    await insertHistory(tx, {
      login: user.login,
      // the last two digits of the identifier keep each user's transaction ids apart
      idTag: user.userIdentifier.slice(-2),
      rows: options.rows ?? HISTORY_ROWS,
      startIso: new Date(window.startMs).toISOString(),
      spanSeconds: Math.floor((window.endMs - window.startMs) / 1000) - 3600,
      unitMinor: profile.unitMinor.toString(),
      credits: profile.credits.map(kindRow),
      debits: profile.debits.map(kindRow),
      people: historyPeople,
      businesses: historyBusinesses,
      currency: CURRENCY,
      accounts: { otherSide, fees: FEES_ACCOUNT, suspense: SUSPENSE_ACCOUNT },
      messages: { failed: 'The partner declined this transaction.', pending: 'Waiting for the partner to confirm.' },
    });
  }
  if (bulk) {
    await switchTriggers(tx, true);
    await analyzeHistoryTables(tx);
    const violations = await countHistoryViolations(tx);
    if (violations > 0) throw new Error(`the seeded history breaks the ledger's rules in ${violations} rows`);
  }
  await setMarker(tx, HISTORY_MARKER, new Date(nowMs).toISOString());
  return true;
}
