import { Alert, Button, CloseButton, FileButton, Group, Loader, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertCircle, IconCircleCheck, IconQrcode } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { ScannedRecipient, serviceWizardQrScanMachine } from '../../../machines/serviceWizardQrScan.machine';
import type { FlowFailure } from '../../../machines/shared';
import { ErrCode } from '../../api/contract/errCodes';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { useFailureMessage } from '../../ui/useFailureMessage';
import { serviceWizardQrScanLogic } from './serviceWizardQrScan.logic';

type Snapshot = SnapshotFrom<typeof serviceWizardQrScanMachine>;
type Step = 'idle' | 'busy' | 'filled' | 'unreadable' | 'refused';
const selectStep = (s: Snapshot): Step =>
  s.matches('reading') || s.matches('verifying')
    ? 'busy'
    : s.matches('filled')
      ? 'filled'
      : s.matches('unreadable')
        ? 'unreadable'
        : s.matches('refused')
          ? 'refused'
          : 'idle';
const selectRecipient = (s: Snapshot) => s.context.recipient;
const selectFailure = (s: Snapshot) => s.context.failure;

/**
 * "Scan QR code" under a recipient field (requirements#qr-verify): an image of a wallet's QR code
 * fills the field once the server has vouched for the code; anything else fills nothing and says
 * why. The image is read on the device and never uploaded.
 */
export function QrScanField({
  lookupKey,
  disabled,
  onFill,
}: {
  /** the field's look-up key: `mobile` or `walletId` */
  lookupKey: string;
  disabled: boolean;
  /** fills the field; read once, so it must not depend on render state */
  onFill: (value: string) => void;
}) {
  const { platform } = useApp();
  // the handler of the first render: it sends to the wizard's steps actor, which lives as long as this field
  const [logic] = useState(() =>
    serviceWizardQrScanLogic(platform, (recipient: ScannedRecipient) => onFill(recipient.value)),
  );
  const actor = useFlowActor(logic, { input: { key: lookupKey } });
  const step = useSelector(actor, selectStep);
  const recipient = useSelector(actor, selectRecipient);
  const failure = useSelector(actor, selectFailure);
  const resetFile = useRef<() => void>(null);
  const dismiss = () => actor.send({ type: 'scan.dismiss' });

  return (
    <>
      <Group gap="xs">
        <FileButton
          resetRef={resetFile}
          accept="image/png,image/jpeg,image/gif,image/webp,image/bmp"
          onChange={(file) => {
            if (file) actor.send({ type: 'scan.file', file });
            resetFile.current?.();
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="compact-sm"
              leftSection={<IconQrcode size={16} aria-hidden />}
              disabled={disabled || step === 'busy'}
            >
              <Trans>Scan QR code</Trans>
            </Button>
          )}
        </FileButton>
        {step === 'busy' ? (
          <Group gap={6} role="status" aria-live="polite">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              <Trans>Reading the QR code…</Trans>
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => actor.send({ type: 'scan.cancel' })}>
              <Trans>Cancel</Trans>
            </Button>
          </Group>
        ) : null}
      </Group>
      {step === 'filled' && recipient ? (
        <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
          <IconCircleCheck size={16} color="var(--mantine-color-success-text)" aria-hidden />
          <Text size="sm">
            <Trans>
              Filled in from the QR code of <bdi>{recipient.name}</bdi>.
            </Trans>
          </Text>
          {/* the chart's filled → idle: the notice can be put away like the failures (the field keeps its value) */}
          <DismissButton onClick={dismiss} />
        </Group>
      ) : null}
      {step === 'unreadable' || step === 'refused' ? (
        <Alert color="danger" variant="light" icon={<IconAlertCircle />} role="alert" p="xs">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm">
              {step === 'unreadable' ? (
                <Trans>No QR code could be read from this image. Choose a clear picture of the whole code.</Trans>
              ) : (
                <RefusalText failure={failure} />
              )}
            </Text>
            <DismissButton onClick={dismiss} />
          </Group>
        </Alert>
      ) : null}
    </>
  );
}

function DismissButton({ onClick }: { onClick: () => void }) {
  const { t } = useLingui();
  return <CloseButton size="sm" aria-label={t`Dismiss`} onClick={onClick} />;
}

function RefusalText({ failure }: { failure: FlowFailure | null }) {
  const describe = useFailureMessage();
  switch (failure?.errCode) {
    case ErrCode.qrCodeInvalid:
      return <Trans>This is not a wallet QR code we issued, or it has been changed. Nothing was filled in.</Trans>;
    case ErrCode.recipientIsPayer:
      return <Trans>This is your own QR code. Scan the code of the person or shop you are paying.</Trans>;
    case ErrCode.recipientUnknown:
      return <Trans>The wallet of this QR code is closed or cannot be paid here. Nothing was filled in.</Trans>;
    default:
      return <>{failure ? describe(failure) : null}</>;
  }
}
