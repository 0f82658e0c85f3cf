import * as v from 'valibot';
import { localeTextSchema } from './content';

/**
 * A payment service's form configuration (requirements#service-form: parameters, request fields,
 * steps and rules). Served by the content
 * service at `cms/v1/default_layout_getServiceConfiguration_{page_id}`; the portal parses it once
 * with this schema, the sandbox validates its seeds with it.
 */

/** requirements#component-types: the configured number of each widget */
export const ComponentType = {
  text: 1,
  select: 2,
  checkbox: 3,
  radio: 4,
  label: 5,
  datepicker: 6,
  file: 7,
  link: 8,
  password: 9,
} as const;
export type ComponentTypeValue = (typeof ComponentType)[keyof typeof ComponentType];

/**
 * requirements#field-types. A parameter's `type` refines how its
 * ComponentType is drawn (ComponentType 1 with type 'email' is an e-mail input); without one the
 * ComponentType's own widget is used. 'otp' and 'amount' are this contract's own refinements.
 */
export const fieldTypes = [
  'text',
  'hidden',
  'email',
  'textarea',
  'react_select',
  'password',
  'file',
  'date',
  'time',
  'url',
  'number',
  'tel',
  'slider',
  'range',
  'select',
  'radio',
  'checkbox',
  'switch',
  'color',
  'datetime-local',
  'month',
  'button',
  'amount',
  'otp',
] as const;
export type FieldType = (typeof fieldTypes)[number];

/** requirements#conditions: conditional display operators; eq is the default and accepts 'a|b|c'. */
export const conditionOperators = ['eq', 'ne', 'lt', 'gt', 'le', 'ge'] as const;
export const conditionSchema = v.object({
  /** ParameterId of the field the condition reads */
  field: v.string(),
  operator: v.optional(v.picklist(conditionOperators), 'eq'),
  value: v.string(),
});
export type Condition = v.InferOutput<typeof conditionSchema>;

/**
 * Validation rules (requirements#validation) that are not implied by a parameter's own attributes
 * (IsMandatory, Regex, minLength/maxLength, minimumValue/maximumValue, fileType/size, validateAge).
 * Each rule has its message key in src/forms/validation.
 */
