import { Alert, Button, Container, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  IconCheck,
  IconCopy,
  IconDownload,
  IconPrinter,
  IconRefresh,
  IconShare,
  IconAlertCircle,
} from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { myQrCodeMachine, QrCard, QrNotice } from '../../../machines/myQrCode.machine';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { FailureAlert } from '../../ui/FailureAlert';
import { PageTitle } from '../../ui/PageTitle';
import { myQrCodeLogic } from './myQrCode.logic';
import classes from './myQrCode.module.css';
import { successText } from '../../ui/textColours';

type Snapshot = SnapshotFrom<typeof myQrCodeMachine>;
type Step = 'loading' | 'failed' | 'ready';
const selectStep = (s: Snapshot): Step => (s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading');
const selectCard = (s: Snapshot) => s.context.card;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectNotice = (s: Snapshot) => s.context.notice;
const selectCanShare = (s: Snapshot) => s.context.canShare;
const selectBusy = (s: Snapshot) =>
  s.matches({ ready: 'downloading' }) || s.matches({ ready: 'copying' }) || s.matches({ ready: 'sharing' });

/** /app/myQrCode (requirements#qr-code): the user's code to be paid with, and what can be done with it. */
export function MyQrCodePage() {
  const { t } = useLingui();
  const { platform } = useApp();
  const [logic] = useState(() => myQrCodeLogic(platform));
  const actor = useFlowActor(logic.machine, { input: logic.input });
  const step = useSelector(actor, selectStep);
  const card = useSelector(actor, selectCard);
  const failure = useSelector(actor, selectFailure);

  return (
    <Container size="xs" px={0}>
      <Stack gap="lg">
        <div className={classes.noPrint}>
          <PageTitle>
            <Trans>My QR code</Trans>
          </PageTitle>
          <Text c="dimmed" mt={4}>
            <Trans>Show this code to be paid: the payer scans it and your wallet is filled in for them.</Trans>
          </Text>
        </div>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          {step === 'loading' ? (
            <Stack gap="sm" align="center" role="status" aria-live="polite">
              <Skeleton width={256} height={256} radius="md" />
              <Text c="dimmed">
                <Trans>Loading your QR code…</Trans>
              </Text>
            </Stack>
          ) : step === 'failed' || card === null ? (
            <Stack gap="md">
              <FailureAlert failure={failure} title={t`Your QR code could not be loaded`} />
              <Button leftSection={<IconRefresh size={16} />} onClick={() => actor.send({ type: 'qr.retry' })}>
                <Trans>Retry</Trans>
              </Button>
            </Stack>
          ) : (
            <QrCodeCard card={card} actor={actor} />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}

function QrCodeCard({ card, actor }: { card: QrCard; actor: ActorRefFrom<typeof myQrCodeMachine> }) {
  const { t } = useLingui();
  const notice = useSelector(actor, selectNotice);
  const canShare = useSelector(actor, selectCanShare);
  const busy = useSelector(actor, selectBusy);
  const name = card.name;
  return (
    <Stack gap="lg">
      <Stack gap="xs" align="center" className={classes.printable} data-qr-print>
        <img className={classes.image} src={card.image} alt={t`QR code to pay ${name}`} width={256} height={256} />
        <Text fw={700} size="lg" ta="center">
          <bdi>{card.name}</bdi>
        </Text>
        <Text ta="center">
          <Trans>
            Wallet number: <bdi dir="ltr">{card.walletId}</bdi>
          </Trans>
        </Text>
        {card.mobile ? (
          <Text c="dimmed" size="sm" ta="center" className={classes.noPrint}>
            <Trans>
              Mobile: <bdi dir="ltr">{card.mobile}</bdi>
            </Trans>
          </Text>
        ) : null}
      </Stack>
      <Group justify="center" gap="sm" className={classes.noPrint}>
        <Button
          leftSection={<IconDownload size={16} />}
          onClick={() => actor.send({ type: 'qr.download' })}
          disabled={busy}
        >
          <Trans>Download PNG</Trans>
        </Button>
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} />}
          onClick={() => actor.send({ type: 'qr.print' })}
        >
          <Trans>Print</Trans>
        </Button>
        <Button
          variant="default"
          leftSection={notice === 'copied' ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={() => actor.send({ type: 'qr.copy' })}
          disabled={busy}
        >
          <Trans>Copy code</Trans>
        </Button>
        {canShare ? (
          <Button
            variant="default"
            leftSection={<IconShare size={16} />}
            onClick={() => actor.send({ type: 'qr.share' })}
            disabled={busy}
          >
            <Trans>Share</Trans>
          </Button>
        ) : null}
      </Group>
      <div className={classes.noPrint} aria-live="polite">
        <NoticeText notice={notice} />
      </div>
    </Stack>
  );
}

function NoticeText({ notice }: { notice: QrNotice | null }) {
  if (notice === null) return null;
  if (notice === 'copied')
    return (
      <Text c={successText} ta="center" size="sm">
        <Trans>The code was copied.</Trans>
      </Text>
    );
  return (
    <Alert color="danger" variant="light" icon={<IconAlertCircle />} role="alert">
      {notice === 'copyFailed' ? (
        <Trans>The code could not be copied. Your browser may not allow it here.</Trans>
      ) : notice === 'downloadFailed' ? (
        <Trans>The image could not be saved. Please try again.</Trans>
      ) : (
        <Trans>The code could not be shared. Please try again.</Trans>
      )}
    </Alert>
  );
}
