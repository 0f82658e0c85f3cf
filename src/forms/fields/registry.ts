import type { ComponentType as ReactComponent } from 'react';
import { ComponentType, type FieldType, type Parameter } from '../../api/contract/serviceForm';
import type { WidgetProps } from './types';
import { CheckboxField, RadioField, SelectField, SwitchField } from './widgets/choice';
import { DateField, DateTimeField, MonthField, TimeField } from './widgets/dates';
import { FileField } from './widgets/file';
import { OtpField } from './widgets/otp';
import { ColorField, RangeField, SliderField } from './widgets/range';
import {
  AmountField,
  ButtonField,
  HiddenField,
  LabelField,
  LinkField,
  NumberField,
  PasswordField,
  TextareaField,
  TextField,
} from './widgets/text';

/** Every widget the registry draws: the field types (requirements#field-types) plus ComponentType 5 and 8. */
export type WidgetKind = FieldType | 'label' | 'link';

export const widgets: Record<WidgetKind, ReactComponent<WidgetProps>> = {
  text: TextField,
  hidden: HiddenField,
  email: TextField,
  textarea: TextareaField,
  react_select: SelectField,
  password: PasswordField,
  file: FileField,
  date: DateField,
  time: TimeField,
  url: TextField,
  number: NumberField,
  tel: TextField,
  slider: SliderField,
  range: RangeField,
  select: SelectField,
  radio: RadioField,
  checkbox: CheckboxField,
  switch: SwitchField,
  color: ColorField,
  'datetime-local': DateTimeField,
  month: MonthField,
  button: ButtonField,
  amount: AmountField,
  otp: OtpField,
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
