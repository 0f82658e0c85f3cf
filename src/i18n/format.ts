/** requirements#constants-formats: the timer shows minutes and seconds, each padded to two digits. */
export function formatTimer(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** requirements#constants-lengths: the first letters of a name, two by default (avatars). */
export function firstLetters(name: string, count = 2): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, count)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('');
}

/**
 * The BCP 47 tags Intl is asked for, per portal language, best first (requirements#intl-formats):
 * the portal's `ku` is Sorani, whose tag is `ckb` (Intl's `ku` is Kurmanji, in Latin script), with
 * Iraqi Arabic's month names as the fallback where an engine lacks Sorani data — never English;
 * the portal's `mm` is Burmese, whose tag is `my` (`mm` is no language at all).
 */
const intlCandidates: Readonly<Record<string, readonly string[]>> = {
  ku: ['ckb-IQ', 'ckb', 'ar-IQ'],
  mm: ['my'],
};

const resolvedTags = new Map<string, string>();

/** The first candidate tag the engine has data for; the first candidate when it has none of them. */
export function resolveIntlTag(locale: string, supported: (tags: string[]) => readonly string[]): string {
  const candidates = intlCandidates[locale] ?? [locale];
  // one candidate is the answer either way: the engine is not asked (its first question loads its
  // locale data, ~18 ms of the boot on a mid-range phone — issue 20)
  if (candidates.length === 1) return candidates[0]!;
  return candidates.find((candidate) => supported([candidate]).length > 0) ?? candidates[0] ?? locale;
}

/** The engine's tag for a portal language, resolved once per language. */
export function intlTag(locale: string): string {
  let tag = resolvedTags.get(locale);
  if (!tag) {
    tag = resolveIntlTag(locale, (tags) => Intl.DateTimeFormat.supportedLocalesOf(tags));
    resolvedTags.set(locale, tag);
  }
  return tag;
}

/** The Intl locale of a portal language, with Latin digits in every language (requirements#languages). */
export function intlLocale(locale: string): string {
  return `${intlTag(locale)}-u-nu-latn`;
}

/** A number in the user's language: its grouping and decimal marks, Latin digits. */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(intlLocale(locale), options).format(value);
}

/** A calendar date in the user's language (an ISO timestamp in; the long form out). */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? '-'
    : new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' }).format(date);
}

/** A moment in the user's language: date and time (receipts, transaction lists). */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? '-'
    : new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
