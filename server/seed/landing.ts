import * as v from 'valibot';
import { isKnownBlockType, landingBlockContentSchemas, landingBlockSchema } from '../../src/api/contract/landing';
import type { LandingBlockDocument } from '../content/landing';

type Locale = 'en' | 'ar' | 'ku';
type PerLocale<T> = Record<Locale, T>;

const p = (text: string) => `<p>${text}</p>`;

const hero: PerLocale<unknown> = {
  en: {
    title: 'Your money, wherever you are',
    html: p(
      'Send money to your family, pay bills and shops, and top up your phone from one secure wallet — on the web or in the app.',
    ),
    image: { src: '/landing/hero.svg', alt: 'A phone showing a wallet balance and a payment sent' },
  },
  ar: {
    title: 'أموالك معك أينما كنت',
    html: p(
      'أرسل المال لعائلتك، وادفع الفواتير والمشتريات، واشحن هاتفك من محفظة واحدة آمنة — على الويب أو في التطبيق.',
    ),
    image: { src: '/landing/hero.svg', alt: 'هاتف يعرض رصيد المحفظة ودفعة مُرسلة' },
  },
  ku: {
    title: 'پارەکەت، لە هەر شوێنێک بیت',
    html: p(
      'پارە بۆ خێزانەکەت بنێرە، پسوولە و کڕینەکانت بدە، و باڵانسی مۆبایلەکەت پڕ بکەرەوە لە یەک جزدانی پارێزراو — لەسەر وێب یان لە ئەپەکەدا.',
    ),
    image: { src: '/landing/hero.svg', alt: 'مۆبایلێک کە باڵانسی جزدان و پارەیەکی نێردراو پیشان دەدات' },
  },
};

const featureIcons = ['send', 'bill', 'qr', 'agent', 'shield', 'clock'] as const;
const featureTexts: PerLocale<{ title: string; items: [string, string][] }> = {
  en: {
    title: 'Everything your wallet can do',
    items: [
      ['Send money', 'Send to any wallet by mobile number in seconds, day or night.'],
      ['Pay bills', 'Electricity, water, internet and phone bills, paid from one place.'],
      ['Pay by QR code', "Scan a shop's code and pay without cash or cards."],
      ['Cash in and out', 'Deposit or withdraw cash at our partner agents across the country.'],
      ['Safe by design', 'Two-step sign-in, a transaction PIN and an alert for every payment.'],
      ['Scheduled payments', 'Set up weekly or monthly payments and never miss a due date.'],
    ],
  },
  ar: {
    title: 'كل ما تستطيع محفظتك فعله',
    items: [
      ['إرسال الأموال', 'أرسل إلى أي محفظة برقم الهاتف خلال ثوانٍ، ليلاً أو نهاراً.'],
      ['دفع الفواتير', 'فواتير الكهرباء والماء والإنترنت والهاتف، تُدفع من مكان واحد.'],
      ['الدفع برمز QR', 'امسح رمز المتجر وادفع دون نقود أو بطاقات.'],
      ['الإيداع والسحب', 'أودع النقود أو اسحبها لدى وكلائنا الشركاء في جميع أنحاء البلاد.'],
      ['أمان منذ التصميم', 'تسجيل دخول بخطوتين، ورمز PIN للمعاملات، وتنبيه عند كل دفعة.'],
      ['الدفعات المجدولة', 'أنشئ دفعات أسبوعية أو شهرية ولا تفوّت موعد استحقاق أبداً.'],
    ],
  },
  ku: {
    title: 'هەموو ئەو شتانەی جزدانەکەت دەیکات',
    items: [
      ['ناردنی پارە', 'بە ژمارەی مۆبایل لە چەند چرکەیەکدا بۆ هەر جزدانێک بنێرە، شەو بێت یان ڕۆژ.'],
      ['پارەدانی پسوولە', 'پسوولەی کارەبا، ئاو، ئینتەرنێت و مۆبایل، لە یەک شوێنەوە.'],
      ['پارەدان بە کۆدی QR', 'کۆدی دوکانەکە سکان بکە و بەبێ پارەی نەختینە یان کارت پارە بدە.'],
      ['دانان و ڕاکێشانی پارە', 'لای بریکارە هاوبەشەکانمان لە سەرانسەری وڵات پارە دابنێ یان ڕابکێشە.'],
      ['پارێزراو لە بنەڕەتەوە', 'چوونەژوورەوەی دوو هەنگاوی، PINی مامەڵە و ئاگادارکردنەوە بۆ هەموو پارەدانێک.'],
      ['پارەدانی خشتەکراو', 'پارەدانی هەفتانە یان مانگانە ڕێکبخە و هیچ وادەیەک لەدەست مەدە.'],
    ],
  },
};
const features = Object.fromEntries(
  (Object.entries(featureTexts) as [Locale, (typeof featureTexts)[Locale]][]).map(([locale, { title, items }]) => [
    locale,
    {
      title,
      items: items.map(([itemTitle, text], i) => ({ icon: featureIcons[i], title: itemTitle, html: p(text) })),
    },
  ]),
);

