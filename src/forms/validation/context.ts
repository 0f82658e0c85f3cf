import type { LocaleText } from '../../api/contract/content';
import type { MobilePrefix, Option, Parameter, ServiceForm } from '../../api/contract/serviceForm';
import { localize } from '../localize';
import type { FieldError, FieldValue, FileValue, FormValues, MessageKey } from '../types';

/** The captcha widget's state (requirements#validation-captcha: refreshYourCaptcha, invalidCaptcha). */
export interface CaptchaState {
  /** the challenge timed out: the user must fetch a new one */
  expired: boolean;
  /** how many characters the current challenge has */
  length: number;
}

/** What rules may read besides the values: the form's steps (labels of other fields, visibility). */
export type FormShape = Pick<ServiceForm, 'steps'>;

/**
 * Everything a rule needs from outside the values. Rules are pure: today's date is injected
 * (never read from a clock inside a rule), and remote option lists come in as loaded.
 */
export interface ValidationContext {
  /** today in the user's calendar, YYYY-MM-DD (see `isoDay`) */
  today: string;
  /** options currently loaded per ParameterId (ValueSource requests, onChangeURL answers) */
  options?: Readonly<Record<string, readonly Option[]>> | undefined;
  /** the form's mobile-prefix setting (requirements#request-mobile-prefix); mobileLength counts digits without it */
  mobilePrefix?: MobilePrefix | undefined;
  /** the locale other fields' labels are shown in (compare rule messages); 'en' when absent */
  locale?: string | undefined;
  /** absent means no challenge was loaded: the captcha rule then asks for a refresh */
  captcha?: CaptchaState | undefined;
  /** the whole form: another field's label for compare messages, visibility across steps */
  form?: FormShape | undefined;
}

/** One check of a field: a named pure function. */
export interface Check {
  name: string;
  /** run even when the value is empty (required, terms, captcha); other checks skip empty values */
  onEmpty?: boolean;
  run: (value: FieldValue, values: FormValues, ctx: ValidationContext) => FieldError | null;
}

export function fail(
  key: MessageKey,
  values?: Record<string, string | number>,
  custom?: LocaleText | null,
): FieldError {
  const error: FieldError = { key };
  if (values !== undefined) error.values = values;
  if (custom !== undefined && custom !== null) error.custom = custom;
  return error;
}

export function isFileValue(value: unknown): value is FileValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && (value as FileValue).kind === 'file';
}

/** An isMultiple file field's value: a list whose every item is a file (an empty list is no file). */
export function isFileList(value: unknown): value is FileValue[] {
  return Array.isArray(value) && value.length > 0 && value.every(isFileValue);
}

/** The files a value holds: none, the one, or the list's. */
export function filesOf(value: unknown): FileValue[] {
  if (isFileValue(value)) return [value];
  return isFileList(value) ? value : [];
}

/**
 * requirements#validation-required: empty means null, a blank string, an empty list or an unchecked
 * checkbox (false). A file whose upload failed is not empty: the file check says what went wrong.
 */
export function isEmptyValue(value: FieldValue | undefined): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Every parameter of the form, in step order. */
export function allParameters(form: FormShape | undefined): Parameter[] {
  return form === undefined ? [] : form.steps.flatMap((step) => step.parameters);
}

/** Another field's label in the user's locale, or its id when the form does not know it. */
export function labelOf(parameterId: string, ctx: ValidationContext): string {
  const found = allParameters(ctx.form).find((item) => item.ParameterId === parameterId);
  return found === undefined ? parameterId : localize(found.label, ctx.locale ?? 'en') || parameterId;
}
