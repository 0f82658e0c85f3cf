import type { NotificationCategory } from '../../api/contract/notifications';
import { intlLocale } from '../../i18n/format';

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago", "yesterday", "now": how long ago, in the reader's language. */
export function relativeTime(iso: string, nowMs: number, locale: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '-';
  const seconds = Math.round((at - nowMs) / 1000);
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The filter a URL's `filter` asks for, as the page shows it: an unknown one is every category. */
export function filterOf(requested: string | undefined, offers: 'on' | 'off' | 'unknown'): NotificationCategory | null {
  if (requested === 'TRANSACTION' || requested === 'SECURITY') return requested;
  // offers only where the category's menu offers them (while the menu loads, as asked)
  if (requested === 'PROMOTION' && offers !== 'off') return requested;
  return null;
}
