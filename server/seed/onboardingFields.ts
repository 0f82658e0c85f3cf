import {
  CUSTOMER_DYNAMIC_ENTITY_ID,
  ONBOARDING_MAX_IMAGE_BYTES,
  ONBOARDING_MIN_AGE,
  onboardingImageTypes,
  AGENT_CUSTOMER_TEMPLATE_ID,
  SELF_ONBOARDING_TEMPLATE_ID,
  type OnboardingTemplate,
} from '../../src/api/contract/onboarding';
import { plainParameter, type Parameter, type Step } from '../../src/api/contract/serviceForm';

/**
 * requirements#onboarding: the onboarding field details, one step per group, in the form engine's
 * parameter format (the same fields, rules and messages as a service form). Served by the content
 * service from here, as the profile templates are: they change with a release, not at run time.
 */
type Localized = Record<'en' | 'ar' | 'ku', string>;
const l = (en: string, ar: string, ku: string): Localized => ({ en, ar, ku });

const param = (
  id: string,
  order: number,
  component: Parameter['ComponentType'],
  label: Localized,
  extra: Partial<Parameter> = {},
): Parameter => ({
  ...plainParameter,
  ParameterId: id,
  ComponentType: component,
  label,
  IsMandatory: true,
  sort_order: order,
  ...extra,
});

const imageField = (id: string, order: number, label: Localized, description: Localized): Parameter =>
  param(id, order, 7, label, {
    type: 'file',
    upload: 'base64',
    fileType: [...onboardingImageTypes],
    size: ONBOARDING_MAX_IMAGE_BYTES,
    description,
  });

const personal: Step = {
  id: 'personal',
  title: l('Personal details', 'البيانات الشخصية', 'زانیاریی کەسی'),
  description: l(
    'As written on your ID document.',
    'كما هي مكتوبة في وثيقة هويتك.',
    'وەک لە بەڵگەنامەی ناسنامەکەتدا نووسراوە.',
  ),
  parameters: [
    param('fullName', 1, 1, l('Full name', 'الاسم الكامل', 'ناوی تەواو'), { minLength: 2, maxLength: 64 }),
    param('mobile', 2, 1, l('Mobile number', 'رقم الهاتف المحمول', 'ژمارەی مۆبایل'), {
      type: 'tel',
      rules: [{ rule: 'mobile' }],
      useFor: 'mobile',
      placeholder: l('7XXXXXXXXX', '7XXXXXXXXX', '7XXXXXXXXX'),
    }),
    param('email', 3, 1, l('E-mail address (optional)', 'البريد الإلكتروني (اختياري)', 'ئیمەیڵ (ئارەزوومەندانە)'), {
      type: 'email',
      IsMandatory: false,
      maxLength: 100,
      rules: [{ rule: 'email' }],
    }),
    // requirements#validation-age: at least the configured age, at most 100 years
    param('dateOfBirth', 4, 6, l('Date of birth', 'تاريخ الميلاد', 'بەرواری لەدایکبوون'), {
      type: 'date',
      format: 'YYYY-MM-DD',
      validateAge: ONBOARDING_MIN_AGE,
      rules: [{ rule: 'date', future: false, past: true }],
    }),
    param('idType', 5, 2, l('ID document', 'وثيقة الهوية', 'بەڵگەنامەی ناسنامە'), {
      type: 'select',
      ValueSource: 'static',
      PossibleValue: [
        { value: 'NATIONAL_ID', label: l('National ID card', 'البطاقة الوطنية', 'کارتی نیشتمانی') },
        { value: 'PASSPORT', label: l('Passport', 'جواز السفر', 'پاسپۆرت') },
      ],
    }),
    param('idNumber', 6, 1, l('ID document number', 'رقم وثيقة الهوية', 'ژمارەی بەڵگەنامەی ناسنامە'), {
      Regex: '^[A-Za-z0-9]{5,20}$',
      ValidationMessage: l(
        'Enter 5 to 20 letters or digits.',
        'أدخل من 5 إلى 20 حرفًا أو رقمًا.',
        '5 بۆ 20 پیت یان ژمارە بنووسە.',
      ),
    }),
  ],
};