const stepTexts: PerLocale<{ title: string; steps: [string, string][] }> = {
  en: {
    title: 'How it works',
    steps: [
      ['Open an account', 'Sign up with your mobile number and e-mail address.'],
      ['Activate it', 'Enter the code we send by SMS to confirm your number.'],
      ['Start paying', 'Load money at an agent or by card, then send, pay and top up.'],
    ],
  },
  ar: {
    title: 'كيف تعمل',
    steps: [
      ['افتح حساباً', 'سجّل برقم هاتفك وبريدك الإلكتروني.'],
      ['فعّل حسابك', 'أدخل الرمز الذي نرسله برسالة نصية لتأكيد رقمك.'],
      ['ابدأ الدفع', 'اشحن رصيدك لدى وكيل أو ببطاقة، ثم أرسل وادفع واشحن.'],
    ],
  },
  ku: {
    title: 'چۆن کار دەکات',
    steps: [
      ['هەژمارێک بکەرەوە', 'بە ژمارەی مۆبایل و ئیمەیڵەکەت خۆت تۆمار بکە.'],
      ['چالاکی بکە', 'ئەو کۆدەی بە نامەی کورت دەینێرین بنووسە بۆ پشتڕاستکردنەوەی ژمارەکەت.'],
      ['دەست بە پارەدان بکە', 'لای بریکارێک یان بە کارت پارە بخەرە سەر جزدانەکەت، پاشان بنێرە و پارە بدە.'],
    ],
  },
};
const howItWorks = Object.fromEntries(
  (Object.entries(stepTexts) as [Locale, (typeof stepTexts)[Locale]][]).map(([locale, { title, steps }]) => [
    locale,
    { title, steps: steps.map(([stepTitle, text]) => ({ title: stepTitle, html: p(text) })) },
  ]),
);

const stores = (appStore: string, googlePlay: string) => [
  { store: 'appStore', url: 'https://apps.apple.com/', label: appStore },
  { store: 'googlePlay', url: 'https://play.google.com/store/apps', label: googlePlay },
];
const appDownload: PerLocale<unknown> = {
  en: {
    title: 'Take your wallet with you',
    html: p('The mobile app has everything the portal has, with your QR code always at hand.'),
    stores: stores('Download on the App Store', 'Get it on Google Play'),
    image: { src: '/landing/app.svg', alt: 'The wallet app on a phone, showing the QR code that receives money' },
  },
  ar: {
    title: 'خذ محفظتك معك',
    html: p('يضم تطبيق الهاتف كل ما في البوابة، مع رمز QR الخاص بك في متناول يدك دائماً.'),
    stores: stores('حمّله من App Store', 'احصل عليه من Google Play'),
    image: { src: '/landing/app.svg', alt: 'تطبيق المحفظة على هاتف يعرض رمز QR لاستلام الأموال' },
  },
  ku: {
    title: 'جزدانەکەت لەگەڵ خۆت ببە',
    html: p('ئەپی مۆبایل هەموو ئەو شتانەی پۆرتاڵەکەی تێدایە، لەگەڵ کۆدی QRەکەت کە هەمیشە لە بەردەستتە.'),
    stores: stores('لە App Store دایبگرە', 'لە Google Play وەریبگرە'),
    image: { src: '/landing/app.svg', alt: 'ئەپی جزدان لەسەر مۆبایلێک کە کۆدی QR بۆ وەرگرتنی پارە پیشان دەدات' },
  },
};

