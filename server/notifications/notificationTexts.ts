import type { AlertLevel } from '../../src/api/contract/notifications';
import { formatMinor } from '../ledger/ledger';

/**
 * What a notification says, written by the server in every language the sandbox's content
 * speaks (en, ar, ku), so the portal only picks the reader's language (requirements#notifications).
 */
export type Texts = { en: string; ar: string; ku: string };

export interface NoticeTexts {
  title: Texts;
  body: Texts;
  alertLevel: AlertLevel;
}

type Status = 0 | 1 | 2;
type Direction = 'debit' | 'credit' | 'none';

/** requirements#alert-levels by requirements#transaction-status: paid 1 (success), pending 2 (warning), failed 0 (danger). */
const levelOfStatus: Record<Status, AlertLevel> = { 0: 2, 1: 1, 2: 0 };

const titles: Record<Direction, Record<Status, Texts>> = {
  debit: {
    1: { en: 'Money sent', ar: 'تم إرسال المبلغ', ku: 'پارە نێردرا' },
    0: { en: 'Payment pending', ar: 'الدفعة قيد الانتظار', ku: 'پارەدان چاوەڕوانە' },
    2: { en: 'Payment failed', ar: 'فشلت الدفعة', ku: 'پارەدان سەرنەکەوت' },
  },
  credit: {
    1: { en: 'Money received', ar: 'تم استلام مبلغ', ku: 'پارە وەرگیرا' },
    0: { en: 'Incoming money pending', ar: 'مبلغ وارد قيد الانتظار', ku: 'پارەی هاتوو چاوەڕوانە' },
    2: { en: 'Incoming money failed', ar: 'تعذّر استلام المبلغ', ku: 'وەرگرتنی پارە سەرنەکەوت' },
  },
  none: {
    1: { en: 'Request completed', ar: 'اكتمل الطلب', ku: 'داواکاری تەواو بوو' },
    0: { en: 'Request pending', ar: 'الطلب قيد الانتظار', ku: 'داواکاری چاوەڕوانە' },
    2: { en: 'Request failed', ar: 'فشل الطلب', ku: 'داواکاری سەرنەکەوت' },
  },
};

const currencyNames: Record<string, Texts> = { IQD: { en: 'IQD', ar: 'دينار', ku: 'دینار' } };

/** 1234567.50 → 1,234,567.50: amounts read the same in every language (Latin digits, requirements#constants-currency). */
export function groupedAmount(minor: bigint): string {
  const [whole = '0', fraction = '00'] = formatMinor(minor).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '');
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

export interface TransactionNotice {
  direction: Direction;
  status: Status;
  amountMinor: bigint;
  currency: string;
  /** the other side as this party sees it */
  counterparty: string | null;
  /** the service's title, per language */
  service: Readonly<Record<string, string>>;
  /** why it is pending or failed */
  reason: Texts | null;
}

const pick = (text: Readonly<Record<string, string>>, locale: keyof Texts) => text[locale] ?? text.en ?? '';

/** "Money sent" — "10,000.00 IQD to Omar K. — Send money." */
export function transactionTexts(notice: TransactionNotice): NoticeTexts {
  const amount = groupedAmount(notice.amountMinor);
  const body = (locale: keyof Texts, to: string, from: string) => {
    const currency = currencyNames[notice.currency]?.[locale] ?? notice.currency;
    const party =
      notice.counterparty === null || notice.direction === 'none'
        ? ''
        : ` ${notice.direction === 'debit' ? to : from} ${notice.counterparty}`;
    const reason = notice.reason === null ? '' : ` ${notice.reason[locale]}`;
    return `${amount} ${currency}${party} — ${pick(notice.service, locale)}.${reason}`;
  };
  return {
    title: titles[notice.direction][notice.status],
    body: { en: body('en', 'to', 'from'), ar: body('ar', 'إلى', 'من'), ku: body('ku', 'بۆ', 'لە') },
    alertLevel: levelOfStatus[notice.status],
  };
}

export type SecurityEvent =
  'passwordChanged' | 'passwordReset' | 'pinChanged' | 'pinReset' | 'twoFactorEnabled' | 'twoFactorDisabled';

