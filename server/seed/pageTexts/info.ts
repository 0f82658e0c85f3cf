import { html, type PageText } from './types';

/**
 * Information and support pages. about-us, contact-us and support-partner are shown to customer
 * service too, which has no transaction PIN: they link to no PIN page.
 */

export const aboutUs: PageText = {
  title: { en: 'About us', ar: 'من نحن', ku: 'دەربارەی ئێمە' },
  content: {
    en: html(
      '<p>Wallet Portal is a digital wallet for people and businesses. With one wallet you can send money to your family, pay bills and shops, top up your phone, and cash in or out at our partner agents.</p>',
      '<h2>What we offer</h2>',
      '<ul>',
      '<li>Personal wallets for everyday payments.</li>',
      '<li>Business wallets for merchants and enterprises, with bulk payments and reports.</li>',
      '<li>A network of agents and vendors for cash services.</li>',
      '</ul>',
      '<h2>Our promise</h2>',
      '<p>Your money is kept safe, every transaction is recorded, and our support team answers in English, Arabic and Kurdish.</p>',
      '<p>Questions? Visit <a href="/app/support">support</a> or <a href="/app/pages/contact-us">contact us</a>.</p>',
    ),
    ar: html(
      '<p>Wallet Portal محفظة رقمية للأفراد والأعمال. بمحفظة واحدة يمكنك إرسال الأموال إلى عائلتك، ودفع الفواتير ومشترياتك من المتاجر، وشحن رصيد هاتفك، والإيداع أو السحب النقدي لدى وكلائنا الشركاء.</p>',
      '<h2>ما نقدّمه</h2>',
      '<ul>',
      '<li>محافظ شخصية للمدفوعات اليومية.</li>',
      '<li>محافظ أعمال للتجار والشركات، مع المدفوعات الجماعية والتقارير.</li>',
      '<li>شبكة من الوكلاء والبائعين للخدمات النقدية.</li>',
      '</ul>',
      '<h2>وعدنا لك</h2>',
      '<p>أموالك في أمان، وكل معاملة مسجّلة، وفريق الدعم لدينا يجيبك بالإنجليزية والعربية والكردية.</p>',
      '<p>هل لديك سؤال؟ زر صفحة <a href="/app/support">الدعم</a> أو <a href="/app/pages/contact-us">اتصل بنا</a>.</p>',
    ),
    ku: html(
      '<p>Wallet Portal جزدانێکی دیجیتاڵییە بۆ تاکەکەس و بازرگانی. بە یەک جزدان دەتوانیت پارە بۆ خێزانەکەت بنێریت، پسوولە و کڕینەکانت لە دوکانەکان بدەیت، باڵانسی تەلەفۆنەکەت پڕ بکەیتەوە، و لای بریکارە هاوبەشەکانمان پارە دابنێیت یان بکێشیتەوە.</p>',
      '<h2>چی پێشکەش دەکەین</h2>',
      '<ul>',
      '<li>جزدانی کەسی بۆ پارەدانی ڕۆژانە.</li>',
      '<li>جزدانی بازرگانی بۆ بازرگانان و کۆمپانیاکان، لەگەڵ پارەدانی بەکۆمەڵ و ڕاپۆرت.</li>',
      '<li>تۆڕێک لە بریکار و فرۆشیار بۆ خزمەتگوزارییە نەختینەییەکان.</li>',
      '</ul>',
      '<h2>بەڵێنی ئێمە</h2>',
      '<p>پارەکەت پارێزراوە، هەموو مامەڵەیەک تۆمار دەکرێت، و تیمی پشتگیریمان بە ئینگلیزی، عەرەبی و کوردی وەڵامت دەداتەوە.</p>',
      '<p>پرسیارت هەیە؟ سەردانی <a href="/app/support">پشتگیری</a> بکە یان <a href="/app/pages/contact-us">پەیوەندیمان پێوە بکە</a>.</p>',
    ),
  },
};

