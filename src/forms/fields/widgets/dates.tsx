// the widget's own styles travel with its code (a lazy group: registry.ts)
import '@mantine/dates/styles.css';
import { DateInput, DateTimePicker, MonthPickerInput, TimeInput } from '@mantine/dates';
import { useLingui } from '@lingui/react/macro';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useCalendarLabels } from './useCalendarLabels';
import { asString, baseInputProps, iconProps, ruleOf } from '../common';
import type { WidgetProps } from '../types';

dayjs.extend(customParseFormat);

/**
 * Values are ISO strings, as HTML's own inputs of these types hold them: date 'YYYY-MM-DD',
 * time 'HH:mm', datetime-local 'YYYY-MM-DDTHH:mm', month 'YYYY-MM'. The configured `format`
 * changes only what the user sees (requirements#constants-formats: YYYY-MM-DD and HH:mm by default).
 */
const ISO_DATE = 'YYYY-MM-DD';

const validIso = (value: string, format: string) => {
  const parsed = dayjs(value, format, true);
  return parsed.isValid() ? parsed : null;
};

/** requirements#validation-date: a date that may not lie in the future (or the past) is not offered. */
function dateBounds(p: WidgetProps) {
  const rule = ruleOf(p, 'date');
  const today = dayjs().format(ISO_DATE);
  return {
    ...(rule && rule.future === false ? { maxDate: today } : {}),
    ...(rule && rule.past === false ? { minDate: today } : {}),
  };
}

export function DateField(p: WidgetProps) {
  const calendarLabels = useCalendarLabels(p.locale);
  const display = p.parameter.format ?? ISO_DATE;
  const value = validIso(asString(p.value), ISO_DATE);
  return (
    <DateInput
      {...baseInputProps(p)}
      {...iconProps(p, true)}
      {...calendarLabels}
      {...dateBounds(p)}
      dir="ltr"
      valueFormat={display}
      dateParser={(input) => {
        const parsed = dayjs(input.trim(), [display, ISO_DATE], true);
        return parsed.isValid() ? parsed.format(ISO_DATE) : null;
      }}
      clearable={!p.required && !p.readOnly}
      value={value ? value.format(ISO_DATE) : null}
      onChange={(next) => p.onChange(next ? dayjs(next).format(ISO_DATE) : '')}
    />
  );
}

export function TimeField(p: WidgetProps) {
  return (
    <TimeInput
      {...baseInputProps(p)}
      {...iconProps(p)}
      dir="ltr"
      value={asString(p.value)}
      onChange={(event) => p.onChange(event.currentTarget.value)}
    />
  );
}

const ISO_LOCAL = 'YYYY-MM-DDTHH:mm';
// Mantine's own value format for a date with a time
const MANTINE_DATETIME = 'YYYY-MM-DD HH:mm:ss';

export function DateTimeField(p: WidgetProps) {
  const { t } = useLingui();
  const calendarLabels = useCalendarLabels(p.locale);
  const value = validIso(asString(p.value), ISO_LOCAL) ?? validIso(asString(p.value), 'YYYY-MM-DDTHH:mm:ss');
  return (
    <DateTimePicker
      {...baseInputProps(p)}
      // this picker is a button, which cannot carry aria-required (the asterisk still shows it)
      aria-required={undefined}
      {...iconProps(p, true)}
      {...calendarLabels}
      {...dateBounds(p)}
      dir="ltr"
      valueFormat={p.parameter.format ?? 'YYYY-MM-DD HH:mm'}
      timePickerProps={{ hoursInputLabel: t`Hours`, minutesInputLabel: t`Minutes` }}
      submitButtonProps={{ 'aria-label': t`Done` }}
      clearable={!p.required && !p.readOnly}
      value={value ? value.format(MANTINE_DATETIME) : null}
      onChange={(next) => p.onChange(next ? dayjs(next).format(ISO_LOCAL) : '')}
    />
  );
}

export function MonthField(p: WidgetProps) {
  const calendarLabels = useCalendarLabels(p.locale);
  const value = validIso(asString(p.value), 'YYYY-MM');
  return (
    <MonthPickerInput
      {...baseInputProps(p)}
      // this picker is a button, which cannot carry aria-required (the asterisk still shows it)
      aria-required={undefined}
      {...iconProps(p, true)}
      {...calendarLabels}
      dir="ltr"
      valueFormat={p.parameter.format ?? 'YYYY-MM'}
      clearable={!p.required && !p.readOnly}
      value={value ? value.format(ISO_DATE) : null}
      onChange={(next) => p.onChange(next ? dayjs(next).format('YYYY-MM') : '')}
    />
  );
}
