import type { NotificationCategory } from '../../src/api/contract/notifications';
import { findUserByLogin } from '../account/users';
import { toDate, type Queryable } from '../db/types';
import { parseMajor } from '../ledger/ledger';
import { securityTexts, transactionTexts, type SecurityEvent, type Texts } from '../notifications/notificationTexts';
import { notify, type Notice } from '../notifications/notifications';
import { selectRecentTransactionsOf, type PartyTransaction } from '../notifications/notifications.repository';
import { serviceByCode, serviceDefinitions } from '../payments/catalogue';
import { displayNameOf } from '../payments/people';
import { bankMessages, rejections } from '../payments/plans/messages';
import { demoUsers, type DemoUser } from './demoUsers';
import type { ServiceSlug } from './menus/catalogue';
import { hasMarker, setMarker } from './seed.repository';

/**
 * The demo notifications (requirements#notifications): every demo user with a wallet gets about
 * forty over the last three months — transactions, security changes and, for consumers, offers —
 * the newest of each kind and the last two days' unread, the rest mostly read. Deterministic: the
 * same user and clock give the same notifications. Transactions already in the database (another
 * seed's history) are told with their own ids, so those notifications open their view.
 */

const SEEDED_MARKER = 'notifications_seeded_at';
const PER_USER = 40;
const SECURITY_COUNT = 6;
const PROMOTION_COUNT = 6;
const DAY_MS = 24 * 60 * 60 * 1000;
const SPAN_MS = 90 * DAY_MS;

