import type { WalletKind } from '../../src/api/contract/categories';
import type { LocaleText } from '../../src/api/contract/content';
import { parseMajor } from '../ledger/ledger';
import { service as menuEntry, type ServiceSlug } from '../seed/menus/catalogue';

/**
 * The 29 service routes (requirements#service-routes) as the sandbox runs them: what kind of money
 * movement each is, its fees and limits. Page ids and service codes are the menus' own (seed/menus/
 * catalogue.ts: `/app/services/send-money` → page SERVICE_SEND_MONEY, code SEND_MONEY).
 */

export type ServiceKind =
  /** wallet → wallet; the signed-in user pays */
  | 'transfer'
  /** a customer's wallet → the signed-in agent's wallet, approved by a code sent to the customer */
  | 'agentCashOut'
  /** wallet → a biller's, operator's or other provider's settlement account */
  | 'payment'
  /** another wallet provider's settlement account → wallet */
  | 'externalIn'
  /** a linked bank (or a card) → wallet */
  | 'bankIn'
  /** wallet → a linked bank; above the review threshold it waits in suspense (pending) */
  | 'bankOut'
  | 'linkBank'
  | 'favourite'
  /** loyalty points → IQD from the loyalty pool */
  | 'loyalty'
  /** one wallet → many, from an uploaded CSV */
  | 'disbursement';

export interface FeeRule {
  fixedMinor: bigint;
  /** 1/100 of a percent of the amount, rounded half up to the minor unit */
  basisPoints: number;
}

export interface ServiceDefinition {
  slug: ServiceSlug;
  code: string;
  pageId: string;
  route: string;
  title: LocaleText;
  kind: ServiceKind;
  fee: FeeRule;
  /** per transaction (amount without fee); money-less services have 0 */
  minMinor: bigint;
  maxMinor: bigint;
  /** per payer and service, per calendar day in Baghdad (UTC+3), pending and successful ones */
  dailyMinor: bigint;
  confirmation: 'pin' | 'otp' | 'none';
  /** requirements#request-nonce: the form adds a timestamp nonce and checksum; the submit requires them */
  nonce: boolean;
  /** transfers: the wallet kinds a recipient may have */
  recipientKinds: readonly WalletKind[];
}

/** Bank cash-outs above this wait for review (status 0, money in suspense). */
export const BANK_REVIEW_THRESHOLD_MINOR = parseMajor('1000000');
/** Loyalty points: each point redeems for this many IQD. */
export const POINT_VALUE_MINOR = parseMajor('5');
/** A disbursement file has at most this many rows. */
export const MAX_DISBURSEMENT_ROWS = 500;

interface Spec {
  kind: ServiceKind;
  fee?: [fixed: string, basisPoints: number];
  /** min, max per transaction and daily, in IQD */
  limits?: [min: string, max: string, daily: string];
  confirmation?: ServiceDefinition['confirmation'];
  nonce?: boolean;
  recipientKinds?: readonly WalletKind[];
}

const CUSTOMER: readonly WalletKind[] = ['CUSTOMER'];
const MERCHANTS: readonly WalletKind[] = ['MERCHANT', 'AGENT_MERCHANT'];

/** A wallet → wallet service: the signed-in user pays a wallet of one of these kinds. */
function transferTo(recipientKinds: readonly WalletKind[], spec: Pick<Spec, 'fee' | 'limits'>): Spec {
  return { kind: 'transfer', recipientKinds, ...spec };
}

