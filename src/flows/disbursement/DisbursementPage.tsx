import { Alert, Anchor, Badge, Button, FileButton, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IconDownload, IconFileUpload, IconRefresh, IconSend, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { disbursementMachine, FileProblem } from '../../../machines/disbursement.machine';
import type {
  BatchRow,
  BatchSummary,
  CheckedRowAnswer,
  DisbursementBatch,
  DisbursementCheck,
  DisbursementTotals,
  RowProblem,
} from '../../api/contract/disbursement';
import { formatAmount } from '../../config/currency';
import { formatDateTime } from '../../i18n/format';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { DataTable, type DataColumn } from '../../ui/dataTable/DataTable';
import { DeleteWithAuthentication } from '../../ui/DeleteWithAuthentication';
import { FailureAlert } from '../../ui/FailureAlert';
import { useActiveLocale, useSiteSettings } from '../../ui/hooks';
import { usePinLength } from '../../ui/NewPinFields';
import { PageTitle } from '../../ui/PageTitle';
import { dangerText } from '../../ui/textColours';
import { disbursementLogic } from './disbursement.logic';

type Snapshot = SnapshotFrom<typeof disbursementMachine>;
type Money = (amount: string, currency: string) => string;

const selectState = (s: Snapshot) => (typeof s.value === 'string' ? s.value : 'idle');
/** the flow carries the contract's shapes without looking inside */
const selectBatches = (s: Snapshot) => s.context.batches as BatchSummary[] | null;
const selectCheck = (s: Snapshot) => s.context.check as DisbursementCheck | null;
const selectResult = (s: Snapshot) => s.context.result as DisbursementBatch | null;
const selectFile = (s: Snapshot) => s.context.file;
const selectFileProblem = (s: Snapshot) => s.context.fileProblem;
const selectFailure = (s: Snapshot) => s.context.failure;

const fileProblemTexts = {
  size: msg`The file is larger than 512 KB. Split it into smaller files.`,
  header: msg`The first line must be exactly: mobile,amount,reference`,
  empty: msg`The file has no payments.`,
  rows: msg`A file can hold at most 5,000 payments. Split it into smaller files.`,
  unreadable: msg`The file could not be read as a CSV file.`,
} satisfies Record<FileProblem, unknown>;

const rowProblemTexts = {
  mobile: msg`not a mobile number`,
  amount: msg`amount must be 1,000 to 10,000,000`,
  reference: msg`reference must be 1–32 letters, digits or - _ / .`,
  formula: msg`a cell starts with = + - or @`,
  duplicate: msg`the same payment as an earlier row`,
  columns: msg`needs exactly three cells`,
  unknownWallet: msg`no active wallet for this number`,
  self: msg`your own wallet`,
} satisfies Record<RowProblem, unknown>;

function problemsText(problems: readonly RowProblem[], i18n: I18n): string {
  return problems.map((problem) => i18n._(rowProblemTexts[problem])).join('; ');
}

/** The columns of a checked file or a paid batch: the row as written, who it pays, what happened. */
function rowColumns(
  i18n: I18n,
  money: Money,
  currency: string,
  withStatus: boolean,
): DataColumn<CheckedRowAnswer | BatchRow>[] {
  const columns: DataColumn<CheckedRowAnswer | BatchRow>[] = [
    { id: 'line', header: i18n._(msg`Line`), cell: (row) => row.line, numeric: true, width: 76 },
    { id: 'mobile', header: i18n._(msg`Mobile`), cell: (row) => <bdi>{row.mobile}</bdi>, width: 140 },
    { id: 'holder', header: i18n._(msg`Recipient`), cell: (row) => <bdi>{row.holderName ?? '–'}</bdi>, width: 160 },
    {
      id: 'amount',
      header: i18n._(msg`Amount`),
      numeric: true,
      width: 140,
      cell: (row) => (Number.isFinite(Number(row.amount)) ? money(row.amount, currency) : <bdi>{row.amount}</bdi>),
    },
    { id: 'reference', header: i18n._(msg`Reference`), cell: (row) => <bdi>{row.reference}</bdi>, width: 160 },
  ];
  if (withStatus) {
    columns.push({
      id: 'status',
      header: i18n._(msg`Result`),
      cell: (row) =>
        'status' in row && row.status === 'paid' ? (
          <Badge color="success" variant="dot">
            {i18n._(msg`Paid`)}
          </Badge>
        ) : (
          <Badge color="danger" variant="dot">
            {i18n._(msg`Not paid`)}
          </Badge>
        ),
    });
  }
  columns.push({
    id: 'problems',
    header: withStatus ? i18n._(msg`Reason`) : i18n._(msg`Problems`),
    cell: (row) =>
      row.problems.length === 0 ? (
        withStatus ? (
          ''
        ) : (
          <Text size="sm" c="dimmed" component="span">
            {i18n._(msg`ready to pay`)}
          </Text>
        )
      ) : (
        <Text size="sm" c={dangerText} component="span">
          {problemsText(row.problems, i18n)}
        </Text>
      ),
  });
  return columns;
}

function Totals({ totals, money }: { totals: DisbursementTotals; money: Money }) {
  const { t } = useLingui();
  const items: Array<[string, string]> = [
    [t`Rows`, String(totals.rows)],
    [t`To pay`, String(totals.payable)],
    [t`Refused`, String(totals.refused)],
    [t`Amount`, money(totals.amount, totals.currency)],
    [t`Fees`, money(totals.fee, totals.currency)],
    [t`Total`, money(totals.total, totals.currency)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} component="dl" m={0}>
      {items.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={600} data-testid={`total-${label}`}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function statusBadge(status: BatchSummary['status'], i18n: I18n) {
  const [color, text] =
    status === 'paid'
      ? ['success', msg`Paid`]
      : status === 'partial'
        ? ['warning', msg`Partly paid`]
        : ['danger', msg`Not paid`];
  return (
    <Badge color={color} variant="dot">
      {i18n._(text)}
    </Badge>
  );
}

/**
 * /app/table-list/disbursement (requirements#bulk-disbursement): an enterprise pays many wallets
 * from one CSV file — the sample file, the file checked row by row with reasons, the totals, the
 * payment confirmed with the transaction PIN, every row's result, and the batches paid before.
 */
export function DisbursementPage() {
  const { t, i18n } = useLingui();
  const { platform } = useApp();
  const locale = useActiveLocale();
  const settings = useSiteSettings();
  const pinLength = usePinLength();
  const [sampleFailed, setSampleFailed] = useState(false);
  const [logic] = useState(() => disbursementLogic(platform, () => setSampleFailed(true)));
  const actor = useFlowActor(logic, { input: { pinLength } });
  const state = useSelector(actor, selectState);
  const batches = useSelector(actor, selectBatches);
  const checked = useSelector(actor, selectCheck);
  const result = useSelector(actor, selectResult);
  const file = useSelector(actor, selectFile);
  const fileProblem = useSelector(actor, selectFileProblem);
  const failure = useSelector(actor, selectFailure);

  const money: Money = (amount, currency) => formatAmount(amount, currency, settings?.currencyList, locale);
  const currency = (result?.batch ?? checked)?.totals.currency ?? '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the columns change with the language and the currency settings only
  const checkColumns = useMemo(() => rowColumns(i18n, money, currency, false), [i18n, locale, settings, currency]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  const resultColumns = useMemo(() => rowColumns(i18n, money, currency, true), [i18n, locale, settings, currency]);

  const choose = (chosen: File | null) => {
    if (chosen) actor.send({ type: 'file.choose', file: chosen });
  };
  const chooseButton = (label: string, variant: 'filled' | 'default' = 'filled') => (
    <FileButton onChange={choose} accept=".csv,text/csv">
      {(props) => (
        <Button {...props} variant={variant} leftSection={<IconFileUpload size={16} aria-hidden />}>
          {label}
        </Button>
      )}
    </FileButton>
  );
  const fileName = file?.name ?? '';
  const busy = state === 'reading' || state === 'checking' || state === 'loading' || state === 'opening';
  const shown = state === 'done' || state === 'viewing' ? result : null;
  const payable = checked?.totals.payable ?? 0;

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageTitle>
          <Trans>Bulk disbursement</Trans>
        </PageTitle>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => {
            setSampleFailed(false);
            actor.send({ type: 'sample.download' });
          }}
        >
          <Trans>Download the sample file</Trans>
        </Button>
      </Group>
      <Text c="dimmed">
        <Trans>
          Pay many wallets at once from a CSV file with the columns mobile, amount and reference. Every row is checked
          before anything is paid; rows with problems are not paid.
        </Trans>
      </Text>
      {sampleFailed ? (
        <Alert
          color="danger"
          variant="light"
          withCloseButton
          onClose={() => setSampleFailed(false)}
          closeButtonLabel={t`Close`}
        >
          <Trans>The sample file could not be downloaded. Please try again.</Trans>
        </Alert>
      ) : null}

      {busy ? (
        <Group justify="center" gap="sm" py="xl" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text c="dimmed">
            {(state === 'checking' || state === 'reading') && fileName ? (
              <Trans>
                Checking <bdi>{fileName}</bdi>…
              </Trans>
            ) : state === 'checking' || state === 'reading' ? (
              // a file without a name (a pasted or generated one): never "Checking …"
              <Trans>Checking the file…</Trans>
            ) : (
              <Trans>Loading…</Trans>
            )}
          </Text>
        </Group>
      ) : null}

      {state === 'idle' ? (
        <Stack gap="md">
          {fileProblem ? (
            <Alert color="danger" variant="light" title={t`This file cannot be paid`} role="alert">
              {i18n._(fileProblemTexts[fileProblem])}
            </Alert>
          ) : null}
          <FailureAlert failure={failure} />
          <Paper withBorder radius="lg" p="xl">
            <Stack gap="sm" align="center">
              <IconFileUpload size={32} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text fw={600}>
                <Trans>Choose the CSV file to pay</Trans>
              </Text>
              {chooseButton(t`Choose a CSV file`)}
            </Stack>
          </Paper>
          <BatchList
            batches={batches}
            money={money}
            onOpen={(batchId) => actor.send({ type: 'batch.open', batchId })}
            onRetry={() => actor.send({ type: 'list.retry' })}
          />
        </Stack>
      ) : null}

      {state === 'checkFailed' ? (
        <Stack gap="md" align="flex-start">
          <FailureAlert failure={failure} title={t`The file could not be checked`} />
          <Group gap="sm">
            <Button
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => actor.send({ type: 'check.retry' })}
            >
              <Trans>Retry</Trans>
            </Button>
            {chooseButton(t`Choose another file`, 'default')}
            <Button
              variant="subtle"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => actor.send({ type: 'file.clear' })}
            >
              <Trans>Cancel</Trans>
            </Button>
          </Group>
        </Stack>
      ) : null}

      {checked && (state === 'reviewing' || state === 'confirming' || state === 'submitting') ? (
        <Stack gap="md">
          <Paper withBorder radius="lg" p="md">
            <Stack gap="md">
              <Text fw={600}>
                <Trans>
                  <bdi>{fileName}</bdi>: check the rows before paying
                </Trans>
              </Text>
              <Totals totals={checked.totals} money={money} />
              <Text size="sm" c="dimmed">
                <Trans>Your balance: {money(checked.totals.balance, checked.totals.currency)}</Trans>
              </Text>
              {payable === 0 ? (
                <Alert color="warning" variant="light" role="alert">
                  <Trans>No row of this file can be paid. Correct the file and choose it again.</Trans>
                </Alert>
              ) : checked.totals.refused > 0 ? (
                <Alert color="warning" variant="light">
                  <Trans>
                    {checked.totals.refused} rows have problems and will not be paid. The other {payable} rows can be
                    paid now.
                  </Trans>
                </Alert>
              ) : null}
              <Group gap="sm">
                <Button
                  leftSection={<IconSend size={16} aria-hidden />}
                  disabled={payable === 0}
                  onClick={() => actor.send({ type: 'batch.confirm' })}
                >
                  <Trans>Pay {payable} rows</Trans>
                </Button>
                {chooseButton(t`Choose another file`, 'default')}
                <Button
                  variant="subtle"
                  leftSection={<IconX size={16} aria-hidden />}
                  onClick={() => actor.send({ type: 'file.clear' })}
                >
                  <Trans>Cancel</Trans>
                </Button>
              </Group>
            </Stack>
          </Paper>
          <DataTable
            columns={checkColumns}
            rows={checked.rows}
            rowKey={(row) => String(row.line)}
            caption={t`Rows of ${fileName}`}
            height={480}
          />
        </Stack>
      ) : null}

      <DeleteWithAuthentication
        opened={state === 'confirming' || state === 'submitting'}
        title={t`Confirm the payment`}
        pinLength={pinLength}
        failure={state === 'confirming' ? failure : null}
        busy={state === 'submitting'}
        onConfirm={(pin) => actor.send({ type: 'pin.submit', pin })}
        onCancel={() => actor.send({ type: 'pin.cancel' })}
        confirm={{ label: t`Pay`, icon: <IconSend size={16} aria-hidden /> }}
      >
        <Trans>
          Pay {payable} rows of <bdi>{fileName}</bdi>:{' '}
          {checked ? money(checked.totals.total, checked.totals.currency) : ''} including fees.
        </Trans>
      </DeleteWithAuthentication>

      {shown ? (
        <Stack gap="md">
          <Paper withBorder radius="lg" p="md">
            <Stack gap="md">
              <Group gap="sm" justify="space-between">
                <Text fw={600} role={state === 'done' ? 'status' : undefined}>
                  {state === 'done' ? (
                    <Trans>
                      {shown.batch.totals.payable} of {shown.batch.totals.rows} rows of{' '}
                      <bdi>{shown.batch.fileName}</bdi> were paid.
                    </Trans>
                  ) : (
                    <Trans>
                      Batch <bdi>{shown.batch.batchId}</bdi> of <bdi>{shown.batch.fileName}</bdi>
                    </Trans>
                  )}
                </Text>
                {statusBadge(shown.batch.status, i18n)}
              </Group>
              <Totals totals={shown.batch.totals} money={money} />
              <Group gap="md">
                {shown.batch.transactionId ? (
                  <Anchor
                    component={Link}
                    // a configured page, served by /app/$: the router knows it by that route only
                    to={'/app/report/transactionView' as never}
                    search={{ transactionId: shown.batch.transactionId } as never}
                  >
                    <Trans>View the transaction</Trans>
                  </Anchor>
                ) : null}
                {state === 'done' ? (
                  <Button onClick={() => actor.send({ type: 'batch.new' })}>
                    <Trans>Pay another file</Trans>
                  </Button>
                ) : (
                  <Button variant="default" onClick={() => actor.send({ type: 'batch.close' })}>
                    <Trans>Back to the batches</Trans>
                  </Button>
                )}
              </Group>
            </Stack>
          </Paper>
          <DataTable
            columns={resultColumns}
            rows={shown.rows}
            rowKey={(row) => String(row.line)}
            caption={t`Results of ${shown.batch.fileName}`}
            height={480}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

function BatchList({
  batches,
  money,
  onOpen,
  onRetry,
}: {
  batches: BatchSummary[] | null;
  money: Money;
  onOpen: (batchId: string) => void;
  onRetry: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useActiveLocale();
  if (batches === null) {
    return (
      <Group gap="sm">
        <Text c="dimmed">
          <Trans>Your earlier batches could not be loaded.</Trans>
        </Text>
        <Button variant="default" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      </Group>
    );
  }
  if (batches.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>You have not paid a batch yet.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text component="h2" fw={600} size="lg" m={0}>
        <Trans>Earlier batches</Trans>
      </Text>
      <Stack component="ul" gap="xs" m={0} p={0} aria-label={t`Earlier batches`}>
        {batches.map((batch) => (
          <Paper component="li" key={batch.batchId} withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
            <Group justify="space-between" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  <bdi>{batch.fileName}</bdi>
                </Text>
                <Text size="sm" c="dimmed">
                  {formatDateTime(batch.createdAt, locale)} ·{' '}
                  <Trans>
                    {batch.totals.payable} of {batch.totals.rows} rows ·{' '}
                    {money(batch.totals.total, batch.totals.currency)}
                  </Trans>
                </Text>
              </Stack>
              <Group gap="sm">
                {statusBadge(batch.status, i18n)}
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => onOpen(batch.batchId)}
                  aria-label={t`Open the batch ${batch.fileName}`}
                >
                  <Trans>Open</Trans>
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
