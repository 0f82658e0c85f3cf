import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import type { FlowFailure } from '../../machines/shared';
import { useApp } from '../platform/context';
import { AccountFields } from './AccountFields';
import { FailureAlert } from './FailureAlert';
import { useFailureEffect } from './useFailureEffect';

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
  const { t } = useLingui();
  const config = useApp().platform.gateway.config;
  const categories = config?.signInCategories ?? ['consumer'];
  const form = useForm<AccountLogin>({
    mode: 'controlled',
    initialValues: { userName: '', category: config?.defaultCategory ?? 'consumer' },
    validate: {
      userName: (value) => (value.trim() ? null : t`Enter your mobile number or username.`),
    },
  });

  // a refused request leaves the login as typed, with the cursor in it for a correction
  useFailureEffect(failure, (failure) => {
    if (failure) form.getInputNode('userName')?.focus();
  });

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
        <AccountFields
          categories={categories}
          category={form.getInputProps('category')}
          login={form.getInputProps('userName')}
          autoFocus
        />
        <Button type="submit" loading={submitting} fullWidth size="md">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
