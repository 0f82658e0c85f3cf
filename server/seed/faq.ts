import * as v from 'valibot';
import { faqCategorySchema, faqQuestionSchema, type FaqCategory, type FaqQuestion } from '../../src/api/contract/faq';
import type { Queryable } from '../db/types';
import { storeFaq } from '../faq/faq';

/**
 * The seeded FAQ (requirements#faq): six categories and their questions in English, Arabic and
 * Kurdish (Sorani). Answers carry a little HTML (paragraphs, emphasis, lists, an in-portal link),
 * which the portal sanitises like every content page.
 */

type Texts = readonly [en: string, ar: string, ku: string];
type Pair = readonly [question: string, answer: string];

const category = (category_id: number, [en, ar, ku]: Texts): FaqCategory => ({
  category_id,
  sort_order: category_id,
  locale: { en: { name: en }, ar: { name: ar }, ku: { name: ku } },
});

let nextId = 1;
const perCategory = new Map<number, number>();
const qa = (categoryId: number, en: Pair, ar: Pair, ku: Pair): FaqQuestion => {
  const order = (perCategory.get(categoryId) ?? 0) + 1;
  perCategory.set(categoryId, order);
  return {
    faq_id: nextId++,
    category_id: categoryId,
    sort_order: order,
    locale: {
      en: { question: en[0], answer: en[1] },
      ar: { question: ar[0], answer: ar[1] },
      ku: { question: ku[0], answer: ku[1] },
    },
  };
};

const GETTING_STARTED = 1;
const SENDING = 2;
const BILLS = 3;
const SECURITY = 4;
const FEES = 5;
const AGENTS = 6;

export const faqCategories: readonly FaqCategory[] = [
  category(GETTING_STARTED, ['Getting started', 'البدء', 'دەستپێکردن']),
  category(SENDING, ['Sending and receiving money', 'إرسال الأموال واستلامها', 'ناردن و وەرگرتنی پارە']),
  category(BILLS, ['Top-ups and bills', 'شحن الرصيد والفواتير', 'پڕکردنەوە و پسوولەکان']),
  category(SECURITY, ['Security and PIN', 'الأمان ورمز PIN', 'ئاسایش و PIN']),
  category(FEES, ['Fees and limits', 'الرسوم والحدود', 'کرێ و سنوورەکان']),
  category(AGENTS, ['Agents and cash', 'الوكلاء والنقد', 'بریکاران و پارەی نەختینە']),
];

