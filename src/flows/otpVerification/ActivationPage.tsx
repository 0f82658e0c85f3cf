import { Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../platform/flowInspector';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { otpVerificationMachine } from '../../../machines/otpVerification.machine';
import type { OtpDelivery } from '../../../machines/shared';
import { activationLogic } from './otpVerification.logic';
import { readPendingActivation } from '../../platform/pendingActivation';
import { useApp } from '../../platform/context';
import { LoaderOverlay } from '../../ui/LoaderOverlay';
import { AccountCard } from '../../shell/layout/AccountCard';
import { ButtonLink } from '../../ui/ButtonLink';
import { OtpCodeStep } from '../../ui/OtpCodeStep';
import { OutcomePanel } from '../../ui/OutcomePanel';
import { BackToSignIn } from '../../ui/SignInLinks';

const selectActivated = (s: SnapshotFrom<typeof otpVerificationMachine>) => s.status === 'done';

/** /activation: the SMS code that makes a new account active (requirements#activation). */
export function ActivationPage() {
  const { platform } = useApp();
  // read once: the page's own flow keeps the code (and its timer) from here on
  const [delivery] = useState(() => readPendingActivation(platform));
  return (
    <AccountCard title={<Trans>Activate your account</Trans>}>
      {delivery ? <ActivationStep delivery={delivery} /> : <NothingPending />}
    </AccountCard>
  );
}

function ActivationStep({ delivery }: { delivery: OtpDelivery }) {
  const { t } = useLingui();
  const { platform } = useApp();
  const [logic] = useState(() => activationLogic(platform));
  const actor = useFlowActor(logic, { input: { delivery } });
  // on success the flow moves on to sign-in; the overlay covers the moment in between
  const activated = useSelector(actor, selectActivated);
  return (
    <>
      <Text>
        <Trans>One last step: enter the code we sent to your phone to activate your account.</Trans>
      </Text>
      <OtpCodeStep actor={actor} submitLabel={t`Activate account`} />
      <BackToSignIn />
      {activated ? <LoaderOverlay text={t`Please wait…`} /> : null}
    </>
  );
}

function NothingPending() {
  return (
    <OutcomePanel
      tone="info"
      actions={
        <Group grow>
          <ButtonLink to="/signup" variant="default" size="md">
            <Trans>Sign up</Trans>
          </ButtonLink>
          <ButtonLink to="/signin" size="md">
            <Trans>Sign in</Trans>
          </ButtonLink>
        </Group>
      }
    >
      <Trans>
        There is no account waiting for activation. If you have just signed up, sign in: we will send a new code if the
        account still needs one.
      </Trans>
    </OutcomePanel>
  );
}
