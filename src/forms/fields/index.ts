// the widgets' own styles travel with them, so only pages with a form load them
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
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
export { widgetFor, widgets, type WidgetKind } from './registry';
export { localizeText } from './text';
export type { FormFieldProps, OptionsState, WidgetProps } from './types';
export { acceptedTypes, DEFAULT_FILE_SIZE } from './widgets/file';
