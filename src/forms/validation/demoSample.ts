import { plainParameter, type Option, type Parameter, type ServiceForm } from '../../api/contract/serviceForm';

/*
 * requirements#demo-sample: the demo form sample, as this contract's parameters, with its rules
 * written as configuration (Regex + ValidationMessage, maxLength, bounds, file types and size).
 * All fields are mandatory, as in the sample. Tests prove each rule against it.
 */

const options = (...labels: string[]): Option[] =>
  labels.map((label) => ({ value: label.toLowerCase(), label: { en: label } }));

/** Full name: letters and spaces only. */
export const FULL_NAME_REGEX = '^[A-Za-z ]+$';
export const EMAIL_REGEX = '^[\\w.+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$';
/** Website: ftp, http or https. */
export const WEBSITE_REGEX = '^(ftp|http|https):\\/\\/[^\\s"]+$';
/** Quantity: a non-negative integer without leading zeros. */
export const QUANTITY_REGEX = '^(0|[1-9]\\d*)$';
/** Mobile: an optional country code, then 10 digits. */
export const MOBILE_REGEX = '^(\\+\\d{1,3}[ -]?)?\\d{10}$';
export const DATE_REGEX = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';
export const TIME_REGEX = '^([01]\\d|2[0-3]):[0-5]\\d$';
export const DEMO_FILE_BYTES = 2_100_512;

let order = 0;
function field(
  ParameterId: string,
  ComponentType: Parameter['ComponentType'],
  type: NonNullable<Parameter['type']>,
  label: string,
  extra: Partial<Parameter> = {},
): Parameter {
  order += 1;
  return {
    ...plainParameter,
    ParameterId,
    ComponentType,
    type,
    label: { en: label },
    ValueSource: extra.PossibleValue ? 'static' : null,
    IsMandatory: true,
    sort_order: order,
    ...extra,
  };
}

export const demoSampleParameters: Parameter[] = [
  field('fullName', 1, 'text', 'Full name', {
    Regex: FULL_NAME_REGEX,
    maxLength: 10,
    ValidationMessage: { en: 'field contain only alphabets' },
  }),
  field('email', 1, 'email', 'Email', { Regex: EMAIL_REGEX, ValidationMessage: { en: 'Enter valid email.' } }),
  field('website', 1, 'url', 'Website', {
    Regex: WEBSITE_REGEX,
    maxLength: 30,
    ValidationMessage: { en: 'Enter a website starting with ftp, http or https.' },
  }),
  field('address', 1, 'textarea', 'Address', { maxLength: 50 }),
  field('quantity', 1, 'number', 'Quantity', {
    Regex: QUANTITY_REGEX,
    ValidationMessage: { en: 'Enter a whole number without leading zeros.' },
  }),
  field('mobile', 1, 'tel', 'Mobile', { Regex: MOBILE_REGEX, ValidationMessage: { en: 'Enter a valid mobile.' } }),
  field('percentage', 1, 'slider', 'Percentage', { minimumValue: 0, maximumValue: 100, step: 1 }),
  field('range', 1, 'range', 'Range', { minimumValue: 0, maximumValue: 100 }),
  field('document', 7, 'file', 'File upload', {
    fileType: ['pdf', 'image', 'audio', 'video'],
    size: DEMO_FILE_BYTES,
    upload: 'server',
  }),
  field('date', 6, 'date', 'Date', {
    format: 'YYYY-MM-DD',
    Regex: DATE_REGEX,
    ValidationMessage: { en: 'Use YYYY-MM-DD.' },
  }),
  field('time', 1, 'time', 'Time', { format: 'HH:mm', Regex: TIME_REGEX, ValidationMessage: { en: 'Use HH:mm.' } }),
  field('colour', 2, 'select', 'Colour', {
    PossibleValue: options(
      'White',
      'Ocean',
      'Blue',
      'Purple',
      'Red',
      'Orange',
      'Yellow',
      'Green',
      'Forest',
      'Slate',
      'Silver',
    ),
  }),
  field('orderType', 4, 'radio', 'Order type', { PossibleValue: options('Limit', 'Market', 'Spot-Limit') }),
  field('gender', 2, 'react_select', 'Gender', { PossibleValue: options('Male', 'Female', 'Other') }),
  field('transactionType', 3, 'checkbox', 'Transaction type', { PossibleValue: options('Buy', 'Sell', 'Both') }),
  field('password', 9, 'password', 'Password'),
  field('notes', 1, 'hidden', 'Reference', { defaultValue: 'demo' }),
  field('subscribe', 3, 'switch', 'Subscribe'),
  field('favouriteColour', 1, 'color', 'Favourite colour'),
  field('meeting', 6, 'datetime-local', 'Meeting'),
  field('month', 6, 'month', 'Month'),
  field('save', 1, 'button', 'Save', { IsMandatory: false }),
];

/** The sample as a one-step service form (one column, labels on top). */
export const demoSampleForm: ServiceForm = {
  serviceCode: 'DEMO_SAMPLE',
  pageId: 'demo_sample',
  title: { en: 'Demo form' },
  displayColumn: 1,
  formatType: 1,
  labelAlignment: 'top',
  iconAlign: 'start',
  buttonAlign: 'end',
  steps: [{ id: 'details', title: { en: 'Details' }, parameters: demoSampleParameters }],
  confirmation: { kind: 'none' },
  submit: { url: 'adapter/v1/demo', method: 'POST', fields: [] },
  receipt: [],
  mobilePrefix: { enabled: false, key: '', bindInRequest: false, patterns: [] },
  nonce: false,
};
