import { Anchor, Table } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconTable } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReportPage } from '../api/contract/reports';
import { formatAmount, signedRowAmount } from '../config/currency';
import { configuredLink } from '../config/routes';
import { localize } from '../forms/localize';
import { formatDate } from '../i18n/format';
import { useActiveLocale, useSiteSettings } from '../ui/hooks';
import { TransactionStatusBadge } from '../ui/transactionStatus';
import { WidgetCard } from '../ui/WidgetCard';
import { setting, type WidgetProps } from '../ui/widgetData';
import { useWidgetActor } from './useWidgetActor';

/** DataTable: the latest transactions as a table (settings.rows, 5 to 20) for those who reconcile them. */
export default function DataTable(props: WidgetProps) {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const settings = useSiteSettings();
  const rows = Math.min(20, Math.max(5, setting(props, 'rows', 8)));
  const actor = useWidgetActor((l) => l.transactions(rows));
  return (
    <WidgetCard<ReportPage>
      actor={actor}
      title={t`Latest transactions`}
      icon={<IconTable size={20} aria-hidden />}
      empty={t`No transactions yet.`}
      skeletonHeight={rows * 36}
      action={
        <Anchor component={Link} size="sm" {...configuredLink('/app/report/transactions')}>
          <Trans>See all</Trans>
        </Anchor>
      }
    >
      {(page) => (
        <div style={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label={t`Latest transactions`}>
          <Table striped highlightOnHover verticalSpacing="xs" miw={480}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Date`}</Table.Th>
                <Table.Th>{t`Description`}</Table.Th>
                <Table.Th ta="end">{t`Amount`}</Table.Th>
                <Table.Th>{t`Status`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.rows.map((row) => {
                const signed = signedRowAmount(row);
                return (
                  <Table.Tr key={`${row.transactionId}-${row.direction}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt, locale)}</Table.Td>
                    <Table.Td>
                      {localize(row.title, locale)}
                      {row.counterparty ? (
                        <>
                          {' · '}
                          <bdi>{row.counterparty.name}</bdi>
                        </>
                      ) : null}
                    </Table.Td>
                    <Table.Td ta="end" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                      {signed.sign}
                      {formatAmount(signed.amount, row.currency, settings?.currencyList, locale)}
                    </Table.Td>
                    <Table.Td>
                      <TransactionStatusBadge status={row.status} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </WidgetCard>
  );
}
