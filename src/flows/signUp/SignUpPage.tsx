import { Anchor, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../platform/flowInspector';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { signUpMachine } from '../../../machines/signUp.machine';
import { signUpLogic } from './signUp.logic';
import { useApp } from '../../platform/context';
import { useSiteName } from '../../ui/hooks';
import { LoaderOverlay } from '../../ui/LoaderOverlay';
import { AccountCard } from '../../shell/layout/AccountCard';
import { SignUpForm, type LoginAvailability } from './SignUpForm';

type Snapshot = SnapshotFrom<typeof signUpMachine>;
const availabilityStates = ['waiting', 'checking', 'available', 'taken', 'unknown'] as const;
const selectAvailability = (s: Snapshot): LoginAvailability =>
  availabilityStates.find((state) => s.matches({ availability: state })) ?? 'idle';
const selectRegistering = (s: Snapshot) => s.matches({ form: 'registering' });
const selectRegistered = (s: Snapshot) => s.matches({ form: 'registered' });
const selectFailure = (s: Snapshot) => s.context.failure;

/** /signup: registration; the flow then stores the new token and moves on to activation. */
export function SignUpPage() {
  const { t } = useLingui();
  const { platform } = useApp();
  // requirements#category-credentials: each portal signs up its own category only
  const category = platform.gateway.config?.defaultCategory ?? 'consumer';
  const [logic] = useState(() => signUpLogic(platform));
  const actor = useFlowActor(logic);
  const availability = useSelector(actor, selectAvailability);
  const registering = useSelector(actor, selectRegistering);
  const registered = useSelector(actor, selectRegistered);
  const failure = useSelector(actor, selectFailure);
  const siteName = useSiteName();

  return (
    <AccountCard title={<Trans>Create an account</Trans>} subtitle={<Trans>Join {siteName}</Trans>}>
      <SignUpForm
        failure={failure}
        availability={availability}
        submitting={registering}
        onLoginChanged={(userName) => actor.send({ type: 'signUp.loginChanged', userName, category })}
        onSubmit={(values) =>
          actor.send({
            type: 'signUp.submit',
            form: {
              category,
              userName: values.userName.trim(),
              fullNameEn: values.fullNameEn.trim(),
              fullNameAr: values.fullNameAr.trim(),
              phone: values.phone.trim(),
              email: values.email.trim(),
              password: values.password,
              confirmPassword: values.confirmPassword,
              acceptTerms: true,
            },
          })
        }
      />
      <Text size="sm" ta="center">
        <Trans>
          Already have an account?{' '}
          <Anchor component={Link} to="/signin">
            Sign in
          </Anchor>
        </Trans>
      </Text>
      {registering || registered ? <LoaderOverlay text={t`Creating your account…`} /> : null}
    </AccountCard>
  );
}
