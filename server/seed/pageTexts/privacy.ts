import { html, type PageText } from './types';

/** Privacy: one policy for people (consumers), one for businesses and partners. */

const title = { en: 'Privacy policy', ar: 'سياسة الخصوصية', ku: 'سیاسەتی تایبەتێتی' };

export const privacyPersonal: PageText = {
  title: { ...title },
  content: {
    en: html(
      '<p>Wallet Portal collects only the data it needs to run your wallet and to meet its legal duties.</p>',
      '<h2>What we collect</h2>',
      '<ul>',
      '<li>Your name, mobile number and e-mail address.</li>',
      '<li>Your transactions: amounts, dates and the other party.</li>',
      '<li>Technical details of the device you sign in from, to protect your account.</li>',
      '</ul>',
      '<h2>How we use it</h2>',
      '<p>We use your data to process your payments, to prevent fraud and to send you security notices, such as a message when your password changes. We do not sell your data, and we send you offers only if you agree.</p>',
      '<h2>Your rights</h2>',
      '<p>You can see and correct your details in <a href="/app/my-account">My account</a>, and ask for a copy of your data at <a href="mailto:privacy@walletportal.example">privacy@walletportal.example</a>. We keep transaction records for as long as the law requires.</p>',
    ),
    ar: html(
      '<p>لا يجمع Wallet Portal إلا البيانات التي يحتاجها لتشغيل محفظتك والوفاء بالتزاماته القانونية.</p>',
      '<h2>ما نجمعه</h2>',
      '<ul>',
      '<li>اسمك ورقم هاتفك المحمول وعنوان بريدك الإلكتروني.</li>',
      '<li>معاملاتك: المبالغ والتواريخ والطرف الآخر.</li>',
      '<li>التفاصيل التقنية للجهاز الذي تسجّل الدخول منه، لحماية حسابك.</li>',
      '</ul>',
      '<h2>كيف نستخدمها</h2>',
      '<p>نستخدم بياناتك لتنفيذ مدفوعاتك ومنع الاحتيال وإرسال تنبيهات الأمان إليك، مثل رسالة عند تغيير كلمة المرور. لا نبيع بياناتك، ولا نرسل إليك العروض إلا بموافقتك.</p>',
      '<h2>حقوقك</h2>',
      '<p>يمكنك الاطلاع على بياناتك وتصحيحها في <a href="/app/my-account">حسابي</a>، وطلب نسخة منها عبر <a href="mailto:privacy@walletportal.example">privacy@walletportal.example</a>. نحتفظ بسجلات المعاملات للمدة التي يفرضها القانون.</p>',
    ),
    ku: html(
      '<p>Wallet Portal تەنها ئەو زانیارییانە کۆدەکاتەوە کە بۆ کارپێکردنی جزدانەکەت و جێبەجێکردنی ئەرکە یاساییەکانی پێویستن.</p>',
      '<h2>چی کۆدەکەینەوە</h2>',
      '<ul>',
      '<li>ناو، ژمارەی مۆبایل و ناونیشانی ئیمەیڵەکەت.</li>',
      '<li>مامەڵەکانت: بڕی پارە، بەروار و لایەنی بەرامبەر.</li>',
      '<li>وردەکاریی تەکنیکیی ئەو ئامێرەی پێی دەچیتە ژوورەوە، بۆ پاراستنی هەژمارەکەت.</li>',
      '</ul>',
      '<h2>چۆن بەکاریان دەهێنین</h2>',
      '<p>زانیارییەکانت بۆ جێبەجێکردنی پارەدانەکانت، ڕێگریکردن لە فێڵ و ناردنی ئاگادارییە ئاسایشییەکان بەکاردەهێنین، وەک نامەیەک کاتێک وشەی نهێنییەکەت دەگۆڕدرێت. زانیارییەکانت نافرۆشین، و تەنها بە ڕەزامەندیی خۆت پێشکەشکراوەکانت بۆ دەنێرین.</p>',
      '<h2>مافەکانت</h2>',
      '<p>دەتوانیت زانیارییەکانت لە <a href="/app/my-account">هەژمارەکەم</a> ببینیت و ڕاستیان بکەیتەوە، و لە ڕێگەی <a href="mailto:privacy@walletportal.example">privacy@walletportal.example</a> داوای کۆپییەکیان بکەیت. تۆماری مامەڵەکان بەو ماوەیە دەهێڵینەوە کە یاسا داوای دەکات.</p>',
    ),
  },
};

