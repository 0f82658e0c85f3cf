import * as v from 'valibot';
import { plainParameter, serviceFormSchema, type ServiceForm } from '../../src/api/contract/serviceForm';
import type { FormValues } from '../../src/forms/types';

/**
 * The benchmark's one configuration: 25 fields in 3 steps, written as the content service would
 * serve it and parsed with the portal's own schema, so our engine gets exactly what the app gets.
 * `toRjsf` derives react-jsonschema-form's schemas from this same object.
 */

const en = (text: string) => ({ en: text });
const options = (...pairs: [string, string][]) => pairs.map(([value, label]) => ({ value, label: en(label) }));

let order = 0;
const field = (over: Record<string, unknown> & { ParameterId: string; label: string }) => ({
  ...plainParameter,
  ComponentType: 1,
  sort_order: order++,
  ...over,
  label: en(over.label),
});

const countries = options(
  ['MM', 'Myanmar'],
  ['TH', 'Thailand'],
  ['SG', 'Singapore'],
  ['MY', 'Malaysia'],
  ['VN', 'Vietnam'],
  ['KH', 'Cambodia'],
  ['LA', 'Laos'],
  ['ID', 'Indonesia'],
  ['PH', 'Philippines'],
  ['IN', 'India'],
);

const raw = {
  serviceCode: 'BENCH_FORM',
  pageId: 'bench',
  title: en('Benchmark form'),
  confirmation: { kind: 'none' },
  submit: { url: 'adapter/v1/bench', fields: [] },
  receipt: [],
  steps: [
    {
      id: 'details',
      title: en('Your details'),
      parameters: [
        field({
          ParameterId: 'fullName',
          label: 'Full name',
          type: 'text',
          IsMandatory: true,
          minLength: 2,
          maxLength: 60,
        }),
        field({ ParameterId: 'email', label: 'E-mail', type: 'email', IsMandatory: true }),
        field({
          ParameterId: 'mobile',
          label: 'Mobile number',
          type: 'tel',
          IsMandatory: true,
          rules: [{ rule: 'mobile' }],
        }),
        field({
          ParameterId: 'birthDate',
          label: 'Date of birth',
          ComponentType: 6,
          type: 'date',
          IsMandatory: true,
          ValidationMessage: en('Enter a date as YYYY-MM-DD.'),
          rules: [{ rule: 'date', future: false }],
        }),
        field({
          ParameterId: 'gender',
          label: 'Gender',
          ComponentType: 4,
          type: 'radio',
          IsMandatory: true,
          ValueSource: 'static',
          PossibleValue: options(['f', 'Female'], ['m', 'Male'], ['x', 'Other']),
        }),
        field({
          ParameterId: 'country',
          label: 'Country',
          ComponentType: 2,
          type: 'select',
          IsMandatory: true,
          ValueSource: 'static',
          PossibleValue: countries,
        }),
        field({
          ParameterId: 'township',
          label: 'Township',
          type: 'text',
          IsMandatory: true,
          maxLength: 40,
          dependencies: [{ field: 'country', value: 'MM' }],
        }),
        field({
          ParameterId: 'postcode',
          label: 'Postcode',
          type: 'text',
          Regex: '^\\d{5}$',
          ValidationMessage: en('A postcode has 5 digits.'),
        }),
        field({ ParameterId: 'website', label: 'Website', type: 'url' }),
      ],
    },
    {
      id: 'payment',
      title: en('Payment'),
      parameters: [
        field({
          ParameterId: 'amount',
          label: 'Amount',
          type: 'amount',
          IsMandatory: true,
          minimumValue: 100,
          maximumValue: 1_000_000,
          useFor: 'amount',
        }),
        field({ ParameterId: 'quantity', label: 'Quantity', type: 'number', minimumValue: 1, maximumValue: 99 }),
        field({
          ParameterId: 'purpose',
          label: 'Purpose',
          ComponentType: 2,
          type: 'select',
          IsMandatory: true,
          ValueSource: 'static',
          PossibleValue: options(
            ['family', 'Family support'],
            ['goods', 'Goods'],
            ['services', 'Services'],
            ['other', 'Other'],
          ),
        }),
        field({
          ParameterId: 'purposeOther',
          label: 'Describe the purpose',
          type: 'textarea',
          IsMandatory: true,
          maxLength: 200,
          rules: [{ rule: 'noHtml' }],
          dependencies: [{ field: 'purpose', value: 'other' }],
        }),
        field({ ParameterId: 'note', label: 'Note', type: 'textarea', maxLength: 500, rules: [{ rule: 'noHtml' }] }),
        field({
          ParameterId: 'accountNo',
          label: 'Account number',
          type: 'text',
          IsMandatory: true,
          Regex: '^[A-Z]{2}\\d{10}$',
          ValidationMessage: en('Two capital letters and 10 digits.'),
        }),
        field({
          ParameterId: 'reference',
          label: 'Reference',
          type: 'text',
          maxLength: 35,
          rules: [{ rule: 'noScript' }],
        }),
        field({
          ParameterId: 'delivery',
          label: 'Send the receipt by',
          ComponentType: 4,
          type: 'radio',
          IsMandatory: true,
          ValueSource: 'static',
          PossibleValue: options(['email', 'E-mail'], ['sms', 'SMS'], ['post', 'Post']),
        }),
        field({
          ParameterId: 'postalAddress',
          label: 'Postal address',
          type: 'textarea',
          IsMandatory: true,
          maxLength: 300,
          rules: [{ rule: 'noHtml' }],
          dependencies: [{ field: 'delivery', value: 'post' }],
        }),
      ],
    },
    {
      id: 'security',
      title: en('Security'),
      parameters: [
        field({
          ParameterId: 'username',
          label: 'User name',
          type: 'text',
          IsMandatory: true,
          Regex: '^[a-z0-9_]{4,20}$',
          ValidationMessage: en('4 to 20 lower-case letters, digits or _.'),
        }),
        field({
          ParameterId: 'password',
          label: 'Password',
          ComponentType: 9,
          type: 'password',
          IsMandatory: true,
          rules: [{ rule: 'password' }],
        }),
        field({
          ParameterId: 'confirmPassword',
          label: 'Confirm the password',
          ComponentType: 9,
          type: 'password',
          IsMandatory: true,
          rules: [{ rule: 'compare', field: 'password', mode: 'match' }],
        }),
        field({
          ParameterId: 'pin',
          label: 'PIN',
          ComponentType: 9,
          type: 'password',
          IsMandatory: true,
          minLength: 4,
          maxLength: 4,
          Regex: '^\\d{4}$',
          ValidationMessage: en('Four digits.'),
        }),
        field({ ParameterId: 'newsletter', label: 'Send me news', ComponentType: 3, type: 'checkbox' }),
        field({
          ParameterId: 'newsTopic',
          label: 'News about',
          ComponentType: 2,
          type: 'select',
          IsMandatory: true,
          ValueSource: 'static',
          PossibleValue: options(['offers', 'Offers'], ['security', 'Security'], ['product', 'Product updates']),
          dependencies: [{ field: 'newsletter', value: 'true' }],
        }),
        field({
          ParameterId: 'terms',
          label: 'I accept the terms and conditions',
          ComponentType: 3,
          type: 'checkbox',
          IsMandatory: true,
          rules: [{ rule: 'terms' }],
        }),
      ],
    },
  ],
};

