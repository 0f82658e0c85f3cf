import { i18n, type Messages } from '@lingui/core';
import { catalogLocales, sourceLocale } from '../i18n/locales';

/**
 * The flow atlas's own catalog (src/i18n/locales/<locale>/atlas.po), apart from the portal's so
 * the portal's pages never carry the atlas's texts. Loaded with the atlas's page for every
 * language the build ships, so switching language there is immediate; another language speaks
 * the source catalog, as the portal does.
 */
const catalogs = import.meta.glob<{ messages: Messages }>('../i18n/locales/*/atlas.po');
const loaded = new Map<string, Messages>();

export async function loadAtlasCatalogs(): Promise<void> {
  await Promise.all(
    catalogLocales.map(async (locale) => {
      const load = catalogs[`../i18n/locales/${locale}/atlas.po`];
      if (!load) return;
      const { messages } = await load();
      loaded.set(locale, messages);
      // a copy: i18n merges later catalogs into the object it holds
      i18n.load(locale, { ...messages });
    }),
  );
  ensureAtlasMessages(i18n.locale);
}

/** A language without an atlas catalog of its own speaks the source one. */
export function ensureAtlasMessages(locale: string): void {
  if (!locale || loaded.has(locale)) return;
  const source = loaded.get(sourceLocale);
  if (!source) return;
  loaded.set(locale, source);
  i18n.load(locale, { ...source });
}
