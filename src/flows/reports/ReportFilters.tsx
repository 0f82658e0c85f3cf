import '@mantine/dates/styles.css';
import { Button, Group, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { FormPanel } from './FormPanel';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconFilter, IconX } from '@tabler/icons-react';
import type { ReportFilterValues } from '../../../machines/report.machine';
import type { ReportFilter } from '../../api/contract/reports';
import { fieldMessages } from '../../forms/fields/messages';
import { localize } from '../../forms/localize';
import { useCalendarLabels } from '../../forms/fields/widgets/useCalendarLabels';

interface FilterDraft {
  fromDate: string | null;
  toDate: string | null;
  status: string[];
  serviceCode: string | null;
  direction: string | null;
  text: string;
  minAmount: string;
  maxAmount: string;
}

const emptyDraft: FilterDraft = {
  fromDate: null,
  toDate: null,
  status: [],
  serviceCode: null,
  direction: null,
  text: '',
  minAmount: '',
  maxAmount: '',
};

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

/** `1250` → `1250.00`, as the report call takes amounts. */
function toAmount(value: string): string | undefined {
  const trimmed = value.trim().replace(/,/g, '');
  if (!trimmed) return undefined;
  const [whole, fraction = ''] = trimmed.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

function toFilters(draft: FilterDraft): ReportFilterValues {
  const minAmount = toAmount(draft.minAmount);
  const maxAmount = toAmount(draft.maxAmount);
  return {
    ...(draft.fromDate ? { fromDate: draft.fromDate } : {}),
    ...(draft.toDate ? { toDate: draft.toDate } : {}),
    ...(draft.status.length > 0 ? { status: draft.status.map(Number) } : {}),
    ...(draft.serviceCode ? { serviceCode: draft.serviceCode } : {}),
    ...(draft.direction === 'debit' || draft.direction === 'credit' ? { direction: draft.direction } : {}),
    ...(draft.text.trim() ? { text: draft.text.trim() } : {}),
    ...(minAmount ? { minAmount } : {}),
    ...(maxAmount ? { maxAmount } : {}),
  };
}

/**
 * The report's filters, as its configuration offers them (requirements#reports). Applied
 * together with "Apply"; the chart refuses a From date after the To date (its message shows under
 * the From field) and keeps what was typed.
 */
export function ReportFilters({
  filters,
  locale,
  rangeRefused,
  busy,
  onApply,
}: {
  filters: readonly ReportFilter[];
  locale: string;
  rangeRefused: boolean;
  busy: boolean;
  onApply: (filters: ReportFilterValues) => void;
}) {
  const { t, i18n } = useLingui();
  // requirements#intl-formats: the calendar's month and weekday names in the user's language (Sorani too)
  const calendarLabels = useCalendarLabels(locale);
  const form = useForm<FilterDraft>({
    initialValues: emptyDraft,
    validate: {
      minAmount: (value) =>
        value.trim() && !AMOUNT.test(value.trim().replace(/,/g, '')) ? t`Enter an amount such as 1250.00.` : null,
      maxAmount: (value, values) => {
        const text = value.trim().replace(/,/g, '');
        if (text && !AMOUNT.test(text)) return t`Enter an amount such as 1250.00.`;
        const min = Number(values.minAmount.replace(/,/g, ''));
        return text && values.minAmount.trim() && Number(text) < min
          ? t`The largest amount must not be below the smallest.`
          : null;
      },
    },
  });
  const offered = new Set(filters.map((f) => f.id));
  const labelOf = (id: ReportFilter['id']) => localize(filters.find((f) => f.id === id)?.label, locale);
  const optionsOf = (id: ReportFilter['id']) =>
    (filters.find((f) => f.id === id)?.options ?? []).map((o) => ({
      value: o.value,
      label: localize(o.label, locale),
    }));
  const rangeError = rangeRefused ? i18n._(fieldMessages['error.message.1117']) : undefined;

  return (
    <FormPanel
      label={t`Filters`}
      onSubmit={form.onSubmit((values) => onApply(toFilters(values)))}
      onReset={() => {
        form.setValues(emptyDraft);
        onApply({});
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
        {offered.has('dateRange') ? (
          <>
            <DatePickerInput
              label={t`From`}
              {...calendarLabels}
              valueFormat="YYYY-MM-DD"
              clearable
              maxDate={new Date()}
              {...form.getInputProps('fromDate')}
              // after the form's props: their `error` (none) would hide the chart's refusal
              error={rangeError}
            />
            <DatePickerInput
              label={t`To`}
              {...calendarLabels}
              valueFormat="YYYY-MM-DD"
              clearable
              maxDate={new Date()}
              {...form.getInputProps('toDate')}
            />
          </>
        ) : null}
        {offered.has('status') ? (
          <MultiSelect
            label={labelOf('status')}
            data={optionsOf('status')}
            clearable
            {...form.getInputProps('status')}
          />
        ) : null}
        {offered.has('serviceCode') ? (
          <Select
            label={labelOf('serviceCode')}
            data={optionsOf('serviceCode')}
            clearable
            searchable
            {...form.getInputProps('serviceCode')}
          />
        ) : null}
        {offered.has('direction') ? (
          <Select
            label={labelOf('direction')}
            data={
              optionsOf('direction').length > 0
                ? optionsOf('direction')
                : [
                    { value: 'debit', label: t`Money out` },
                    { value: 'credit', label: t`Money in` },
                  ]
            }
            clearable
            {...form.getInputProps('direction')}
          />
        ) : null}
        {offered.has('text') ? (
          <TextInput label={labelOf('text')} maxLength={64} dir="auto" {...form.getInputProps('text')} />
        ) : null}
        {offered.has('amountRange') ? (
          <>
            <TextInput label={t`Smallest amount`} inputMode="decimal" dir="ltr" {...form.getInputProps('minAmount')} />
            <TextInput label={t`Largest amount`} inputMode="decimal" dir="ltr" {...form.getInputProps('maxAmount')} />
          </>
        ) : null}
      </SimpleGrid>
      <Group mt="md" gap="sm">
        <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />} loading={busy}>
          <Trans>Apply</Trans>
        </Button>
        <Button type="reset" variant="default" leftSection={<IconX size={16} aria-hidden />}>
          <Trans>Clear filters</Trans>
        </Button>
      </Group>
    </FormPanel>
  );
}