export const ruleSchema = v.variant('rule', [
  v.object({ rule: v.literal('email') }),
  v.object({ rule: v.literal('url') }),
  /** exactly 10 digits (mobileLength), after the configured prefix is removed */
  v.object({ rule: v.literal('mobile') }),
  /** 6–30 characters (passwordLength) with upper, lower, digit and special (passAlphaNumSpecial) */
  v.object({ rule: v.literal('password') }),
  v.object({ rule: v.literal('noScript') }),
  v.object({ rule: v.literal('noHtml') }),
  /** the value must lie between the values of two other fields (valueLength) */
  v.object({ rule: v.literal('boundsFrom'), minField: v.optional(v.string()), maxField: v.optional(v.string()) }),
  /** the value must match, or differ from, another field's value */
  v.object({
    rule: v.literal('compare'),
    field: v.string(),
    mode: v.picklist(['match', 'differ']),
    message: v.optional(localeTextSchema),
  }),
  /** the length must equal length */
  v.object({ rule: v.literal('otp'), length: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  /** Luhn checksum, dashes ignored ('Not a valid card Number') */
  v.object({ rule: v.literal('card') }),
  v.object({ rule: v.literal('captcha') }),
  /** future/past allowed; the From date of a range must not be after the To date (error.message.1117) */
  v.object({
    rule: v.literal('date'),
    future: v.optional(v.boolean(), true),
    past: v.optional(v.boolean(), true),
    /** ParameterId of the range's To date: this field is its From date */
    notAfterField: v.optional(v.string()),
  }),
  /** an occurrence field: week or month by its type, plus start date, end date and time */
  v.object({ rule: v.literal('occurrence') }),
  /** the terms-and-conditions checkbox must be checked */
  v.object({ rule: v.literal('terms') }),
  /** plain base64, or a data URL whose part after the first comma is base64 */
  v.object({ rule: v.literal('base64') }),
]);
export type Rule = v.InferOutput<typeof ruleSchema>;

/** requirements#dependent-options: an option is value, label (or result), isFixed */
export const optionSchema = v.object({
  value: v.string(),
  label: v.union([localeTextSchema, v.string()]),
  isFixed: v.optional(v.boolean()),
  /** extra values an option carries (a product's price, a beneficiary's bank) */
  extra: v.optional(v.record(v.string(), v.string())),
  /** requirements#option-unavailable: listed but not choosable (a product out of stock), and why */
  disabled: v.optional(v.boolean()),
  reason: v.optional(localeTextSchema),
});
export type Option = v.InferOutput<typeof optionSchema>;
export const optionListSchema = v.array(optionSchema);

/** requirements#request-sources: how one key of a request body is filled */
export const requestFieldSchema = v.object({
  /** body key; a dotted key (data.userIdentifier) nests */
  key: v.pipe(v.string(), v.minLength(1)),
  /**
   * The value: `{name}` placeholders are replaced from storage, then step data, then props; a
   * value that is exactly one placeholder keeps the source's type. With isFromResponse it is a
   * dotted path into the data of step stepIndex's response.
   */
  value: v.string(),
  isFromResponse: v.optional(v.boolean(), false),
  stepIndex: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** the value is a literal default, used when the data has nothing under key */
  useAsDefault: v.optional(v.boolean(), false),
  /** index into the form's mobilePrefix.patterns: the prefix rule applied to this value */
  ruleIndex: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** an authorization field keeps the token as is instead of prefixing Bearer */
  useBasicToken: v.optional(v.boolean(), false),
  /** AES-encrypt this value even when maskRequestParam does not name it */
  encrypt: v.optional(v.boolean(), false),
});
export type RequestField = v.InferOutput<typeof requestFieldSchema>;

/** A call the form makes: a step's Next, the Submit, options, a pass-through. */
export const serviceRequestSchema = v.object({
  url: v.pipe(v.string(), v.minLength(1)),
  method: v.optional(v.picklist(['GET', 'POST']), 'POST'),
  fields: v.array(requestFieldSchema),
});
export type ServiceRequest = v.InferOutput<typeof serviceRequestSchema>;

const maybe = <T extends v.GenericSchema>(schema: T) => v.optional(schema);

/**
 * requirements#field-attributes: the keyboard a field asks for, by the names of the sample's
 * keyboardType (React Native's). src/forms/fields/attributes.ts maps each to inputmode and hints.
 */
export const keyboardTypes = [
  'default',
  'numeric',
  'number-pad',
  'decimal-pad',
  'email-address',
  'phone-pad',
  'name-phone-pad',
  'url',
  'web-search',
  'ascii-capable',
  'numbers-and-punctuation',
  'visible-password',
  'twitter',
] as const;
export type KeyboardType = (typeof keyboardTypes)[number];

/**
 * Where a field's icon sits: start or end of the input (the side flips in right-to-left pages).
 * left and right are read as start and end: configurations are written for left-to-right pages.
 */
export const iconAligns = ['start', 'end', 'left', 'right'] as const;
/** How labels (and the form's buttons) line up: logical sides; left/right read as start/end. */
export const alignments = ['start', 'center', 'end', 'left', 'right'] as const;

/** requirements#form-parameters */
export const parameterSchema = v.object({
  ParameterId: v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/)),
  ExternalId: v.nullable(v.string()),
  ComponentType: v.picklist([1, 2, 3, 4, 5, 6, 7, 8, 9] as const),
  type: maybe(v.picklist(fieldTypes)),
  label: localeTextSchema,
  placeholder: maybe(localeTextSchema),
  /** help text under the field */
  description: maybe(localeTextSchema),
  /** 'static' = PossibleValue; a request = options loaded from it when the step opens */
  ValueSource: v.nullable(v.union([v.literal('static'), serviceRequestSchema])),
  PossibleValue: v.nullable(optionListSchema),
  IsMandatory: v.boolean(),
  Regex: v.nullable(v.string()),
  ValidationMessage: v.nullable(localeTextSchema),
  isEditable: v.boolean(),
  defaultValue: maybe(v.string()),
  sort_order: v.number(),
  minLength: maybe(v.pipe(v.number(), v.integer(), v.minValue(0))),
  maxLength: maybe(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** numeric bounds (number, amount, slider, range) */
  minimumValue: maybe(v.number()),
  maximumValue: maybe(v.number()),
  step: maybe(v.pipe(v.number(), v.gtValue(0))),
  /** file: accepted MIME types or families (image, pdf, audio, video, text/csv) and the byte cap */
  fileType: maybe(v.array(v.string())),
  size: maybe(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** file: upload through adapter/v1/fileupload (the value keeps the file id) or read as base64 */
  upload: maybe(v.picklist(['server', 'base64'])),
  /** date and time display format (requirements#constants-formats: YYYY-MM-DD, HH:mm) */
  format: maybe(v.string()),
  rules: v.optional(v.array(ruleSchema), []),
  /** requirements#conditions: shown, and validated, only when every condition holds */
  dependencies: v.optional(v.array(conditionSchema), []),
  /** ParameterIds whose values go stale (cleared) when this one changes */
  childParameter: v.nullable(v.array(v.string())),
  /** requirements#dependent-options: a call made when the value changes; its options go to setOptionsIn */
  onChangeURL: v.nullable(v.string()),
  changeMethod: v.nullable(v.picklist(['GET', 'POST'])),
  setOptionsIn: v.nullable(v.string()),
  /** requirements#pass-through: the value is passed, under this id, to externalURL; the answer fills fields */
  passValueExternalID: v.nullable(v.string()),
  externalURL: v.nullable(v.string()),
  /** minimum age in years for a date of birth (maximum 100, requirements#validation-age) */
  validateAge: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
  /** purpose: amount, recipient, mobile, note, account… (formatting and the review) */
  useFor: v.nullable(v.string()),
  /** link (ComponentType 8): where it leads */
  href: maybe(v.string()),
  /*
   * requirements#field-attributes (the demo sample's field attributes). All optional: absent means
   * the plain behaviour, so configurations written before them read as they did.
   */
  /** false: the field is not drawn, not validated and its value is not sent */
  isUsed: maybe(v.boolean()),
  /** false: the field is not drawn nor validated, but its value (default) is still sent */
  isVisible: maybe(v.boolean()),
  /** true: drawn disabled, not validated (the user cannot change it); its value is sent */
  isDisabled: maybe(v.boolean()),
  /** the on-screen keyboard: inputmode and the type/autocomplete hints */
  keyboardType: maybe(v.picklist(keyboardTypes)),
  /** a text field drawn as a textarea of numberOfLines rows (4 by default) */
  multiline: maybe(v.boolean()),
  numberOfLines: maybe(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20))),
  /**
   * select / react_select: several values (a string list); file: several files (a list of
   * files, each checked as one, at most maxFiles — requirements#validation-file)
   */
  isMultiple: maybe(v.boolean()),
  /** file with isMultiple: how many files at most (5 by default) */
  maxFiles: maybe(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20))),
  /** an icon by name (src/forms/fields/icons.ts); an unknown name draws none */
  icon: maybe(v.pipe(v.string(), v.maxLength(40), v.regex(/^[a-z][a-z0-9-]*$/))),
  /** this field's icon side; the form's iconAlign otherwise */
  iconAlign: maybe(v.picklist(iconAligns)),
});
export type Parameter = v.InferOutput<typeof parameterSchema>;

