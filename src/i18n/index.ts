import { i18n, type Messages } from '@lingui/core';
import { messages as sourceMessages } from './locales/en/messages.po';
import { intlLocale } from './format';
import { catalogLocales, isOfferedLocale, isRtl, sourceLocale } from './locales';
import './fallbackTexts.css';

export { i18n };

/** The source catalog ships in the main bundle so the portal can always speak. */
export function initI18n(): void {
  i18n.load(sourceLocale, sourceMessages);
  i18n.activate(sourceLocale, [intlLocale(sourceLocale)]);
}

// other catalogs are separate chunks, loaded on demand
const lazyCatalogs = import.meta.glob<{ messages: Messages }>(['./locales/*/messages.po', '!./locales/en/messages.po']);

/**
 * Loads the catalog of a language. A language without one of its own (active in the content
 * service, not translated in this build) speaks the source catalog under its own locale, so
 * plural rules, dates and direction still follow it.
 */
export async function loadCatalog(locale: string): Promise<void> {
  if (locale === sourceLocale) return;
  if (!isOfferedLocale(locale)) throw new Error(`"${locale}" is not a language the portal offers`);
  const load = lazyCatalogs[`./locales/${locale}/messages.po`];
  // a copy: Lingui keeps the object it is given and assigns later loads (labels) into it
  i18n.load(locale, load ? (await load()).messages : { ...sourceMessages });
}

/** Whether a language speaks from a catalog of its own (which keeps priority over labels). */
export function hasOwnCatalog(locale: string): boolean {
  return isOfferedLocale(locale) && catalogLocales.includes(locale);
}

/**
 * requirements#language-data: the content service's labels of a language as messages by id, to
 * lay over the English catalog (the merge loads with the first language that needs it).
 */
export async function labelMessagesOf(labels: Readonly<Record<string, string>>): Promise<Messages> {
  const { labelMessages } = await import('./contentLabels');
  return labelMessages(sourceMessages, labels);
}

/**
 * requirements#locale-fallback: a language without a catalog shows the content service's labels
 * where it has them and English elsewhere; a language with a catalog keeps its own texts. The
 * English is laid again first, so a label the content service withdrew is English again.
 */
export function applyLabels(locale: string, labelled: Messages): void {
  if (hasOwnCatalog(locale)) return;
  i18n.load(locale, { ...sourceMessages, ...labelled });
}

/**
 * Activates a loaded catalog and sets the document's language and direction. Lingui's own dates,
 * numbers and plurals (i18n.date, i18n.number, {n, plural}) use the language's Intl tag
 * (requirements#intl-formats): Sorani for Kurdish, Latin digits.
 */
export function activateLocale(locale: string, doc: Document | undefined = globalThis.document): void {
  i18n.activate(locale, [intlLocale(locale)]);
  if (doc) {
    doc.documentElement.lang = locale;
    doc.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
    // the language the portal's own texts are in (English for a language without a catalog)
    doc.documentElement.setAttribute?.('data-texts', hasOwnCatalog(locale) ? locale : sourceLocale);
  }
}
