import type { LocaleText } from '../../api/contract/content';
import { plainParameter, type Option, type Parameter, type ServiceForm } from '../../api/contract/serviceForm';
import { demoSampleForm, demoSampleParameters } from '../../forms/validation/demoSample';
import type { FormValues } from '../../forms/types';

/*
 * requirements#demo-form: the demo form sample as QA sees it — seed 000's fields with their rules
 * (src/forms/validation/demoSample.ts), the contract's own widgets (amount, otp, label, link) and
 * one field per field attribute, labelled in the portal's three languages.
 */

const texts: Record<string, LocaleText> = {
  fullName: { en: 'Full name', ar: 'الاسم الكامل', ku: 'ناوی تەواو' },
  email: { en: 'Email', ar: 'البريد الإلكتروني', ku: 'ئیمەیڵ' },
  website: { en: 'Website', ar: 'الموقع الإلكتروني', ku: 'ماڵپەڕ' },
  address: { en: 'Address', ar: 'العنوان', ku: 'ناونیشان' },
  quantity: { en: 'Quantity', ar: 'الكمية', ku: 'بڕ' },
  mobile: { en: 'Mobile', ar: 'الهاتف المحمول', ku: 'مۆبایل' },
  percentage: { en: 'Percentage', ar: 'النسبة المئوية', ku: 'ڕێژەی سەدی' },
  range: { en: 'Range', ar: 'النطاق', ku: 'مەودا' },
  document: { en: 'File upload', ar: 'رفع ملف', ku: 'بارکردنی فایل' },
  date: { en: 'Date', ar: 'التاريخ', ku: 'بەروار' },
  time: { en: 'Time', ar: 'الوقت', ku: 'کات' },
  colour: { en: 'Colour', ar: 'اللون', ku: 'ڕەنگ' },
  orderType: { en: 'Order type', ar: 'نوع الطلب', ku: 'جۆری داواکاری' },
  gender: { en: 'Gender', ar: 'الجنس', ku: 'ڕەگەز' },
  transactionType: { en: 'Transaction type', ar: 'نوع المعاملة', ku: 'جۆری مامەڵە' },
  password: { en: 'Password', ar: 'كلمة المرور', ku: 'وشەی نهێنی' },
  notes: { en: 'Reference', ar: 'المرجع', ku: 'سەرچاوە' },
  subscribe: { en: 'Subscribe', ar: 'الاشتراك', ku: 'بەشداربوون' },
  favouriteColour: { en: 'Favourite colour', ar: 'اللون المفضل', ku: 'ڕەنگی دڵخواز' },
  meeting: { en: 'Meeting', ar: 'الاجتماع', ku: 'کۆبوونەوە' },
  month: { en: 'Month', ar: 'الشهر', ku: 'مانگ' },
  save: { en: 'Save', ar: 'حفظ', ku: 'پاشەکەوتکردن' },
  amount: { en: 'Amount', ar: 'المبلغ', ku: 'بڕی پارە' },
  code: { en: 'Verification code', ar: 'رمز التحقق', ku: 'کۆدی پشتڕاستکردنەوە' },
  summary: { en: 'Summary', ar: 'الملخص', ku: 'کورتە' },
  help: { en: 'Help with this form', ar: 'مساعدة في هذا النموذج', ku: 'یارمەتی بۆ ئەم فۆرمە' },
  languages: { en: 'Languages', ar: 'اللغات', ku: 'زمانەکان' },
  comment: { en: 'Comment', ar: 'تعليق', ku: 'تێبینی' },
  pin: { en: 'PIN', ar: 'الرمز السري', ku: 'ژمارەی نهێنی' },
  currency: { en: 'Currency', ar: 'العملة', ku: 'دراو' },
  channel: { en: 'Channel', ar: 'القناة', ku: 'کەناڵ' },
  promoCode: { en: 'Promo code', ar: 'رمز العرض', ku: 'کۆدی بەرەوپێشبردن' },
};

