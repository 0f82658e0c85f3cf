import { Stack, Table } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { ChartFigures } from '../../../machines/spendingChart.machine';
import { formatAmount } from '../../config/currency';
import { localize } from '../../forms/localize';
import { useSiteSettings } from '../../ui/hooks';
import { monthFormatter } from './spendingChart.format';

/** The chart's figures as tables: what the charts draw, for screen readers and on request. */
export default function FiguresTable({ figures, locale }: { figures: ChartFigures; locale: string }) {
  const settings = useSiteSettings();
  const month = monthFormatter(locale);
  const money = (major: string) => (
    <bdi dir="ltr">{formatAmount(major, figures.currencyCode, settings?.currencyList, locale)}</bdi>
  );
  return (
    <Stack gap="lg" data-testid="spending-table">
      <Table striped withTableBorder>
        <Table.Caption>
          <Trans>Money in and out per month</Trans>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Month</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Money in</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Money out</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {figures.months.map((m) => (
            <Table.Tr key={m.month}>
              <Table.Th scope="row" fw={500}>
                {month(m.month)}
              </Table.Th>
              <Table.Td>{money(m.inMajor)}</Table.Td>
              <Table.Td>{money(m.outMajor)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Table striped withTableBorder>
        <Table.Caption>
          <Trans>Spend by service</Trans>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Service</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Spent</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {figures.byService.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={2}>
                <Trans>Nothing spent in this period.</Trans>
              </Table.Td>
            </Table.Tr>
          ) : (
            figures.byService.map((s) => (
              <Table.Tr key={s.serviceCode}>
                <Table.Th scope="row" fw={500}>
                  <bdi>{localize(s.label, locale)}</bdi>
                </Table.Th>
                <Table.Td>{money(s.outMajor)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
