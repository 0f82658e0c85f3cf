import { i18n, type Messages } from '@lingui/core';
import { startTransition } from 'react';
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

/** a part of the catalog: the URL of each language's module of it (scripts/catalogParts.ts) */
type PartUrls = Readonly<Record<string, string>>;

declare global {
  // the built entry chunk registers its part here before any module of it runs
  var __wpI18nParts: PartUrls[] | undefined;
  // every other built chunk awaits this with its part before its modules run
  var __wpI18nNeed: ((part: PartUrls) => Promise<void>) | undefined;
}

/**
 * issue 20: the build splits the catalog by chunk (scripts/catalogParts.ts), so a visitor loads
 * the texts of the code it loads, in the shown language only. In dev and in tests there are no
 * parts: each language loads its whole catalog.
 */
const parts: PartUrls[] | undefined = globalThis.__wpI18nParts;
/** the languages being loaded (a chunk loaded meanwhile brings their texts too) */
const loading = new Map<string, number>();
const loadedParts = new Map<string, Promise<void>>();

function loadPart(locale: string, part: PartUrls): Promise<void> {
  const url = part[locale];
  if (!url) return Promise.resolve();
  let done = loadedParts.get(url);
  if (!done) {
    done = (import(/* @vite-ignore */ url) as Promise<{ default: Messages }>).then(
      // Lingui's provider redraws every translated view on each load: as a transition, React draws
      // it in slices rather than one long task per lazy chunk (issue 20, Total Blocking Time); the
      // texts themselves are in the catalog at once, before the chunk's modules run
      (module) => startTransition(() => i18n.load(locale, { ...module.default })),
      (error: unknown) => {
        loadedParts.delete(url);
        throw error;
      },
    );
    loadedParts.set(url, done);
  }
  return done;
}

if (parts) {
  globalThis.__wpI18nNeed = (part) => {
    parts.push(part);
    const wanted = new Set(loading.keys());
    if (hasOwnCatalog(i18n.locale)) wanted.add(i18n.locale);
    return Promise.all([...wanted].map((locale) => loadPart(locale, part))).then(() => undefined);
  };
}

let sourceMessages: Messages = {};
let sourceLoading: Promise<Messages> | undefined;

/** The whole English catalog, loaded once: every label's fallback (and the source texts without parts). */
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
 * Loads the catalog of a language (in a build, the parts of the chunks loaded so far; a chunk
 * loaded later brings its own). A language without one of its own (active in the content
 * service, not translated in this build) speaks the whole source catalog under its own locale, so
 * plural rules, dates and direction still follow it.
 */
export async function loadCatalog(locale: string): Promise<void> {
  if (parts && hasOwnCatalog(locale)) {
    loading.set(locale, (loading.get(locale) ?? 0) + 1);
    try {
      await Promise.all(parts.map((part) => loadPart(locale, part)));
    } finally {
      const left = (loading.get(locale) ?? 1) - 1;
      if (left > 0) loading.set(locale, left);
      else loading.delete(locale);
    }
    return;
  }
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
