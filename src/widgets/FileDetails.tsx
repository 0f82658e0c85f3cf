import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReportPage } from '../api/contract/reports';
import { configuredLink } from '../config/routes';

import { WidgetCard } from '../ui/WidgetCard';
import type { WidgetProps } from '../ui/widgetData';
import { useWidgetActor } from './useWidgetActor';

/**
 * FileDetails: the statement file the passbook exports — how many transactions it would hold and up
 * to when — with the way to the passbook, where it is downloaded as csv, xls, json or txt.
 */
export default function FileDetails(_: WidgetProps) {
  const { t } = useLingui();
  const actor = useWidgetActor((l) => l.transactions(1));
  return (
    <WidgetCard<ReportPage>
      actor={actor}
      title={t`Statement`}
      icon={<IconFileSpreadsheet size={20} aria-hidden />}
      empty={t`No transactions yet.`}
      skeletonHeight={56}
    >
      {(page) => (
        <Stack gap="xs">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t`Transactions`}
            </Text>
            <Text size="sm" fw={600}>
              {page.total}
            </Text>
          </Group>
          <Anchor component={Link} size="sm" {...configuredLink('/app/report/passbook')}>
            <Trans>See all</Trans>
          </Anchor>
        </Stack>
      )}
    </WidgetCard>
  );
}
