import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { FlowFailure } from '../../../machines/shared';
import { useApp } from '../../app/context';
import { categoryLabels } from '../signin/categoryLabels';
import { FailureAlert } from './FailureAlert';

export interface AccountLogin {
  userName: string;
  category: string;
}

interface Props {
  /** names the form for assistive technology */
  label: string;
  failure: FlowFailure | null;
  failureTitle?: string;
  submitting: boolean;
  submitLabel: string;
  onSubmit: (login: AccountLogin) => void;
}

/**
 * "Which account?" for the recovery flows before sign-in: the login and, where the portal signs in
 * more than one category, the account type, as on the sign-in form.
 */
export function AccountLoginForm({ label, failure, failureTitle, submitting, submitLabel, onSubmit }: Props) {
  const { t, i18n } = useLingui();
  const config = useApp().services.gateway.config;
  const categories = config?.signInCategories ?? ['consumer'];
  const form = useForm<AccountLogin>({
    mode: 'controlled',
    initialValues: { userName: '', category: config?.defaultCategory ?? 'consumer' },
    validate: {
      userName: (value) => (value.trim() ? null : t`Enter your mobile number or username.`),
    },
  });

  // a refused request leaves the login as typed, with the cursor in it for a correction
  useEffect(() => {
    if (failure) form.getInputNode('userName')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to a new failure only
  }, [failure]);

  return (
    <form
      onSubmit={form.onSubmit(
        (values) => onSubmit({ userName: values.userName.trim(), category: values.category }),
        () => form.getInputNode('userName')?.focus(),
      )}
      noValidate
      aria-label={label}
    >
      <Stack gap="md">
        <FailureAlert failure={failure} title={failureTitle} />
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
          autoFocus
          {...form.getInputProps('userName')}
        />
        <Button type="submit" loading={submitting} fullWidth size="md">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
