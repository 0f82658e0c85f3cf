import { i18n, type Messages } from '@lingui/core';
import { messages as sourceMessages } from './locales/en/messages.po';
import { isOfferedLocale, isRtl, sourceLocale } from './locales';

export { i18n };

/** The source catalog ships in the main bundle so the portal can always speak. */
export function initI18n(): void {
  i18n.load(sourceLocale, sourceMessages);
  i18n.activate(sourceLocale);
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
  i18n.load(locale, load ? (await load()).messages : sourceMessages);
}

/** Activates a loaded catalog and sets the document's language and direction. */
export function activateLocale(locale: string, doc: Document | undefined = globalThis.document): void {
  i18n.activate(locale);
  if (doc) {
    doc.documentElement.lang = locale;
    doc.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
  }
}
