import type { Texts } from './types';

/** What the sandbox's partners answer when they refuse (status 2) or hold (status 0) a transaction. */

/** Billers, operators, merchants and wallet providers (plans/payments.ts). */
export const rejections = {
  operator: {
    en: 'The operator rejected this mobile number.',
    ar: 'رفض المشغّل رقم الهاتف هذا.',
    ku: 'کۆمپانیای پەیوەندی ئەم ژمارە مۆبایلەی ڕەتکردەوە.',
  },
  biller: {
    en: 'The biller did not accept this account number.',
    ar: 'لم تقبل الجهة المُصدِرة للفاتورة رقم الحساب هذا.',
    ku: 'دەرکەری پسوولەکە ئەم ژمارەی هەژمارەی قبووڵ نەکرد.',
  },
  outOfStock: {
    en: 'This product is out of stock.',
    ar: 'هذا المنتج غير متوفر حاليًا.',
    ku: 'ئەم بەرهەمە لە ئێستادا بەردەست نییە.',
  },
  merchant: {
    en: 'The merchant did not accept this invoice.',
    ar: 'لم يقبل التاجر هذه الفاتورة.',
    ku: 'بازرگانەکە ئەم پسوولەیەی قبووڵ نەکرد.',
  },
  provider: {
    en: 'The wallet provider rejected this wallet number.',
    ar: 'رفض مزوّد المحفظة رقم المحفظة هذا.',
    ku: 'دابینکەری جزدانەکە ئەم ژمارە جزدانەی ڕەتکردەوە.',
  },
} as const satisfies Record<string, Texts>;

/** Banks and card issuers (plans/banking.ts). */
export const bankMessages = {
  bankDeclined: {
    en: 'The bank declined the transfer: the bank account does not have enough money.',
    ar: 'رفض المصرف التحويل: لا يوجد رصيد كافٍ في الحساب المصرفي.',
    ku: 'بانکەکە گواستنەوەکەی ڕەتکردەوە: پارەی پێویست لە هەژمارە بانکییەکەدا نییە.',
  },
  /** requirements#payment-results: the card is typed on the gateway's page, not in the form */
  cardPage: {
    en: 'Card, on the secure payment page',
    ar: 'بطاقة، في صفحة الدفع الآمنة',
    ku: 'کارت، لە پەڕەی پارەدانی پارێزراو',
  },
  cardDeclined: {
    en: 'The card issuer declined the payment.',
    ar: 'رفضت الجهة المُصدِرة للبطاقة عملية الدفع.',
    ku: 'دەرکەری کارتەکە پارەدانەکەی ڕەتکردەوە.',
  },
  pendingReview: {
    en: 'Bank transfers above 1,000,000.00 IQD are reviewed before they are sent: this one is pending.',
    ar: 'تُراجَع التحويلات المصرفية التي تتجاوز 1,000,000.00 دينار قبل إرسالها: هذا التحويل قيد الانتظار.',
    ku: 'گواستنەوە بانکییەکانی سەرووی 1,000,000.00 دینار پێش ناردن پێداچوونەوەیان بۆ دەکرێت: ئەمە چاوەڕوانە.',
  },
  bankUnconfirmed: {
    en: 'The bank could not confirm this account.',
    ar: 'تعذّر على المصرف تأكيد هذا الحساب.',
    ku: 'بانکەکە نەیتوانی ئەم هەژمارە پشتڕاست بکاتەوە.',
  },
} as const satisfies Record<string, Texts>;
