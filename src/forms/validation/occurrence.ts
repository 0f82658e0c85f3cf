import { type Check, fail } from './context';
import { compareDays, parseDay } from './dates';

/**
 * An occurrence field's value (requirements#validation-occurrence), kept as a JSON string so it stays a
 * plain FieldValue:
 *   {"type":"weekly","week":"MON","startDate":"2025-01-06","endDate":"2025-03-31","time":"09:00"}
 * type is daily, weekly or monthly; weekly needs `week` (a weekday), monthly needs `month`
 * (a day of the month); every type needs startDate, endDate (YYYY-MM-DD) and time (HH:mm).
 */
export interface OccurrenceValue {
  type: 'daily' | 'weekly' | 'monthly';
  week?: string;
  month?: string;
  startDate: string;
  endDate: string;
  time: string;
}

const TYPES = new Set(['daily', 'weekly', 'monthly']);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const text = (record: Record<string, unknown>, key: string): string => {
  const value = record[key];
  return typeof value === 'string' ? value.trim() : '';
};

/** The occurrence in a value, or null when it is not complete. */
export function parseOccurrence(value: string): OccurrenceValue | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  const type = text(record, 'type');
  if (!TYPES.has(type)) return null;
  if (type === 'weekly' && text(record, 'week') === '') return null;
  if (type === 'monthly' && text(record, 'month') === '') return null;
  const startDate = text(record, 'startDate');
  const endDate = text(record, 'endDate');
  const time = text(record, 'time');
  if (parseDay(startDate) === null || parseDay(endDate) === null || !TIME.test(time)) return null;
  const result: OccurrenceValue = { type: type as OccurrenceValue['type'], startDate, endDate, time };
  if (type === 'weekly') result.week = text(record, 'week');
  if (type === 'monthly') result.month = text(record, 'month');
  return result;
}

/**
 * occurrenceIncomplete when a part is missing; an end date before the start date is the same
 * From/To mistake as the date picker's (error.message.1117).
 */
export const occurrenceCheck: Check = {
  name: 'occurrence',
  run: (value) => {
    const occurrence = typeof value === 'string' ? parseOccurrence(value) : null;
    if (occurrence === null) return fail('occurrenceIncomplete');
    const start = parseDay(occurrence.startDate);
    const end = parseDay(occurrence.endDate);
    return start !== null && end !== null && compareDays(start, end) > 0 ? fail('error.message.1117') : null;
  },
};