const partnerNames = ['Tigris Bank', 'Zagros Telecom', 'Euphrates Power', 'Babylon Markets'];
const partnerFiles = ['tigris', 'zagros', 'euphrates', 'babylon'];
const logoWord: PerLocale<(name: string) => string> = {
  en: (name) => `${name} logo`,
  ar: (name) => `شعار ${name}`,
  ku: (name) => `لۆگۆی ${name}`,
};
const partnerTitles: PerLocale<string> = {
  en: 'Trusted by our partners',
  ar: 'شركاؤنا يثقون بنا',
  ku: 'هاوبەشەکانمان متمانەمان پێدەکەن',
};
const partners = Object.fromEntries(
  (['en', 'ar', 'ku'] as const).map((locale) => [
    locale,
    {
      title: partnerTitles[locale],
      logos: partnerNames.map((name, i) => ({
        image: { src: `/landing/partner-${partnerFiles[i] ?? ''}.svg`, alt: logoWord[locale](name) },
      })),
    },
  ]),
);

const callToAction: PerLocale<unknown> = {
  en: {
    title: 'Ready to start?',
    html: p('Opening an account takes two minutes and costs nothing.'),
    action: 'signUp',
    label: 'Open your free account',
  },
  ar: {
    title: 'هل أنت مستعد للبدء؟',
    html: p('فتح الحساب يستغرق دقيقتين ولا يكلّفك شيئاً.'),
    action: 'signUp',
    label: 'أنشئ حسابك المجاني',
  },
  ku: {
    title: 'ئامادەی دەست پێ بکەیت؟',
    html: p('کردنەوەی هەژمار دوو خولەک دەخایەنێت و هیچی تێناچێت.'),
    action: 'signUp',
    label: 'هەژمارە بێبەرامبەرەکەت دروست بکە',
  },
};

/** A type this portal does not draw (a newer content service's): served, and skipped by the portal. */
const testimonials = {
  en: { title: 'What our users say', quotes: [{ author: 'Layla', text: 'I pay every bill in a minute.' }] },
};

/** Switched off by the content editors: stored, never served. */
const seasonalOffer: PerLocale<unknown> = {
  en: { title: 'No fees on transfers this month', html: p('The offer has ended.') },
  ar: { title: 'بلا رسوم على التحويلات هذا الشهر', html: p('انتهى العرض.') },
  ku: { title: 'بێ کرێ بۆ گواستنەوەکان لەم مانگەدا', html: p('ئۆفەرەکە کۆتایی هات.') },
};

const blocks: LandingBlockDocument[] = [
  { block_id: 'hero', block_type: 'hero', sort_order: 10, active: true, content: hero },
  { block_id: 'seasonal-offer', block_type: 'hero', sort_order: 15, active: false, content: seasonalOffer },
  { block_id: 'features', block_type: 'features', sort_order: 20, active: true, content: features },
  { block_id: 'how-it-works', block_type: 'howItWorks', sort_order: 30, active: true, content: howItWorks },
  { block_id: 'testimonials', block_type: 'testimonials', sort_order: 35, active: true, content: testimonials },
  { block_id: 'app-download', block_type: 'appDownload', sort_order: 40, active: true, content: appDownload },
  { block_id: 'partners', block_type: 'partners', sort_order: 50, active: true, content: partners },
  { block_id: 'call-to-action', block_type: 'callToAction', sort_order: 60, active: true, content: callToAction },
];

export const seededLandingBlockIds: readonly string[] = blocks.map((b) => b.block_id);

/**
 * The seeded landing blocks, checked when built: each against the served shape, and each language
 * of a known type against that type's content schema, so a block the portal could not draw fails
 * the server's start.
 */
export function seedLandingBlocks(): LandingBlockDocument[] {
  return blocks.map((block) => {
    v.parse(landingBlockSchema, {
      id: block.block_id,
      type: block.block_type,
      sortOrder: block.sort_order,
      content: block.content,
    });
    if (isKnownBlockType(block.block_type)) {
      const schema = landingBlockContentSchemas[block.block_type];
      for (const content of Object.values(block.content)) v.parse(schema, content);
    }
    return structuredClone(block);
  });
}
