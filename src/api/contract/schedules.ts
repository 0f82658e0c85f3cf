import * as v from 'valibot';

/**
 * Issue 16: scheduled payments. Send money to a wallet by mobile number on a weekly or monthly
 * occurrence (spec 001 §5 "Occurrence field"), from a start date to an end date at a time of day
 * in Baghdad (UTC+3, no daylight saving: the ledger's day). The transaction PIN authorizes the
 * schedule once, at creation; its runs do not ask again. Calls of this contract's own.
 */

export const scheduleStatuses = ['active', 'paused', 'cancelled', 'finished'] as const;
export type ScheduleStatus = (typeof scheduleStatuses)[number];

export const weekdays = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof weekdays)[number];

/** At most this many schedules that are not cancelled or finished per user. */
export const MAX_OPEN_SCHEDULES = 20;
/** A schedule spans at most this many days from its start date to its end date. */
export const MAX_SCHEDULE_DAYS = 3 * 366;

const realDay = (text: string) => {
  const [y, m, d] = text.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
};
const day = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 2026-01-31'),
  v.check(realDay, 'a real calendar day'),
);

/** The occurrence as the form engine's occurrence field holds it (src/forms/validation/occurrence.ts). */
export const occurrenceSchema = v.variant('type', [
  v.object({
    type: v.literal('weekly'),
    week: v.picklist(weekdays, 'a weekday such as MON'),
    startDate: day,
    endDate: day,
    time: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time such as 09:00')),
  }),
  v.object({
    type: v.literal('monthly'),
    month: v.pipe(v.string(), v.regex(/^([1-9]|[12]\d|3[01])$/, 'a day of the month from 1 to 31')),
    startDate: day,
    endDate: day,
    time: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time such as 09:00')),
  }),
]);
export type Occurrence = v.InferOutput<typeof occurrenceSchema>;

export const scheduleIdSchema = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,17}$/, 'a schedule id'));

/** adapter/v1/schedule/create (the PIN may be masked, as the payment forms send it) */
export const createScheduleRequestSchema = v.object({
  recipientMobile: v.pipe(v.string(), v.trim(), v.maxLength(20, 'At most 20 characters.')),
  amount: v.pipe(v.string(), v.trim(), v.maxLength(20, 'At most 20 characters.')),
  note: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(140, 'At most 140 characters.'), v.regex(/^[^<>]*$/, 'No < or >.')),
  ),
  occurrence: occurrenceSchema,
  pin: v.optional(v.nullable(v.string())),
  locale: v.optional(v.nullable(v.string())),
});
export type CreateScheduleRequest = v.InferInput<typeof createScheduleRequestSchema>;

export const scheduleRunSchema = v.object({
  occurrenceAt: v.string(),
  status: v.picklist(['running', 'success', 'failure']),
  /** the payment's transaction (success, and a refused payment that was recorded) */
  transactionId: v.nullable(v.string()),
  errCode: v.nullable(v.number()),
  /** why it failed (insufficient balance, recipient gone, …) */
  message: v.nullable(v.string()),
});
export type ScheduleRun = v.InferOutput<typeof scheduleRunSchema>;

export const scheduleSchema = v.object({
  id: scheduleIdSchema,
  recipientMobile: v.string(),
  recipientName: v.string(),
  amount: v.string(),
  currency: v.string(),
  note: v.nullable(v.string()),
  occurrence: occurrenceSchema,
  status: v.picklist(scheduleStatuses),
  /** ISO instant of the next run, null when none is left (or cancelled) */
  nextRunAt: v.nullable(v.string()),
  createdAt: v.string(),
  /** newest first, at most 20 */
  runs: v.array(scheduleRunSchema),
});
export type Schedule = v.InferOutput<typeof scheduleSchema>;

export const scheduleListSchema = v.object({ schedules: v.array(scheduleSchema) });
export type ScheduleList = v.InferOutput<typeof scheduleListSchema>;

export const scheduleAnswerSchema = v.object({ schedule: scheduleSchema });

/** adapter/v1/schedule/pause: paused true pauses, false resumes */
export const pauseScheduleRequestSchema = v.object({ id: scheduleIdSchema, paused: v.boolean() });

/** adapter/v1/schedule/cancel, confirmed with the transaction PIN */
export const cancelScheduleRequestSchema = v.object({ id: scheduleIdSchema, pin: v.optional(v.nullable(v.string())) });

const DAY_MS = 24 * 60 * 60 * 1000;
/** Iraq keeps UTC+3 all year. */
export const SCHEDULE_OFFSET_MS = 3 * 60 * 60 * 1000;

function dayNumber(text: string): number {
  const [y, m, d] = text.split('-').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) / DAY_MS;
}

const daysInMonth = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();

/** Whether a day (days since the epoch) is one of the occurrence's days. A monthly 31 runs on a short month's last day. */
function isOccurrenceDay(occurrence: Occurrence, dayNo: number): boolean {
  const date = new Date(dayNo * DAY_MS);
  if (occurrence.type === 'weekly') return weekdays[(date.getUTCDay() + 6) % 7] === occurrence.week;
  const wanted = Number(occurrence.month);
  const last = daysInMonth(date.getUTCFullYear(), date.getUTCMonth());
  return date.getUTCDate() === Math.min(wanted, last);
}

/** The instant (ms) of the occurrence on a day at its time, Baghdad time. */
function instantOn(occurrence: Occurrence, dayNo: number): number {
  const [h, m] = occurrence.time.split(':').map(Number);
  return dayNo * DAY_MS + ((h ?? 0) * 60 + (m ?? 0)) * 60_000 - SCHEDULE_OFFSET_MS;
}

/** The first occurrence at or after `fromMs`, or null when none is left before the end date. */
export function nextOccurrence(occurrence: Occurrence, fromMs: number): number | null {
  const start = dayNumber(occurrence.startDate);
  const end = dayNumber(occurrence.endDate);
  const fromDay = Math.floor((fromMs + SCHEDULE_OFFSET_MS) / DAY_MS);
  for (let dayNo = Math.max(start, fromDay); dayNo <= end; dayNo++) {
    if (!isOccurrenceDay(occurrence, dayNo)) continue;
    const at = instantOn(occurrence, dayNo);
    if (at >= fromMs) return at;
  }
  return null;
}

/** The start date at its time, Baghdad time: a schedule starting before now is in the past. */
export function startInstant(occurrence: Occurrence): number {
  return instantOn(occurrence, dayNumber(occurrence.startDate));
}

/** Days from the start date to the end date (negative: the end is before the start). */
export function spanDays(occurrence: Occurrence): number {
  return dayNumber(occurrence.endDate) - dayNumber(occurrence.startDate);
}
