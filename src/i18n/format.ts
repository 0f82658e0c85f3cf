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

/** The Intl locale of a portal language: Kurdish here is Sorani (ckb); digits stay Latin everywhere. */
export function intlLocale(locale: string): string {
  return `${locale === 'ku' ? 'ckb' : locale}-u-nu-latn`;
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
