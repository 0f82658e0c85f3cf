import {
  MAX_PHOTO_BYTES,
  PHONE_PATTERN,
  photoMimeTypes,
  type ProfileFieldName,
  type ProfileTemplate,
  type ProfileTemplateField,
  profileTemplateIds,
} from '../../src/api/contract/account';
import type { UserCategory } from '../../src/api/contract/categories';

/**
 * requirements#profile: one profile-update template per user type, chosen from five ids. Served by
 * the content service (cms) from here rather than from a table: they change with a release, not at
 * run time, and a database seeded before they existed gets them without a data migration.
 */
export type ProfileTemplateId = (typeof profileTemplateIds)[number];

export const profileTemplateIdByCategory: Record<UserCategory, ProfileTemplateId> = {
  consumer: 101,
  agent: 102,
  superAgent: 102,
  vendor: 102,
  merchant: 103,
  enterprise: 104,
  csr: 105,
};

type Localized = Record<'en' | 'ar' | 'ku', string>;

const labels: Record<ProfileFieldName, Localized> = {
  DISPLAY_PHOTOGRAPH: { en: 'Profile photo', ar: 'الصورة الشخصية', ku: 'وێنەی پرۆفایل' },
  FULL_NAME_IN_ENGLISH: { en: 'Full name (English)', ar: 'الاسم الكامل (بالإنجليزية)', ku: 'ناوی تەواو (ئینگلیزی)' },
  FULL_NAME_IN_ARABIC: { en: 'Full name (Arabic)', ar: 'الاسم الكامل (بالعربية)', ku: 'ناوی تەواو (عەرەبی)' },
  PHONE: { en: 'Mobile number', ar: 'رقم الهاتف المحمول', ku: 'ژمارەی مۆبایل' },
  EMAIL: { en: 'E-mail address', ar: 'البريد الإلكتروني', ku: 'ئیمەیڵ' },
};

const validationMessages: Partial<Record<ProfileFieldName, Localized>> = {
  DISPLAY_PHOTOGRAPH: {
    en: 'Choose a JPEG or PNG image of at most 2 MB.',
    ar: 'اختر صورة JPEG أو PNG لا يزيد حجمها عن 2 ميغابايت.',
    ku: 'وێنەیەکی JPEG یان PNG هەڵبژێرە کە لە 2 مێگابایت زیاتر نەبێت.',
  },
  PHONE: {
    en: 'Enter a 10-digit mobile number.',
    ar: 'أدخل رقم هاتف محمول من 10 أرقام.',
    ku: 'ژمارەی مۆبایلێکی 10 ژمارەیی بنووسە.',
  },
  EMAIL: {
    en: 'Enter a valid e-mail address.',
    ar: 'أدخل بريدًا إلكترونيًا صالحًا.',
    ku: 'ئیمەیڵێکی دروست بنووسە.',
  },
};

const titles: Record<ProfileTemplateId, Localized> = {
  101: { en: 'Customer profile', ar: 'ملف العميل', ku: 'پرۆفایلی کڕیار' },
  102: { en: 'Agent profile', ar: 'ملف الوكيل', ku: 'پرۆفایلی بریکار' },
  103: { en: 'Merchant profile', ar: 'ملف التاجر', ku: 'پرۆفایلی بازرگان' },
  104: { en: 'Enterprise profile', ar: 'ملف المؤسسة', ku: 'پرۆفایلی کۆمپانیا' },
  105: { en: 'Staff profile', ar: 'ملف الموظف', ku: 'پرۆفایلی کارمەند' },
};

function field(name: ProfileFieldName, sortOrder: number, readOnly: boolean): ProfileTemplateField {
  const base = { name, label: labels[name], isReadOnly: readOnly, sort_order: sortOrder };
  const validationMsg = validationMessages[name];
  const withMsg = validationMsg === undefined ? {} : { validationMsg };
  switch (name) {
    case 'DISPLAY_PHOTOGRAPH':
      // requirements#profile: JPEG or PNG, at most 2,000,000 bytes
      return {
        ...base,
        ...withMsg,
        type: 'file',
        isMandatory: false,
        fileTypes: [...photoMimeTypes],
        size: MAX_PHOTO_BYTES,
      };
    case 'PHONE':
      // requirements#validation-mobile: 10 digits, after an optional + and country code
      return { ...base, ...withMsg, type: 'tel', isMandatory: true, maxLength: 14, regex: PHONE_PATTERN.source };
    case 'EMAIL':
      return { ...base, ...withMsg, type: 'email', isMandatory: true, maxLength: 254 };
    case 'FULL_NAME_IN_ENGLISH':
      return { ...base, type: 'text', isMandatory: true, maxLength: 80 };
    case 'FULL_NAME_IN_ARABIC':
      return { ...base, type: 'text', isMandatory: false, maxLength: 80 };
  }
}

/**
 * What each user type may change itself. Names verified at onboarding (KYC of agents and
 * merchants, an enterprise's registered name, staff records) are read-only; an enterprise's
 * registered phone and a staff member's contact details come from their organisation.
 */
const readOnly: Record<ProfileTemplateId, readonly ProfileFieldName[]> = {
  101: [],
  102: ['FULL_NAME_IN_ENGLISH', 'FULL_NAME_IN_ARABIC'],
  103: ['FULL_NAME_IN_ENGLISH', 'FULL_NAME_IN_ARABIC'],
  104: ['FULL_NAME_IN_ENGLISH', 'FULL_NAME_IN_ARABIC', 'PHONE'],
  105: ['FULL_NAME_IN_ENGLISH', 'FULL_NAME_IN_ARABIC', 'PHONE', 'EMAIL'],
};

const fieldOrder: readonly ProfileFieldName[] = [
  'DISPLAY_PHOTOGRAPH',
  'FULL_NAME_IN_ENGLISH',
  'FULL_NAME_IN_ARABIC',
  'PHONE',
  'EMAIL',
];

function buildTemplate(id: ProfileTemplateId): ProfileTemplate {
  return {
    templateId: id,
    title: titles[id],
    fields: fieldOrder.map((name, index) => field(name, index + 1, readOnly[id].includes(name))),
  };
}

export const profileTemplates: ReadonlyMap<number, ProfileTemplate> = new Map(
  profileTemplateIds.map((id) => [id, buildTemplate(id)]),
);

export function profileTemplateFor(category: UserCategory): ProfileTemplate {
  const template = profileTemplates.get(profileTemplateIdByCategory[category]);
  if (template === undefined) throw new Error(`no profile template for ${category}`);
  return template;
}
