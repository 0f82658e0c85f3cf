import { Alert, Anchor, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconDownload, IconFileTypePdf, IconPrinter, IconRefresh, IconShare } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PdfNotice, PdfRequest, receiptPdfMachine } from '../../../machines/receiptPdf.machine';
import { FailureAlert } from '../../ui/FailureAlert';

type Snapshot = SnapshotFrom<typeof receiptPdfMachine>;
export type PdfActor = ActorRefFrom<typeof receiptPdfMachine>;

type Phase = 'idle' | 'generating' | 'failed' | 'ready';
const selectPhase = (s: Snapshot): Phase =>
  s.matches('generating') ? 'generating' : s.matches('failed') ? 'failed' : s.matches('ready') ? 'ready' : 'idle';
const selectBusy = (s: Snapshot) => !s.matches({ ready: 'idle' }) && s.matches('ready');
const selectFailure = (s: Snapshot) => s.context.failure;
const selectNotice = (s: Snapshot) => s.context.notice;
const selectCanShare = (s: Snapshot) => s.context.canShare;
const selectFileName = (s: Snapshot) => s.context.document?.fileName ?? null;
const selectVerifyUrl = (s: Snapshot) => s.context.document?.verifyUrl ?? null;

function useNotice(notice: PdfNotice | null): string | null {
  const { t } = useLingui();
  switch (notice) {
    case 'downloadFailed':
      return t`The PDF could not be saved. Try again.`;
    case 'printFailed':
      return t`The PDF could not be opened for printing. Allow pop-ups for this site and try again.`;
    case 'shareFailed':
      return t`The PDF could not be shared.`;
    default:
      return null;
  }
}

/**
 * requirements#receipt-pdf: the PDF of a receipt or a statement — asked for, prepared, then saved,
 * printed or shared. `label` names what the button makes; `request` is what to draw.
 */
export function PdfActions({
  actor,
  label,
  request,
  disabled = false,
}: {
  actor: PdfActor;
  label: string;
  request: () => PdfRequest;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const phase = useSelector(actor, selectPhase);
  const busy = useSelector(actor, selectBusy);
  const failure = useSelector(actor, selectFailure);
  const notice = useNotice(useSelector(actor, selectNotice));
  const canShare = useSelector(actor, selectCanShare);
  const fileName = useSelector(actor, selectFileName);
  const verifyUrl = useSelector(actor, selectVerifyUrl);

  if (phase === 'failed') {
    return (
      <Stack gap="xs" align="flex-start" data-pdf="failed">
        <FailureAlert failure={failure} title={t`The PDF could not be prepared`} />
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => actor.send({ type: 'pdf.retry' })}
          >
            <Trans>Try again</Trans>
          </Button>
          <Button variant="subtle" color="gray" onClick={() => actor.send({ type: 'pdf.close' })}>
            <Trans>Close</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }
  if (phase === 'ready') {
    return (
      <Stack gap={6} data-pdf="ready">
        <Group gap="xs" wrap="wrap" role="group" aria-label={t`PDF ready: ${fileName ?? ''}`}>
          <IconFileTypePdf size={20} aria-hidden />
          <Button
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={busy}
            onClick={() => actor.send({ type: 'pdf.download' })}
          >
            <Trans>Download PDF</Trans>
          </Button>
          <Button
            size="sm"
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            disabled={busy}
            onClick={() => actor.send({ type: 'pdf.print' })}
          >
            <Trans>Print</Trans>
          </Button>
          {canShare ? (
            <Button
              size="sm"
              variant="default"
              leftSection={<IconShare size={16} aria-hidden />}
              disabled={busy}
              onClick={() => actor.send({ type: 'pdf.share' })}
            >
              <Trans>Share</Trans>
            </Button>
          ) : null}
          <CloseButton aria-label={t`Close the PDF`} onClick={() => actor.send({ type: 'pdf.close' })} />
        </Group>
        {verifyUrl ? (
          <Anchor href={verifyUrl} target="_blank" rel="noopener" size="sm">
            <Trans>Check this receipt online</Trans>
          </Anchor>
        ) : null}
        {notice ? (
          <Alert color="danger" variant="light" role="alert" py={6}>
            {notice}
          </Alert>
        ) : null}
      </Stack>
    );
  }
  return (
    <Group gap="xs">
      <Button
        variant="light"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        loading={phase === 'generating'}
        disabled={disabled}
        onClick={() => actor.send({ type: 'pdf.generate', request: request() })}
      >
        {label}
      </Button>
      {phase === 'generating' ? (
        <Text size="sm" c="dimmed" role="status">
          <Trans>Preparing the PDF…</Trans>
        </Text>
      ) : null}
    </Group>
  );
}
