import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Condition } from '../../src/api/contract/serviceForm';
import {
  conditionHolds,
  isActive,
  isVisible,
  staleChildren,
  valuesForRequest,
  visibleParameters,
} from '../../src/forms/conditions';
import type { FieldValue } from '../../src/forms/types';
import { form, param, step } from './fixtures';

const when = (operator: Condition['operator'], value: string): Condition => ({ field: 'x', operator, value });
const holds = (operator: Condition['operator'], expected: string, actual: FieldValue) =>
  conditionHolds(when(operator, expected), actual);

describe('condition operators', () => {
  it.each<[Condition['operator'], string, FieldValue, boolean]>([
    ['eq', 'bank', 'bank', true],
    ['eq', 'bank', 'wallet', false],
    ['eq', 'bank|card|cash', 'card', true],
    ['eq', 'bank|card', 'cheque', false],
    ['eq', '', null, true],
    ['eq', 'true', true, true],
    ['eq', 'false', false, true],
    ['ne', 'bank', 'wallet', true],
    ['ne', 'bank|card', 'card', false],
    ['ne', '', 'x', true],
    ['lt', '10', '9', true],
    ['lt', '10', '10', false],
    ['le', '10', '10', true],
    ['gt', '9', '10', true],
    ['gt', '10', '10', false],
    ['ge', '10', '10', true],
    ['ge', '2025-01-01', '2025-06-15', true],
    ['lt', '2025-01-01', '2024-12-31', true],
    ['gt', 'b', 'c', true],
  ])('%s %j with value %j holds: %s', (operator, expected, actual, result) => {
    expect(holds(operator, expected, actual)).toBe(result);
  });

  it('compares numbers numerically, not as text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), fc.integer({ min: -10_000, max: 10_000 }), (a, b) => {
        expect(holds('lt', String(b), String(a))).toBe(a < b);
        expect(holds('gt', String(b), String(a))).toBe(a > b);
        expect(holds('le', String(b), String(a))).toBe(a <= b);
        expect(holds('ge', String(b), String(a))).toBe(a >= b);
      }),
    );
  });

  it('never holds an ordering operator on an empty value', () => {
    for (const operator of ['lt', 'gt', 'le', 'ge'] as const) {
      expect(holds(operator, '5', '')).toBe(false);
      expect(holds(operator, '5', null)).toBe(false);
    }
  });

  it('holds eq for a pipe list exactly when the value is one of its entries', () => {
    const entry = fc.stringMatching(/^[a-z]{1,6}$/);
    fc.assert(
      fc.property(fc.uniqueArray(entry, { minLength: 1, maxLength: 5 }), entry, (allowed, value) => {
        expect(holds('eq', allowed.join('|'), value)).toBe(allowed.includes(value));
        expect(holds('ne', allowed.join('|'), value)).toBe(!allowed.includes(value));
      }),
    );
  });

  it('holds eq for a multi-select when any chosen value is allowed', () => {
    expect(holds('eq', 'buy', ['sell', 'buy'])).toBe(true);
    expect(holds('eq', 'buy', ['sell'])).toBe(false);
  });
});

