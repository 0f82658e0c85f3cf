import re,sys
T={
"{0, plural, one {# service} other {# services}}":("{0, plural, zero {# خدمة} one {خدمة واحدة} two {خدمتان} few {# خدمات} many {# خدمة} other {# خدمة}}","{0, plural, one {# خزمەتگوزاری} other {# خزمەتگوزاری}}"),
"Account":("الحساب","هەژمار"),
"Account details":("تفاصيل الحساب","وردەکاری هەژمار"),
"Amount":("المبلغ","بڕ"),
"Can't find a page?":("لا تجد صفحة؟","پەڕەیەک نادۆزیتەوە؟"),
"Contact us":("اتصل بنا","پەیوەندیمان پێوە بکە"),
"Copy":("نسخ","کۆپی"),
"Date":("التاريخ","بەروار"),
"Description":("الوصف","وەسف"),
"Edit":("تعديل","دەستکاری"),
"Export from the passbook":("صدّر من دفتر الحساب","لە پاسبووکەوە هەناردە بکە"),
"For you":("لك","بۆ تۆ"),
"Good to know":("من المفيد أن تعرف","باشە بیزانیت"),
"Latest transactions":("أحدث المعاملات","دوایین مامەڵەکان"),
"Limited":("محدود","سنووردار"),
"Manage":("إدارة","بەڕێوەبردن"),
"Money in, 30 days":("الوارد، 30 يومًا","پارەی هاتوو، 30 ڕۆژ"),
"Money out, 30 days":("الصادر، 30 يومًا","پارەی ڕۆیشتوو، 30 ڕۆژ"),
"More details":("مزيد من التفاصيل","وردەکاری زیاتر"),
"My profile":("ملفي الشخصي","پرۆفایلەکەم"),
"Need help?":("تحتاج مساعدة؟","یارمەتیت پێویستە؟"),
"News for you":("أخبار لك","هەواڵ بۆ تۆ"),
"No saved beneficiaries yet.":("لا يوجد مستفيدون محفوظون بعد.","هێشتا هیچ سوودمەندێکی پاشەکەوتکراو نییە."),
"Not set":("غير معيّن","دانەنراوە"),
"Nothing matches.":("لا توجد نتائج مطابقة.","هیچ شتێک ناگونجێت."),
"Nothing to show here yet.":("لا شيء لعرضه هنا بعد.","هێشتا هیچ شتێک نییە بۆ پیشاندان."),
"Offer":("عرض","ئۆفەر"),
"Open":("فتح","کردنەوە"),
"Payment card":("بطاقة الدفع","کارتی پارەدان"),
"QR code to pay {0}":("رمز QR للدفع إلى {0}","کۆدی QR بۆ پارەدان بە {0}"),
"Read":("اقرأ","بخوێنەرەوە"),
"Recovery codes left":("رموز الاسترداد المتبقية","کۆدە گەڕاندنەوەکانی ماوە"),
"Search services":("ابحث في الخدمات","گەڕان لە خزمەتگوزارییەکان"),
"Send and load":("إرسال وشحن","ناردن و بارکردن"),
"Set":("معيّن","دانراوە"),
"Statement":("كشف الحساب","ڕاگەیەندراوی هەژمار"),
"Status":("الحالة","دۆخ"),
"Support":("الدعم","پشتگیری"),
"The dashboard could not be loaded.":("تعذّر تحميل لوحة التحكم.","داشبۆرد بار نەکرا."),
"This part of the dashboard could not be shown.":("تعذّر عرض هذا الجزء من لوحة التحكم.","ئەم بەشەی داشبۆرد پیشان نەدرا."),
"Top services":("أهم الخدمات","سەرەکیترین خزمەتگوزارییەکان"),
"Transactions, 30 days":("المعاملات، 30 يومًا","مامەڵەکان، 30 ڕۆژ"),
"Two-factor":("التحقق بخطوتين","دوو هەنگاوی"),
"Verified":("موثّق","پشتڕاستکراوە"),
"Wallet ID":("معرّف المحفظة","ناسنامەی جزدان"),
"Your account has no services.":("لا توجد خدمات في حسابك.","هەژمارەکەت هیچ خزمەتگوزارییەکی نییە."),
"Your mobile number":("رقم هاتفك المحمول","ژمارەی مۆبایلەکەت"),
"Your services":("خدماتك","خزمەتگوزارییەکانت"),
"Your wallet ID":("معرّف محفظتك","ناسنامەی جزدانەکەت"),
"Dashboard widget":("أداة لوحة التحكم","ویجێتی داشبۆرد"),
"One dashboard widget's data: loading, then ready, empty or failed with its own retry; a refresh keeps what is shown until the answer comes. Each widget runs its own.":(
 "بيانات أداة واحدة في لوحة التحكم: تحميل، ثم جاهزة أو فارغة أو فاشلة مع إعادة محاولة خاصة بها؛ التحديث يُبقي المعروض حتى يصل الرد. لكل أداة نسختها الخاصة.",
 "داتای یەک ویجێتی داشبۆرد: بارکردن، پاشان ئامادە یان بەتاڵ یان شکستخواردوو لەگەڵ هەوڵدانەوەی خۆی؛ نوێکردنەوە ئەوەی پیشان دراوە دەهێڵێتەوە تا وەڵام دێت. هەر ویجێتێک هی خۆی هەیە."),
}
def esc(x): return x.replace('\\','\\\\').replace('"','\\"')
missing=set()
for loc,idx in [('ar',0),('ku',1)]:
    for f in ['messages','atlas']:
        p=f'src/i18n/locales/{loc}/{f}.po'
        s=open(p).read()
        def rep(m):
            mid=m.group(1).replace('\\"','"')
            if mid in T: return f'msgid "{m.group(1)}"\nmsgstr "{esc(T[mid][idx])}"'
            missing.add(mid); return m.group(0)
        s=re.sub(r'msgid "((?:[^"\\]|\\.)+)"\nmsgstr ""(?=\n\n|\n$|$)',rep,s)
        open(p,'w').write(s)
print('untranslated:',missing)