export const contactUs: PageText = {
  title: { en: 'Contact us', ar: 'اتصل بنا', ku: 'پەیوەندیمان پێوە بکە' },
  content: {
    en: html(
      '<p>We are here to help, every day of the week.</p>',
      '<h2>E-mail</h2>',
      '<ul>',
      '<li>Personal wallets: <a href="mailto:support@walletportal.example">support@walletportal.example</a></li>',
      '<li>Agents and vendors: <a href="mailto:partners@walletportal.example">partners@walletportal.example</a></li>',
      '<li>Merchants and enterprises: <a href="mailto:business@walletportal.example">business@walletportal.example</a></li>',
      '</ul>',
      '<h2>Opening hours</h2>',
      '<p>Saturday to Thursday from 9:00 to 21:00, Friday from 14:00 to 20:00 (Baghdad time).</p>',
      '<h2>Before you write</h2>',
      '<p>Many answers are already on the <a href="/app/support">support</a> page. Never send your password, PIN or one-time codes to anyone, us included.</p>',
    ),
    ar: html(
      '<p>نحن هنا لمساعدتك كل أيام الأسبوع.</p>',
      '<h2>البريد الإلكتروني</h2>',
      '<ul>',
      '<li>المحافظ الشخصية: <a href="mailto:support@walletportal.example">support@walletportal.example</a></li>',
      '<li>الوكلاء والبائعون: <a href="mailto:partners@walletportal.example">partners@walletportal.example</a></li>',
      '<li>التجار والشركات: <a href="mailto:business@walletportal.example">business@walletportal.example</a></li>',
      '</ul>',
      '<h2>ساعات العمل</h2>',
      '<p>من السبت إلى الخميس من 9:00 حتى 21:00، ويوم الجمعة من 14:00 حتى 20:00 (بتوقيت بغداد).</p>',
      '<h2>قبل أن تراسلنا</h2>',
      '<p>تجد إجابات كثيرة في صفحة <a href="/app/support">الدعم</a>. لا ترسل كلمة المرور أو رمز المعاملات أو رموز التحقق لمرة واحدة إلى أي أحد، ونحن منهم.</p>',
    ),
    ku: html(
      '<p>هەموو ڕۆژەکانی هەفتە ئامادەین یارمەتیت بدەین.</p>',
      '<h2>ئیمەیڵ</h2>',
      '<ul>',
      '<li>جزدانی کەسی: <a href="mailto:support@walletportal.example">support@walletportal.example</a></li>',
      '<li>بریکاران و فرۆشیاران: <a href="mailto:partners@walletportal.example">partners@walletportal.example</a></li>',
      '<li>بازرگانان و کۆمپانیاکان: <a href="mailto:business@walletportal.example">business@walletportal.example</a></li>',
      '</ul>',
      '<h2>کاتەکانی کار</h2>',
      '<p>شەممە تا پێنجشەممە لە 9:00 تا 21:00، هەینی لە 14:00 تا 20:00 (بە کاتی بەغدا).</p>',
      '<h2>پێش ئەوەی بنووسیت</h2>',
      '<p>زۆرێک لە وەڵامەکان لە پەڕەی <a href="/app/support">پشتگیری</a>دا هەن. هەرگیز وشەی نهێنی، PIN یان کۆدی یەکجاری بۆ هیچ کەسێک مەنێرە، ئێمەشەوە.</p>',
    ),
  },
};

const supportTitle = { en: 'Support', ar: 'الدعم', ku: 'پشتگیری' };