const documents: Step = {
  id: 'documents',
  title: l('ID documents', 'وثائق الهوية', 'بەڵگەنامەکانی ناسنامە'),
  description: l(
    'Photos of both sides of your ID and a selfie: JPEG or PNG, at most 2 MB each.',
    'صور لوجهي هويتك وصورة شخصية: JPEG أو PNG، بحد أقصى 2 ميغابايت لكل منها.',
    'وێنەی هەردوو ڕووی ناسنامەکەت و سێلفییەک: JPEG یان PNG، هەریەکەیان زۆرترین 2 مێگابایت.',
  ),
  parameters: [
    imageField(
      'idFront',
      1,
      l('Front of the ID', 'الوجه الأمامي للهوية', 'ڕووی پێشەوەی ناسنامە'),
      l('The side with your photo.', 'الوجه الذي يحمل صورتك.', 'ئەو ڕووەی وێنەکەتی لەسەرە.'),
    ),
    imageField(
      'idBack',
      2,
      l('Back of the ID', 'الوجه الخلفي للهوية', 'ڕووی پشتەوەی ناسنامە'),
      l('The other side.', 'الوجه الآخر.', 'ڕووەکەی تر.'),
    ),
    imageField(
      'selfie',
      3,
      l('Selfie', 'صورة شخصية', 'سێلفی'),
      l('Your face, clearly lit.', 'وجهك بإضاءة واضحة.', 'ڕووخسارت، بە ڕووناکییەکی ڕوون.'),
    ),
  ],
};

const address: Step = {
  id: 'address',
  title: l('Address', 'العنوان', 'ناونیشان'),
  parameters: [
    param('city', 1, 1, l('City', 'المدينة', 'شار'), { minLength: 2, maxLength: 64 }),
    param('address', 2, 1, l('Street address', 'عنوان الشارع', 'ناونیشانی شەقام'), {
      type: 'textarea',
      minLength: 5,
      maxLength: 200,
    }),
  ],
};

const terms: Step = {
  id: 'terms',
  title: l('Terms and conditions', 'الشروط والأحكام', 'مەرج و ڕێساکان'),
  description: l(
    'We check your documents and tell you by SMS when your wallet is ready.',
    'نتحقق من وثائقك ونخبرك برسالة نصية عندما تصبح محفظتك جاهزة.',
    'بەڵگەنامەکانت دەپشکنین و بە نامەی کورت ئاگادارت دەکەینەوە کاتێک جزدانەکەت ئامادە بوو.',
  ),
  parameters: [
    // requirements#validation-terms: the checkbox must be checked
    param(
      'termsAccepted',
      1,
      3,
      l('I accept the terms and conditions', 'أوافق على الشروط والأحكام', 'مەرج و ڕێساکان قبووڵ دەکەم'),
      { type: 'checkbox', rules: [{ rule: 'terms' }] },
    ),
  ],
};

export const selfOnboardingTemplate: OnboardingTemplate = {
  id: SELF_ONBOARDING_TEMPLATE_ID,
  dynamicEntityId: CUSTOMER_DYNAMIC_ENTITY_ID,
  title: l('Open a wallet', 'افتح محفظة', 'جزدانێک بکەرەوە'),
  steps: [personal, documents, address, terms],
};

/**
 * requirements#agent-onboarding: what an agent onboards (entityTemplateList) — a customer wallet,
 * the same fields as self-onboarding; the terms are the customer's, confirmed by the agent.
 */
export const agentCustomerTemplate: OnboardingTemplate = {
  id: AGENT_CUSTOMER_TEMPLATE_ID,
  dynamicEntityId: CUSTOMER_DYNAMIC_ENTITY_ID,
  title: l('Customer wallet', 'محفظة عميل', 'جزدانی کڕیار'),
  steps: [
    personal,
    documents,
    address,
    {
      ...terms,
      description: l(
        'Read the terms to the customer. We check the documents and tell the customer by SMS when the wallet is ready.',
        'اقرأ الشروط على العميل. نتحقق من الوثائق ونخبر العميل برسالة نصية عندما تصبح المحفظة جاهزة.',
        'مەرجەکان بۆ کڕیار بخوێنەوە. بەڵگەنامەکان دەپشکنین و بە نامەی کورت کڕیار ئاگادار دەکەینەوە کاتێک جزدانەکە ئامادە بوو.',
      ),
      parameters: terms.parameters.map((p) => ({
        ...p,
        label: l(
          'The customer accepts the terms and conditions',
          'يوافق العميل على الشروط والأحكام',
          'کڕیار مەرج و ڕێساکان قبووڵ دەکات',
        ),
      })),
    },
  ],
};

export const agentOnboardingTemplates: readonly OnboardingTemplate[] = [agentCustomerTemplate];

export const onboardingTemplates: readonly OnboardingTemplate[] = [selfOnboardingTemplate, agentCustomerTemplate];
