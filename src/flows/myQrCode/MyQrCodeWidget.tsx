import { Anchor, Image, Skeleton, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconScan } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { myQrCodeMachine } from '../../../machines/myQrCode.machine';
import { configuredLink } from '../../config/routes';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import type { WidgetProps } from '../../ui/widgetData';
import { WidgetFrame } from '../../ui/WidgetFrame';
import { myQrCodeLogic } from './myQrCode.logic';

type Snapshot = SnapshotFrom<typeof myQrCodeMachine>;
const selectStep = (s: Snapshot) => (s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading');
const selectCard = (s: Snapshot) => s.context.card;
const selectFailure = (s: Snapshot) => s.context.failure;

/**
 * The MyQRCode widget (requirements#qr-code): the user's code, drawn here as on /app/myQrCode by
 * the same flow, small enough for the dashboard, with the way to the page that downloads, prints
 * and shares it.
 */
export default function MyQrCodeWidget(_: WidgetProps) {
  const { t } = useLingui();
  const { platform } = useApp();
  const [logic] = useState(() => myQrCodeLogic(platform));
  const actor = useFlowActor(logic.machine, { input: logic.input });
  const step = useSelector(actor, selectStep);
  const card = useSelector(actor, selectCard);
  const failure = useSelector(actor, selectFailure);
  return (
    <WidgetFrame
      title={t`My QR code`}
      icon={<IconScan size={20} aria-hidden />}
      action={
        <Anchor component={Link} size="sm" {...configuredLink('/app/myQrCode')}>
          <Trans>Open</Trans>
        </Anchor>
      }
      step={step}
      failure={failure}
      onRetry={() => actor.send({ type: 'qr.retry' })}
      empty={null}
      skeleton={<Skeleton h={160} w={160} mx="auto" radius="md" />}
    >
      {card ? (
        <Stack gap={4} align="center">
          <Image src={card.image} alt={t`QR code to pay ${card.name}`} w={160} h={160} data-testid="qr-widget-image" />
          <Text size="sm" fw={600}>
            <bdi>{card.name}</bdi>
          </Text>
          <Text size="xs" c="dimmed" dir="ltr">
            {card.walletId}
          </Text>
        </Stack>
      ) : null}
    </WidgetFrame>
  );
}
