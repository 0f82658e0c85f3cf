/**
 * Every text of the seeded service forms, in the portal's three languages (Kurdish is Sorani in
 * Arabic script, like the rest of the seeds). One place, so a form never carries an untranslated
 * label and the same field reads the same in every form.
 */
export type Texts = { en: string; ar: string; ku: string };

export const steps = {
  recipient: { en: 'Recipient', ar: 'المستلم', ku: 'وەرگر' },
  amount: { en: 'Amount', ar: 'المبلغ', ku: 'بڕی پارە' },
  review: { en: 'Review and confirm', ar: 'المراجعة والتأكيد', ku: 'پێداچوونەوە و پشتڕاستکردنەوە' },
  details: { en: 'Details', ar: 'التفاصيل', ku: 'وردەکاری' },
  bill: { en: 'Bill', ar: 'الفاتورة', ku: 'پسوولە' },
  product: { en: 'Product', ar: 'المنتج', ku: 'بەرهەم' },
  bankAccount: { en: 'Bank account', ar: 'الحساب المصرفي', ku: 'هەژماری بانکی' },
  source: { en: 'Source of funds', ar: 'مصدر الأموال', ku: 'سەرچاوەی پارە' },
  customer: { en: 'Customer', ar: 'العميل', ku: 'کڕیار' },
  file: { en: 'Payments file', ar: 'ملف الدفعات', ku: 'فایلی پارەدانەکان' },
  points: { en: 'Points', ar: 'النقاط', ku: 'خاڵەکان' },
  holder: { en: 'Account holder', ar: 'صاحب الحساب', ku: 'خاوەنی هەژمار' },
  favourite: { en: 'Favourite', ar: 'المفضّل', ku: 'دڵخواز' },
  merchant: { en: 'Merchant', ar: 'التاجر', ku: 'بازرگان' },
} as const satisfies Record<string, Texts>;