/**
 * The parts of a parameter a configuration leaves off, all off: a plain, optional, editable field
 * with no rules, calls or dependants. Seeds, samples and tests start from it.
 */
export const plainParameter = {
  ExternalId: null,
  ValueSource: null,
  PossibleValue: null,
  IsMandatory: false,
  Regex: null,
  ValidationMessage: null,
  isEditable: true,
  sort_order: 0,
  rules: [],
  dependencies: [],
  childParameter: null,
  onChangeURL: null,
  changeMethod: null,
  setOptionsIn: null,
  passValueExternalID: null,
  externalURL: null,
  validateAge: null,
  useFor: null,
} satisfies Omit<Parameter, 'ParameterId' | 'ComponentType' | 'label'>;

/** One line of the review or the receipt: a value the user entered or one a response returned. */
export const summaryLineSchema = v.object({
  label: localeTextSchema,
  from: v.picklist(['value', 'response', 'receipt']),
  /** ParameterId for 'value'; dotted path into the response data otherwise */
  key: v.string(),
  stepIndex: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  format: v.optional(v.picklist(['text', 'amount', 'date', 'mobile', 'option']), 'text'),
});
export type SummaryLine = v.InferOutput<typeof summaryLineSchema>;

/** requirements#form-steps: each group of parameters is one step */
export const stepSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z][a-zA-Z0-9-]*$/)),
  title: localeTextSchema,
  description: v.optional(localeTextSchema),
  parameters: v.array(parameterSchema),
  /** requirements#conditions at step level: the step is walked only when all of them hold */
  when: v.optional(v.array(conditionSchema)),
  /** made on Next (never on the last step): a check or a quote; its data is this step's response */
  request: v.optional(v.nullable(serviceRequestSchema)),
  /** shown under the step's fields: values entered so far and answers of earlier steps */
  summary: v.optional(v.array(summaryLineSchema)),
});
export type Step = v.InferOutput<typeof stepSchema>;