describe('visibility', () => {
  const amount = param({
    ParameterId: 'amount',
    dependencies: [
      { field: 'kind', operator: 'eq', value: 'bank|card' },
      { field: 'limit', operator: 'gt', value: '0' },
    ],
  });

  it('shows a field only when all of its conditions hold', () => {
    expect(isVisible(amount, { kind: 'bank', limit: '5' })).toBe(true);
    expect(isVisible(amount, { kind: 'bank', limit: '0' })).toBe(false);
    expect(isVisible(amount, { kind: 'cash', limit: '5' })).toBe(false);
  });

  it('shows a field without conditions', () => {
    expect(isVisible(param({ ParameterId: 'a' }), {})).toBe(true);
  });

  it('never shows a hidden-type field, though it stays active', () => {
    const hidden = param({ ParameterId: 'ref', type: 'hidden' });
    expect(isVisible(hidden, {})).toBe(false);
    expect(isActive(hidden, {})).toBe(true);
  });

  it('hides the end of a chain when its start hides the middle', () => {
    const a = param({ ParameterId: 'a' });
    const b = param({ ParameterId: 'b', dependencies: [{ field: 'a', operator: 'eq', value: 'yes' }] });
    const c = param({ ParameterId: 'c', dependencies: [{ field: 'b', operator: 'eq', value: 'on' }] });
    const chain = form([step([a, b, c])]);
    const values = { a: 'no', b: 'on' };
    expect(isVisible(c, values)).toBe(true); // read alone, b's kept value still says on
    expect(isVisible(c, values, chain)).toBe(false);
    expect(visibleParameters(chain.steps[0] ?? step([]), values, chain).map((p) => p.ParameterId)).toEqual(['a']);
    expect(
      visibleParameters(chain.steps[0] ?? step([]), { a: 'yes', b: 'on' }, chain).map((p) => p.ParameterId),
    ).toEqual(['a', 'b', 'c']);
  });

  it('treats a cycle of conditions as hidden instead of looping', () => {
    const a = param({ ParameterId: 'a', dependencies: [{ field: 'b', operator: 'ne', value: 'x' }] });
    const b = param({ ParameterId: 'b', dependencies: [{ field: 'a', operator: 'ne', value: 'x' }] });
    const cyclic = form([step([a, b])]);
    expect(isVisible(a, {}, cyclic)).toBe(false);
    expect(isVisible(b, {}, cyclic)).toBe(false);
  });
});

describe('staleChildren (childParameter)', () => {
  const country = param({ ParameterId: 'country', childParameter: ['city', 'bank'] });
  const city = param({ ParameterId: 'city', childParameter: ['branch'] });
  const branch = param({ ParameterId: 'branch', childParameter: ['country'] });
  const bank = param({ ParameterId: 'bank', childParameter: ['branch'] });
  const locations = form([step([country, city, branch, bank])]);

  it('lists children and their children once each, nearest first, never the field itself', () => {
    expect(staleChildren(country, locations)).toEqual(['city', 'bank', 'branch']);
  });

  it('lists nothing for a field without children', () => {
    expect(staleChildren(param({ ParameterId: 'x' }), locations)).toEqual([]);
  });
});

describe('valuesForRequest: values of fields not shown are not sent', () => {
  const kind = param({ ParameterId: 'kind' });
  const account = param({ ParameterId: 'account', dependencies: [{ field: 'kind', operator: 'eq', value: 'bank' }] });
  const ref = param({ ParameterId: 'ref', type: 'hidden' });
  const payment = form([step([kind, account, ref])]);

  it('drops the value of a field whose conditions fail and keeps hidden-type values', () => {
    expect(valuesForRequest(payment, { kind: 'wallet', account: '123', ref: 'R1', extra: 'kept' })).toEqual({
      kind: 'wallet',
      ref: 'R1',
      extra: 'kept',
    });
  });

  it('keeps the value once the field is shown again', () => {
    expect(valuesForRequest(payment, { kind: 'bank', account: '123' })).toEqual({ kind: 'bank', account: '123' });
  });
});

describe('conditional steps (step when)', () => {
  const route = param({ ParameterId: 'route' });
  const iban = param({ ParameterId: 'iban', IsMandatory: true });
  const bankStep = { ...step([iban], 'bank'), when: [{ field: 'route', operator: 'eq' as const, value: 'bank' }] };
  const routed = form([step([route]), bankStep]);

  it('treats the fields of a skipped step as inactive, so they are not sent', () => {
    expect(isActive(iban, { route: 'wallet' }, routed)).toBe(false);
    expect(valuesForRequest(routed, { route: 'wallet', iban: 'IQ00' })).toEqual({ route: 'wallet' });
    expect(valuesForRequest(routed, { route: 'bank', iban: 'IQ00' })).toEqual({ route: 'bank', iban: 'IQ00' });
  });
});
