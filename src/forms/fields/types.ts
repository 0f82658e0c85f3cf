import type { Option, Parameter, ServiceForm } from '../../api/contract/serviceForm';
import type { FieldError, FieldValue } from '../types';

export type OptionsState = 'idle' | 'loading' | 'failed';

/** What the form hands one field. Callbacks must keep their identity (see useFieldHandlers). */
export interface FormFieldProps {
  parameter: Parameter;
  value: FieldValue;
  error: FieldError | null;
  /** the current options: PossibleValue, or the ones loaded from ValueSource / setOptionsIn */
  options: Option[] | null;
  optionsState: OptionsState;
  onRetryOptions(): void;
  /** the locale configured texts are shown in (label.locale, requirements#locale-fallback) */
  locale: string;
  /** the whole form is read-only (a review); a parameter with isEditable false is read-only anyway */
  readOnly?: boolean | undefined;
  onChange(value: FieldValue): void;
  onBlur(): void;
  /** file fields hand the chosen File to the app, which uploads or reads it and sets the FileValue */
  onFile(file: File): void;
  /** stops the running upload or read of a file field */
  onCancelFile(): void;
  /** amount fields: the currency symbol, 'Ks' by default (requirements#constants-currency) */
  currencySymbol?: string | undefined;
  /** amount fields: the symbol goes before or after the digits, before by default */
  currencyPosition?: 'prefix' | 'suffix' | undefined;
  /** the form's iconAlign: where icons go when the parameter names no side (start by default) */
  iconAlign?: ServiceForm['iconAlign'] | undefined;
}

/** What a widget gets: the form's props plus the texts and flags FormField worked out once. */
export interface WidgetProps extends FormFieldProps {
  /** the localized label: every widget's accessible name */
  label: string;
  placeholder: string | undefined;
  description: string | undefined;
  /** the translated error, or null */
  errorText: string | null;
  required: boolean;
  readOnly: boolean;
  /** requirements#field-attributes isDisabled: drawn disabled; the value is still sent */
  disabled: boolean;
  /** a stable id prefix for wiring labels to inputs */
  id: string;
}
