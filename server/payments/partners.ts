import type { LocaleText } from '../../src/api/contract/content';
import { parseMajor } from '../ledger/ledger';

/**
 * The sandbox's outside world: mobile operators and their products, e-voucher categories, billers,
 * banks, external merchants and other wallet providers. Each partner settles through its own
 * ledger account (SYSTEM:SETTLEMENT:<code>:IQD), so a payment to it is an ordinary balanced entry.
 */

type Texts = { en: string; ar: string; ku: string };

export interface Partner {
  code: string;
  name: Texts;
}

/** Partners of one kind, by code: each with its name in the three languages. */
type PartnerGroup = Readonly<Record<string, Texts>>;

/** The partner with this code in a group (a code the body's schema has already checked). */
export function partnerIn(group: PartnerGroup, code: string): Partner {
  const name = group[code];
  if (name === undefined) throw new Error(`${code} is not a partner of this kind`);
  return { code, name };
}

/** The codes of a group (what a schema accepts). */
export function codesOf<G extends PartnerGroup>(group: G): Array<keyof G & string> {
  return Object.keys(group);
}

export const operators = {
  ASIACELL: { en: 'Asiacell', ar: 'آسياسيل', ku: 'ئاسیاسێڵ' },
  ZAIN: { en: 'Zain Iraq', ar: 'زين العراق', ku: 'زەین عێراق' },
  KOREK: { en: 'Korek Telecom', ar: 'كورك تيليكوم', ku: 'کۆرەک تێلیکۆم' },
} as const satisfies PartnerGroup;
type OperatorCode = keyof typeof operators;

export interface Product {
  code: string;
  /** the operator, e-voucher brand or product line it belongs to */
  parent: string;
  label: Texts;
  priceMinor: bigint;
  /** a face value in another currency (e-vouchers), shown beside the IQD price */
  faceValue?: string;
  /** sandbox rule: this product is out of stock, so a sale of it fails (status 2) */
  outOfStock?: boolean;
}

const grouped = (n: bigint) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function airtime(operator: OperatorCode, iqd: number, outOfStock = false): Product {
  const amount = grouped(BigInt(iqd));
  const name = operators[operator];
  return {
    code: `${operator}_${iqd}`,
    parent: operator,
    label: { en: `${name.en} ${amount} IQD`, ar: `${name.ar} ${amount} دينار`, ku: `${name.ku} ${amount} دینار` },
    priceMinor: parseMajor(String(iqd)),
    ...(outOfStock ? { outOfStock } : {}),
  };
}

/** Recharge amounts of each operator (airtime top-up and PIN cards). ZAIN 50,000 is out of stock. */
const airtimeProducts: Product[] = [
  ...[5000, 10000, 25000, 50000].map((iqd) => airtime('ASIACELL', iqd)),
  ...[5000, 10000, 25000].map((iqd) => airtime('ZAIN', iqd)),
  airtime('ZAIN', 50000, true),
  ...[5000, 10000, 25000].map((iqd) => airtime('KOREK', iqd)),
];

/** Korek's own e-vouchers: bundles sold as a code (evoucher-sales-korek). */
export const KOREK_EVOUCHER_LINE = 'KOREK_EV';
const korekVouchers: Product[] = [
  {
    code: 'KOREK_EV_DATA_5GB',
    parent: KOREK_EVOUCHER_LINE,
    label: { en: 'Korek 5 GB data, 7 days', ar: 'كورك 5 غيغابايت بيانات، 7 أيام', ku: 'کۆرەک 5 گیگابایت داتا، 7 ڕۆژ' },
    priceMinor: parseMajor('7000'),
  },
  {
    code: 'KOREK_EV_DATA_20GB',
    parent: KOREK_EVOUCHER_LINE,
    label: {
      en: 'Korek 20 GB data, 30 days',
      ar: 'كورك 20 غيغابايت بيانات، 30 يومًا',
      ku: 'کۆرەک 20 گیگابایت داتا، 30 ڕۆژ',
    },
    priceMinor: parseMajor('20000'),
  },
  {
    code: 'KOREK_EV_MINUTES_300',
    parent: KOREK_EVOUCHER_LINE,
    label: { en: 'Korek 300 minutes', ar: 'كورك 300 دقيقة', ku: 'کۆرەک 300 خولەک' },
    priceMinor: parseMajor('5000'),
  },
  {
    code: 'KOREK_EV_UNLIMITED_30D',
    parent: KOREK_EVOUCHER_LINE,
    label: {
      en: 'Korek unlimited, 30 days',
      ar: 'كورك غير محدود، 30 يومًا',
      ku: 'کۆرەک بێسنوور، 30 ڕۆژ',
    },
    priceMinor: parseMajor('35000'),
  },
];

