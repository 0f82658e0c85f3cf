import { memo, useId } from 'react';
import type { FieldError, FieldValue } from '../types';
import { isDisabled, isShown, isUsed } from './attributes';
import { isFileValue } from './common';
import { useFieldErrorText } from './messages';
import { widgetFor, widgets } from './registry';
import { localizeText } from './text';
import type { FormFieldProps } from './types';

function FormFieldView(props: FormFieldProps) {
  const { parameter, locale } = props;
  const errorText = useFieldErrorText()(props.error, locale);
  const id = `${useId()}-${parameter.ParameterId}`;
  const kind = widgetFor(parameter);
  // requirements#field-attributes: an unused or invisible field is not drawn (an invisible one is still sent)
  if (kind === 'hidden' || !isUsed(parameter) || !isShown(parameter)) return null;
  const Widget = widgets[kind];
  return (
    <Widget
      {...props}
      id={id}
      // requirements#locale-fallback: a label missing in the locale falls back to the default locale's
      label={localizeText(parameter.label, locale) ?? parameter.ParameterId}
      placeholder={localizeText(parameter.placeholder, locale)}
      description={localizeText(parameter.description, locale)}
      errorText={errorText}
      required={parameter.IsMandatory}
      readOnly={Boolean(props.readOnly) || !parameter.isEditable}
      disabled={isDisabled(parameter)}
    />
  );
}

const sameError = (a: FieldError | null, b: FieldError | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.key === b.key &&
    JSON.stringify(a.values ?? null) === JSON.stringify(b.values ?? null) &&
    JSON.stringify(a.custom ?? null) === JSON.stringify(b.custom ?? null));

const sameValue = (a: FieldValue, b: FieldValue) => {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((one, i) => one === b[i]);
  if (isFileValue(a) && isFileValue(b)) {
    return (
      (Object.keys(a) as (keyof typeof a)[]).every((key) => a[key] === b[key]) &&
      Object.keys(a).length === Object.keys(b).length
    );
  }
  return false;
};

const sameOptions = (a: FormFieldProps['options'], b: FormFieldProps['options']) =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((one, i) => one === b[i]));

/**
 * A field re-renders only when what it shows changes. Values, errors and option lists are compared
 * by content (a statechart's assign may rebuild them); everything else, callbacks included, by
 * identity, so the form must pass stable callbacks (useFieldHandlers makes them).
 */
export function sameFieldProps(prev: FormFieldProps, next: FormFieldProps): boolean {
  const keys = new Set([...Object.keys(prev), ...Object.keys(next)] as (keyof FormFieldProps)[]);
  for (const key of keys) {
    if (key === 'value') {
      if (!sameValue(prev.value, next.value)) return false;
    } else if (key === 'error') {
      if (!sameError(prev.error, next.error)) return false;
    } else if (key === 'options') {
      if (!sameOptions(prev.options, next.options)) return false;
    } else if (prev[key] !== next[key]) {
      return false;
    }
  }
  return true;
}

/**
 * One field of a service form, drawn by the widget of its type (or ComponentType): label,
 * placeholder and help in the locale, the required mark, the translated error, options with their
 * loading and failed states.
 */
export const FormField = memo(FormFieldView, sameFieldProps);
FormField.displayName = 'FormField';