/** mulberry32: a small deterministic generator, seeded by the user. */
function generator(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const promotions: ReadonlyArray<{ title: Texts; body: Texts }> = [
  {
    title: { en: 'Cashback weekend', ar: 'عطلة استرداد نقدي', ku: 'کۆتایی هەفتەی گەڕاندنەوەی پارە' },
    body: {
      en: 'Get 5% back on merchant payments this weekend, up to 10,000.00 IQD.',
      ar: 'استرد 5% من مدفوعات التجار في عطلة نهاية الأسبوع هذه، حتى 10,000.00 دينار.',
      ku: 'لەم کۆتایی هەفتەیەدا 5%ی پارەدانی بازرگانەکان وەربگرەوە، تا 10,000.00 دینار.',
    },
  },
  {
    title: { en: 'Free transfers', ar: 'تحويلات مجانية', ku: 'گواستنەوەی بێ بەرامبەر' },
    body: {
      en: 'Send money to family with no fee until the end of the month.',
      ar: 'أرسل الأموال إلى عائلتك دون رسوم حتى نهاية الشهر.',
      ku: 'تا کۆتایی مانگ بەبێ کرێ پارە بۆ خێزانەکەت بنێرە.',
    },
  },
  {
    title: { en: 'Top up and win', ar: 'اشحن واربح', ku: 'پڕ بکەرەوە و ببەوە' },
    body: {
      en: "Every mobile top-up of 5,000.00 IQD or more enters this month's draw.",
      ar: 'كل شحن للهاتف بقيمة 5,000.00 دينار أو أكثر يدخل سحب هذا الشهر.',
      ku: 'هەر پڕکردنەوەیەکی مۆبایل بە 5,000.00 دینار یان زیاتر دەچێتە تیروپشکی ئەم مانگەوە.',
    },
  },
  {
    title: { en: 'Double loyalty points', ar: 'نقاط ولاء مضاعفة', ku: 'خاڵی دڵسۆزی دووهێندە' },
    body: {
      en: 'Pay your electricity bill from the wallet and earn double loyalty points.',
      ar: 'ادفع فاتورة الكهرباء من المحفظة واحصل على نقاط ولاء مضاعفة.',
      ku: 'پسوولەی کارەبا لە جزدانەکەوە بدە و خاڵی دڵسۆزی دووهێندە وەربگرە.',
    },
  },
  {
    title: { en: 'Invite a friend', ar: 'ادعُ صديقًا', ku: 'هاوڕێیەک بانگهێشت بکە' },
    body: {
      en: 'Invite a friend: you both get 2,500.00 IQD after their first transfer.',
      ar: 'ادعُ صديقًا: يحصل كلاكما على 2,500.00 دينار بعد أول تحويل له.',
      ku: 'هاوڕێیەک بانگهێشت بکە: دوای یەکەم گواستنەوەی، هەردووکتان 2,500.00 دینار وەردەگرن.',
    },
  },
  {
    title: { en: 'New: e-vouchers', ar: 'جديد: القسائم الإلكترونية', ku: 'نوێ: کۆپۆنی ئەلیکترۆنی' },
    body: {
      en: 'Buy gaming and shopping e-vouchers straight from your wallet.',
      ar: 'اشترِ قسائم الألعاب والتسوق الإلكترونية مباشرة من محفظتك.',
      ku: 'کۆپۆنی ئەلیکترۆنی یاری و بازاڕکردن ڕاستەوخۆ لە جزدانەکەتەوە بکڕە.',
    },
  },
];

const securityEvents: readonly SecurityEvent[] = [
  'passwordChanged',
  'pinChanged',
  'twoFactorEnabled',
  'twoFactorDisabled',
  'passwordReset',
  'pinReset',
];

interface Template {
  slug: ServiceSlug;
  direction: 'debit' | 'credit';
  counterparty: string;
  /** why the partner holds or refuses it, when it may */
  pending?: Texts;
  failed?: Texts;
  /** in IQD */
  range: [min: number, max: number];
}

const nameOf = (login: string) => {
  const user = demoUsers.find((u) => u.login === login);
  return user === undefined ? login : displayNameOf(user);
};

function templatesFor(user: DemoUser): Template[] {
  if (user.category === 'consumer') {
    const friend = nameOf(user.login === 'consumer' ? 'consumer2fa' : 'consumer');
    return [
      { slug: 'send-money', direction: 'debit', counterparty: friend, range: [1000, 150000] },
      { slug: 'send-money', direction: 'credit', counterparty: friend, range: [1000, 150000] },
      {
        slug: 'mobile-bill-payment',
        direction: 'debit',
        counterparty: 'Korek Telecom',
        failed: rejections.operator,
        range: [5000, 50000],
      },
      {
        slug: 'bill-payment-post-paid',
        direction: 'debit',
        counterparty: 'Baghdad Electricity',
        failed: rejections.biller,
        range: [10000, 120000],
      },
      { slug: 'merchant-payment', direction: 'debit', counterparty: nameOf('merchant'), range: [2500, 90000] },
      { slug: 'cash-in-by-agent', direction: 'credit', counterparty: nameOf('agent'), range: [10000, 300000] },
      {
        slug: 'cashout',
        direction: 'debit',
        counterparty: 'Rafidain Bank',
        pending: bankMessages.pendingReview,
        failed: bankMessages.bankDeclined,
        range: [5000, 200000],
      },
    ];
  }
  const partner = nameOf(user.login === 'superagent' ? 'agent' : 'superagent');
  return [
    { slug: 'agent-to-agent-transfer', direction: 'debit', counterparty: partner, range: [10000, 900000] },
    { slug: 'agent-to-agent-transfer', direction: 'credit', counterparty: partner, range: [10000, 900000] },
    { slug: 'cash-in-by-agent', direction: 'debit', counterparty: nameOf('consumer'), range: [10000, 300000] },
    { slug: 'b2b-transfer', direction: 'credit', counterparty: nameOf('enterprise'), range: [50000, 2000000] },
    {
      slug: 'bank-cash-in',
      direction: 'credit',
      counterparty: 'Rafidain Bank',
      failed: bankMessages.bankUnconfirmed,
      range: [50000, 5000000],
    },
    {
      slug: 'bank-cash-out',
      direction: 'debit',
      counterparty: 'Rafidain Bank',
      pending: bankMessages.pendingReview,
      failed: bankMessages.bankDeclined,
      range: [20000, 3000000],
    },
  ];
}

type SeededNotice = Omit<Notice, 'userId'>;

function synthetic(template: Template, random: () => number, createdAtMs: number): SeededNotice {
  const service = serviceDefinitions.find((d) => d.slug === template.slug);
  const roll = random();
  const status = template.failed && roll < 0.08 ? 2 : template.pending && roll > 0.9 ? 0 : 1;
  const reason = status === 2 ? (template.failed ?? null) : status === 0 ? (template.pending ?? null) : null;
  const [min, max] = template.range;
  // multiples of 250 IQD
  const major = Math.round((min + random() * (max - min)) / 250) * 250;
  const texts = transactionTexts({
    direction: template.direction,
    status,
    amountMinor: parseMajor(String(major)),
    currency: 'IQD',
    counterparty: template.counterparty,
    service: service?.title ?? { en: template.slug },
    reason,
  });
  return { category: 'TRANSACTION', ...texts, transactionId: null, createdAtMs };
}

function ofTransaction(known: PartyTransaction): SeededNotice {
  const status = known.status === 0 || known.status === 2 ? known.status : 1;
  const texts = transactionTexts({
    direction: known.direction,
    status,
    amountMinor: BigInt(known.amount_minor),
    currency: 'IQD',
    counterparty: known.counterparty_name,
    service: serviceByCode(known.service_code)?.title ?? { en: known.service_code },
    reason: null,
  });
  return {
    category: 'TRANSACTION',
    ...texts,
    transactionId: known.public_id,
    createdAtMs: toDate(known.created_at).getTime(),
  };
}

/** The notifications of one demo user, newest first (pure: the seed and its tests share it). */
export function demoNotifications(user: DemoUser, known: readonly PartyTransaction[], nowMs: number): SeededNotice[] {
  const random = generator(user.userIdentifier);
  const withOffers = user.category === 'consumer';
  const fromHistory = known.map(ofTransaction);
  const count = Math.max(PER_USER - fromHistory.length, SECURITY_COUNT + PROMOTION_COUNT + 6);
  const kinds: NotificationCategory[] = [
    ...Array<NotificationCategory>(SECURITY_COUNT).fill('SECURITY'),
    ...Array<NotificationCategory>(withOffers ? PROMOTION_COUNT : 0).fill('PROMOTION'),
  ];
  while (kinds.length < count) kinds.push('TRANSACTION');
  // a deterministic shuffle (Fisher–Yates) spreads the kinds over the three months
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!];
  }
  const templates = templatesFor(user);
  const slot = SPAN_MS / count;
  const made = kinds.map((kind, i): SeededNotice => {
    // the newest a quarter of an hour old at least, each in its own slot of the span
    const createdAtMs = nowMs - 15 * 60 * 1000 - Math.floor((i + random() * 0.9) * slot);
    if (kind === 'SECURITY') {
      const event = securityEvents[Math.floor(random() * securityEvents.length)]!;
      return { category: kind, ...securityTexts[event], transactionId: null, createdAtMs };
    }
    if (kind === 'PROMOTION') {
      const offer = promotions[Math.floor(random() * promotions.length)]!;
      return { category: kind, alertLevel: random() < 0.5 ? 3 : 4, ...offer, transactionId: null, createdAtMs };
    }
    return synthetic(templates[Math.floor(random() * templates.length)]!, random, createdAtMs);
  });
  const all = [...made, ...fromHistory].sort((a, b) => b.createdAtMs - a.createdAtMs);
  const newestOfKind = new Set<NotificationCategory>();
  return all.map((notice) => {
    const newest = !newestOfKind.has(notice.category);
    newestOfKind.add(notice.category);
    const unread = newest || nowMs - notice.createdAtMs < 2 * DAY_MS || random() < 0.1;
    const readAtMs = unread ? null : Math.min(nowMs, notice.createdAtMs + Math.floor(random() * 2 * DAY_MS));
    return { ...notice, readAtMs };
  });
}

/** Seeds the demo notifications once (a database seeded before migration 008 gets them on its next start). */
export async function seedNotifications(tx: Queryable, nowMs: number): Promise<void> {
  if (await hasMarker(tx, SEEDED_MARKER)) return;
  for (const demo of demoUsers) {
    if (demo.openingBalanceIqd === null) continue;
    const user = await findUserByLogin(tx, demo.login);
    if (user === undefined) continue;
    const known = await selectRecentTransactionsOf(tx, user.id, 12);
    for (const notice of demoNotifications(demo, known, nowMs)) await notify(tx, { ...notice, userId: user.id });
  }
  await setMarker(tx, SEEDED_MARKER, new Date(nowMs).toISOString());
}