export const faqQuestions: readonly FaqQuestion[] = [
  qa(
    GETTING_STARTED,
    [
      'How do I open a wallet account?',
      '<p>Choose <strong>Sign up</strong>, enter your mobile number and a password, then confirm the code we send by SMS.</p>',
    ],
    [
      'كيف أفتح حساب محفظة؟',
      '<p>اختر <strong>إنشاء حساب</strong>، وأدخل رقم هاتفك وكلمة مرور، ثم أكّد الرمز الذي نرسله برسالة قصيرة.</p>',
    ],
    [
      'چۆن هەژمارێکی جزدان بکەمەوە؟',
      '<p><strong>خۆتۆمارکردن</strong> هەڵبژێرە، ژمارەی مۆبایل و وشەی نهێنی بنووسە، پاشان ئەو کۆدەی بە SMS دەینێرین پشتڕاست بکەرەوە.</p>',
    ],
  ),
  qa(
    GETTING_STARTED,
    [
      'Which documents do I need to verify my account?',
      '<p>A valid national ID card or passport and a clear selfie. Verified accounts get higher limits.</p>',
    ],
    [
      'ما المستندات التي أحتاجها لتوثيق حسابي؟',
      '<p>بطاقة هوية وطنية سارية أو جواز سفر وصورة شخصية واضحة. تحصل الحسابات الموثّقة على حدود أعلى.</p>',
    ],
    [
      'بۆ پشتڕاستکردنەوەی هەژمارەکەم چ بەڵگەنامەیەکم پێویستە؟',
      '<p>کارتی نیشتمانیی دروست یان پاسپۆرت و وێنەیەکی ڕوونی خۆت. هەژمارە پشتڕاستکراوەکان سنووری بەرزتریان هەیە.</p>',
    ],
  ),
  qa(
    GETTING_STARTED,
    [
      'How do I change the language of the portal?',
      '<p>Open the preferences menu at the top of any page and pick English, العربية or کوردی.</p>',
    ],
    ['كيف أغيّر لغة البوابة؟', '<p>افتح قائمة التفضيلات أعلى أي صفحة واختر English أو العربية أو کوردی.</p>'],
    [
      'چۆن زمانی پۆرتاڵەکە بگۆڕم؟',
      '<p>لیستی هەڵبژاردنەکان لە سەرەوەی هەر پەڕەیەک بکەرەوە و English یان العربية یان کوردی هەڵبژێرە.</p>',
    ],
  ),
  qa(
    GETTING_STARTED,
    [
      'I did not receive the activation code. What should I do?',
      '<p>Wait until the timer ends, then choose <strong>Resend code</strong>. Check that your mobile number is correct.</p>',
    ],
    [
      'لم يصلني رمز التفعيل. ماذا أفعل؟',
      '<p>انتظر حتى ينتهي المؤقت، ثم اختر <strong>إعادة إرسال الرمز</strong>. تأكّد من صحة رقم هاتفك.</p>',
    ],
    [
      'کۆدی چالاککردنم پێ نەگەیشت. چی بکەم؟',
      '<p>چاوەڕێ بکە تا کاتژمێرەکە تەواو دەبێت، پاشان <strong>ناردنەوەی کۆد</strong> هەڵبژێرە. دڵنیابە ژمارەی مۆبایلەکەت دروستە.</p>',
    ],
  ),
  qa(
    GETTING_STARTED,
    [
      'Can I use the same account on my phone and on the web?',
      '<p>Yes. Sign in with the same mobile number and password in the app or in the web portal.</p>',
    ],
    [
      'هل يمكنني استخدام الحساب نفسه على هاتفي وعلى الويب؟',
      '<p>نعم. سجّل الدخول بالرقم نفسه وكلمة المرور نفسها في التطبيق أو في بوابة الويب.</p>',
    ],
    [
      'دەتوانم هەمان هەژمار لە مۆبایل و وێب بەکاربهێنم؟',
      '<p>بەڵێ. بە هەمان ژمارەی مۆبایل و وشەی نهێنی لە ئەپەکە یان پۆرتاڵی وێب بچۆ ژوورەوە.</p>',
    ],
  ),
  qa(
    SENDING,
    [
      'How do I send money to another wallet?',
      '<p>Choose <strong>Send money</strong>, enter the recipient’s mobile number and the amount, check the fee, then confirm with your transaction PIN.</p>',
    ],
    [
      'كيف أرسل الأموال إلى محفظة أخرى؟',
      '<p>اختر <strong>إرسال الأموال</strong>، وأدخل رقم هاتف المستلم والمبلغ، وراجع الرسوم، ثم أكّد برمز المعاملات.</p>',
    ],
    [
      'چۆن پارە بۆ جزدانێکی تر بنێرم؟',
      '<p><strong>ناردنی پارە</strong> هەڵبژێرە، ژمارەی مۆبایلی وەرگر و بڕەکە بنووسە، کرێکە ببینە، پاشان بە PIN ـی مامەڵە پشتڕاستی بکەرەوە.</p>',
    ],
  ),
  qa(
    SENDING,
    [
      'How long does a transfer take?',
      '<p>Transfers between wallets arrive <strong>instantly</strong>. Transfers to a bank account can take up to one working day.</p>',
    ],
    [
      'كم يستغرق التحويل؟',
      '<p>تصل التحويلات بين المحافظ <strong>فورًا</strong>. قد يستغرق التحويل إلى حساب مصرفي حتى يوم عمل واحد.</p>',
    ],
    [
      'گواستنەوە چەند کاتی دەوێت؟',
      '<p>گواستنەوە لە نێوان جزدانەکان <strong>دەستبەجێ</strong> دەگات. گواستنەوە بۆ هەژماری بانکی تا ڕۆژێکی کار دەخایەنێت.</p>',
    ],
  ),
  qa(
    SENDING,
    [
      'I sent money to the wrong number. Can I cancel it?',
      '<p>A completed transfer cannot be reversed from the portal. Contact us at once with the transaction ID and we will try to help.</p>',
    ],
    [
      'أرسلت أموالًا إلى رقم خاطئ. هل يمكنني إلغاؤها؟',
      '<p>لا يمكن عكس تحويل مكتمل من البوابة. تواصل معنا فورًا مع رقم المعاملة وسنحاول المساعدة.</p>',
    ],
    [
      'پارەم بۆ ژمارەیەکی هەڵە نارد. دەتوانم هەڵیبوەشێنمەوە؟',
      '<p>گواستنەوەیەکی تەواوبوو لە پۆرتاڵەکەوە ناگەڕێتەوە. دەستبەجێ لەگەڵ ژمارەی مامەڵەکە پەیوەندیمان پێوە بکە و هەوڵی یارمەتیدان دەدەین.</p>',
    ],
  ),
  qa(
    SENDING,
    [
      'How do I receive money with my QR code?',
      '<p>Open <strong>My QR code</strong> and let the payer scan it, or download it and share the image.</p>',
    ],
    [
      'كيف أستلم الأموال برمز QR الخاص بي؟',
      '<p>افتح <strong>رمز QR الخاص بي</strong> ودع الدافع يمسحه، أو نزّله وشارك الصورة.</p>',
    ],
    [
      'چۆن بە کۆدی QR ـەکەم پارە وەربگرم؟',
      '<p><strong>کۆدی QR ـەکەم</strong> بکەرەوە و با پارەدەر سکانی بکات، یان دایبگرە و وێنەکە بڵاو بکەرەوە.</p>',
    ],
  ),
  qa(
    SENDING,
    [
      'Can I save people I send money to often?',
      '<p>Yes. Recipients you mark as favourites appear in <strong>Beneficiaries</strong>, where you can rename or remove them.</p>',
    ],
    [
      'هل يمكنني حفظ الأشخاص الذين أرسل إليهم الأموال كثيرًا؟',
      '<p>نعم. يظهر المستلمون الذين تضعهم في المفضلة في <strong>المستفيدون</strong>، حيث يمكنك إعادة تسميتهم أو حذفهم.</p>',
    ],
    [
      'دەتوانم ئەو کەسانە پاشەکەوت بکەم کە زۆر پارەیان بۆ دەنێرم؟',
      '<p>بەڵێ. ئەو وەرگرانەی دەیانکەیتە دڵخواز لە <strong>سوودمەندان</strong> دەردەکەون، لەوێ دەتوانیت ناویان بگۆڕیت یان لایان ببەیت.</p>',
    ],
  ),
  qa(
    BILLS,
    [
      'How do I top up my mobile balance?',
      '<p>Choose <strong>Mobile bill payment</strong>, pick your operator, enter the number and the amount, then confirm.</p>',
    ],
    [
      'كيف أشحن رصيد هاتفي؟',
      '<p>اختر <strong>دفع فاتورة الهاتف</strong>، واختر المشغّل، وأدخل الرقم والمبلغ، ثم أكّد.</p>',
    ],
    [
      'چۆن باڵانسی مۆبایلەکەم پڕ بکەمەوە؟',
      '<p><strong>پارەدانی پسوولەی مۆبایل</strong> هەڵبژێرە، کۆمپانیاکەت دیاری بکە، ژمارە و بڕ بنووسە، پاشان پشتڕاستی بکەرەوە.</p>',
    ],
  ),
  qa(
    BILLS,
    [
      'Which bills can I pay from my wallet?',
      '<ul><li>Post-paid mobile and internet</li><li>Electricity and water</li><li>E-vouchers for games and shops</li></ul>',
    ],
    [
      'ما الفواتير التي يمكنني دفعها من محفظتي؟',
      '<ul><li>الهاتف والإنترنت بالدفع الآجل</li><li>الكهرباء والماء</li><li>القسائم الإلكترونية للألعاب والمتاجر</li></ul>',
    ],
    [
      'چ پسوولەیەک دەتوانم لە جزدانەکەمەوە بدەم؟',
      '<ul><li>مۆبایل و ئینتەرنێتی پاشەکی</li><li>کارەبا و ئاو</li><li>کوپۆنی ئەلیکترۆنی بۆ یاری و دوکان</li></ul>',
    ],
  ),
  qa(
    BILLS,
    [
      'Can I schedule a bill payment?',
      '<p>Yes. Use <strong>Scheduled payments</strong> to pay weekly or monthly; you can pause or cancel a schedule at any time.</p>',
    ],
    [
      'هل يمكنني جدولة دفع فاتورة؟',
      '<p>نعم. استخدم <strong>المدفوعات المجدولة</strong> للدفع أسبوعيًا أو شهريًا؛ ويمكنك إيقاف الجدولة مؤقتًا أو إلغاؤها في أي وقت.</p>',
    ],
    [
      'دەتوانم پارەدانی پسوولەیەک خشتە بکەم؟',
      '<p>بەڵێ. <strong>پارەدانە خشتەکراوەکان</strong> بەکاربهێنە بۆ پارەدانی هەفتانە یان مانگانە؛ هەر کاتێک دەتوانیت ڕایبگریت یان هەڵیبوەشێنیتەوە.</p>',
    ],
  ),
  qa(
    BILLS,
    [
      'My top-up failed but my balance went down. What now?',
      '<p>A failed top-up is refunded automatically within a few minutes. If not, contact us with the transaction ID.</p>',
    ],
    [
      'فشل الشحن لكن رصيدي نقص. ماذا الآن؟',
      '<p>يُعاد مبلغ الشحن الفاشل تلقائيًا خلال دقائق. إن لم يحدث، تواصل معنا مع رقم المعاملة.</p>',
    ],
    [
      'پڕکردنەوەکە سەرکەوتوو نەبوو بەڵام باڵانسەکەم کەم بووەوە. ئێستا چی؟',
      '<p>پڕکردنەوەی سەرنەکەوتوو لە چەند خولەکێکدا خۆکارانە دەگەڕێتەوە. ئەگەر نەگەڕایەوە، لەگەڵ ژمارەی مامەڵەکە پەیوەندیمان پێوە بکە.</p>',
    ],
  ),
  qa(
    SECURITY,
    [
      'What is the transaction PIN?',
      '<p>A four-digit code that confirms every payment. It is different from your password: <strong>never share it</strong>.</p>',
    ],
    [
      'ما هو رمز المعاملات PIN؟',
      '<p>رمز من أربعة أرقام يؤكّد كل دفعة. وهو مختلف عن كلمة المرور: <strong>لا تشاركه أبدًا</strong>.</p>',
    ],
    [
      'PIN ـی مامەڵە چییە؟',
      '<p>کۆدێکی چوار ژمارەییە کە هەموو پارەدانێک پشتڕاست دەکاتەوە. جیاوازە لە وشەی نهێنی: <strong>هەرگیز بە کەسی مەدە</strong>.</p>',
    ],
  ),
  qa(
    SECURITY,
    [
      'How do I change my transaction PIN?',
      '<p>Open <strong>Change transaction PIN</strong>, enter your current PIN, then the new one twice.</p>',
    ],
    [
      'كيف أغيّر رمز المعاملات PIN؟',
      '<p>افتح <strong>تغيير رمز المعاملات</strong>، وأدخل الرمز الحالي، ثم الرمز الجديد مرتين.</p>',
    ],
    [
      'چۆن PIN ـی مامەڵەکەم بگۆڕم؟',
      '<p><strong>گۆڕینی PIN ـی مامەڵە</strong> بکەرەوە، PIN ـی ئێستات بنووسە، پاشان PIN ـی نوێ دوو جار.</p>',
    ],
  ),
  qa(
    SECURITY,
    [
      'I forgot my transaction PIN. How do I reset it?',
      '<p>Choose <strong>Reset transaction PIN</strong>. We send a one-time code to your mobile; enter it and choose a new PIN.</p>',
    ],
    [
      'نسيت رمز المعاملات PIN. كيف أعيد تعيينه؟',
      '<p>اختر <strong>إعادة تعيين رمز المعاملات</strong>. نرسل رمزًا لمرة واحدة إلى هاتفك؛ أدخله واختر رمزًا جديدًا.</p>',
    ],
    [
      'PIN ـی مامەڵەکەم لەبیرچووە. چۆن ڕێکی بخەمەوە؟',
      '<p><strong>ڕێکخستنەوەی PIN ـی مامەڵە</strong> هەڵبژێرە. کۆدێکی یەکجاری بۆ مۆبایلەکەت دەنێرین؛ بینووسە و PIN ـێکی نوێ هەڵبژێرە.</p>',
    ],
  ),
  qa(
    SECURITY,
    [
      'How do I turn on two-factor sign-in?',
      '<p>In <strong>My account</strong>, choose two-factor authentication, scan the QR code with an authenticator app and enter the code it shows.</p>',
    ],
    [
      'كيف أفعّل التحقق بخطوتين عند الدخول؟',
      '<p>في <strong>حسابي</strong>، اختر المصادقة الثنائية، وامسح رمز QR بتطبيق المصادقة وأدخل الرمز الذي يعرضه.</p>',
    ],
    [
      'چۆن چوونەژوورەوەی دوو هەنگاوی چالاک بکەم؟',
      '<p>لە <strong>هەژمارەکەم</strong>، ناسینەوەی دوو هەنگاوی هەڵبژێرە، کۆدی QR بە ئەپی ناسینەوە سکان بکە و ئەو کۆدەی پیشانی دەدات بنووسە.</p>',
    ],
  ),
  qa(
    SECURITY,
    [
      'Someone asked me for my password on the phone. Is that you?',
      '<p><strong>No.</strong> We never ask for your password, PIN or one-time codes. Hang up and report it to us.</p>',
    ],
    [
      'طلب مني شخص كلمة المرور عبر الهاتف. هل هذا أنتم؟',
      '<p><strong>لا.</strong> لا نطلب أبدًا كلمة المرور أو رمز PIN أو الرموز لمرة واحدة. أغلق الخط وأبلغنا.</p>',
    ],
    [
      'کەسێک بە تەلەفۆن داوای وشەی نهێنیی لێکردم. ئەوە ئێوەن؟',
      '<p><strong>نەخێر.</strong> هەرگیز داوای وشەی نهێنی، PIN یان کۆدی یەکجاری ناکەین. تەلەفۆنەکە دابخە و ئاگادارمان بکەرەوە.</p>',
    ],
  ),
  qa(
    FEES,
    [
      'Is there a fee to send money?',
      '<p>Sending money between wallets has a small fee shown <strong>before</strong> you confirm. Receiving money is free.</p>',
    ],
    [
      'هل توجد رسوم لإرسال الأموال؟',
      '<p>لإرسال الأموال بين المحافظ رسوم صغيرة تظهر <strong>قبل</strong> التأكيد. استلام الأموال مجاني.</p>',
    ],
    [
      'ناردنی پارە کرێی هەیە؟',
      '<p>ناردنی پارە لە نێوان جزدانەکان کرێیەکی کەمی هەیە کە <strong>پێش</strong> پشتڕاستکردنەوە پیشان دەدرێت. وەرگرتنی پارە بەخۆڕاییە.</p>',
    ],
  ),
  qa(
    FEES,
    [
      'What is my daily limit?',
      '<p>Your daily limit depends on your account level. Verified accounts can send more each day.</p>',
    ],
    ['ما هو حدي اليومي؟', '<p>يعتمد حدك اليومي على مستوى حسابك. يمكن للحسابات الموثّقة إرسال المزيد كل يوم.</p>'],
    [
      'سنووری ڕۆژانەم چەندە؟',
      '<p>سنووری ڕۆژانەت پەیوەستە بە ئاستی هەژمارەکەت. هەژمارە پشتڕاستکراوەکان دەتوانن ڕۆژانە زیاتر بنێرن.</p>',
    ],
  ),
  qa(
    FEES,
    [
      'Why was my payment refused for exceeding a limit?',
      '<p>Each service has a minimum, a maximum and a daily limit. Try a smaller amount, or wait until tomorrow.</p>',
    ],
    ['لماذا رُفضت دفعتي لتجاوز حد؟', '<p>لكل خدمة حد أدنى وحد أقصى وحد يومي. جرّب مبلغًا أصغر، أو انتظر حتى الغد.</p>'],
    [
      'بۆچی پارەدانەکەم ڕەتکرایەوە بەهۆی تێپەڕاندنی سنوور؟',
      '<p>هەر خزمەتگوزارییەک کەمترین و زۆرترین و سنووری ڕۆژانەی هەیە. بڕێکی کەمتر تاقی بکەرەوە، یان تا سبەی چاوەڕێ بکە.</p>',
    ],
  ),
  qa(
    FEES,
    [
      'Are there monthly account fees?',
      '<p>No. Keeping a wallet open is free; you pay only the fees shown for the services you use.</p>',
    ],
    [
      'هل توجد رسوم شهرية على الحساب؟',
      '<p>لا. إبقاء المحفظة مفتوحة مجاني؛ تدفع فقط الرسوم الظاهرة للخدمات التي تستخدمها.</p>',
    ],
    [
      'کرێی مانگانەی هەژمار هەیە؟',
      '<p>نەخێر. کراوە هێشتنەوەی جزدان بەخۆڕاییە؛ تەنها ئەو کرێیانە دەدەیت کە بۆ خزمەتگوزارییەکان پیشان دەدرێن.</p>',
    ],
  ),
  qa(
    AGENTS,
    [
      'Where can I find an agent near me?',
      '<p>Agents display the wallet sign in their shop. Ask at any partner shop or exchange office.</p>',
    ],
    ['أين أجد وكيلًا قريبًا مني؟', '<p>يعرض الوكلاء شعار المحفظة في متاجرهم. اسأل في أي متجر شريك أو مكتب صرافة.</p>'],
    [
      'لە کوێ بریکارێکی نزیک خۆم بدۆزمەوە؟',
      '<p>بریکاران نیشانەی جزدانەکە لە دوکانەکانیان دادەنێن. لە هەر دوکانێکی هاوبەش یان نووسینگەیەکی ئاڵوگۆڕ بپرسە.</p>',
    ],
  ),
  qa(
    AGENTS,
    [
      'How do I cash out at an agent?',
      '<p>Tell the agent the amount, confirm the request on your phone with your PIN, and receive the cash.</p>',
    ],
    ['كيف أسحب النقد لدى وكيل؟', '<p>أخبر الوكيل بالمبلغ، وأكّد الطلب على هاتفك برمز PIN، واستلم النقد.</p>'],
    [
      'چۆن لای بریکار پارە بکێشمەوە؟',
      '<p>بڕەکە بە بریکارەکە بڵێ، داواکارییەکە لە مۆبایلەکەت بە PIN پشتڕاست بکەرەوە، و پارەکە وەربگرە.</p>',
    ],
  ),
  qa(
    AGENTS,
    [
      'How do I deposit cash into my wallet?',
      '<p>Give the cash to an agent with your mobile number. The money arrives in your wallet at once and you get an SMS.</p>',
    ],
    [
      'كيف أودع النقد في محفظتي؟',
      '<p>سلّم النقد إلى وكيل مع رقم هاتفك. يصل المال إلى محفظتك فورًا وتصلك رسالة قصيرة.</p>',
    ],
    [
      'چۆن پارەی نەختینە بخەمە جزدانەکەمەوە؟',
      '<p>پارەکە لەگەڵ ژمارەی مۆبایلەکەت بدە بە بریکارێک. پارەکە دەستبەجێ دەگاتە جزدانەکەت و SMS ـێکت بۆ دێت.</p>',
    ],
  ),
  qa(
    AGENTS,
    [
      'How do I become an agent?',
      '<p>Shops with a trade licence can apply. <a href="https://www.example.org/agents">Read the agent programme</a> and contact us.</p>',
    ],
    [
      'كيف أصبح وكيلًا؟',
      '<p>يمكن للمتاجر التي لديها رخصة تجارية التقديم. <a href="https://www.example.org/agents">اقرأ برنامج الوكلاء</a> وتواصل معنا.</p>',
    ],
    [
      'چۆن ببمە بریکار؟',
      '<p>دوکانەکان کە مۆڵەتی بازرگانییان هەیە دەتوانن داواکاری پێشکەش بکەن. <a href="https://www.example.org/agents">بەرنامەی بریکاران بخوێنەوە</a> و پەیوەندیمان پێوە بکە.</p>',
    ],
  ),
];

/** The seeded FAQ, checked against the portal's schemas so a text the portal could not read fails the start. */
export function seedFaqDocuments(): { categories: FaqCategory[]; questions: FaqQuestion[] } {
  return {
    categories: faqCategories.map((c) => v.parse(faqCategorySchema, c)),
    questions: faqQuestions.map((q) => v.parse(faqQuestionSchema, q)),
  };
}

/** Adds the seeded categories and questions a database does not have yet (a tester's edits survive). */
export async function seedFaq(q: Queryable): Promise<number> {
  return storeFaq(q, seedFaqDocuments());
}