export const supportConsumer: PageText = {
  title: { ...supportTitle },
  content: {
    en: html(
      '<p>Most questions are answered below. If yours is not, our support team is here to help.</p>',
      '<h2>Common questions</h2>',
      '<ul>',
      '<li>I forgot my password: choose "Forgot password" on the sign-in page and we e-mail you a reset link.</li>',
      '<li>I forgot my transaction PIN: <a href="/app/reset-transaction-pin">reset it</a> with a code sent to your phone.</li>',
      '<li>A payment went to the wrong person: write to us at once with the transaction reference.</li>',
      '<li>My phone was lost or stolen: <a href="/app/change-login-password">change your password</a> from another device and turn on <a href="/app/two-factor">two-step verification</a>.</li>',
      '</ul>',
      '<h2>Still need help?</h2>',
      '<p>E-mail <a href="mailto:support@walletportal.example">support@walletportal.example</a> or see <a href="/app/pages/contact-us">contact us</a>. Give your wallet number, never your PIN.</p>',
    ),
    ar: html(
      '<p>ستجد أدناه إجابات أكثر الأسئلة شيوعًا. وإن لم تجد إجابة سؤالك، ففريق الدعم لدينا جاهز لمساعدتك.</p>',
      '<h2>أسئلة شائعة</h2>',
      '<ul>',
      '<li>نسيت كلمة المرور: اختر «نسيت كلمة المرور» في صفحة تسجيل الدخول وسنرسل إلى بريدك رابط إعادة التعيين.</li>',
      '<li>نسيت رمز المعاملات: <a href="/app/reset-transaction-pin">أعد تعيينه</a> برمز يُرسل إلى هاتفك.</li>',
      '<li>ذهبت دفعة إلى الشخص الخطأ: راسلنا فوراً مع رقم مرجع المعاملة.</li>',
      '<li>فُقد هاتفي أو سُرق: <a href="/app/change-login-password">غيّر كلمة المرور</a> من جهاز آخر وفعّل <a href="/app/two-factor">التحقق بخطوتين</a>.</li>',
      '</ul>',
      '<h2>هل ما زلت بحاجة إلى مساعدة؟</h2>',
      '<p>راسلنا على <a href="mailto:support@walletportal.example">support@walletportal.example</a> أو راجع <a href="/app/pages/contact-us">اتصل بنا</a>. اذكر رقم محفظتك، ولا تذكر رمز المعاملات أبداً.</p>',
    ),
    ku: html(
      '<p>وەڵامی زۆربەی پرسیارەکان لە خوارەوەیە. ئەگەر وەڵامی پرسیارەکەت نەدۆزییەوە، تیمی پشتگیریمان ئامادەیە یارمەتیت بدات.</p>',
      '<h2>پرسیارە باوەکان</h2>',
      '<ul>',
      '<li>وشەی نهێنییەکەم لەبیرچووە: لە پەڕەی چوونەژوورەوە «وشەی نهێنیم لەبیرچووە» هەڵبژێرە و بەستەری ڕێکخستنەوەت بۆ ئیمەیڵ دەکەین.</li>',
      '<li>PIN ـی مامەڵەکەم لەبیرچووە: بە کۆدێک کە بۆ تەلەفۆنەکەت دەنێردرێت <a href="/app/reset-transaction-pin">ڕێکی بخەرەوە</a>.</li>',
      '<li>پارەیەک بۆ کەسێکی هەڵە چوو: دەستبەجێ لەگەڵ ژمارەی ئاماژەی مامەڵەکە بۆمان بنووسە.</li>',
      '<li>تەلەفۆنەکەم ون بوو یان دزرا: لە ئامێرێکی ترەوە <a href="/app/change-login-password">وشەی نهێنییەکەت بگۆڕە</a> و <a href="/app/two-factor">پشتڕاستکردنەوەی دوو هەنگاوی</a> چالاک بکە.</li>',
      '</ul>',
      '<h2>هێشتا یارمەتیت پێویستە؟</h2>',
      '<p>ئیمەیڵ بنێرە بۆ <a href="mailto:support@walletportal.example">support@walletportal.example</a> یان سەیری <a href="/app/pages/contact-us">پەیوەندیمان پێوە بکە</a> بکە. ژمارەی جزدانەکەت بنووسە، هەرگیز PIN ـەکەت مەنووسە.</p>',
    ),
  },
};

