import { Alert, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { serviceWizardMachine } from '../../../machines/serviceWizard.machine';
import type { ServiceForm } from '../../api/contract/serviceForm';
import { TransactionStatus, type TransactionResult } from '../../api/contract/transactions';
import { formatDateTime } from '../../i18n/format';
import { localize } from '../../forms/localize';
import { summaryOptions } from '../../forms/request';
import { selectEntries, selectResult } from './selectors';
import type { Option } from '../../api/contract/serviceForm';
import type { FormValues } from '../../forms/types';
import { ReceiptPdfSlot } from '../../ui/receiptSlots';
import { SummaryList } from './SummaryList';

type WizardRef = ActorRefFrom<typeof serviceWizardMachine>;

/**
 * requirements#transaction-status: the receipt of a Submit, by status 0 Pending, 1 Success, 2 Fail;
 * a declined one can be tried again with everything kept (requirements#receipt-retry), and a service
 * that moves no money says what it did (requirements#receipt-completion).
 */
export function ReceiptPanel({ actor, form, locale }: { actor: WizardRef; form: ServiceForm; locale: string }) {
  const { t } = useLingui();
  const result = useSelector(actor, selectResult) as TransactionResult | null;
  // what was paid: the entries the steps handed to the Submit
  const { values, responses, options } = useSelector(actor, selectEntries);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!result) return null;
  const completion = form.completion;
  const declined = result.status === TransactionStatus.fail;
  const look =
    result.status === TransactionStatus.success
      ? {
          color: 'success',
          icon: <IconCircleCheck size={30} />,
          title: completion ? localize(completion.title, locale) : t`Payment successful`,
        }
      : result.status === TransactionStatus.pending
        ? { color: 'warning', icon: <IconClockHour4 size={30} />, title: t`Payment pending` }
        : { color: 'danger', icon: <IconAlertTriangle size={30} />, title: t`Payment failed` };
  return (
    <Stack gap="lg" role="status">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={52} radius="xl" color={look.color} variant="light" aria-hidden>
          {look.icon}
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {look.title}
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Reference{' '}
              <Text span ff="monospace" dir="ltr">
                {result.transactionId}
              </Text>{' '}
              · {formatDateTime(result.createdAt, locale)}
            </Trans>
          </Text>
        </Stack>
      </Group>
      {result.statusMessage && result.status !== TransactionStatus.success ? (
        <Alert color={look.color} variant="light">
          {result.statusMessage}
        </Alert>
      ) : null}
      <SummaryList
        lines={form.receipt}
        values={values as FormValues}
        responses={responses}
        receipt={result}
        options={summaryOptions(form, options as Record<string, readonly Option[]>)}
        locale={locale}
        currencyCode={result.currency}
        caption={t`Receipt`}
      />
      {result.transactionId ? <ReceiptPdfSlot transactionId={result.transactionId} /> : null}
      <Group justify="flex-end">
        {declined ? (
          <Button onClick={() => actor.send({ type: 'wizard.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
        <Button variant="default" onClick={() => actor.send({ type: 'wizard.restart' })}>
          {completion ? localize(completion.again, locale) : <Trans>New payment</Trans>}
        </Button>
        <Button variant={declined ? 'default' : 'filled'} onClick={() => actor.send({ type: 'wizard.close' })}>
          <Trans>Done</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
