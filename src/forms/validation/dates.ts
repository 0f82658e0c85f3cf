import type { LocaleText } from '../../api/contract/content';
import { type Check, fail } from './context';

/** A calendar day, compared without clocks or time zones. */
export interface Day {
  year: number;
  month: number;
  day: number;
  /** read from a month value (YYYY-MM): compared with today's month, not today's day */
  monthOnly?: boolean;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysIn = (year: number, month: number) => (month === 2 && isLeap(year) ? 29 : (DAYS[month - 1] ?? 0));

/**
 * A real calendar day from 'YYYY-MM-DD', optionally followed by a time ('T10:30' from
 * datetime-local). A month value ('YYYY-MM') is read as its first day. Anything else is null.
 */
export function parseDay(text: string): Day | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:[T ].*)?$/.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = match[3] === undefined ? 1 : Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return match[3] === undefined ? { year, month, day, monthOnly: true } : { year, month, day };
}

export function compareDays(a: Day, b: Day): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** YYYY-MM-DD of a Date in its local calendar: how the caller turns its clock into ctx.today. */
export function isoDay(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Whole years from birth to today: the age goes up on the birthday. Someone born on 29 February
 * turns a year older on 1 March in a common year.
 */
export function ageOn(birth: Day, today: Day): number {
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

export const MAX_AGE = 100;

function todayOf(text: string): Day {
  const day = parseDay(text);
  if (day === null) throw new RangeError(`ctx.today must be YYYY-MM-DD, got '${text}'`);
  return day;
}

/**
 * A date a picker cannot produce fails with the field's own message ('custom'): the date rules
 * have no key of their own for a malformed date, and the configured format is what it broke.
 */
const malformed = (message: LocaleText | null) => fail('custom', undefined, message);

/** requirements#validation-age: between validateAge and 100 years (ageLimit {min,max}). */
export function ageCheck(minAge: number, message: LocaleText | null): Check {
  return {
    name: 'age',
    run: (value, _values, ctx) => {
      const birth = typeof value === 'string' ? parseDay(value) : null;
      if (birth === null) return malformed(message);
      const age = ageOn(birth, todayOf(ctx.today));
      return age >= minAge && age <= MAX_AGE ? null : fail('ageLimit', { min: minAge, max: MAX_AGE });
    },
  };
}

export interface DateRuleOptions {
  future: boolean;
  past: boolean;
  notAfterField?: string | undefined;
}

/**
 * requirements#validation-date: futureDateNotAllowed / pastDateNotAllowed against the injected today
 * (today itself is neither), and a From date after its To date fails with error.message.1117.
 * An empty or malformed To date is the To field's own problem.
 */
export function dateRuleCheck(options: DateRuleOptions, message: LocaleText | null): Check {
  return {
    name: 'date',
    run: (value, values, ctx) => {
      const day = typeof value === 'string' ? parseDay(value) : null;
      if (day === null) return malformed(message);
      const today = todayOf(ctx.today);
      const versusToday = compareDays(day, day.monthOnly === true ? { ...today, day: 1 } : today);
      if (!options.future && versusToday > 0) return fail('futureDateNotAllowed');
      if (!options.past && versusToday < 0) return fail('pastDateNotAllowed');
      if (options.notAfterField !== undefined) {
        const other = values[options.notAfterField];
        const to = typeof other === 'string' ? parseDay(other) : null;
        if (to !== null && compareDays(day, to) > 0) return fail('error.message.1117');
      }
      return null;
    },
  };
}