export const supportPartner: PageText = {
  title: { ...supportTitle },
  content: {
    en: html(
      '<p>Agents, vendors, merchants, enterprises and customer-service staff have their own support desk.</p>',
      '<h2>Common questions</h2>',
      '<ul>',
      "<li>A customer's transaction failed: check its status in your transaction report before you try again, so the customer is not charged twice.</li>",
      '<li>A user of your business has left: ask us to remove their access the same day.</li>',
      '<li>Someone may know your password: <a href="/app/change-login-password">change it</a> now and turn on <a href="/app/two-factor">two-step verification</a>.</li>',
      '<li>The rules for passwords are in the <a href="/app/password-policy">password policy</a>.</li>',
      '</ul>',
      '<h2>Contact</h2>',
      '<p>Agents and vendors: <a href="mailto:partners@walletportal.example">partners@walletportal.example</a>. Merchants and enterprises: <a href="mailto:business@walletportal.example">business@walletportal.example</a>. Opening hours are on the <a href="/app/pages/contact-us">contact us</a> page.</p>',
    ),
    ar: html(
      '<p>للوكلاء والبائعين والتجار والشركات وموظفي خدمة العملاء مكتب دعم خاص بهم.</p>',
      '<h2>أسئلة شائعة</h2>',
      '<ul>',
      '<li>فشلت معاملة أحد العملاء: تحقّق من حالتها في تقرير المعاملات قبل إعادة المحاولة، حتى لا يُخصم المبلغ من العميل مرتين.</li>',
      '<li>غادر أحد مستخدمي نشاطك التجاري: اطلب منا إلغاء صلاحياته في اليوم نفسه.</li>',
      '<li>قد يعرف أحدهم كلمة المرور الخاصة بك: <a href="/app/change-login-password">غيّرها</a> الآن وفعّل <a href="/app/two-factor">التحقق بخطوتين</a>.</li>',
      '<li>تجد قواعد كلمات المرور في <a href="/app/password-policy">سياسة كلمة المرور</a>.</li>',
      '</ul>',
      '<h2>التواصل</h2>',
      '<p>الوكلاء والبائعون: <a href="mailto:partners@walletportal.example">partners@walletportal.example</a>. التجار والشركات: <a href="mailto:business@walletportal.example">business@walletportal.example</a>. ساعات العمل في صفحة <a href="/app/pages/contact-us">اتصل بنا</a>.</p>',
    ),
    ku: html(
      '<p>بریکاران، فرۆشیاران، بازرگانان، کۆمپانیاکان و کارمەندانی خزمەتگوزاریی کڕیاران نووسینگەی پشتگیریی تایبەتی خۆیان هەیە.</p>',
      '<h2>پرسیارە باوەکان</h2>',
      '<ul>',
      '<li>مامەڵەی کڕیارێک سەرنەکەوت: پێش هەوڵدانەوە دۆخەکەی لە ڕاپۆرتی مامەڵەکانتدا بپشکنە، بۆ ئەوەی پارە دوو جار لە کڕیار نەبڕدرێت.</li>',
      '<li>بەکارهێنەرێکی بازرگانییەکەت ڕۆیشت: هەر هەمان ڕۆژ داوامان لێ بکە دەسەڵاتەکانی لاببەین.</li>',
      '<li>لەوانەیە کەسێک وشەی نهێنییەکەت بزانێت: ئێستا <a href="/app/change-login-password">بیگۆڕە</a> و <a href="/app/two-factor">پشتڕاستکردنەوەی دوو هەنگاوی</a> چالاک بکە.</li>',
      '<li>ڕێساکانی وشەی نهێنی لە <a href="/app/password-policy">سیاسەتی وشەی نهێنی</a>دان.</li>',
      '</ul>',
      '<h2>پەیوەندی</h2>',
      '<p>بریکاران و فرۆشیاران: <a href="mailto:partners@walletportal.example">partners@walletportal.example</a>. بازرگانان و کۆمپانیاکان: <a href="mailto:business@walletportal.example">business@walletportal.example</a>. کاتەکانی کار لە پەڕەی <a href="/app/pages/contact-us">پەیوەندیمان پێوە بکە</a>دان.</p>',
    ),
  },
};