const option = (value: string, label: LocaleText): Option => ({ value, label });

/** The sample's options, in the three languages (their values stay the sample's). */
const optionTexts: Record<string, LocaleText> = {
  white: { en: 'White', ar: 'أبيض', ku: 'سپی' },
  ocean: { en: 'Ocean', ar: 'محيطي', ku: 'ئۆقیانووسی' },
  blue: { en: 'Blue', ar: 'أزرق', ku: 'شین' },
  purple: { en: 'Purple', ar: 'بنفسجي', ku: 'مۆر' },
  red: { en: 'Red', ar: 'أحمر', ku: 'سوور' },
  orange: { en: 'Orange', ar: 'برتقالي', ku: 'پرتەقاڵی' },
  yellow: { en: 'Yellow', ar: 'أصفر', ku: 'زەرد' },
  green: { en: 'Green', ar: 'أخضر', ku: 'سەوز' },
  forest: { en: 'Forest', ar: 'أخضر غامق', ku: 'سەوزی تۆخ' },
  slate: { en: 'Slate', ar: 'رمادي أردوازي', ku: 'خۆڵەمێشی' },
  silver: { en: 'Silver', ar: 'فضي', ku: 'زیوی' },
  limit: { en: 'Limit', ar: 'محدد السعر', ku: 'سنووردار' },
  market: { en: 'Market', ar: 'سعر السوق', ku: 'بازاڕ' },
  'spot-limit': { en: 'Spot-Limit', ar: 'فوري محدد', ku: 'دەستبەجێ-سنووردار' },
  male: { en: 'Male', ar: 'ذكر', ku: 'نێر' },
  female: { en: 'Female', ar: 'أنثى', ku: 'مێ' },
  other: { en: 'Other', ar: 'آخر', ku: 'هیتر' },
  buy: { en: 'Buy', ar: 'شراء', ku: 'کڕین' },
  sell: { en: 'Sell', ar: 'بيع', ku: 'فرۆشتن' },
  both: { en: 'Both', ar: 'كلاهما', ku: 'هەردووک' },
};

/** Field attributes shown on the sample's own fields (their rules stay the sample's). */
const sampleAttributes: Record<string, Partial<Parameter>> = {
  fullName: { icon: 'user' },
  email: { icon: 'mail', iconAlign: 'end', keyboardType: 'email-address' },
  website: { icon: 'world', keyboardType: 'url' },
  address: { numberOfLines: 3 },
  quantity: { keyboardType: 'number-pad' },
  mobile: { icon: 'phone', keyboardType: 'phone-pad' },
  date: { icon: 'calendar' },
  time: { icon: 'clock' },
  colour: { icon: 'palette' },
  // read in the browser (a data URL): the demo page sends nothing anywhere; several files, at most 3
  document: { upload: 'base64', isMultiple: true, maxFiles: 3 },
};

let order = 100;
function extra(ParameterId: string, ComponentType: Parameter['ComponentType'], over: Partial<Parameter>): Parameter {
  order += 1;
  return {
    ...plainParameter,
    ParameterId,
    ComponentType,
    label: texts[ParameterId] ?? { en: ParameterId },
    sort_order: order,
    ...over,
  };
}

