import { insertLanguage } from '../content/languages.repository';
import type { Queryable } from '../db/types';

interface LanguageSeed {
  locale: string;
  name: string;
  apiCode: string;
  rtl: boolean;
  active: boolean;
}

/**
 * requirements#languages: the sixteen languages offered, with native names; the API codes of en,
 * ar and ku are fixed, the others our own. All sixteen are active: English, Arabic and Kurdish
 * (Sorani, written right to left) have catalogs of their own; the others show the portal's texts
 * in English (filled by the content service's language data where it has them) in their own
 * direction, with dates and numbers in their own language.
 */
export const languageSeeds: readonly LanguageSeed[] = [
  { locale: 'en', name: 'English', apiCode: 'enUS', rtl: false, active: true },
  { locale: 'zh', name: '中文', apiCode: 'zhCN', rtl: false, active: true },
  { locale: 'ru', name: 'Русский', apiCode: 'ruRU', rtl: false, active: true },
  { locale: 'he', name: 'עברית', apiCode: 'heIL', rtl: true, active: true },
  { locale: 'fr', name: 'Français', apiCode: 'frFR', rtl: false, active: true },
  { locale: 'ar', name: 'العربية', apiCode: 'arAR', rtl: true, active: true },
  { locale: 'de', name: 'Deutsch', apiCode: 'deDE', rtl: false, active: true },
  { locale: 'es', name: 'Español', apiCode: 'esES', rtl: false, active: true },
  { locale: 'ja', name: '日本語', apiCode: 'jaJP', rtl: false, active: true },
  { locale: 'ko', name: '한국어', apiCode: 'koKR', rtl: false, active: true },
  { locale: 'it', name: 'Italiano', apiCode: 'itIT', rtl: false, active: true },
  { locale: 'hu', name: 'Magyar', apiCode: 'huHU', rtl: false, active: true },
  { locale: 'nl', name: 'Nederlands', apiCode: 'nlNL', rtl: false, active: true },
  { locale: 'pt', name: 'Português', apiCode: 'ptPT', rtl: false, active: true },
  { locale: 'ku', name: 'کوردی', apiCode: 'kuKU', rtl: true, active: true },
  { locale: 'mm', name: 'မြန်မာ', apiCode: 'mmMM', rtl: false, active: true },
];

export async function seedLanguages(tx: Queryable): Promise<void> {
  for (const [index, lang] of languageSeeds.entries()) {
    await insertLanguage(tx, {
      id: index + 1,
      locale: lang.locale,
      name: lang.name,
      rtl: lang.rtl,
      active: lang.active,
      isDefault: lang.locale === 'en',
      apiCode: lang.apiCode,
    });
  }
}
