import type { FaqCategory, FaqLocale, FaqQuestion } from '../../api/contract/faq';

/** Secondary text readable on light and dark backgrounds (Mantine's dimmed is too faint on dark cards). */
export const secondaryText = 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))';

/** A link inside text, readable on light and dark cards (the primary colour is too faint on dark ones). */
export const linkText = 'light-dark(var(--mantine-color-blue-8), var(--mantine-color-blue-3))';

/** requirements#locale-fallback: the user's language, else English (always there). */
function inLocale<T>(texts: { en: T } & Partial<Record<FaqLocale, T>>, locale: string): T {
  return (texts as Partial<Record<string, T>>)[locale] ?? texts.en;
}

export function categoryName(category: FaqCategory, locale: string): string {
  return inLocale(category.locale, locale).name;
}

export function questionText(faq: FaqQuestion, locale: string): { question: string; answer: string } {
  return inLocale(faq.locale, locale);
}

/** The search reads the English question: shown beside a translated one so a match can be seen. */
export function showsEnglishToo(faq: FaqQuestion, locale: string, searching: boolean): boolean {
  return searching && questionText(faq, locale).question !== faq.locale.en.question;
}
