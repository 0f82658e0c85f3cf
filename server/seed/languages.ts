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
 * ar and ku are fixed, the others our own. Only English, Arabic and Kurdish (Sorani, written right
 * to left) are active: the portal has translations for those three.
 */
export const languageSeeds: readonly LanguageSeed[] = [
  { locale: 'en', name: 'English', apiCode: 'enUS', rtl: false, active: true },
  { locale: 'zh', name: '中文', apiCode: 'zhCN', rtl: false, active: false },
  { locale: 'ru', name: 'Русский', apiCode: 'ruRU', rtl: false, active: false },
  { locale: 'he', name: 'עברית', apiCode: 'heIL', rtl: true, active: false },
  { locale: 'fr', name: 'Français', apiCode: 'frFR', rtl: false, active: false },
  { locale: 'ar', name: 'العربية', apiCode: 'arAR', rtl: true, active: true },
  { locale: 'de', name: 'Deutsch', apiCode: 'deDE', rtl: false, active: false },
  { locale: 'es', name: 'Español', apiCode: 'esES', rtl: false, active: false },
  { locale: 'ja', name: '日本語', apiCode: 'jaJP', rtl: false, active: false },
  { locale: 'ko', name: '한국어', apiCode: 'koKR', rtl: false, active: false },
  { locale: 'it', name: 'Italiano', apiCode: 'itIT', rtl: false, active: false },
  { locale: 'hu', name: 'Magyar', apiCode: 'huHU', rtl: false, active: false },
  { locale: 'nl', name: 'Nederlands', apiCode: 'nlNL', rtl: false, active: false },
  { locale: 'pt', name: 'Português', apiCode: 'ptPT', rtl: false, active: false },
  { locale: 'ku', name: 'کوردی', apiCode: 'kuKU', rtl: true, active: true },
  { locale: 'mm', name: 'မြန်မာ', apiCode: 'mmMM', rtl: false, active: false },
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
