/**
 * The field registry of the dynamic form engine: one FormField draws any service-form parameter
 * (by its ComponentType and type, requirements#field-types) and translates its errors.
 */
export { ErrorSummary } from './ErrorSummary';
export { FieldGrid } from './FieldGrid';
export { FormField, sameFieldProps } from './FormField';
export { fieldIcon, fieldIcons, iconSections } from './icons';
export { isDisabled, isShown, isUsed, keyboardHints, keyboardOf } from './attributes';
export { useFieldHandlers, type FieldHandlers, type FieldSink } from './handlers';
export { fieldMessages, formatBytes, messageFor, useFieldErrorText } from './messages';
export { loadAllWidgets, loadFormWidgets, widgetFor, widgets, withFormWidgets, type WidgetKind } from './registry';
export { localizeText } from './text';
export type { FormFieldProps, OptionsState, WidgetProps } from './types';
