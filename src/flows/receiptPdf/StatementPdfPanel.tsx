import { Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { intlLocale } from '../../i18n/format';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { useActiveLocale } from '../../ui/hooks';
import { PdfActions } from './PdfActions';
import { receiptPdfLogic } from './receiptPdf.logic';
import { usePdfLook } from './usePdfLook';

/** The last twelve months, newest first, as YYYY-MM (Baghdad's calendar is the server's; a month is a month). */
function recentMonths(now: Date, count = 12): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 15));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** requirements#receipt-pdf: the passbook's monthly statement as a PDF, for a chosen month. */
export default function StatementPdfPanel() {
  const { t } = useLingui();
  const { platform } = useApp();
  const locale = useActiveLocale();
  const look = usePdfLook();
  const [logic] = useState(() => receiptPdfLogic(platform, look));
  const actor = useFlowActor(logic.machine, { input: logic.input });
  const months = useMemo(() => recentMonths(new Date()), []);
  const [month, setMonth] = useState(months[0] ?? '');
  const monthLabel = (m: string) => {
    const [y, mm] = m.split('-').map(Number) as [number, number];
    return new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      Date.UTC(y, mm - 1, 15),
    );
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={600}>
          <Trans>Monthly statement</Trans>
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t`Month`}
            value={month}
            onChange={(event) => {
              setMonth(event.currentTarget.value);
              actor.send({ type: 'pdf.close' });
            }}
            data={months.map((m) => ({ value: m, label: monthLabel(m) }))}
            w={200}
          />
          <PdfActions
            actor={actor}
            label={t`Statement as PDF`}
            request={() => ({ kind: 'statement', month, locale })}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
