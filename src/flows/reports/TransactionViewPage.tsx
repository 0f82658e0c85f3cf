import {
  Anchor,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { fieldMessages } from '../../forms/fields/messages';
import { FormPanel } from './FormPanel';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { IconArrowBack, IconSearch } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useMemo, useState, type CSSProperties } from 'react';
import type { ViewConfiguration } from '../../api/contract/reports';
import { localize } from '../../forms/localize';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { FailureAlert } from '../../ui/FailureAlert';
import { useActiveLocale, useSiteSettings } from '../../ui/hooks';
import { PageTitle } from '../../ui/PageTitle';
import { ReceiptPdfSlot } from '../../ui/receiptSlots';
import { TransactionStatusBadge } from '../../ui/transactionStatus';
import type { CellFormat } from './cells';
import { transactionViewLogic, type LoadedView } from './reports.logic';
import { viewItems, viewTable, type ViewItem } from './view';

const TRANSACTION_ID = /^TX[0-9]{18}$/;

interface ViewSearch {
  transactionId?: unknown;
  customer?: unknown;
  format?: unknown;
}

/**
 * /app/report/transactionView (one transaction, from a report row or a notification) and
 * /app/report/viewtransaction (look one up by its ID): drawn by the view configuration
 * (requirements#view-configuration). `format=1|2|3` forces a format type (the four variants).
 */
export function TransactionViewPage({ lookUp = false }: { lookUp?: boolean }) {
  const search = useSearch({ strict: false }) as ViewSearch;
  const customer = typeof search.customer === 'string' && /^[0-9]{10}$/.test(search.customer) ? search.customer : null;
  // another customer is another view: customer service's look-ups start afresh
  return <TransactionView key={customer ?? ''} lookUp={lookUp} customer={customer} search={search} />;
}

