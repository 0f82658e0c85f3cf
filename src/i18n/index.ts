import { i18n, type Messages } from '@lingui/core';
import { intlLocale } from './format';
import { catalogLocales, isOfferedLocale, isRtl, sourceLocale } from './locales';
import './fallbackTexts.css';

export { i18n };

/**
 * The source language, active with no texts yet. Every catalog is a chunk of its own (issue 20: a
 * visitor loads the catalog of one language only, ~15 KiB gzip each); the boot waits for the shown
 * language's catalog before the first paint (main.tsx), so no text flashes in another language.
 */
export function startI18n(): void {
  i18n.load(sourceLocale, {});
  i18n.activate(sourceLocale, [intlLocale(sourceLocale)]);
}

/** The source language with its catalog (tests, and anything that speaks before the boot). */
export async function initI18n(): Promise<void> {
  startI18n();
  await loadCatalog(sourceLocale);
}

const lazyCatalogs = import.meta.glob<{ messages: Messages }>('./locales/*/messages.po');

let sourceMessages: Messages = {};
let sourceLoading: Promise<Messages> | undefined;

/** The English catalog, loaded once: the source language's texts and every label's fallback. */
function loadSourceMessages(): Promise<Messages> {
  const load = lazyCatalogs[`./locales/${sourceLocale}/messages.po`];
  if (!load) throw new Error('the source catalog is missing');
  sourceLoading ??= load().then(
    ({ messages }) => {
      sourceMessages = messages;
      i18n.load(sourceLocale, messages);
      return messages;
    },
    (error: unknown) => {
      sourceLoading = undefined;
      throw error;
    },
  );
  return sourceLoading;
}

/**
 * Loads the catalog of a language. A language without one of its own (active in the content
 * service, not translated in this build) speaks the source catalog under its own locale, so
 * plural rules, dates and direction still follow it.
 */
export async function loadCatalog(locale: string): Promise<void> {
  if (locale === sourceLocale) {
    await loadSourceMessages();
    return;
  }
  if (!isOfferedLocale(locale)) throw new Error(`"${locale}" is not a language the portal offers`);
  const load = lazyCatalogs[`./locales/${locale}/messages.po`];
  // a copy: Lingui keeps the object it is given and assigns later loads (labels) into it
  i18n.load(locale, load ? (await load()).messages : { ...(await loadSourceMessages()) });
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
  const [{ labelMessages }, source] = await Promise.all([import('./contentLabels'), loadSourceMessages()]);
  return labelMessages(source, labels);
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
