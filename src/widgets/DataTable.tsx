import { Anchor } from '@mantine/core';
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
import classes from './widgets.module.css';

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
          <table className={classes.table}>
            <thead>
              <tr>
                <th>{t`Date`}</th>
                <th>{t`Description`}</th>
                <th className={classes.end}>{t`Amount`}</th>
                <th>{t`Status`}</th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) => {
                const signed = signedRowAmount(row);
                return (
                  <tr key={`${row.transactionId}-${row.direction}`}>
                    <td className={classes.nowrap}>{formatDate(row.createdAt, locale)}</td>
                    <td>
                      {localize(row.title, locale)}
                      {row.counterparty ? (
                        <>
                          {' · '}
                          <bdi>{row.counterparty.name}</bdi>
                        </>
                      ) : null}
                    </td>
                    <td className={classes.end} dir="ltr">
                      {signed.sign}
                      {formatAmount(signed.amount, row.currency, settings?.currencyList, locale)}
                    </td>
                    <td>
                      <TransactionStatusBadge status={row.status} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </WidgetCard>
  );
}
