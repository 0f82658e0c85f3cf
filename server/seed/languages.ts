import type { Queryable } from '../db/types';

interface LanguageSeed {
  locale: string;
  name: string;
  apiCode: string;
  rtl: boolean;
  active: boolean;
}

/**
 * seed 001 §9: the sixteen languages offered, with native names; seed 000 §9 fixes the API codes
 * of en, ar and ku. Only English, Arabic and Kurdish (Sorani, written right to left) are active:
 * the portal has translations for those three (seed 000 §1).
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
    await tx.query(
      `INSERT INTO languages (id, locale, name, icon, rtl, is_active, is_default, api_code, sort_order)
       VALUES ($1, $2, $3, NULL, $4, $5, $6, $7, $1)`,
      [index + 1, lang.locale, lang.name, lang.rtl, lang.active, lang.locale === 'en', lang.apiCode],
    );
  }
}
