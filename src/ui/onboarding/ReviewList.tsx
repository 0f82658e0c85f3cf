import { Table } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { OnboardingTemplate } from '../../api/contract/onboarding';
import type { Parameter } from '../../api/contract/serviceForm';
import { formatBytes } from '../../forms/fields';
import { localize } from '../../forms/localize';
import type { FieldValue, FormValues } from '../../forms/types';
import { isFileValue } from '../../forms/validation';

/** Everything entered, step by step, as text (what the visitor typed is shown escaped, never as HTML). */
export function ReviewList({ form, values, locale }: { form: OnboardingTemplate; values: FormValues; locale: string }) {
  const { t } = useLingui();
  const shown = (parameter: Parameter, value: FieldValue | undefined): string => {
    if (value === undefined || value === null || value === '') return '—';
    if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
    if (isFileValue(value)) return `${value.name} (${formatBytes(value.size)})`;
    if (Array.isArray(value))
      return value.map((one) => (typeof one === 'string' ? one : `${one.name} (${formatBytes(one.size)})`)).join(', ');
    const option = parameter.PossibleValue?.find((o) => o.value === value);
    return option ? localize(option.label, locale) : String(value);
  };
  return (
    <Table withRowBorders verticalSpacing="xs" data-testid="onboarding-review">
      <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t`Your application`}
      </caption>
      <Table.Tbody>
        {form.steps.flatMap((step) =>
          step.parameters
            .filter((p) => p.type !== 'hidden' && p.ComponentType !== 5 && p.ComponentType !== 8)
            .sort((a, b) => a.sort_order - b.sort_order)
            .map((parameter) => (
              <Table.Tr key={parameter.ParameterId}>
                <Table.Th scope="row" fw={500} c="dimmed" w="40%">
                  {localize(parameter.label, locale)}
                </Table.Th>
                <Table.Td>
                  <bdi style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {shown(parameter, values[parameter.ParameterId])}
                  </bdi>
                </Table.Td>
              </Table.Tr>
            )),
        )}
      </Table.Tbody>
    </Table>
  );
}