/** E-voucher categories: a two-level tree, root parentId '0'. */
export interface VoucherCategory {
  code: string;
  parentId: string;
  label: Texts;
}
export const ROOT_CATEGORY = '0';
export const voucherCategories: VoucherCategory[] = [
  { code: 'GAMING', parentId: ROOT_CATEGORY, label: { en: 'Gaming', ar: 'الألعاب', ku: 'یاری' } },
  { code: 'STREAMING', parentId: ROOT_CATEGORY, label: { en: 'Streaming', ar: 'البث', ku: 'پەخش' } },
  { code: 'SHOPPING', parentId: ROOT_CATEGORY, label: { en: 'Shopping', ar: 'التسوق', ku: 'بازاڕکردن' } },
  { code: 'PLAYSTATION', parentId: 'GAMING', label: { en: 'PlayStation', ar: 'بلايستيشن', ku: 'پلەیستەیشن' } },
  { code: 'XBOX', parentId: 'GAMING', label: { en: 'Xbox', ar: 'إكس بوكس', ku: 'ئێکس بۆکس' } },
  { code: 'STEAM', parentId: 'GAMING', label: { en: 'Steam', ar: 'ستيم', ku: 'ستیم' } },
  { code: 'NETFLIX', parentId: 'STREAMING', label: { en: 'Netflix', ar: 'نتفليكس', ku: 'نێتفلیکس' } },
  { code: 'SHAHID', parentId: 'STREAMING', label: { en: 'Shahid', ar: 'شاهد', ku: 'شاهید' } },
  { code: 'AMAZON', parentId: 'SHOPPING', label: { en: 'Amazon', ar: 'أمازون', ku: 'ئەمازۆن' } },
  {
    code: 'APPLE',
    parentId: 'SHOPPING',
    label: { en: 'App Store & iTunes', ar: 'آب ستور وآيتونز', ku: 'ئەپ ستۆر و ئایتونز' },
  },
];

/** The sandbox's exchange rate for e-vouchers priced in US dollars: IQD per USD. */
export const VOUCHER_USD_RATE_MINOR = parseMajor('1320');

function voucher(brand: string, code: string, usd: number, outOfStock = false): Product {
  const name = voucherCategories.find((c) => c.code === brand)?.label ?? { en: brand, ar: brand, ku: brand };
  return {
    code,
    parent: brand,
    label: { en: `${name.en} $${usd}`, ar: `${name.ar} ${usd} دولار`, ku: `${name.ku} ${usd} دۆلار` },
    priceMinor: BigInt(usd) * VOUCHER_USD_RATE_MINOR,
    faceValue: `${usd}.00 USD`,
    ...(outOfStock ? { outOfStock } : {}),
  };
}

/** STEAM $50 is out of stock. */
const eVouchers: Product[] = [
  voucher('PLAYSTATION', 'PSN_10', 10),
  voucher('PLAYSTATION', 'PSN_25', 25),
  voucher('XBOX', 'XBOX_15', 15),
  voucher('STEAM', 'STEAM_20', 20),
  voucher('STEAM', 'STEAM_50', 50, true),
  voucher('NETFLIX', 'NETFLIX_15', 15),
  voucher('SHAHID', 'SHAHID_7', 7),
  voucher('AMAZON', 'AMAZON_25', 25),
  voucher('APPLE', 'APPLE_10', 10),
];