export const privacyBusiness: PageText = {
  title: { ...title },
  content: {
    en: html(
      '<p>This policy covers the data of agents, merchants, enterprises, vendors and customer-service staff, and of the customers they serve.</p>',
      '<h2>Data we hold about you</h2>',
      '<ul>',
      '<li>The registered details of your business and of its authorised users.</li>',
      '<li>The transactions made through your wallet, and who made them.</li>',
      '<li>Sign-in records, kept to protect your account.</li>',
      '</ul>',
      '<h2>Customer data you see</h2>',
      "<p>When you serve a customer you may see their name, mobile number and transaction details. Use them only to complete that customer's request; never copy, keep or share them.</p>",
      '<h2>Questions</h2>',
      '<p>Write to <a href="mailto:privacy@walletportal.example">privacy@walletportal.example</a>. Your own details are in <a href="/app/my-account">My account</a>.</p>',
    ),
    ar: html(
      '<p>تشمل هذه السياسة بيانات الوكلاء والتجار والشركات والبائعين وموظفي خدمة العملاء، وبيانات العملاء الذين يخدمونهم.</p>',
      '<h2>البيانات التي نحتفظ بها عنك</h2>',
      '<ul>',
      '<li>البيانات المسجّلة لنشاطك التجاري ولمستخدميه المخوّلين.</li>',
      '<li>المعاملات التي تتم عبر محفظتك، ومن أجراها.</li>',
      '<li>سجلات تسجيل الدخول، نحتفظ بها لحماية حسابك.</li>',
      '</ul>',
      '<h2>بيانات العملاء التي تطّلع عليها</h2>',
      '<p>عند خدمة أحد العملاء قد ترى اسمه ورقم هاتفه وتفاصيل معاملته. استخدمها فقط لإتمام طلب ذلك العميل، ولا تنسخها أو تحتفظ بها أو تشاركها أبداً.</p>',
      '<h2>الاستفسارات</h2>',
      '<p>راسلنا على <a href="mailto:privacy@walletportal.example">privacy@walletportal.example</a>. وتجد بياناتك في <a href="/app/my-account">حسابي</a>.</p>',
    ),
    ku: html(
      '<p>ئەم سیاسەتە زانیاریی بریکاران، بازرگانان، کۆمپانیاکان، فرۆشیاران و کارمەندانی خزمەتگوزاریی کڕیاران دەگرێتەوە، هەروەها زانیاریی ئەو کڕیارانەی خزمەتیان دەکەن.</p>',
      '<h2>ئەو زانیارییانەی دەربارەی تۆ هەمانە</h2>',
      '<ul>',
      '<li>زانیارییە تۆمارکراوەکانی بازرگانییەکەت و بەکارهێنەرە ڕێگەپێدراوەکانی.</li>',
      '<li>ئەو مامەڵانەی لە ڕێگەی جزدانەکەتەوە کراون، و کێ کردوونی.</li>',
      '<li>تۆمارەکانی چوونەژوورەوە، بۆ پاراستنی هەژمارەکەت هەڵدەگیرێن.</li>',
      '</ul>',
      '<h2>ئەو زانیارییانەی کڕیار کە دەیانبینیت</h2>',
      '<p>کاتێک خزمەتی کڕیارێک دەکەیت لەوانەیە ناو، ژمارەی مۆبایل و وردەکاریی مامەڵەکەی ببینیت. تەنها بۆ تەواوکردنی داواکاریی ئەو کڕیارە بەکاریان بهێنە؛ هەرگیز کۆپییان مەکە، هەڵیان مەگرە و بڵاویان مەکەرەوە.</p>',
      '<h2>پرسیارەکان</h2>',
      '<p>بنووسە بۆ <a href="mailto:privacy@walletportal.example">privacy@walletportal.example</a>. زانیارییەکانی خۆت لە <a href="/app/my-account">هەژمارەکەم</a>دان.</p>',
    ),
  },
};