/** requirements#request-mobile-prefix (+ the patterns list the helpers use) */
export const mobilePrefixSchema = v.object({
  enabled: v.boolean(),
  key: v.string(),
  bindInRequest: v.boolean(),
  /** regular expressions of numbers that already carry the prefix */
  patterns: v.optional(v.array(v.string()), []),
});
export type MobilePrefix = v.InferOutput<typeof mobilePrefixSchema>;

/**
 * requirements#step-up: above `above` (the amount field's value, in major units) the PIN alone is
 * not enough: the authenticator code of two-step verification is asked too, sent as `{totp}`.
 */
export const stepUpSchema = v.object({
  above: v.pipe(v.number(), v.minValue(0)),
  with: v.literal('totp'),
  /** the parameter whose value is the amount compared (the server compares the amount it plans) */
  amountField: v.optional(v.string(), 'amount'),
});
export type StepUp = v.InferOutput<typeof stepUpSchema>;

/** How a Submit is confirmed before it is sent. */
export const confirmationSchema = v.variant('kind', [
  v.object({ kind: v.literal('none') }),
  /** the transaction PIN, sent as `{pin}` (and the authenticator code above a step-up's amount) */
  v.object({
    kind: v.literal('pin'),
    length: v.optional(v.pipe(v.number(), v.integer(), v.minValue(4)), 4),
    stepUp: v.optional(stepUpSchema),
  }),
  /** requirements#step-up: the authenticator code of two-step verification (6 digits), sent as `{totp}` */
  v.object({ kind: v.literal('totp'), length: v.optional(v.literal(6), 6) }),
  /** a one-time code: requestOtp sends it (to the payer), the Submit carries it as `{otp}` */
  v.object({
    kind: v.literal('otp'),
    length: v.optional(v.pipe(v.number(), v.integer(), v.minValue(4)), 6),
    timerSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(10)), 180),
    requestOtp: serviceRequestSchema,
  }),
]);
export type Confirmation = v.InferOutput<typeof confirmationSchema>;

export const serviceFormSchema = v.object({
  /** the back office's service code (the menu entry's externalId) */
  serviceCode: v.pipe(v.string(), v.regex(/^[A-Z0-9_]+$/)),
  pageId: v.string(),
  title: localeTextSchema,
  description: v.optional(localeTextSchema),
  /**
   * display settings (requirements#service-form, #field-attributes): columns on wider screens (one
   * on phones); formatType 1 labels above, 2 labels beside, 3 each field on a card; labels lined up
   * at the start ('top', the default), centre or end; icons at the start or end; buttons at the end.
   */
  displayColumn: v.optional(v.picklist([1, 2, 3, 4] as const), 1),
  formatType: v.optional(v.picklist([1, 2, 3] as const), 1),
  labelAlignment: v.optional(v.picklist(['top', ...alignments]), 'top'),
  iconAlign: v.optional(v.picklist(iconAligns), 'start'),
  buttonAlign: v.optional(v.picklist(alignments), 'end'),
  steps: v.pipe(v.array(stepSchema), v.minLength(1)),
  confirmation: confirmationSchema,
  submit: serviceRequestSchema,
  /** the receipt's lines, read from the Submit's answer (TransactionResult) and the values */
  receipt: v.array(summaryLineSchema),
  /**
   * requirements#receipt-completion: a service that moves no money says what it did — the heading of
   * its successful receipt and the label of its "do another" button (default: a payment's)
   */
  completion: v.optional(v.object({ title: localeTextSchema, again: localeTextSchema })),
  mobilePrefix: v.optional(mobilePrefixSchema, { enabled: false, key: '', bindInRequest: false, patterns: [] }),
  /** requirements#request-nonce: a timestamp nonce and a checksum on adapter paths */
  nonce: v.optional(v.boolean(), false),
});
export type ServiceForm = v.InferOutput<typeof serviceFormSchema>;
