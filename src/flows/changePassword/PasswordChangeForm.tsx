import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FlowFailure } from '../../../machines/shared';
import { FailureAlert } from '../../ui/FailureAlert';
import { NewPasswordInput } from '../../ui/PasswordRules';
import { serverFieldErrors, useCredentialRules } from '../../ui/credentialRules';
import { useServerFieldMessage } from '../../ui/fieldMessages';
import { useFailureEffect } from '../../ui/useFailureEffect';
import { ShowablePasswordInput } from '../../ui/ShowablePasswordInput';

export interface PasswordChangeValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

interface Props {
  failure: FlowFailure | null;
  changing: boolean;
  onSubmit: (values: PasswordChangeValues) => void;
}

/** the server's field names are the form's */
const serverNames = { oldPassword: 'oldPassword', newPassword: 'newPassword', confirmPassword: 'confirmPassword' };

export function PasswordChangeForm({ failure, changing, onSubmit }: Props) {
  const { t } = useLingui();
  const rules = useCredentialRules();
  const fieldMessage = useServerFieldMessage();
  const form = useForm<PasswordChangeValues>({
    // controlled: clearing a field must not remount (and unfocus) it
    mode: 'controlled',
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      oldPassword: (value) => (value ? null : t`Enter your current password.`),
      // requirements#change-password: the policy, then compare-with-field (must differ from the current one)
      newPassword: (value, values) =>
        value ? (rules.password(value) ?? rules.differs(values.oldPassword)(value)) : t`Enter a new password.`,
      confirmPassword: (value, values) =>
        value ? rules.matches(values.newPassword)(value) : t`Enter the new password again.`,
    },
  });

  // a refused change says where the problem is; everything else the user typed stays
  useFailureEffect(failure, (failure) => {
    if (!failure) return;
    if (failure.kind === 'currentPasswordWrong') {
      form.setFieldValue('oldPassword', '');
      form.getInputNode('oldPassword')?.focus();
    } else if (failure.kind === 'passwordReused') {
      form.setFieldError('newPassword', t`Choose something different from the current one.`);
      form.getInputNode('newPassword')?.focus();
    } else {
      const errors = serverFieldErrors(failure, serverNames, fieldMessage);
      form.setErrors(errors);
      const first = Object.keys(errors)[0];
      if (first) form.getInputNode(first)?.focus();
    }
  });

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label={t`Change password`}>
      <Stack gap="md">
        <FailureAlert failure={failure} title={t`The password was not changed`} />
        <ShowablePasswordInput
          label={t`Current password`}
          autoComplete="current-password"
          required
          data-autofocus
          autoFocus
          {...form.getInputProps('oldPassword')}
        />
        <NewPasswordInput
          label={t`New password`}
          required
          {...form.getInputProps('newPassword')}
          value={form.values.newPassword}
        />
        <ShowablePasswordInput
          label={t`Confirm the new password`}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={changing} size="md">
          <Trans>Change password</Trans>
        </Button>
      </Stack>
    </form>
  );
}
