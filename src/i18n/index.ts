import { i18n, type Messages } from '@lingui/core';
import { messages as sourceMessages } from './locales/en/messages.po';
import { isRtl, sourceLocale } from './locales';

export { i18n };

/** The source catalog ships in the main bundle so the portal can always speak. */
export function initI18n(): void {
  i18n.load(sourceLocale, sourceMessages);
  i18n.activate(sourceLocale);
}

// other catalogs are separate chunks, loaded on demand
const lazyCatalogs = import.meta.glob<{ messages: Messages }>(['./locales/*/messages.po', '!./locales/en/messages.po']);

export async function loadCatalog(locale: string): Promise<void> {
  if (locale === sourceLocale) return;
  const load = lazyCatalogs[`./locales/${locale}/messages.po`];
  if (!load) throw new Error(`no catalog for locale "${locale}"`);
  i18n.load(locale, (await load()).messages);
}

/** Activates a loaded catalog and sets the document's language and direction. */
export function activateLocale(locale: string, doc: Document | undefined = globalThis.document): void {
  i18n.activate(locale);
  if (doc) {
    doc.documentElement.lang = locale;
    doc.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
  }
}
