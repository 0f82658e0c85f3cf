import { Alert, Button, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { FlowFailure } from '../../../machines/shared';
import type { UserCategory } from '../../api/contract/categories';
import { useFailureMessage } from '../useFailureMessage';
import { categoryLabels } from './categoryLabels';

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
  const { t, i18n } = useLingui();
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
  useEffect(() => {
    if (failure?.kind === 'invalidCredentials') {
      form.setFieldValue('password', '');
      form.getInputNode('password')?.focus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to a new failure only
  }, [failure]);

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label={t`Sign in`}>
      <Stack gap="md">
        {failure ? (
          <Alert color="danger" variant="light" icon={<IconAlertCircle />} role="alert" title={t`Could not sign in`}>
            {describe(failure)}
          </Alert>
        ) : null}
        {categories.length > 1 ? (
          <Select
            label={t`Account type`}
            data={categories.map((c) => ({ value: c, label: i18n._(categoryLabels[c]) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('category')}
          />
        ) : null}
        <TextInput
          label={t`Mobile number or username`}
          autoComplete="username"
          required
          data-autofocus
          {...form.getInputProps('login')}
        />
        <PasswordInput
          label={t`Password`}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={submitting} fullWidth size="md">
          <Trans>Sign in</Trans>
        </Button>
      </Stack>
    </form>
  );
}
