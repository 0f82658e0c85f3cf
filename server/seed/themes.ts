import * as v from 'valibot';
import type { UserCategory } from '../../src/api/contract/categories';
import { themeSchema, type Theme } from '../../src/api/contract/content';

type ThemeEntry = Theme['themeList'][number];

/** requirements#constants-colours: primary #5D92F4, secondary #677080, dark #464D69: every category's default. */
const blue: ThemeEntry = {
  name: 'blue',
  title: { en: 'Blue', ar: 'أزرق', ku: 'شین' },
  primaryColor: '#5D92F4',
  secondaryColor: '#677080',
  textPrimary: '#464D69',
  textSecondary: '#677080',
  backgroundColor: '#F4F7FA',
  default: true,
};

/** The alternative each category may switch to (requirements#theme: the chosen theme is kept in session data). */
const alternatives: Record<UserCategory, Omit<ThemeEntry, 'default'>> = {
  consumer: {
    name: 'emerald',
    title: { en: 'Emerald', ar: 'زمردي', ku: 'زمرووتی' },
    primaryColor: '#10B981',
    secondaryColor: '#065F46',
    textPrimary: '#1F2937',
    textSecondary: '#4B5563',
    backgroundColor: '#F0FDF4',
  },
  agent: {
    name: 'amber',
    title: { en: 'Amber', ar: 'كهرماني', ku: 'پرتەقاڵی' },
    primaryColor: '#F59E0B',
    secondaryColor: '#92400E',
    textPrimary: '#1F2937',
    textSecondary: '#57534E',
    backgroundColor: '#FFFBEB',
  },
  superAgent: {
    name: 'indigo',
    title: { en: 'Indigo', ar: 'نيلي', ku: 'نیلی' },
    primaryColor: '#6366F1',
    secondaryColor: '#3730A3',
    textPrimary: '#1E1B4B',
    textSecondary: '#4B5563',
    backgroundColor: '#EEF2FF',
  },
  csr: {
    name: 'slate',
    title: { en: 'Slate', ar: 'رمادي', ku: 'خۆڵەمێشی' },
    primaryColor: '#475569',
    secondaryColor: '#1E293B',
    textPrimary: '#0F172A',
    textSecondary: '#64748B',
    backgroundColor: '#F8FAFC',
  },
  merchant: {
    name: 'violet',
    title: { en: 'Violet', ar: 'بنفسجي', ku: 'وەنەوشەیی' },
    primaryColor: '#8B5CF6',
    secondaryColor: '#5B21B6',
    textPrimary: '#1F2937',
    textSecondary: '#6B7280',
    backgroundColor: '#F5F3FF',
  },
  enterprise: {
    name: 'teal',
    title: { en: 'Teal', ar: 'أزرق مخضر', ku: 'شینی سەوزباو' },
    primaryColor: '#0D9488',
    secondaryColor: '#115E59',
    textPrimary: '#134E4A',
    textSecondary: '#4B5563',
    backgroundColor: '#F0FDFA',
  },
  vendor: {
    name: 'rose',
    title: { en: 'Rose', ar: 'وردي', ku: 'پەمەیی' },
    primaryColor: '#E11D48',
    secondaryColor: '#9F1239',
    textPrimary: '#1F2937',
    textSecondary: '#6B7280',
    backgroundColor: '#FFF1F2',
  },
};

/**
 * Theme assets (requirements#theme): the logo helper keeps a data URL under appLogo, so appLogo
 * is the one marked for local storage. The white logo (dark headers) is the same file until a
 * provider brands it.
 */
const assets: Theme['assets'] = [
  { key: 'appLogo', value: '/brand/logo.svg', localstorage: true },
  { key: 'appLogoWhite', value: '/brand/logo.svg', localstorage: false },
  { key: 'faviconLogo', value: '/brand/favicon.svg', localstorage: false },
];

/** Checked against the portal's schema when built, like the menus. */
export function seedTheme(category: UserCategory): Theme {
  return v.parse(themeSchema, {
    themeList: [{ ...blue }, { ...alternatives[category], default: false }],
    assets: assets.map((asset) => ({ ...asset })),
  });
}