export const labels = {
  recipientMode: { en: 'Send to', ar: 'الإرسال إلى', ku: 'ناردن بۆ' },
  modeMobile: { en: 'A mobile number', ar: 'رقم هاتف', ku: 'ژمارەی مۆبایل' },
  modeFavourite: { en: 'One of my favourites', ar: 'أحد المفضّلين لديّ', ku: 'یەکێک لە دڵخوازەکانم' },
  modeRecent: {
    en: 'Someone I paid recently',
    ar: 'شخص دفعت له مؤخرًا',
    ku: 'کەسێک کە لەم دواییانەدا پارەم بۆ ناردووە',
  },
  recipientMobile: { en: "Recipient's mobile number", ar: 'رقم هاتف المستلم', ku: 'ژمارەی مۆبایلی وەرگر' },
  favouriteMobile: { en: 'Favourite', ar: 'المفضّل', ku: 'دڵخواز' },
  recentMobile: { en: 'Recent recipient', ar: 'مستلم حديث', ku: 'وەرگری ئەم دواییە' },
  recipientName: { en: "Recipient's name", ar: 'اسم المستلم', ku: 'ناوی وەرگر' },
  agentMobile: { en: "Agent's mobile number", ar: 'رقم هاتف الوكيل', ku: 'ژمارەی مۆبایلی بریکار' },
  agentName: { en: "Agent's name", ar: 'اسم الوكيل', ku: 'ناوی بریکار' },
  amount: { en: 'Amount (IQD)', ar: 'المبلغ (دينار)', ku: 'بڕ (دینار)' },
  note: { en: 'Note (optional)', ar: 'ملاحظة (اختيارية)', ku: 'تێبینی (ئارەزوومەندانە)' },
  fee: { en: 'Fee', ar: 'الرسوم', ku: 'کرێ' },
  total: { en: 'Total', ar: 'المجموع', ku: 'کۆی گشتی' },
  transactionId: { en: 'Transaction ID', ar: 'رقم المعاملة', ku: 'ناسنامەی مامەڵە' },
  date: { en: 'Date', ar: 'التاريخ', ku: 'بەروار' },
  balanceAfter: { en: 'Balance after', ar: 'الرصيد بعد المعاملة', ku: 'باڵانس دوای مامەڵە' },
  recipient: { en: 'Recipient', ar: 'المستلم', ku: 'وەرگر' },
  merchantId: { en: 'Merchant ID (10 digits)', ar: 'رقم التاجر (10 أرقام)', ku: 'ناسنامەی بازرگان (10 ژمارە)' },
  merchantName: { en: 'Merchant', ar: 'التاجر', ku: 'بازرگان' },
  businessId: {
    en: 'Business wallet ID (10 digits)',
    ar: 'رقم محفظة الشركة (10 أرقام)',
    ku: 'ناسنامەی جزدانی کۆمپانیا (10 ژمارە)',
  },
  businessName: { en: 'Business', ar: 'الشركة', ku: 'کۆمپانیا' },
  reference: { en: 'Invoice or reference number', ar: 'رقم الفاتورة أو المرجع', ku: 'ژمارەی پسوولە یان سەرچاوە' },
  customerMobile: { en: "Customer's mobile number", ar: 'رقم هاتف العميل', ku: 'ژمارەی مۆبایلی کڕیار' },
  customerName: { en: "Customer's name", ar: 'اسم العميل', ku: 'ناوی کڕیار' },
  operator: { en: 'Mobile operator', ar: 'مشغّل الهاتف', ku: 'کۆمپانیای پەیوەندی' },
  mobileNumber: { en: 'Mobile number', ar: 'رقم الهاتف', ku: 'ژمارەی مۆبایل' },
  product: { en: 'Product', ar: 'المنتج', ku: 'بەرهەم' },
  billType: { en: 'Bill type', ar: 'نوع الفاتورة', ku: 'جۆری پسوولە' },
  postpaidNumber: { en: 'Post-paid mobile number', ar: 'رقم الهاتف بالدفع الآجل', ku: 'ژمارەی مۆبایلی پارەدانی دواتر' },
  subscriberId: { en: 'Subscriber number', ar: 'رقم المشترك', ku: 'ژمارەی بەشداربوو' },
  category: { en: 'Category', ar: 'الفئة', ku: 'پۆل' },
  brand: { en: 'Brand', ar: 'العلامة التجارية', ku: 'براند' },
  voucherTotal: { en: 'Price with fee', ar: 'السعر مع الرسوم', ku: 'نرخ لەگەڵ کرێ' },
  voucherPrice: { en: 'Price', ar: 'السعر', ku: 'نرخ' },
  quantity: { en: 'Quantity', ar: 'الكمية', ku: 'ژمارەی دانە' },
  email: {
    en: 'E-mail for the codes (optional)',
    ar: 'البريد الإلكتروني لاستلام الرموز (اختياري)',
    ku: 'ئیمەیڵ بۆ کۆدەکان (ئارەزوومەندانە)',
  },
  voucherPin: { en: 'Voucher PIN', ar: 'الرقم السري للقسيمة', ku: 'کۆدی کوپۆن' },
  serialNumber: { en: 'Serial number', ar: 'الرقم التسلسلي', ku: 'ژمارەی زنجیرە' },
  voucherCodes: { en: 'Voucher codes', ar: 'رموز القسائم', ku: 'کۆدەکانی کوپۆن' },
  externalMerchant: { en: 'Merchant', ar: 'التاجر', ku: 'بازرگان' },
  invoiceNumber: { en: 'Invoice number', ar: 'رقم الفاتورة', ku: 'ژمارەی پسوولە' },
  walletProvider: { en: 'Wallet provider', ar: 'مزوّد المحفظة', ku: 'دابینکەری جزدان' },
  walletNumber: { en: 'Wallet number (mobile)', ar: 'رقم المحفظة (الهاتف)', ku: 'ژمارەی جزدان (مۆبایل)' },
  bankAccountId: { en: 'Bank account', ar: 'الحساب المصرفي', ku: 'هەژماری بانکی' },
  source: { en: 'Pay in from', ar: 'الإيداع من', ku: 'پارە دانان لە' },
  sourceBank: { en: 'A linked bank account', ar: 'حساب مصرفي مرتبط', ku: 'هەژمارێکی بانکیی بەستراو' },
  sourceCard: { en: 'A debit or credit card', ar: 'بطاقة خصم أو ائتمان', ku: 'کارتی دێبیت یان کرێدیت' },
  cardNumber: { en: 'Card number', ar: 'رقم البطاقة', ku: 'ژمارەی کارت' },
  cardExpiry: { en: 'Expiry (MM/YY)', ar: 'تاريخ الانتهاء (شهر/سنة)', ku: 'بەسەرچوون (مانگ/ساڵ)' },
  cardHolder: { en: 'Name on the card', ar: 'الاسم على البطاقة', ku: 'ناو لەسەر کارت' },
  cvv: { en: 'Security code (CVV)', ar: 'رمز الأمان (CVV)', ku: 'کۆدی پاراستن (CVV)' },
  bankCode: { en: 'Bank', ar: 'المصرف', ku: 'بانک' },
  bankAccountNumber: { en: 'Account number (12 digits)', ar: 'رقم الحساب (12 رقمًا)', ku: 'ژمارەی هەژمار (12 ژمارە)' },
  confirmAccountNumber: {
    en: 'Account number again',
    ar: 'أعد إدخال رقم الحساب',
    ku: 'دووبارە ژمارەی هەژمار بنووسە',
  },
  accountName: { en: "Account holder's name", ar: 'اسم صاحب الحساب', ku: 'ناوی خاوەنی هەژمار' },
  dateOfBirth: {
    en: "Account holder's date of birth",
    ar: 'تاريخ ميلاد صاحب الحساب',
    ku: 'بەرواری لەدایکبوونی خاوەنی هەژمار',
  },
  statement: {
    en: 'Recent bank statement (PDF, JPEG or PNG)',
    ar: 'كشف حساب حديث (PDF أو JPEG أو PNG)',
    ku: 'دوایین کەشفی هەژمار (PDF، JPEG یان PNG)',
  },
  termsLink: { en: 'Read the terms of service', ar: 'اقرأ شروط الخدمة', ku: 'مەرجەکانی خزمەتگوزاری بخوێنەوە' },
  acceptTerms: {
    en: 'I accept the terms of service',
    ar: 'أوافق على شروط الخدمة',
    ku: 'مەرجەکانی خزمەتگوزاری قبووڵ دەکەم',
  },
  nickname: { en: 'Nickname', ar: 'الاسم المختصر', ku: 'نازناو' },
  favouriteName: { en: 'Wallet holder', ar: 'صاحب المحفظة', ku: 'خاوەنی جزدان' },
  points: { en: 'Points to redeem', ar: 'النقاط المراد استبدالها', ku: 'ئەو خاڵانەی دەیانگۆڕیتەوە' },
  pointsBefore: { en: 'Points now', ar: 'النقاط الحالية', ku: 'خاڵەکانی ئێستا' },
  pointsLeft: { en: 'Points left', ar: 'النقاط المتبقية', ku: 'خاڵە ماوەکان' },
  fileId: {
    en: 'Payments file (CSV: mobile,amount per line)',
    ar: 'ملف الدفعات (CSV: الهاتف،المبلغ في كل سطر)',
    ku: 'فایلی پارەدانەکان (CSV: مۆبایل،بڕ لە هەر دێڕێک)',
  },
  batchReference: {
    en: 'Batch description (optional)',
    ar: 'وصف الدفعة (اختياري)',
    ku: 'وەسفی کۆمەڵە (ئارەزوومەندانە)',
  },
  confirmFile: {
    en: 'I checked the file: every number and amount is right',
    ar: 'تحققت من الملف: جميع الأرقام والمبالغ صحيحة',
    ku: 'فایلەکەم پشکنی: هەموو ژمارە و بڕەکان دروستن',
  },
  recipients: { en: 'Recipients', ar: 'المستلمون', ku: 'وەرگرەکان' },
  payments: { en: 'Payments', ar: 'الدفعات', ku: 'پارەدانەکان' },
  bankReference: { en: 'Bank reference', ar: 'مرجع المصرف', ku: 'سەرچاوەی بانک' },
  billReference: { en: 'Bill reference', ar: 'مرجع الفاتورة', ku: 'سەرچاوەی پسوولە' },
  paymentReference: { en: 'Payment reference', ar: 'مرجع الدفع', ku: 'سەرچاوەی پارەدان' },
  bank: { en: 'Bank', ar: 'المصرف', ku: 'بانک' },
  card: { en: 'Card', ar: 'البطاقة', ku: 'کارت' },
} as const satisfies Record<string, Texts>;

