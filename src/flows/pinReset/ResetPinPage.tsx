import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconRefresh, IconSend } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../platform/flowInspector';
import { useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { otpVerificationMachine } from '../../../machines/otpVerification.machine';
import type { pinResetMachine } from '../../../machines/pinReset.machine';
import { pinResetLogic } from './pinReset.logic';
import { useApp } from '../../platform/context';
import { FailureAlert } from '../../ui/FailureAlert';
import { useNewPinFields, usePinLength } from '../../ui/NewPinFields';
import { OtpCodeStep } from '../../ui/OtpCodeStep';
import { PinChangedPanel } from '../../ui/PinChangedPanel';
import { SecurityPage } from '../../ui/SecurityPage';

type Snapshot = SnapshotFrom<typeof pinResetMachine>;
type OtpActor = ActorRefFrom<typeof otpVerificationMachine>;
type Step = 'idle' | 'requesting' | 'requestFailed' | 'verifying' | 'done';

const selectStep = (s: Snapshot): Step => {
  if (s.matches('idle')) return 'idle';
  if (s.matches('requestFailed')) return 'requestFailed';
  if (s.matches('verifying')) return 'verifying';
  if (s.matches('done')) return 'done';
  return 'requesting';
};
const selectFailure = (s: Snapshot) => s.context.failure;
const selectOtp = (s: Snapshot) => s.children.otp as OtpActor | undefined;

/**
 * /app/reset-transaction-pin: a code goes to the user's phone when they ask (requirements#forgot-pin);
 * the code and a new PIN set it.
 */
export function ResetPinPage() {
  const { t } = useLingui();
  const { platform } = useApp();
  const [logic] = useState(() => pinResetLogic(platform));
  const actor = useFlowActor(logic, { input: { mode: 'reset' } });
  const step = useSelector(actor, selectStep);
  const failure = useSelector(actor, selectFailure);
  const otp = useSelector(actor, selectOtp);
  const pin = useNewPinFields(usePinLength());

  return (
    <SecurityPage
      title={<Trans>Reset transaction PIN</Trans>}
      description={
        step === 'done' ? undefined : (
          <Trans>We send a code to your phone. Enter it with your new PIN; you do not need the current one.</Trans>
        )
      }
    >
      {step === 'idle' ? (
        <Button leftSection={<IconSend size={16} />} onClick={() => actor.send({ type: 'pin.sendCode' })}>
          <Trans>Send code</Trans>
        </Button>
      ) : step === 'requesting' ? (
        <Group justify="center" gap="sm" py="lg" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text c="dimmed">
            <Trans>Sending a code to your phone…</Trans>
          </Text>
        </Group>
      ) : step === 'requestFailed' ? (
        <Stack gap="md">
          <FailureAlert failure={failure} title={t`The code could not be sent`} />
          <Button leftSection={<IconRefresh size={16} />} onClick={() => actor.send({ type: 'pin.retry' })}>
            <Trans>Retry</Trans>
          </Button>
        </Stack>
      ) : step === 'verifying' && otp ? (
        <OtpCodeStep actor={otp} submitLabel={t`Set new PIN`} collectValues={pin.collect}>
          {pin.fields}
        </OtpCodeStep>
      ) : step === 'done' ? (
        <PinChangedPanel />
      ) : null}
    </SecurityPage>
  );
}