export const products: readonly Product[] = [...airtimeProducts, ...korekVouchers, ...eVouchers];

export function findProduct(code: string): Product | undefined {
  return products.find((p) => p.code === code);
}

/** Products under an operator, product line, brand, or category (its brands' products). */
export function productsUnder(parent: string): Product[] {
  const brands = new Set([parent, ...voucherCategories.filter((c) => c.parentId === parent).map((c) => c.code)]);
  return products.filter((p) => brands.has(p.parent));
}

/** The top-level e-voucher category of a brand (GAMING for PLAYSTATION). */
export function voucherCategoryOf(product: Product): string | undefined {
  return voucherCategories.find((c) => c.code === product.parent)?.parentId;
}

/** Bank linking: the banks a wallet can be linked to. */
export const banks = {
  RAFB: { en: 'Rafidain Bank', ar: 'مصرف الرافدين', ku: 'بانکی ڕافیدەین' },
  RSHB: { en: 'Rasheed Bank', ar: 'مصرف الرشيد', ku: 'بانکی ڕەشید' },
  TBIQ: { en: 'Trade Bank of Iraq', ar: 'المصرف العراقي للتجارة', ku: 'بانکی بازرگانیی عێراق' },
  KIBI: { en: 'Kurdistan International Bank', ar: 'مصرف كوردستان الدولي', ku: 'بانکی نێودەوڵەتیی کوردستان' },
} as const satisfies PartnerGroup;
export type BankCode = keyof typeof banks;

/** Post-paid bill types (bill-payment-post-paid); each biller settles separately. */
export const billTypes = {
  postpaid: { en: 'Post-paid mobile', ar: 'هاتف نقال بالدفع الآجل', ku: 'مۆبایلی پارەدانی دواتر' },
  landline: { en: 'Landline', ar: 'هاتف أرضي', ku: 'تەلەفۆنی ماڵ' },
  internet: { en: 'Home internet', ar: 'إنترنت منزلي', ku: 'ئینتەرنێتی ماڵ' },
} as const satisfies PartnerGroup;

/** The biller of a bill type: each settles separately, as BILLS_<TYPE>. */
export function billerOf(billType: string): Partner {
  return { code: `BILLS_${billType.toUpperCase()}`, name: partnerIn(billTypes, billType).name };
}

/** External merchants paid through their acquirer (merchant-payment-external); fictional. */
export const externalMerchants = {
  DIJLA_STORE: { en: 'Dijla online store', ar: 'متجر دجلة الإلكتروني', ku: 'فرۆشگای ئۆنلاینی دیجلە' },
  BABIL_DELIVERY: { en: 'Babil food delivery', ar: 'بابل لتوصيل الطعام', ku: 'گەیاندنی خواردنی بابل' },
  ZAGROS_RIDES: { en: 'Zagros rides', ar: 'زاغروس للتنقل', ku: 'گەشتەکانی زاگرۆس' },
} as const satisfies PartnerGroup;

/** Other wallet providers (cash-in-agent-external, cash-in-other-wallet); fictional. */
export const walletProviders = {
  FURAT_PAY: { en: 'Furat Pay', ar: 'فرات باي', ku: 'فورات پەی' },
  SUMER_CASH: { en: 'Sumer Cash', ar: 'سومر كاش', ku: 'سۆمەر کاش' },
  NINEVEH_WALLET: { en: 'Nineveh Wallet', ar: 'محفظة نينوى', ku: 'جزدانی نەینەوا' },
} as const satisfies PartnerGroup;

/** Partners with a settlement account on the ledger. */
export const settlementPartners: readonly string[] = [
  ...codesOf(operators),
  KOREK_EVOUCHER_LINE,
  'EVOUCHERS',
  ...codesOf(billTypes).map((type) => billerOf(type).code),
  ...codesOf(externalMerchants),
  ...codesOf(walletProviders),
  ...codesOf(banks),
  'CARDS',
];

export function optionLabel(texts: Texts): LocaleText {
  return { ...texts };
}
