import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../src/forms/validation/rules';
import { validateField, validateStep } from '../../../src/forms/validation/validate';
import { ctx, form, param, step } from '../fixtures';

const names = (...args: Parameters<typeof rulesOf>) => rulesOf(...args).map((check) => check.name);

describe("rulesOf: a parameter's attributes become ordered checks", () => {
  it('derives checks from the type and attributes, then the configured rules in order', () => {
    const p = param({
      ParameterId: 'amount',
      type: 'amount',
      IsMandatory: true,
      minimumValue: 1,
      maximumValue: 500,
      maxLength: 8,
      rules: [{ rule: 'noHtml' }, { rule: 'boundsFrom', minField: 'min' }],
    });
    expect(names(p)).toEqual(['required', 'number', 'range', 'length', 'noHtml', 'boundsFrom']);
  });

  it('gives e-mail, url and tel fields their built-in format', () => {
    expect(names(param({ ParameterId: 'a', type: 'email' }))).toEqual(['email']);
    expect(names(param({ ParameterId: 'a', type: 'url' }))).toEqual(['url']);
    expect(names(param({ ParameterId: 'a', type: 'tel' }))).toEqual(['mobile']);
  });

  it('lets a configured Regex replace the built-in format of the type', () => {
    const p = param({
      ParameterId: 'a',
      type: 'email',
      Regex: '^.+@corp\\.example$',
      ValidationMessage: { en: 'Corp only' },
    });
    expect(names(p)).toEqual(['regex']);
    expect(validateField(p, { a: 'me@corp.example' }, ctx())).toBeNull();
    expect(validateField(p, { a: 'me@gmail.com' }, ctx())).toEqual({ key: 'custom', custom: { en: 'Corp only' } });
  });

  it('places captcha and terms before required', () => {
    const p = param({ ParameterId: 'a', IsMandatory: true, rules: [{ rule: 'noScript' }, { rule: 'terms' }] });
    expect(names(p)).toEqual(['terms', 'required', 'noScript']);
  });

  it('checks select, radio and checkbox groups against their options', () => {
    const options = [{ value: 'x', label: 'X' }];
    expect(names(param({ ParameterId: 'a', ComponentType: 2 }))).toEqual(['select']);
    expect(names(param({ ParameterId: 'a', ComponentType: 4 }))).toEqual(['select']);
    expect(names(param({ ParameterId: 'a', ComponentType: 1, type: 'react_select' }))).toEqual(['select']);
    expect(names(param({ ParameterId: 'a', ComponentType: 3, PossibleValue: options }))).toEqual(['select']);
    expect(names(param({ ParameterId: 'a', ComponentType: 3 }))).toEqual([]);
  });

  it('checks an OTP field against its maxLength instead of a length range', () => {
    const p = param({ ParameterId: 'otp', type: 'otp', maxLength: 6 });
    expect(names(p)).toEqual(['otp']);
    expect(validateField(p, { otp: '12345' }, ctx())).toEqual({ key: 'otpLength', values: { length: 6 } });
  });

  it('adds the age limit for a validateAge date of birth', () => {
    const p = param({ ParameterId: 'dob', ComponentType: 6, type: 'date', validateAge: 18 });
    expect(names(p)).toEqual(['age']);
    expect(validateField(p, { dob: '2010-01-01' }, ctx())).toEqual({ key: 'ageLimit', values: { min: 18, max: 100 } });
  });

  it('gives labels, links and buttons nothing to check', () => {
    expect(names(param({ ParameterId: 'a', ComponentType: 5, IsMandatory: true }))).toEqual([]);
    expect(names(param({ ParameterId: 'a', ComponentType: 8, IsMandatory: true }))).toEqual([]);
    expect(names(param({ ParameterId: 'a', type: 'button', IsMandatory: true }))).toEqual([]);
  });

  it('turns each configured rule into its check', () => {
    const all = param({
      ParameterId: 'a',
      rules: [
        { rule: 'email' },
        { rule: 'url' },
        { rule: 'mobile' },
        { rule: 'password' },
        { rule: 'compare', field: 'b', mode: 'match' },
        { rule: 'otp', length: 4 },
        { rule: 'card' },
        { rule: 'date', future: false, past: true },
        { rule: 'occurrence' },
        { rule: 'base64' },
      ],
    });
    expect(names(all)).toEqual([
      'email',
      'url',
      'mobile',
      'password',
      'compare:b',
      'otp',
      'card',
      'date',
      'occurrence',
      'base64',
    ]);
  });
});

describe('validateField', () => {
  it('reports the first failing check only', () => {
    const p = param({ ParameterId: 'a', maxLength: 3, rules: [{ rule: 'noHtml' }] });
    expect(validateField(p, { a: '<b>x</b>' }, ctx())).toEqual({ key: 'inputLength', values: { max: 3 } });
    expect(validateField(p, { a: '<b>' }, ctx())).toEqual({ key: 'htmlNotAllowed' });
  });

  it('treats a field missing from the values as empty', () => {
    expect(validateField(param({ ParameterId: 'a', IsMandatory: true }), {}, ctx())).toEqual({
      key: 'validationError.fieldRequired',
    });
  });
});

describe('validateStep (conditional fields are validated only when shown)', () => {
  const kind = param({ ParameterId: 'kind', IsMandatory: true });
  const account = param({
    ParameterId: 'account',
    IsMandatory: true,
    dependencies: [{ field: 'kind', operator: 'eq', value: 'bank' }],
  });
  const secret = param({ ParameterId: 'secret', type: 'hidden', IsMandatory: true });
  const details = step([kind, account, secret]);

  it('skips a field whose condition does not hold and a hidden one', () => {
    expect(validateStep(details, { kind: 'wallet' }, ctx())).toEqual({});
  });

  it('validates a conditional field once it is shown', () => {
    expect(validateStep(details, { kind: 'bank' }, ctx())).toEqual({
      account: { key: 'validationError.fieldRequired' },
    });
  });

  it('collects the error of every visible field', () => {
    expect(Object.keys(validateStep(details, {}, ctx()))).toEqual(['kind']);
  });

  it('reads conditions on fields of earlier steps through the form', () => {
    const later = param({
      ParameterId: 'iban',
      IsMandatory: true,
      dependencies: [{ field: 'account', operator: 'ne', value: '' }],
    });
    const twoSteps = form([details, step([later], 'second')]);
    // account holds a value but is hidden (kind is not bank): iban reads it as empty
    const values = { kind: 'wallet', account: 'stale' };
    expect(validateStep(twoSteps.steps[1] ?? step([]), values, ctx({ form: twoSteps }))).toEqual({});
    expect(validateStep(twoSteps.steps[1] ?? step([]), { ...values, kind: 'bank' }, ctx({ form: twoSteps }))).toEqual({
      iban: { key: 'validationError.fieldRequired' },
    });
  });
});