function TransactionView({
  lookUp,
  customer,
  search,
}: {
  lookUp: boolean;
  customer: string | null;
  search: ViewSearch;
}) {
  const { t, i18n } = useLingui();
  const { platform, actors } = useApp();
  const navigate = useNavigate();
  const locale = useActiveLocale();
  const settings = useSiteSettings();
  // customer service reads customers' transactions: a look-up names the customer too
  const readsCustomers = useSelector(actors.session, (s) => s.context.user?.category === 'csr');
  const format: CellFormat = useMemo(
    () => ({ locale, currencies: settings?.currencyList, i18n }),
    [locale, settings?.currencyList, i18n],
  );
  const givenId =
    typeof search.transactionId === 'string' && TRANSACTION_ID.test(search.transactionId) ? search.transactionId : null;
  const forced = search.format === 1 || search.format === 2 || search.format === 3 ? search.format : null;

  const [logic] = useState(() => transactionViewLogic(platform, customer));
  const actor = useFlowActor(logic, { input: { transactionId: givenId } });
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const ready = useSelector(actor, (s) => s.matches('ready'));
  const notFound = useSelector(actor, (s) => s.matches('notFound'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const failure = useSelector(actor, (s) => s.context.failure);
  const view = useSelector(actor, (s) => s.context.view as LoadedView | null);
  const transactionId = useSelector(actor, (s) => s.context.transactionId);

  const showLookUp = lookUp || givenId === null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageTitle>{lookUp ? <Trans>Look up a transaction</Trans> : <Trans>Transaction details</Trans>}</PageTitle>
        <Anchor component={Link} to="/app/report/transactions" size="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowBack size={16} aria-hidden />
            <Trans>Transaction report</Trans>
          </Group>
        </Anchor>
      </Group>
      {showLookUp ? (
        <LookUpForm
          initial={transactionId ?? ''}
          customer={readsCustomers ? (customer ?? '') : null}
          busy={loading}
          onLookUp={(id, mobile) => {
            if (mobile !== null && mobile !== customer) {
              void navigate({ to: '.', search: { ...search, transactionId: id, customer: mobile } } as never);
              return;
            }
            actor.send({ type: 'view.lookup', transactionId: id });
            void navigate({ to: '.', search: { ...search, transactionId: id }, replace: true } as never);
          }}
        />
      ) : null}
      {loading ? (
        <Stack gap="sm" aria-busy>
          <Skeleton h={28} w="40%" />
          <Skeleton h={220} />
        </Stack>
      ) : null}
      {notFound ? (
        <Paper withBorder radius="md" p="lg" role="alert">
          <Text fw={600}>
            <Trans>No transaction with this ID</Trans>
          </Text>
          <Text c="dimmed" size="sm">
            <Trans>Check the ID on your receipt or SMS. Only your own transactions can be shown.</Trans>
          </Text>
        </Paper>
      ) : null}
      {failed ? (
        <Stack align="flex-start">
          <FailureAlert failure={failure} title={t`The transaction could not be loaded`} />
          <Button variant="light" onClick={() => actor.send({ type: 'view.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      ) : null}
      {ready && view ? <ConfiguredView view={view} format={format} forcedFormat={forced} /> : null}
      {ready && view && !customer ? <ReceiptPdfSlot transactionId={view.transaction.transactionId} /> : null}
    </Stack>
  );
}

function LookUpForm({
  initial,
  customer,
  busy,
  onLookUp,
}: {
  initial: string;
  /** customer service: the customer's mobile number (null: the user's own transactions) */
  customer: string | null;
  busy: boolean;
  onLookUp: (id: string, mobile: string | null) => void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm({
    initialValues: { transactionId: initial, mobile: customer ?? '' },
    validate: {
      transactionId: (value) =>
        TRANSACTION_ID.test(value.trim().toUpperCase()) ? null : t`Enter a transaction ID: TX and 18 digits.`,
      mobile: (value) =>
        customer === null || /^[0-9]{10}$/.test(value.trim()) ? null : i18n._(fieldMessages.mobileLength),
    },
  });
  return (
    <FormPanel
      label={t`Look up a transaction`}
      onSubmit={form.onSubmit((values) =>
        onLookUp(values.transactionId.trim().toUpperCase(), customer === null ? null : values.mobile.trim()),
      )}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        {customer !== null ? (
          <TextInput
            label={t`Customer's mobile number`}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            maxLength={10}
            miw={200}
            {...form.getInputProps('mobile')}
          />
        ) : null}
        <TextInput
          label={t`Transaction ID`}
          placeholder="TX000000000000000000"
          dir="ltr"
          autoComplete="off"
          maxLength={20}
          miw={260}
          {...form.getInputProps('transactionId')}
        />
        <Button type="submit" mt={25} loading={busy} leftSection={<IconSearch size={16} aria-hidden />}>
          <Trans>Show</Trans>
        </Button>
      </Group>
    </FormPanel>
  );
}

// requirements#languages: configured sides are read as logical ones, so a right-to-left reader sees
// 'left' on the side a left-to-right reader does: where the line starts
const alignments: Record<ViewConfiguration['labelAlignment'], CSSProperties['textAlign']> = {
  left: 'start',
  right: 'end',
  center: 'center',
  start: 'start',
  end: 'end',
};

/** One transaction as its view configuration draws it: 1 a label/value grid, 2 a table, 3 cards. */
function ConfiguredView({
  view,
  format,
  forcedFormat,
}: {
  view: LoadedView;
  format: CellFormat;
  forcedFormat: 1 | 2 | 3 | null;
}) {
  const { t } = useLingui();
  const { configuration, transaction } = view;
  const items = viewItems(configuration, transaction, format);
  const table = viewTable(configuration, transaction, format);
  const formatType = forcedFormat ?? configuration.formatType;
  const labelAlign = alignments[configuration.labelAlignment];
  const columns = { base: 1, sm: Math.min(configuration.displayColumn, 2), md: configuration.displayColumn };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-format-type={formatType}>
      <Title order={2} size="h4" mb="md">
        {localize(configuration.title, format.locale)}
      </Title>
      {formatType === 2 ? (
        <Table striped withRowBorders captionSide="top" aria-label={localize(configuration.title, format.locale)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={{ textAlign: labelAlign }}>{t`Detail`}</Table.Th>
              <Table.Th>{t`Value`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.label}>
                <Table.Th scope="row" fw={500} style={{ textAlign: labelAlign }}>
                  {item.label}
                </Table.Th>
                <Table.Td>
                  <ItemValue item={item} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : formatType === 3 ? (
        <SimpleGrid cols={columns} spacing="sm">
          {items.map((item) => (
            <Card key={item.label} withBorder radius="md" padding="md">
              <Text size="xs" c="dimmed" tt="uppercase" style={{ textAlign: labelAlign }}>
                {item.label}
              </Text>
              <Text fw={600} size="lg" mt={4} component="div">
                <ItemValue item={item} />
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={columns} spacing="md" verticalSpacing="sm" component="dl" m={0}>
          {items.map((item) => (
            <div key={item.label}>
              <Text component="dt" size="sm" c="dimmed" style={{ textAlign: labelAlign }}>
                {item.label}
              </Text>
              <Text component="dd" m={0} fw={500}>
                <ItemValue item={item} />
              </Text>
            </div>
          ))}
        </SimpleGrid>
      )}
      {table ? (
        <Table mt="lg" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {table.headers.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.map((row, i) => (
              <Table.Tr key={i}>
                {row.map((cell, j) => (
                  <Table.Td key={j}>
                    <bdi>{cell}</bdi>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Paper>
  );
}

function ItemValue({ item }: { item: ViewItem }) {
  if (item.type === 'isBadge' && item.status !== null) return <TransactionStatusBadge status={item.status} size="md" />;
  if (item.type === 'isAmount') return <span dir="ltr">{item.text}</span>;
  return <bdi>{item.text}</bdi>;
}