export const benchForm: ServiceForm = v.parse(serviceFormSchema, raw);

export const FIELD_COUNT = benchForm.steps.reduce((sum, step) => sum + step.parameters.length, 0);

/** The day the date rules compare with (injected, as in the app). */
export const TODAY = '2026-05-01';

/** A full set of valid values, every conditional field shown; strings as the engine holds them. */
export const validValues: FormValues = {
  fullName: 'Aung San Oo',
  email: 'aung@example.com',
  mobile: '0912345678',
  birthDate: '1990-04-12',
  gender: 'm',
  country: 'MM',
  township: 'Bahan',
  postcode: '11201',
  website: 'https://example.com',
  amount: '25000',
  quantity: '3',
  purpose: 'other',
  purposeOther: 'School fees for the new term',
  note: 'Thank you',
  accountNo: 'MM1234567890',
  reference: 'INV-2026-001',
  delivery: 'post',
  postalAddress: '12 Pyay Road, Yangon',
  username: 'aung_oo',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
  pin: '1234',
  newsletter: true,
  newsTopic: 'security',
  terms: true,
};

/** The same values with errors in 18 fields (every conditional one still shown). */
export const invalidValues: FormValues = {
  ...validValues,
  fullName: 'A',
  email: 'aung@',
  mobile: '09123',
  birthDate: '2030-01-01',
  township: '',
  postcode: '1120',
  website: 'not a url',
  amount: '50',
  quantity: '120',
  purposeOther: '<b>fees</b>',
  accountNo: 'mm123',
  reference: '<script>x</script>',
  postalAddress: '',
  username: 'A!',
  password: 'secret',
  confirmPassword: 'Secret#2027',
  pin: '12',
  terms: false,
};
