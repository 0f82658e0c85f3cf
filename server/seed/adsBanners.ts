import type { AdsBanner } from '../../src/api/contract/adsBanner';
import type { UserCategory } from '../../src/api/contract/categories';

type Alt = AdsBanner['alt'];

const banner = (id: string, alt: Alt, link: string | null, sortOrder: number): AdsBanner => ({
  id,
  imageUrl: `/ads/${id}.svg`,
  alt,
  link,
  sortOrder,
});

const sendMoney = banner(
  'send-money',
  {
    en: 'Send money to family in seconds, free between wallets',
    ar: 'أرسل المال إلى عائلتك في ثوانٍ، مجاناً بين المحافظ',
    ku: 'لە چەند چرکەیەکدا پارە بنێرە بۆ خێزانەکەت، بێبەرامبەر لە نێوان جزدانەکاندا',
  },
  '/app/services/send-money',
  1,
);
const bills = banner(
  'pay-bills',
  {
    en: 'Pay your mobile and post-paid bills from your wallet',
    ar: 'ادفع فواتير هاتفك والدفع الآجل من محفظتك',
    ku: 'پسوولەکانی مۆبایل و پاشەکی لە جزدانەکەتەوە بدە',
  },
  '/app/services/mobile-bill-payment',
  2,
);
const safety = banner(
  'stay-safe',
  {
    en: 'Stay safe: we never ask for your PIN. Read our security tips',
    ar: 'ابقَ آمناً: لا نطلب رمزك السري أبداً. اقرأ نصائح الأمان',
    ku: 'ئاگاداربە: هەرگیز داوای PIN ـەکەت ناکەین. ئامۆژگارییەکانی ئاسایش بخوێنەوە',
  },
  'https://www.cisa.gov/secure-our-world',
  3,
);
const agents = banner(
  'agent-commission',
  {
    en: 'Earn more commission on every cash-in this month',
    ar: 'اربح عمولة أكبر على كل إيداع هذا الشهر',
    ku: 'ئەم مانگە لە هەر دانانێکی پارەدا کۆمیسیۆنی زیاتر بەدەست بهێنە',
  },
  null,
  1,
);
const merchants = banner(
  'merchant-qr',
  {
    en: 'Let customers pay you by scanning your QR code',
    ar: 'دع زبائنك يدفعون لك بمسح رمز QR الخاص بك',
    ku: 'با کڕیارەکانت بە سکانکردنی کۆدی QR ـەکەت پارەت بدەنێ',
  },
  '/app/myQrCode',
  1,
);

/**
 * requirements#ads-banner: the banners each category sees, images served by the sandbox
 * (public/ads/). Customer-service reps and vendors see none: their dashboard shows no banner.
 */
export function seedAdsBanners(category: UserCategory): AdsBanner[] {
  switch (category) {
    case 'consumer':
      return [sendMoney, bills, safety];
    case 'agent':
    case 'superAgent':
      return [agents, { ...safety, sortOrder: 2 }];
    case 'merchant':
      return [merchants, { ...safety, sortOrder: 2 }];
    case 'enterprise':
      return [{ ...safety, sortOrder: 1 }];
    case 'csr':
    case 'vendor':
      return [];
  }
}
