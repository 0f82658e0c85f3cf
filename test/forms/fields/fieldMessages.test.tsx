import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldMessages, messageFor, useFieldErrorText } from '../../../src/forms/fields';
import { messageKeys, type FieldError, type MessageKey } from '../../../src/forms/types';
import { activate, renderUiHook } from '../../support/render';
import { colours, param, renderField } from './fieldFixtures';

/** The values each rule supplies with its key. */
const sampleValues: Partial<Record<MessageKey, FieldError['values']>> = {
  minNMaxRange: { min: 0, max: 100 },
  inputLength: { min: 2, max: 10 },
  exactLength: { length: 6 },
  valueLength: { min: 10, max: 500 },
  fieldsMustMatch: { field: 'New password' },
  fieldsMustDiffer: { field: 'Current password' },
  otpLength: { length: 6 },
  fileSizeBig: { max: 2_000_000 },
  ageLimit: { min: 18, max: 100 },
};

const textOf = (error: FieldError, locale = 'en') => {
  const { result } = renderUiHook(() => useFieldErrorText());
  return result.current(error, locale);
};

describe('field error messages', () => {
  it('has a message for every message key', () => {
    for (const key of messageKeys) {
      expect(fieldMessages[key], key).toBeDefined();
      expect(fieldMessages[key].message ?? fieldMessages[key].id, key).toBeTruthy();
    }
    expect(Object.keys(fieldMessages).sort()).toEqual([...messageKeys].sort());
  });

  it('words every key as a sentence with its values filled in', () => {
    activate('en');
    const { result } = renderUiHook(() => useFieldErrorText());
    for (const key of messageKeys) {
      const text = result.current({ key, values: sampleValues[key] }, 'en');
      expect(text, key).toMatch(/^[A-Z].*\.$/);
      expect(text, key).not.toMatch(/[{}]/);
    }
  });

  it('says what the rules say', () => {
    activate('en');
    expect(textOf({ key: 'validationError.fieldRequired' })).toBe('This field is required.');
    expect(textOf({ key: 'mobileLength' })).toBe('Enter a 10-digit mobile number.');
    expect(textOf({ key: 'invalidCardNumber' })).toBe('Not a valid card number.');
    expect(textOf({ key: 'error.message.1117' })).toBe('The From date must not be after the To date.');
    expect(textOf({ key: 'inputLength', values: { min: 2, max: 10 } })).toBe('Enter 2 to 10 characters.');
    expect(textOf({ key: 'exactLength', values: { length: 6 } })).toBe('Enter exactly 6 characters.');
    expect(textOf({ key: 'fileSizeBig', values: { max: 2_000_000 } })).toBe('The file must be at most 2 MB.');
    expect(textOf({ key: 'fieldsMustMatch', values: { field: 'New password' } })).toBe('This must match New password.');
  });

  it('words a bound the rule left out without it', () => {
    activate('en');
    expect(textOf({ key: 'inputLength', values: { max: 10 } })).toBe('Enter at most 10 characters.');
    expect(textOf({ key: 'inputLength', values: { min: 2 } })).toBe('Enter at least 2 characters.');
    expect(textOf({ key: 'minNMaxRange', values: { min: 5 } })).toBe('Enter a value of at least 5.');
    expect(textOf({ key: 'ageLimit', values: { min: 18 } })).toBe('You must be at least 18 years old.');
    expect(textOf({ key: 'fieldsMustMatch' })).toBe('This does not match.');
    expect(textOf({ key: 'fileSizeBig' })).toBe('The file is too big.');
    expect(messageFor({ key: 'inputLength', values: { min: 1, max: 3 } })).toBe(fieldMessages.inputLength);
  });

  it("shows a custom error's configured text in the locale, falling back to English", () => {
    activate('ar');
    const custom = { en: 'Only letters.', ar: 'أحرف فقط.' };
    expect(textOf({ key: 'custom', custom }, 'ar')).toBe('أحرف فقط.');
    expect(textOf({ key: 'custom', custom: { en: 'Only letters.' } }, 'ar')).toBe('Only letters.');
    activate('en');
    expect(textOf({ key: 'custom' })).toBe('This value is not valid.');
  });

  it('returns null without an error', () => {
    expect(textOf(null as unknown as FieldError)).toBeNull();
  });
});

describe('in Arabic', () => {
  it('shows the configured Arabic label, placeholder and options', () => {
    activate('ar');
    renderField({
      parameter: param({
        type: 'select',
        label: { en: 'Colour', ar: 'اللون' },
        placeholder: { en: 'Choose', ar: 'اختر' },
      }),
      options: colours,
      value: 'green',
      locale: 'ar',
    });
    const select = screen.getByRole('combobox', { name: 'اللون' }) as HTMLInputElement;
    expect(select.value).toBe('أخضر');
    expect(select.placeholder).toBe('اختر');
    activate('en');
  });

  it('translates an error with the Arabic catalog', () => {
    activate('ar');
    renderField({
      parameter: param({ type: 'tel', label: { en: 'Mobile', ar: 'الجوال' } }),
      value: '07',
      locale: 'ar',
      error: { key: 'mobileLength' },
    });
    expect(screen.getByText('أدخل رقم هاتف محمول مكوّنًا من 10 أرقام.')).toBeTruthy();
    activate('en');
  });

  it('keeps a phone number and an amount left to right', () => {
    activate('ar');
    renderField({
      parameter: param({ ParameterId: 'mobile', type: 'tel', label: { en: 'Mobile', ar: 'الجوال' } }),
      value: '0712345678',
      locale: 'ar',
    });
    renderField({
      parameter: param({ ParameterId: 'amount', type: 'amount', label: { en: 'Amount', ar: 'المبلغ' } }),
      value: '25000',
      locale: 'ar',
      currencySymbol: 'د.ع',
      currencyPosition: 'suffix',
    });
    const tel = screen.getByRole('textbox', { name: 'الجوال' }) as HTMLInputElement;
    const amount = screen.getByRole('textbox', { name: 'المبلغ' }) as HTMLInputElement;
    expect(tel.closest('[dir="ltr"]')).not.toBeNull();
    expect(tel.getAttribute('inputmode')).toBe('tel');
    expect(amount.closest('[dir="ltr"]')).not.toBeNull();
    expect(amount.value).toBe('25,000\u00a0د.ع');
    activate('en');
  });
});
