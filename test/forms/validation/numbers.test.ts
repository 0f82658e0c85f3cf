import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundsFromCheck, numberCheck, parseNumber, rangeCheck } from '../../../src/forms/validation/numbers';
import type { FieldValue } from '../../../src/forms/types';
import { ctx } from '../fixtures';

const run = (check: typeof numberCheck, value: FieldValue, values: Record<string, FieldValue> = {}) =>
  check.run(value, values, ctx());

const decimal = fc
  .tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.option(fc.nat({ max: 9999 }), { nil: undefined }))
  .map(([whole, fraction]) => (fraction === undefined ? String(whole) : `${whole}.${fraction}`));

describe('number parse (notANumber)', () => {
  it('accepts decimals as typed, with sign and fraction', () => {
    fc.assert(
      fc.property(decimal, (text) => {
        expect(run(numberCheck, text)).toBeNull();
        expect(parseNumber(text)).toBeCloseTo(Number(text));
      }),
    );
  });

  it.each(['abc', '1,000', '0x10', '1e3', '--1', '1.2.3', 'Infinity', '12 apples'])(
    'refuses %j with notANumber',
    (text) => expect(run(numberCheck, text)).toEqual({ key: 'notANumber' }),
  );

  it('refuses any text that holds a letter', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('a', 'Z', 'x'), (text, letter) => {
        expect(run(numberCheck, `${text}${letter}`)).toEqual({ key: 'notANumber' });
      }),
    );
  });

  it('checks both ends of a range slider', () => {
    expect(run(numberCheck, ['1', '5'])).toBeNull();
    expect(run(numberCheck, ['1', 'five'])).toEqual({ key: 'notANumber' });
  });
});

describe('range or slider (minNMaxRange)', () => {
  const bounds = fc
    .tuple(fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 }))
    .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

  it('accepts values from min to max inclusive and refuses the others with {min,max}', () => {
    fc.assert(
      fc.property(bounds, fc.integer({ min: -600, max: 600 }), ([min, max], n) => {
        const result = run(rangeCheck(min, max), String(n));
        expect(result).toEqual(n >= min && n <= max ? null : { key: 'minNMaxRange', values: { min, max } });
      }),
    );
  });

  it('accepts the bounds themselves and refuses just outside them', () => {
    const check = rangeCheck(0, 100);
    expect(run(check, '0')).toBeNull();
    expect(run(check, '100')).toBeNull();
    expect(run(check, '-0.01')).not.toBeNull();
    expect(run(check, '100.01')).not.toBeNull();
  });

  it('checks each end of a range slider', () => {
    expect(run(rangeCheck(0, 10), ['2', '8'])).toBeNull();
    expect(run(rangeCheck(0, 10), ['2', '11'])).toEqual({ key: 'minNMaxRange', values: { min: 0, max: 10 } });
  });
});

describe('numeric bounds from other fields (valueLength)', () => {
  const check = boundsFromCheck('minAmount', 'maxAmount');

  it('accepts a value between the other fields and refuses one outside with their values', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), fc.nat({ max: 1000 }), fc.nat({ max: 1200 }), (a, b, n) => {
        const [min, max] = [Math.min(a, b), Math.max(a, b)];
        const result = run(check, String(n), { minAmount: String(min), maxAmount: String(max) });
        expect(result).toEqual(n >= min && n <= max ? null : { key: 'valueLength', values: { min, max } });
      }),
    );
  });

  it('sets no bound from an empty or unparsable field', () => {
    expect(run(check, '5000', { minAmount: '10', maxAmount: '' })).toBeNull();
    expect(run(check, '5', { minAmount: '10', maxAmount: 'abc' })).toEqual({ key: 'valueLength', values: { min: 10 } });
  });

  it('refuses a value that is not a number', () => {
    expect(run(check, 'ten', { minAmount: '1', maxAmount: '20' })).toEqual({ key: 'notANumber' });
  });
});
