import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { serviceFormSchema } from '../../../src/api/contract/serviceForm';
import type { FieldValue, FormValues } from '../../../src/forms/types';
import { demoSampleForm, demoSampleParameters } from '../../../src/forms/validation/demoSample';
import { validateField, validateStep } from '../../../src/forms/validation/validate';
import { ctx, file } from '../fixtures';

const field = (id: string) => {
  const found = demoSampleParameters.find((item) => item.ParameterId === id);
  if (found === undefined) throw new Error(`no demo field ${id}`);
  return found;
};
const check = (id: string, value: FieldValue) =>
  validateField(field(id), { [id]: value }, ctx({ form: demoSampleForm }));
const custom = (id: string) => ({ key: 'custom', custom: field(id).ValidationMessage });

describe('the demo form sample as configuration', () => {
  it('is a valid service form', () => {
    expect(() => v.parse(serviceFormSchema, demoSampleForm)).not.toThrow();
  });

  it('makes every input field mandatory', () => {
    const errors = validateStep(demoSampleForm.steps[0] ?? { id: 'x', title: {}, parameters: [] }, {}, ctx());
    const inputs = demoSampleParameters.filter((item) => item.type !== 'hidden' && item.type !== 'button');
    expect(Object.keys(errors).sort()).toEqual(inputs.map((item) => item.ParameterId).sort());
    for (const error of Object.values(errors)) expect(error.key).toBe('validationError.fieldRequired');
  });

  it('accepts a fully filled sample', () => {
    const values: FormValues = {
      fullName: 'Ada Lovela',
      email: 'ada@example.com',
      website: 'https://example.com',
      address: '1 Main Street',
      quantity: '12',
      mobile: '+95 9123456789',
      percentage: '40',
      range: '70',
      document: file({ mimeType: 'image/png', size: 2_100_512 }),
      date: '2025-06-15',
      time: '09:30',
      colour: 'ocean',
      orderType: 'spot-limit',
      gender: 'other',
      transactionType: ['buy', 'sell'],
      password: 'anything',
      subscribe: true,
      favouriteColour: '#ff0000',
      meeting: '2025-06-15T09:30',
      month: '2025-06',
    };
    expect(validateStep(demoSampleForm.steps[0] ?? { id: 'x', title: {}, parameters: [] }, values, ctx())).toEqual({});
  });
});

describe('demo sample rules', () => {
  it("full name: letters and spaces only, else 'field contain only alphabets'", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z ]{1,10}$/).filter((s) => s.trim() !== ''),
        (name) => {
          expect(check('fullName', name)).toBeNull();
        },
      ),
    );
    expect(check('fullName', 'Ada2')).toEqual({ key: 'custom', custom: { en: 'field contain only alphabets' } });
    expect(check('fullName', 'Ada-Lee')).toEqual(custom('fullName'));
  });

  it('full name: at most 10 characters', () => {
    expect(check('fullName', 'Abcdefghij')).toBeNull();
    expect(check('fullName', 'Abcdefghijk')).toEqual({ key: 'inputLength', values: { max: 10 } });
  });

  it("email: 'Enter valid email.'", () => {
    expect(check('email', 'a.b+c@mail.example.org')).toBeNull();
    expect(check('email', 'not-an-email')).toEqual({ key: 'custom', custom: { en: 'Enter valid email.' } });
  });

  it('website: ftp, http or https, at most 30 characters', () => {
    for (const url of ['ftp://files.example', 'http://example.com', 'https://example.com/a'])
      expect(check('website', url)).toBeNull();
    expect(check('website', 'gopher://example.com')).toEqual(custom('website'));
    expect(check('website', 'www.example.com')).toEqual(custom('website'));
    expect(check('website', `https://${'a'.repeat(23)}`)).toEqual({ key: 'inputLength', values: { max: 30 } });
  });

  it('address: at most 50 characters', () => {
    expect(check('address', 'x'.repeat(50))).toBeNull();
    expect(check('address', 'x'.repeat(51))).toEqual({ key: 'inputLength', values: { max: 50 } });
  });

  it('quantity: a non-negative integer without leading zeros', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(check('quantity', String(n))).toBeNull();
      }),
    );
    expect(check('quantity', '007')).toEqual(custom('quantity'));
    expect(check('quantity', '-3')).toEqual(custom('quantity'));
    expect(check('quantity', '2.5')).toEqual(custom('quantity'));
    expect(check('quantity', 'ten')).toEqual({ key: 'notANumber' });
  });

  it('mobile: an optional country code plus 10 digits', () => {
    const tenDigits = fc.stringMatching(/^\d{10}$/);
    fc.assert(
      fc.property(tenDigits, fc.constantFrom('', '+1', '+95 ', '+964-'), (digits, code) => {
        expect(check('mobile', `${code}${digits}`)).toBeNull();
      }),
    );
    expect(check('mobile', '912345678')).toEqual(custom('mobile'));
    expect(check('mobile', '+95912345678901')).toEqual(custom('mobile'));
  });

  it('percentage slider: 0 to 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 150 }), (n) => {
        const result = check('percentage', String(n));
        expect(result).toEqual(n >= 0 && n <= 100 ? null : { key: 'minNMaxRange', values: { min: 0, max: 100 } });
      }),
    );
  });

  it('file: at most 2,100,512 bytes, pdf, image, audio or video', () => {
    expect(check('document', file({ size: 2_100_512 }))).toBeNull();
    expect(check('document', file({ size: 2_100_513 }))).toEqual({ key: 'fileSizeBig', values: { max: 2_100_512 } });
    for (const mimeType of ['image/jpeg', 'audio/ogg', 'video/webm'])
      expect(check('document', file({ mimeType }))).toBeNull();
    expect(check('document', file({ mimeType: 'application/zip' }))).toEqual({ key: 'invalidFileType' });
  });

  it('date: YYYY-MM-DD; time: HH:mm', () => {
    expect(check('date', '2025-12-31')).toBeNull();
    expect(check('date', '31/12/2025')).toEqual(custom('date'));
    expect(check('date', '2025-13-01')).toEqual(custom('date'));
    expect(check('time', '23:59')).toBeNull();
    expect(check('time', '24:00')).toEqual(custom('time'));
    expect(check('time', '9:30')).toEqual(custom('time'));
  });

  it('sample options: a value outside the list is refused', () => {
    expect(check('colour', 'silver')).toBeNull();
    expect(check('colour', 'black')).toEqual({ key: 'optionNotAvailable' });
    expect(check('orderType', 'market')).toBeNull();
    expect(check('transactionType', ['both', 'hold'])).toEqual({ key: 'optionNotAvailable' });
  });
});
