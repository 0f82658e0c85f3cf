import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageCheck, ageOn, dateRuleCheck, isoDay, parseDay } from '../../../src/forms/validation/dates';
import type { FormValues } from '../../../src/forms/types';
import { ctx } from '../fixtures';

const DAY_MS = 86_400_000;
/** test-side calendar arithmetic in UTC, independent of the code under test */
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2090, 11, 31) }).map((ms) => ms - (ms % DAY_MS));

const run = (check: ReturnType<typeof ageCheck>, value: string, today: string, values: FormValues = {}) =>
  check.run(value, values, ctx({ today }));

describe('date picker future and past flags', () => {
  const noFuture = dateRuleCheck({ future: false, past: true }, null);
  const noPast = dateRuleCheck({ future: true, past: false }, null);

  it('refuses days after the injected today when the future is not allowed, and only those', () => {
    fc.assert(
      fc.property(dayMs, fc.integer({ min: -800, max: 800 }), (today, offset) => {
        const result = run(noFuture, iso(today + offset * DAY_MS), iso(today));
        expect(result).toEqual(offset > 0 ? { key: 'futureDateNotAllowed' } : null);
      }),
    );
  });

  it('refuses days before the injected today when the past is not allowed, and only those', () => {
    fc.assert(
      fc.property(dayMs, fc.integer({ min: -800, max: 800 }), (today, offset) => {
        const result = run(noPast, iso(today + offset * DAY_MS), iso(today));
        expect(result).toEqual(offset < 0 ? { key: 'pastDateNotAllowed' } : null);
      }),
    );
  });

  it('compares a date and time by its day', () => {
    expect(run(noFuture, '2025-06-15T23:59', '2025-06-15')).toBeNull();
    expect(run(noFuture, '2025-06-16T00:00', '2025-06-15')).toEqual({ key: 'futureDateNotAllowed' });
  });

  it("compares a month value with today's month", () => {
    expect(run(noPast, '2025-06', '2025-06-15')).toBeNull();
    expect(run(noPast, '2025-05', '2025-06-15')).toEqual({ key: 'pastDateNotAllowed' });
    expect(run(noFuture, '2025-07', '2025-06-15')).toEqual({ key: 'futureDateNotAllowed' });
  });

  it("reports a date no calendar has with the field's own message", () => {
    const message = { en: 'Use YYYY-MM-DD.' };
    const check = dateRuleCheck({ future: true, past: true }, message);
    for (const bad of ['2025-02-30', '2023-02-29', '15/06/2025', '2025-13-01']) {
      expect(run(check, bad, '2025-06-15')).toEqual({ key: 'custom', custom: message });
    }
    expect(run(check, '2024-02-29', '2025-06-15')).toBeNull();
  });
});

describe('From date not after To date (error.message.1117)', () => {
  const from = dateRuleCheck({ future: true, past: true, notAfterField: 'toDate' }, null);

  it('refuses a From day after the To day and accepts the same or an earlier one', () => {
    fc.assert(
      fc.property(dayMs, dayMs, (a, b) => {
        const result = run(from, iso(a), '2025-06-15', { toDate: iso(b) });
        expect(result).toEqual(a > b ? { key: 'error.message.1117' } : null);
      }),
    );
  });

  it('leaves an empty To date to its own field', () => {
    expect(run(from, '2025-06-20', '2025-06-15', { toDate: '' })).toBeNull();
  });
});

describe('age limit (ageLimit, at most 100 years)', () => {
  const birthdayYearsAgo = (today: string, years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
  const notLeapDay = dayMs.map(iso).filter((day) => !day.endsWith('-02-29'));

  it('accepts someone who turns the minimum age today and refuses someone born a day later', () => {
    fc.assert(
      fc.property(notLeapDay, fc.integer({ min: 1, max: 99 }), (today, min) => {
        const birth = birthdayYearsAgo(today, min);
        expect(run(ageCheck(min, null), birth, today)).toBeNull();
        const dayLater = iso(Date.parse(birth) + DAY_MS);
        expect(run(ageCheck(min, null), dayLater, today)).toEqual({ key: 'ageLimit', values: { min, max: 100 } });
      }),
    );
  });

  it('accepts exactly 100 years and refuses 101', () => {
    fc.assert(
      fc.property(notLeapDay, (today) => {
        expect(run(ageCheck(18, null), birthdayYearsAgo(today, 100), today)).toBeNull();
        expect(run(ageCheck(18, null), birthdayYearsAgo(today, 101), today)).toEqual({
          key: 'ageLimit',
          values: { min: 18, max: 100 },
        });
      }),
    );
  });

  it('refuses a birth date in the future', () => {
    expect(run(ageCheck(0, null), '2025-06-16', '2025-06-15')).toEqual({
      key: 'ageLimit',
      values: { min: 0, max: 100 },
    });
  });

  it('makes someone born on 29 February a year older on 1 March of a common year', () => {
    const birth = parseDay('2008-02-29');
    const feb28 = parseDay('2026-02-28');
    const mar1 = parseDay('2026-03-01');
    if (birth === null || feb28 === null || mar1 === null) throw new Error('fixture');
    expect(ageOn(birth, feb28)).toBe(17);
    expect(ageOn(birth, mar1)).toBe(18);
  });
});

describe('isoDay', () => {
  it("writes a Date's local calendar day", () => {
    expect(isoDay(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});
