import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldValue } from '../../../src/forms/types';
import { compareCheck, requiredCheck, selectCheck, termsCheck } from '../../../src/forms/validation/choice';
import { validateField } from '../../../src/forms/validation/validate';
import { ctx, file, form, param, step } from '../fixtures';

const required = { key: 'validationError.fieldRequired' };

describe('required (validationError.fieldRequired)', () => {
  it.each<[string, FieldValue]>([
    ['null', null],
    ['an empty string', ''],
    ['a blank string', '   '],
    ['an empty list', []],
    ['an unchecked checkbox', false],
  ])('refuses %s', (_name, value) => {
    expect(requiredCheck.run(value, {}, ctx())).toEqual(required);
  });

  it.each<[string, FieldValue]>([
    ['text', 'a'],
    ['a checked checkbox', true],
    ['a chosen option', ['x']],
    ['an uploaded file', file()],
  ])('accepts %s', (_name, value) => {
    expect(requiredCheck.run(value, {}, ctx())).toBeNull();
  });

  it('accepts any text with a non-space character', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => text.trim() !== ''),
        (text) => {
          expect(requiredCheck.run(text, {}, ctx())).toBeNull();
        },
      ),
    );
  });

  it('lets an optional field stay empty even with other rules configured', () => {
    const optional = param({ ParameterId: 'email', type: 'email', minLength: 5, rules: [{ rule: 'card' }] });
    expect(validateField(optional, { email: '' }, ctx())).toBeNull();
    expect(validateField({ ...optional, IsMandatory: true }, { email: '' }, ctx())).toEqual(required);
  });
});

describe('select (optionNotAvailable)', () => {
  const colour = param({
    ParameterId: 'colour',
    ComponentType: 2,
    PossibleValue: [
      { value: 'red', label: { en: 'Red' } },
      { value: 'blue', label: { en: 'Blue' } },
    ],
  });

  it('accepts one of the configured options and refuses anything else', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const result = selectCheck(colour).run(value, {}, ctx());
        expect(result).toEqual(value === 'red' || value === 'blue' ? null : { key: 'optionNotAvailable' });
      }),
    );
  });

  it('reads the options currently loaded for the field instead of the configured ones', () => {
    const loaded = ctx({ options: { colour: [{ value: 'green', label: 'Green' }] } });
    expect(selectCheck(colour).run('green', {}, loaded)).toBeNull();
    expect(selectCheck(colour).run('red', {}, loaded)).toEqual({ key: 'optionNotAvailable' });
  });

  it('refuses every value while a remote list has not loaded', () => {
    const remote = param({
      ParameterId: 'bank',
      ComponentType: 2,
      ValueSource: { url: 'adapter/v1/banks', method: 'GET', fields: [] },
    });
    expect(selectCheck(remote).run('any', {}, ctx())).toEqual({ key: 'optionNotAvailable' });
  });

  it('checks every value of a multi-select', () => {
    expect(selectCheck(colour).run(['red', 'blue'], {}, ctx())).toBeNull();
    expect(selectCheck(colour).run(['red', 'pink'], {}, ctx())).toEqual({ key: 'optionNotAvailable' });
  });
  it('refuses an option that is listed but unavailable (out of stock), alone or among others', () => {
    const products = ctx({
      options: {
        colour: [
          { value: 'red', label: 'Red' },
          { value: 'blue', label: 'Blue', disabled: true, reason: { en: 'Out of stock' } },
        ],
      },
    });
    expect(selectCheck(colour).run('red', {}, products)).toBeNull();
    expect(selectCheck(colour).run('blue', {}, products)).toEqual({ key: 'optionUnavailable' });
    expect(selectCheck(colour).run(['red', 'blue'], {}, products)).toEqual({ key: 'optionUnavailable' });
  });
});

describe('terms-condition checkbox (acceptTerms)', () => {
  it('accepts only a checked box', () => {
    expect(termsCheck.run(true, {}, ctx())).toBeNull();
    for (const value of [false, null, 'true', ''] as FieldValue[]) {
      expect(termsCheck.run(value, {}, ctx())).toEqual({ key: 'acceptTerms' });
    }
  });

  it('is enforced even on an optional field, and says acceptTerms rather than required', () => {
    const terms = param({ ParameterId: 'terms', ComponentType: 3, rules: [{ rule: 'terms' }] });
    expect(validateField(terms, { terms: false }, ctx())).toEqual({ key: 'acceptTerms' });
    expect(validateField({ ...terms, IsMandatory: true }, { terms: false }, ctx())).toEqual({ key: 'acceptTerms' });
  });
});

describe('compare with field (fieldsMustMatch / fieldsMustDiffer)', () => {
  const passwordForm = form([
    step([
      param({ ParameterId: 'password', label: { en: 'Password', ar: 'كلمة المرور' } }),
      param({ ParameterId: 'confirm' }),
    ]),
  ]);

  it("matches: refuses any value other than the field's, naming its label", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const result = compareCheck('password', 'match', undefined).run(
          b,
          { password: a },
          ctx({ form: passwordForm }),
        );
        expect(result).toEqual(a === b ? null : { key: 'fieldsMustMatch', values: { field: 'Password' } });
      }),
    );
  });

  it("differs: refuses the same value as the field's", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const result = compareCheck('password', 'differ', undefined).run(
          b,
          { password: a },
          ctx({ form: passwordForm }),
        );
        expect(result).toEqual(a !== b ? null : { key: 'fieldsMustDiffer', values: { field: 'Password' } });
      }),
    );
  });

  it("names the other field in the user's locale", () => {
    const result = compareCheck('password', 'match', undefined).run(
      'x',
      { password: 'y' },
      ctx({ form: passwordForm, locale: 'ar' }),
    );
    expect(result).toEqual({ key: 'fieldsMustMatch', values: { field: 'كلمة المرور' } });
  });

  it("reports a configured message as 'custom'", () => {
    const message = { en: 'The new PIN must differ from the old one.' };
    expect(compareCheck('old', 'differ', message).run('1234', { old: '1234' }, ctx())).toEqual({
      key: 'custom',
      custom: message,
    });
  });
});