export const placeholders = {
  mobile: { en: '7701234567', ar: '7701234567', ku: '7701234567' },
  amount: { en: '25000', ar: '25000', ku: '25000' },
  walletId: { en: '1000000008', ar: '1000000008', ku: '1000000008' },
  cardNumber: { en: '4111 1111 1111 1111', ar: '4111 1111 1111 1111', ku: '4111 1111 1111 1111' },
  cardExpiry: { en: 'MM/YY', ar: 'MM/YY', ku: 'MM/YY' },
} as const satisfies Record<string, Texts>;

export const messages = {
  reference: {
    en: 'Letters, digits, spaces and . / - _ only (up to 35).',
    ar: 'أحرف وأرقام ومسافات و . / - _ فقط (حتى 35).',
    ku: 'تەنها پیت، ژمارە، بۆشایی و . / - _ (تا 35).',
  },
  invoice: {
    en: '4 to 20 letters, digits or dashes.',
    ar: 'من 4 إلى 20 حرفًا أو رقمًا أو شرطة.',
    ku: '4 تا 20 پیت، ژمارە یان هێڵ.',
  },
  walletId: { en: 'A wallet ID has 10 digits.', ar: 'رقم المحفظة مكوّن من 10 أرقام.', ku: 'ناسنامەی جزدان 10 ژمارەیە.' },
  subscriber: { en: '6 to 12 digits.', ar: 'من 6 إلى 12 رقمًا.', ku: '6 تا 12 ژمارە.' },
  accountNumber: {
    en: 'An account number has 12 digits.',
    ar: 'رقم الحساب مكوّن من 12 رقمًا.',
    ku: 'ژمارەی هەژمار 12 ژمارەیە.',
  },
  accountMatch: {
    en: 'The account numbers do not match.',
    ar: 'رقما الحساب غير متطابقين.',
    ku: 'ژمارەکانی هەژمار وەک یەک نین.',
  },
  cardExpiry: { en: 'Month and year, as MM/YY.', ar: 'الشهر والسنة بصيغة MM/YY.', ku: 'مانگ و ساڵ، وەک MM/YY.' },
  cvv: { en: '3 or 4 digits.', ar: '3 أو 4 أرقام.', ku: '3 یان 4 ژمارە.' },
  name: { en: 'Letters and spaces only.', ar: 'أحرف ومسافات فقط.', ku: 'تەنها پیت و بۆشایی.' },
  points: { en: 'Whole hundreds of points.', ar: 'مئات كاملة من النقاط.', ku: 'سەدانی تەواو لە خاڵ.' },
  airtime: { en: 'Multiples of 250 IQD.', ar: 'مضاعفات 250 دينارًا.', ku: 'چەندجارەی 250 دینار.' },
} as const satisfies Record<string, Texts>;