const notYou: Texts = {
  en: 'If this was not you, reset your password now and contact support.',
  ar: 'إن لم تكن أنت، فأعد تعيين كلمة المرور الآن وتواصل مع الدعم.',
  ku: 'ئەگەر تۆ نەبوویت، ئێستا وشەی نهێنییەکەت ڕێکبخەرەوە و پەیوەندی بە پشتگیرییەوە بکە.',
};

const withNotYou = (text: Texts): Texts => ({
  en: `${text.en} ${notYou.en}`,
  ar: `${text.ar} ${notYou.ar}`,
  ku: `${text.ku} ${notYou.ku}`,
});

/**
 * A credential change the owner must hear of, so one they did not make is noticed: warnings
 * (level 2), except switching two-factor on, which only informs (level 4).
 */
export const securityTexts: Record<SecurityEvent, NoticeTexts> = {
  passwordChanged: {
    title: { en: 'Password changed', ar: 'تم تغيير كلمة المرور', ku: 'وشەی نهێنی گۆڕدرا' },
    body: withNotYou({
      en: 'The password of your account was changed.',
      ar: 'تم تغيير كلمة مرور حسابك.',
      ku: 'وشەی نهێنی هەژمارەکەت گۆڕدرا.',
    }),
    alertLevel: 2,
  },
  passwordReset: {
    title: { en: 'Password reset', ar: 'تمت إعادة تعيين كلمة المرور', ku: 'وشەی نهێنی ڕێکخرایەوە' },
    body: withNotYou({
      en: 'Your password was reset with a link sent by e-mail, and every device was signed out.',
      ar: 'تمت إعادة تعيين كلمة المرور برابط أُرسل بالبريد الإلكتروني، وتم تسجيل الخروج من جميع الأجهزة.',
      ku: 'وشەی نهێنییەکەت بە بەستەرێکی ئیمەیڵ ڕێکخرایەوە و لە هەموو ئامێرەکان چوویتە دەرەوە.',
    }),
    alertLevel: 2,
  },
  pinChanged: {
    title: { en: 'Transaction PIN changed', ar: 'تم تغيير رمز المعاملات', ku: 'PINی مامەڵە گۆڕدرا' },
    body: withNotYou({
      en: 'The transaction PIN of your wallet was changed.',
      ar: 'تم تغيير رمز المعاملات لمحفظتك.',
      ku: 'PINی مامەڵەی جزدانەکەت گۆڕدرا.',
    }),
    alertLevel: 2,
  },
  pinReset: {
    title: { en: 'Transaction PIN reset', ar: 'تمت إعادة تعيين رمز المعاملات', ku: 'PINی مامەڵە ڕێکخرایەوە' },
    body: withNotYou({
      en: 'The transaction PIN of your wallet was reset with a code sent to your phone.',
      ar: 'تمت إعادة تعيين رمز المعاملات لمحفظتك برمز أُرسل إلى هاتفك.',
      ku: 'PINی مامەڵەی جزدانەکەت بە کۆدێکی نێردراو بۆ مۆبایلەکەت ڕێکخرایەوە.',
    }),
    alertLevel: 2,
  },
  twoFactorEnabled: {
    title: {
      en: 'Two-step verification on',
      ar: 'تم تفعيل التحقق بخطوتين',
      ku: 'پشتڕاستکردنەوەی دوو هەنگاوی چالاک کرا',
    },
    body: {
      en: 'Signing in now also asks for a code from your authenticator app.',
      ar: 'يطلب تسجيل الدخول الآن أيضًا رمزًا من تطبيق المصادقة.',
      ku: 'چوونەژوورەوە ئێستا کۆدێکی ئەپی پشتڕاستکردنەوەش داوا دەکات.',
    },
    alertLevel: 4,
  },
  twoFactorDisabled: {
    title: {
      en: 'Two-step verification off',
      ar: 'تم إيقاف التحقق بخطوتين',
      ku: 'پشتڕاستکردنەوەی دوو هەنگاوی ناچالاک کرا',
    },
    body: withNotYou({
      en: 'Signing in no longer asks for a code from your authenticator app.',
      ar: 'لم يعد تسجيل الدخول يطلب رمزًا من تطبيق المصادقة.',
      ku: 'چوونەژوورەوە چیتر کۆدی ئەپی پشتڕاستکردنەوە داوا ناکات.',
    }),
    alertLevel: 2,
  },
};