/** The contract's own widgets and one field per attribute the sample's fields do not show. */
const extraParameters: Parameter[] = [
  extra('amount', 1, { type: 'amount', IsMandatory: true, minimumValue: 1, maximumValue: 1_000_000, icon: 'cash' }),
  extra('code', 1, { type: 'otp', IsMandatory: true, maxLength: 6, rules: [{ rule: 'otp', length: 6 }] }),
  extra('summary', 5, { defaultValue: 'Demo sample' }),
  extra('help', 8, { href: '/atlas?machine=demoForm' }),
  extra('languages', 2, {
    type: 'select',
    isMultiple: true,
    ValueSource: 'static',
    PossibleValue: [
      option('en', { en: 'English', ar: 'الإنجليزية', ku: 'ئینگلیزی' }),
      option('ar', { en: 'Arabic', ar: 'العربية', ku: 'عەرەبی' }),
      option('ku', { en: 'Kurdish', ar: 'الكردية', ku: 'کوردی' }),
    ],
  }),
  extra('comment', 1, { type: 'text', multiline: true, numberOfLines: 3, maxLength: 200, rules: [{ rule: 'noHtml' }] }),
  extra('pin', 9, { type: 'password', keyboardType: 'number-pad', icon: 'lock', maxLength: 4 }),
  extra('currency', 1, { type: 'text', isDisabled: true, defaultValue: 'IQD' }),
  extra('channel', 1, { type: 'text', isVisible: false, defaultValue: 'WEB' }),
  extra('promoCode', 1, { type: 'text', isUsed: false, defaultValue: 'UNUSED' }),
];

const localized = (parameter: Parameter): Parameter => ({
  ...parameter,
  label: texts[parameter.ParameterId] ?? parameter.label,
  PossibleValue:
    parameter.PossibleValue?.map((item) => ({ ...item, label: optionTexts[item.value] ?? item.label })) ?? null,
  ...sampleAttributes[parameter.ParameterId],
});

export const demoFormParameters: Parameter[] = [...demoSampleParameters.map(localized), ...extraParameters];

/** Every input goes into the Submit under its own id (a label, a link or a button sends nothing). */
const sent = demoFormParameters.filter(
  (item) => item.ComponentType !== 5 && item.ComponentType !== 8 && item.type !== 'button',
);

export const demoForm: ServiceForm = {
  ...demoSampleForm,
  title: { en: 'Demo form', ar: 'نموذج تجريبي', ku: 'فۆرمی نموونە' },
  displayColumn: 2,
  steps: [
    {
      id: 'details',
      title: { en: 'Demo form sample', ar: 'عينة النموذج التجريبي', ku: 'نموونەی فۆرمی تاقیکاری' },
      parameters: demoFormParameters,
    },
  ],
  submit: {
    url: 'adapter/v1/demoform',
    method: 'POST',
    fields: sent.map((item) => ({
      key: item.ParameterId,
      value: `{${item.ParameterId}}`,
      isFromResponse: false,
      useAsDefault: false,
      useBasicToken: false,
      encrypt: false,
    })),
  },
};

/** Every field's starting value: its default (a checkable field's 'true' is checked), else empty. */
export function demoDefaults(form: ServiceForm = demoForm): FormValues {
  const values: FormValues = {};
  for (const parameter of form.steps.flatMap((item) => item.parameters)) {
    const checkable = parameter.type === 'switch' || (parameter.ComponentType === 3 && !parameter.PossibleValue);
    values[parameter.ParameterId] = checkable ? parameter.defaultValue === 'true' : (parameter.defaultValue ?? '');
  }
  return values;
}

/** A value for every field that passes the sample's rules: QA's "fill with sample values". */
export function demoSampleValues(today: string): FormValues {
  return {
    fullName: 'Sara Ahmed',
    email: 'sara@example.com',
    website: 'https://example.com',
    address: '12 Palm Street, Erbil',
    quantity: '3',
    mobile: '+964 7501234567',
    percentage: '40',
    range: '20,80',
    document: [
      {
        kind: 'file',
        name: 'sample.pdf',
        size: 2_048,
        mimeType: 'application/pdf',
        state: 'ready',
        dataUrl: 'data:application/pdf;base64,JVBERi0xLjQK',
        key: 'sample',
      },
    ],
    date: today,
    time: '10:30',
    colour: 'ocean',
    orderType: 'market',
    gender: 'female',
    transactionType: ['buy'],
    password: 'Demo@1234',
    subscribe: true,
    favouriteColour: '#1c7ed6',
    meeting: `${today}T09:00`,
    month: today.slice(0, 7),
    amount: '2500',
    code: '123456',
    languages: ['en', 'ar'],
    comment: 'Line one\nLine two',
    pin: '1234',
  };
}
