import type { ComponentType as ReactComponent } from 'react';
import { ComponentType, type FieldType, type Parameter } from '../../api/contract/serviceForm';
import type { WidgetProps } from './types';
import { lazyWidget, widgetGroup, type WidgetGroup } from './lazyWidgets';
import { RadioField } from './widgets/choice';
import {
  AmountField,
  ButtonField,
  HiddenField,
  LabelField,
  LinkField,
  NumberField,
  TextareaField,
  TextField,
} from './widgets/text';

/**
 * issue 20: the heavier widgets are groups whose code loads when a form needs them — dates
 * (@mantine/dates, dayjs: ~27 KiB gzip), files (the dropzone), sliders and colours, one-time codes,
 * selects (Mantine's combobox and floating machinery), checkboxes and switches, passwords. Text,
 * numbers, amounts and radios are drawn by most forms and load with the engine.
 */
const groups = {
  dates: widgetGroup(() => import('./widgets/dates')),
  file: widgetGroup(() => import('./widgets/file')),
  range: widgetGroup(() => import('./widgets/range')),
  otp: widgetGroup(() => import('./widgets/otp')),
  select: widgetGroup(() => import('./widgets/select')),
  boxes: widgetGroup(() => import('./widgets/boxes')),
  password: widgetGroup(() => import('./widgets/password')),
};

/** Every widget the registry draws: the field types (requirements#field-types) plus ComponentType 5 and 8. */
export type WidgetKind = FieldType | 'label' | 'link';

export const widgets: Record<WidgetKind, ReactComponent<WidgetProps>> = {
  text: TextField,
  hidden: HiddenField,
  email: TextField,
  textarea: TextareaField,
  react_select: lazyWidget(groups.select, 'SelectField', (m) => m.SelectField),
  password: lazyWidget(groups.password, 'PasswordField', (m) => m.PasswordField),
  file: lazyWidget(groups.file, 'FileField', (m) => m.FileField),
  date: lazyWidget(groups.dates, 'DateField', (m) => m.DateField),
  time: lazyWidget(groups.dates, 'TimeField', (m) => m.TimeField),
  url: TextField,
  number: NumberField,
  tel: TextField,
  slider: lazyWidget(groups.range, 'SliderField', (m) => m.SliderField),
  range: lazyWidget(groups.range, 'RangeField', (m) => m.RangeField),
  select: lazyWidget(groups.select, 'SelectField', (m) => m.SelectField),
  radio: RadioField,
  checkbox: lazyWidget(groups.boxes, 'CheckboxField', (m) => m.CheckboxField),
  switch: lazyWidget(groups.boxes, 'SwitchField', (m) => m.SwitchField),
  color: lazyWidget(groups.range, 'ColorField', (m) => m.ColorField),
  'datetime-local': lazyWidget(groups.dates, 'DateTimeField', (m) => m.DateTimeField),
  month: lazyWidget(groups.dates, 'MonthField', (m) => m.MonthField),
  button: ButtonField,
  amount: AmountField,
  otp: lazyWidget(groups.otp, 'OtpField', (m) => m.OtpField),
  label: LabelField,
  link: LinkField,
};

/** requirements#component-types: the widget drawn when the parameter names no type */
const byComponentType: Record<Parameter['ComponentType'], WidgetKind> = {
  [ComponentType.text]: 'text',
  [ComponentType.select]: 'select',
  [ComponentType.checkbox]: 'checkbox',
  [ComponentType.radio]: 'radio',
  [ComponentType.label]: 'label',
  [ComponentType.datepicker]: 'date',
  [ComponentType.file]: 'file',
  [ComponentType.link]: 'link',
  [ComponentType.password]: 'password',
};

/**
 * The widget of a parameter: its `type` refines the ComponentType's input, else the ComponentType
 * decides; a multiline text field is a textarea. A label (5) or a link (8) is not an input a type could refine, so it stays one.
 */
export function widgetFor(parameter: Pick<Parameter, 'ComponentType' | 'type' | 'multiline'>): WidgetKind {
  if (parameter.ComponentType === ComponentType.label || parameter.ComponentType === ComponentType.link) {
    return byComponentType[parameter.ComponentType];
  }
  const kind = parameter.type ?? byComponentType[parameter.ComponentType];
  // requirements#field-attributes multiline: a plain text field of several lines is a textarea
  return kind === 'text' && parameter.multiline === true ? 'textarea' : kind;
}

const groupOf: Partial<Record<WidgetKind, WidgetGroup>> = {
  react_select: groups.select,
  select: groups.select,
  file: groups.file,
  date: groups.dates,
  time: groups.dates,
  'datetime-local': groups.dates,
  month: groups.dates,
  slider: groups.range,
  range: groups.range,
  color: groups.range,
  otp: groups.otp,
  checkbox: groups.boxes,
  switch: groups.boxes,
  password: groups.password,
};

/**
 * Loads the code of the widgets a form draws as it opens: its fields that are always drawn (no
 * condition), on every step. A conditional field's widget loads when the field appears (send
 * money's favourites and recent recipients are selects shown only when chosen).
 */
export function loadFormWidgets(
  parameters: readonly Pick<
    Parameter,
    'ComponentType' | 'type' | 'multiline' | 'dependencies' | 'isUsed' | 'isVisible'
  >[],
): Promise<unknown> {
  const needed = new Set<WidgetGroup>();
  for (const parameter of parameters) {
    if (parameter.dependencies.length || parameter.isUsed === false || parameter.isVisible === false) continue;
    const group = groupOf[widgetFor(parameter)];
    if (group) needed.add(group);
  }
  return Promise.all([...needed].map((group) => group.load()));
}

/** The form, once the widgets it draws as it opens have their code (loaders of service and onboarding forms). */
export async function withFormWidgets<F extends { steps: ReadonlyArray<{ parameters: ReadonlyArray<object> }> }>(
  form: F,
): Promise<F> {
  await loadFormWidgets(form.steps.flatMap((step) => step.parameters as readonly Parameter[]));
  return form;
}

/** Every group's code (tests that draw widgets synchronously; the atlas's field gallery). */
export const loadAllWidgets = (): Promise<unknown> => Promise.all(Object.values(groups).map((group) => group.load()));
