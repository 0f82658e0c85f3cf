import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../platform/flowInspector';
import { useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { otpVerificationMachine } from '../../../machines/otpVerification.machine';
import type { pinResetMachine } from '../../../machines/pinReset.machine';
import { pinResetLogic } from './pinReset.logic';
import { useApp } from '../../platform/context';
import { AccountCard } from '../../shell/layout/AccountCard';
import { AccountLoginForm } from '../../ui/AccountLoginForm';
import { FailureAlert } from '../../ui/FailureAlert';
import { usePinLength, useNewPinFields } from '../../ui/NewPinFields';
import { OtpCodeStep } from '../../ui/OtpCodeStep';
import { ButtonLink } from '../../ui/ButtonLink';
import { OutcomePanel } from '../../ui/OutcomePanel';
import { BackToSignIn } from '../../ui/SignInLinks';

type Snapshot = SnapshotFrom<typeof pinResetMachine>;
type OtpActor = ActorRefFrom<typeof otpVerificationMachine>;
type Step = 'identifying' | 'requesting' | 'requestFailed' | 'verifying' | 'done';
const selectStep = (s: Snapshot): Step => (s.matches('starting') ? 'requesting' : (s.value as Step));
const selectFailure = (s: Snapshot) => s.context.failure;
const selectOtp = (s: Snapshot) => s.children.otp as OtpActor | undefined;

/** /forgot-pin: name the account, then the SMS code and the new PIN together (requirements#forgot-pin). */
export function ForgotPinPage() {
  const { t } = useLingui();
  const { platform } = useApp();
  const [logic] = useState(() => pinResetLogic(platform));
  const actor = useFlowActor(logic, { input: { mode: 'forgot' } });
  const step = useSelector(actor, selectStep);
  const failure = useSelector(actor, selectFailure);
  const otp = useSelector(actor, selectOtp);

  return (
    <AccountCard
      title={step === 'done' ? <Trans>PIN changed</Trans> : <Trans>Forgot your PIN?</Trans>}
      subtitle={
        step === 'identifying' || step === 'requesting' ? (
          <Trans>Tell us which account it is and we will send a code to its mobile number.</Trans>
        ) : null
      }
    >
      {step === 'identifying' || step === 'requesting' ? (
        <AccountLoginForm
          label={t`Forgot your PIN?`}
          failure={failure}
          failureTitle={t`The code was not sent`}
          submitting={step === 'requesting'}
          submitLabel={t`Send the code`}
          onSubmit={(login) => actor.send({ type: 'pin.identify', ...login })}
        />
      ) : null}
      {step === 'requestFailed' ? (
        <Stack gap="md">
          <FailureAlert failure={failure} title={t`The code was not sent`} />
          <Button fullWidth size="md" autoFocus onClick={() => actor.send({ type: 'pin.retry' })}>
            <Trans>Retry</Trans>
          </Button>
        </Stack>
      ) : null}
      {step === 'verifying' ? (
        otp ? (
          <Stack gap="md">
            <NewPinStep otp={otp} />
            <Button variant="subtle" onClick={() => actor.send({ type: 'pin.startOver' })}>
              <Trans>Start over</Trans>
            </Button>
          </Stack>
        ) : (
          <Group justify="center" py="md">
            <Loader size="sm" />
          </Group>
        )
      ) : null}
      {step === 'done' ? (
        <OutcomePanel
          actions={
            <ButtonLink to="/signin" search={{ notice: 'pinReset' }} fullWidth size="md">
              <Trans>Sign in</Trans>
            </ButtonLink>
          }
        >
          <Trans>Your transaction PIN has been changed.</Trans>
        </OutcomePanel>
      ) : null}
      {step !== 'done' ? <BackToSignIn /> : null}
    </AccountCard>
  );
}

/** The code from the SMS and the new PIN, sent together. */
function NewPinStep({ otp }: { otp: OtpActor }) {
  const { t } = useLingui();
  const pin = useNewPinFields(usePinLength());
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        <Trans>Choose a new transaction PIN and confirm it with the code.</Trans>
      </Text>
      <OtpCodeStep actor={otp} submitLabel={t`Set new PIN`} collectValues={pin.collect}>
        {pin.fields}
      </OtpCodeStep>
    </Stack>
  );
}
