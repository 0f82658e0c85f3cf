import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FlowFailure } from '../../../machines/shared';
import type { UserCategory } from '../../api/contract/categories';
import { useFailureMessage } from '../../ui/useFailureMessage';
import { AccountFields } from '../../ui/AccountFields';
import { useFailureEffect } from '../../ui/useFailureEffect';
import { ShowablePasswordInput } from '../../ui/ShowablePasswordInput';

export interface CredentialsValues {
  category: string;
  login: string;
  password: string;
}

interface Props {
  categories: readonly UserCategory[];
  defaultCategory: string;
  failure: FlowFailure | null;
  submitting: boolean;
  onSubmit: (values: CredentialsValues) => void;
}

export function CredentialsForm({ categories, defaultCategory, failure, submitting, onSubmit }: Props) {
  const { t } = useLingui();
  const describe = useFailureMessage();
  const form = useForm<CredentialsValues>({
    // controlled: clearing the password must not remount (and unfocus) the field
    mode: 'controlled',
    initialValues: { category: defaultCategory, login: '', password: '' },
    validate: {
      login: (value) => (value.trim() ? null : t`Enter your mobile number or username.`),
      password: (value) => (value ? null : t`Enter your password.`),
    },
  });

  // a wrong password is cleared for the next try; everything else the user typed stays
  useFailureEffect(failure, (failure) => {
    if (failure?.kind === 'invalidCredentials') {
      form.setFieldValue('password', '');
      form.getInputNode('password')?.focus();
    }
  });

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label={t`Sign in`}>
      <Stack gap="md">
        {failure ? (
          <Alert color="danger" variant="light" icon={<IconAlertCircle />} role="alert" title={t`Could not sign in`}>
            {describe(failure)}
          </Alert>
        ) : null}
        <AccountFields
          categories={categories}
          category={form.getInputProps('category')}
          login={form.getInputProps('login')}
        />
        <ShowablePasswordInput
          label={t`Password`}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={submitting} fullWidth size="md">
          <Trans>Sign in</Trans>
        </Button>
      </Stack>
    </form>
  );
}