const specs: Record<ServiceSlug, Spec> = {
  // wallet → wallet
  'send-money': transferTo(CUSTOMER, { fee: ['250', 50], limits: ['1000', '5000000', '10000000'] }),
  'p2p-money-transfer-reg-user': transferTo(CUSTOMER, { fee: ['0', 100], limits: ['500', '2000000', '5000000'] }),
  'agent-to-agent-transfer': transferTo(['AGENT', 'SUPERAGENT'], { limits: ['10000', '50000000', '200000000'] }),
  'b2b-transfer': transferTo(['ENTERPRISE', 'MERCHANT', 'SUPERAGENT'], {
    fee: ['1000', 10],
    limits: ['10000', '100000000', '500000000'],
  }),
  'm2m-transfer': transferTo(MERCHANTS, { fee: ['500', 25], limits: ['1000', '20000000', '50000000'] }),
  'business-payment': transferTo(['MERCHANT', 'ENTERPRISE'], {
    fee: ['500', 25],
    limits: ['1000', '50000000', '100000000'],
  }),
  'merchant-payment': transferTo(MERCHANTS, { limits: ['250', '5000000', '10000000'] }),
  'cash-in-by-agent': transferTo(CUSTOMER, { limits: ['1000', '10000000', '50000000'] }),
  'cash-out-by-agent': {
    kind: 'agentCashOut',
    fee: ['500', 50],
    limits: ['1000', '5000000', '5000000'],
    confirmation: 'otp',
    recipientKinds: CUSTOMER,
  },
  // wallet → settlement accounts of billers, operators and other providers
  'mobile-bill-payment': { kind: 'payment', limits: ['1000', '1000000', '2000000'] },
  'bill-payment-post-paid': { kind: 'payment', fee: ['250', 0], limits: ['1000', '5000000', '10000000'] },
  'topup-other-external': { kind: 'payment', limits: ['1000', '100000', '500000'] },
  'airtime-sales-cash': { kind: 'payment', limits: ['1000', '100000', '5000000'] },
  'pin-sell': { kind: 'payment', limits: ['1000', '100000', '5000000'] },
  'evoucher-sales-aggregator': { kind: 'payment', fee: ['500', 0], limits: ['1000', '1000000', '5000000'] },
  'evoucher-sales-korek': { kind: 'payment', limits: ['1000', '100000', '1000000'] },
  'merchant-payment-external': { kind: 'payment', fee: ['0', 100], limits: ['1000', '5000000', '10000000'] },
  'cash-in-agent-external': { kind: 'payment', fee: ['1000', 0], limits: ['5000', '5000000', '50000000'] },
  // another wallet → this wallet
  'cash-in-other-wallet': { kind: 'externalIn', limits: ['1000', '2000000', '5000000'] },
  // bank and card
  'bank-cash-in': { kind: 'bankIn', limits: ['10000', '50000000', '100000000'] },
  'load-money': { kind: 'bankIn', limits: ['5000', '2000000', '5000000'], nonce: true },
  'wallet-topup': { kind: 'bankIn', limits: ['5000', '5000000', '10000000'] },
  'bank-cash-out': {
    kind: 'bankOut',
    fee: ['1000', 25],
    limits: ['10000', '50000000', '100000000'],
    nonce: true,
  },
  cashout: { kind: 'bankOut', fee: ['500', 50], limits: ['5000', '2000000', '5000000'] },
  withdraw: { kind: 'bankOut', fee: ['1000', 0], limits: ['5000', '10000000', '20000000'] },
  // no money
  'link-bank-account': { kind: 'linkBank' },
  favourites: { kind: 'favourite', confirmation: 'none' },
  'loyalty-point': { kind: 'loyalty', limits: ['500', '250000', '500000'] },
  disbursement: {
    kind: 'disbursement',
    fee: ['100', 0],
    limits: ['1000', '100000000', '500000000'],
    nonce: true,
  },
};

function upperSnake(slug: string): string {
  return slug.replace(/-/g, '_').toUpperCase();
}

function define(slug: ServiceSlug, spec: Spec): ServiceDefinition {
  const entry = menuEntry(slug, 0);
  const [fixed, basisPoints] = spec.fee ?? ['0', 0];
  const [min, max, daily] = spec.limits ?? ['0', '0', '0'];
  const code = entry.externalId ?? upperSnake(slug);
  return {
    slug,
    code,
    pageId: entry.page_id ?? `SERVICE_${code}`,
    route: entry.route,
    title: entry.title,
    kind: spec.kind,
    fee: { fixedMinor: parseMajor(fixed), basisPoints },
    minMinor: parseMajor(min),
    maxMinor: parseMajor(max),
    dailyMinor: parseMajor(daily),
    confirmation: spec.confirmation ?? 'pin',
    nonce: spec.nonce ?? false,
    recipientKinds: spec.recipientKinds ?? [],
  };
}

export const serviceDefinitions: readonly ServiceDefinition[] = (Object.entries(specs) as [ServiceSlug, Spec][]).map(
  ([slug, spec]) => define(slug, spec),
);

const byCode = new Map(serviceDefinitions.map((d) => [d.code, d]));
const byPageId = new Map(serviceDefinitions.map((d) => [d.pageId, d]));

export function serviceByCode(code: string): ServiceDefinition | undefined {
  return byCode.get(code);
}
export function serviceByPageId(pageId: string): ServiceDefinition | undefined {
  return byPageId.get(pageId);
}

/** The fee of an amount: fixed plus basis points, rounded half up to the minor unit. */
export function feeOf(rule: FeeRule, amountMinor: bigint): bigint {
  return rule.fixedMinor + (amountMinor * BigInt(rule.basisPoints) + 5000n) / 10000n;
}
