import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draftProblems, emptyDraft, type ScheduleDraft } from '../../../machines/scheduleCreate.machine';
import { occurrenceOf } from '../../../src/flows/schedules/schedules.logic';
import { occurrenceCheck } from '../../../src/forms/validation/occurrence';
import { ctx } from '../../forms/fixtures';

/**
 * Issue 16: the scheduled payment's occurrence follows the form engine's occurrence rules — the
 * same problem (occurrenceIncomplete, error.message.1117) for the same value — plus a start that
 * is not in the past. Long ago is never in the past of the check here: the clock is the epoch.
 */
describe('the scheduled payment draft and the form engine agree on the occurrence', () => {
  const day = fc
    .tuple(fc.integer({ min: 2020, max: 2030 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
    .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
  const part = <T>(arb: fc.Arbitrary<T>) => fc.oneof(arb, fc.constant(''));
  const draft = fc.record({
    type: fc.constantFrom<'weekly' | 'monthly'>('weekly', 'monthly'),
    week: part(fc.constantFrom('MON', 'FRI', 'SUN')),
    month: part(fc.integer({ min: 1, max: 31 }).map(String)),
    startDate: part(day),
    endDate: part(day),
    time: part(fc.constantFrom('00:00', '09:30', '23:59', '24:00')),
  });

  it('says the same problem for the same occurrence', () => {
    fc.assert(
      fc.property(draft, (parts) => {
        const value: ScheduleDraft = { ...emptyDraft, ...parts };
        const engine = occurrenceCheck.run(JSON.stringify(occurrenceOf(value)), {}, ctx());
        expect(draftProblems(value, 0).occurrence ?? null).toBe(engine?.key ?? null);
      }),
    );
  });

  it('refuses a start in the past, which the form engine does not judge', () => {
    const value: ScheduleDraft = {
      ...emptyDraft,
      week: 'MON',
      startDate: '2026-11-20',
      endDate: '2026-12-20',
      time: '09:00',
    };
    // 09:00 in Baghdad is 06:00 UTC
    expect(draftProblems(value, Date.parse('2026-11-20T06:00:00Z')).occurrence).toBeUndefined();
    expect(draftProblems(value, Date.parse('2026-11-20T06:00:01Z')).occurrence).toBe('scheduleInPast');
  });
});