export const descriptions = {
  recentMobile: {
    en: 'The last people you paid by mobile number (send money or a transfer).',
    ar: 'آخر الأشخاص الذين دفعت لهم برقم الهاتف (إرسال الأموال أو التحويل).',
    ku: 'دوایین ئەو کەسانەی بە ژمارەی مۆبایل پارەت بۆ ناردوون (ناردنی پارە یان گواستنەوە).',
  },
  recipientName: {
    en: 'Check the name before you continue.',
    ar: 'تحقّق من الاسم قبل المتابعة.',
    ku: 'پێش بەردەوامبوون ناوەکە بپشکنە.',
  },
  customerCode: {
    en: 'The customer receives a code by SMS and tells it to you at the counter.',
    ar: 'يتلقى العميل رمزًا برسالة نصية ويخبرك به عند الشباك.',
    ku: 'کڕیار کۆدێک بە نامە وەردەگرێت و لە پێشخانەکە پێت دەڵێت.',
  },
  statement: {
    en: 'Dated in the last three months, showing the account number and the holder’s name.',
    ar: 'بتاريخ خلال الأشهر الثلاثة الأخيرة، يُظهر رقم الحساب واسم صاحبه.',
    ku: 'بەرواری سێ مانگی ڕابردوو، ژمارەی هەژمار و ناوی خاوەنەکەی تێدا بێت.',
  },
  disbursementFile: {
    en: 'One payment per line: a 10-digit mobile number, a comma, the amount. At most 500 lines.',
    ar: 'دفعة واحدة في كل سطر: رقم هاتف من 10 أرقام ثم فاصلة ثم المبلغ. 500 سطر كحد أقصى.',
    ku: 'لە هەر دێڕێک یەک پارەدان: ژمارەی مۆبایلی 10 ژمارەیی، کۆما، پاشان بڕ. زۆرترین 500 دێڕ.',
  },
  loyalty: {
    en: 'Each point is worth 5 IQD, paid into your wallet at once.',
    ar: 'قيمة كل نقطة 5 دنانير، تُضاف إلى محفظتك فورًا.',
    ku: 'هەر خاڵێک 5 دینارە و دەستبەجێ دەخرێتە جزدانەکەت.',
  },
  bankReview: {
    en: 'Transfers above 1,000,000 IQD are reviewed before they reach the bank.',
    ar: 'تُراجَع التحويلات التي تتجاوز 1,000,000 دينار قبل وصولها إلى المصرف.',
    ku: 'گواستنەوەکانی سەرووی 1,000,000 دینار پێش گەیشتن بە بانک پێداچوونەوەیان بۆ دەکرێت.',
  },
} as const satisfies Record<string, Texts>;

/** requirements#receipt-completion: what a service that moves no money says when it is done. */
export const completions = {
  favourite: {
    title: { en: 'Favourite saved', ar: 'تم حفظ المفضّل', ku: 'دڵخوازەکە پاشەکەوت کرا' },
    again: { en: 'Save another favourite', ar: 'حفظ مفضّل آخر', ku: 'دڵخوازێکی تر پاشەکەوت بکە' },
  },
} satisfies Record<string, { title: Texts; again: Texts }>;
