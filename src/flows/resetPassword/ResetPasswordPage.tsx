import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../platform/flowInspector';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { NewPassword, resetPasswordMachine } from '../../../machines/resetPassword.machine';
import type { FlowFailure } from '../../../machines/shared';
import { resetPasswordLogic } from './resetPassword.logic';
import { useApp } from '../../platform/context';
import { AccountCard } from '../../shell/layout/AccountCard';
import { FailureAlert } from '../../ui/FailureAlert';
import { ButtonLink } from '../../ui/ButtonLink';
import { OutcomePanel } from '../../ui/OutcomePanel';
import { NewPasswordInput } from '../../ui/PasswordRules';
import { serverFieldErrors, useCredentialRules, useServerFieldMessage } from '../../ui/credentialRules';
import { BackToSignIn } from '../../ui/SignInLinks';
import { useFailureEffect } from '../../ui/useFailureEffect';
import { ShowablePasswordInput } from '../../ui/ShowablePasswordInput';

type Snapshot = SnapshotFrom<typeof resetPasswordMachine>;
type Step = 'checkingLink' | 'checkFailed' | 'linkRejected' | 'choosing' | 'done';
const selectStep = (s: Snapshot): Step =>
  s.matches('resetting') ? 'choosing' : (s.value as Exclude<Snapshot['value'], 'resetting'>);
const selectResetting = (s: Snapshot) => s.matches('resetting');
const selectFailure = (s: Snapshot) => s.context.failure;
const selectAccount = (s: Snapshot) => s.context.account;

/** /forgot-password/$linkData: the e-mailed link is checked, then a new password is chosen. */
export function ResetPasswordPage({ linkData }: { linkData: string }) {
  const { t } = useLingui();
  const { platform } = useApp();
  const [logic] = useState(() => resetPasswordLogic(platform));
  const actor = useFlowActor(logic, { input: { linkData } });
  const step = useSelector(actor, selectStep);
  const resetting = useSelector(actor, selectResetting);
  const failure = useSelector(actor, selectFailure);
  const account = useSelector(actor, selectAccount);

  const title = step === 'done' ? <Trans>Password changed</Trans> : <Trans>Reset your password</Trans>;

  return (
    <AccountCard title={title}>
      {step === 'checkingLink' ? (
        <Group gap="sm" justify="center" role="status" py="md">
          <Loader size="sm" />
          <Text>
            <Trans>Checking your link…</Trans>
          </Text>
        </Group>
      ) : null}
      {step === 'checkFailed' ? (
        <Stack gap="md">
          <FailureAlert failure={failure} title={t`The link could not be checked`} />
          <Button fullWidth size="md" autoFocus onClick={() => actor.send({ type: 'reset.retry' })}>
            <Trans>Retry</Trans>
          </Button>
        </Stack>
      ) : null}
      {step === 'linkRejected' ? (
        <Stack gap="md">
          <FailureAlert failure={failure} />
          <ButtonLink to="/forgot-password" fullWidth size="md" autoFocus>
            <Trans>Ask for a new link</Trans>
          </ButtonLink>
        </Stack>
      ) : null}
      {step === 'choosing' ? (
        <NewPasswordForm
          account={account}
          failure={failure}
          resetting={resetting}
          onSubmit={(values) => actor.send({ type: 'reset.submit', ...values })}
        />
      ) : null}
      {step === 'done' ? (
        <OutcomePanel
          actions={
            <ButtonLink to="/signin" search={{ notice: 'passwordReset' }} fullWidth size="md">
              <Trans>Sign in</Trans>
            </ButtonLink>
          }
        >
          <Text size="sm">
            <Trans>Your password has been changed. Sign in with the new password.</Trans>
          </Text>
          <Text size="sm" mt="xs">
            <Trans>
              If two-step verification is on for your account, you still need the code from your authenticator app:
              resetting the password does not turn it off.
            </Trans>
          </Text>
        </OutcomePanel>
      ) : null}
      {step !== 'done' ? <BackToSignIn /> : null}
    </AccountCard>
  );
}

/** the server's field names are the form's */
const serverNames = { newPassword: 'newPassword', confirmPassword: 'confirmPassword' };

function NewPasswordForm({
  account,
  failure,
  resetting,
  onSubmit,
}: {
  account: string | null;
  failure: FlowFailure | null;
  resetting: boolean;
  onSubmit: (values: NewPassword) => void;
}) {
  const { t } = useLingui();
  const rules = useCredentialRules();
  const fieldMessage = useServerFieldMessage();
  const form = useForm<NewPassword>({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: {
      newPassword: (value) => (value ? rules.password(value) : t`Enter a new password.`),
      confirmPassword: (value, values) =>
        value ? rules.matches(values.newPassword)(value) : t`Enter the new password again.`,
    },
  });

  // a refused password says which field is wrong; what was typed stays
  useFailureEffect(failure, (failure) => {
    const errors = serverFieldErrors(failure, serverNames, fieldMessage);
    if (failure?.kind === 'passwordReused') errors.newPassword = t`Choose something different from the current one.`;
    form.setErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) form.getInputNode(first)?.focus();
  });

  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)[0];
    if (first) form.getInputNode(first)?.focus();
  };

  return (
    <form onSubmit={form.onSubmit(onSubmit, focusFirstError)} noValidate aria-label={t`Choose a new password`}>
      <Stack gap="md">
        {account ? (
          <Text>
            <Trans>
              Choose a new password for <bdi dir="ltr">{account}</bdi>.
            </Trans>
          </Text>
        ) : null}
        <FailureAlert failure={failure} title={t`The password was not changed`} />
        <NewPasswordInput label={t`New password`} required autoFocus {...form.getInputProps('newPassword')} />
        <ShowablePasswordInput
          label={t`Confirm the new password`}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={resetting} fullWidth size="md">
          <Trans>Change password</Trans>
        </Button>
      </Stack>
    </form>
  );
}
