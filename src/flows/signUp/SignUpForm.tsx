import { Button, Checkbox, Loader, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck } from '@tabler/icons-react';
import type { FlowFailure } from '../../../machines/shared';
import type { RegistrationFields } from '../../../machines/signUp.machine';
import { FailureAlert } from '../../ui/FailureAlert';
import { NewPasswordInput } from '../../ui/PasswordRules';
import { successText } from '../../ui/textColours';
import { serverFieldErrors, useCredentialRules, useServerFieldMessage } from '../../ui/credentialRules';
import { useFailureEffect } from '../../ui/useFailureEffect';
import { ShowablePasswordInput } from '../../ui/ShowablePasswordInput';

export interface SignUpValues extends RegistrationFields {
  acceptTerms: boolean;
}

/** what the availability region of the sign-up flow says about the login typed */
export type LoginAvailability = 'idle' | 'waiting' | 'checking' | 'available' | 'taken' | 'unknown';

interface Props {
  failure: FlowFailure | null;
  availability: LoginAvailability;
  submitting: boolean;
  onLoginChanged: (userName: string) => void;
  onSubmit: (values: SignUpValues) => void;
}

/** the server's field names are the form's */
const serverNames = {
  userName: 'userName',
  fullNameEn: 'fullNameEn',
  fullNameAr: 'fullNameAr',
  phone: 'phone',
  email: 'email',
  password: 'password',
  confirmPassword: 'confirmPassword',
};

const emptyValues: SignUpValues = {
  userName: '',
  fullNameEn: '',
  fullNameAr: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/** The registration form (requirements#sign-up). A refused sign-up keeps everything typed. */
export function SignUpForm({ failure, availability, submitting, onLoginChanged, onSubmit }: Props) {
  const { t } = useLingui();
  const rules = useCredentialRules();
  const fieldMessage = useServerFieldMessage();
  const takenMessage = t`This login is already taken.`;
  const form = useForm<SignUpValues>({
    // controlled: the password checklist follows every keystroke
    mode: 'controlled',
    initialValues: emptyValues,
    validate: {
      userName: (value) => rules.login(value),
      fullNameEn: (value) =>
        value.trim().length >= 2 && value.trim().length <= 80 ? null : t`Enter your full name (2 to 80 characters).`,
      fullNameAr: (value) => (value.trim().length <= 80 ? null : t`Use at most 80 characters.`),
      phone: (value) => rules.phone(value),
      email: (value) => rules.email(value),
      password: (value) => (value ? rules.password(value) : t`Choose a password.`),
      confirmPassword: (value, values) =>
        value ? rules.matches(values.password)(value) : t`Enter the password again.`,
      acceptTerms: (value) => (value ? null : t`Accept the terms and conditions to continue.`),
    },
    // the flow checks the login's availability once typing pauses
    onValuesChange: (values, previous) => {
      if (values.userName !== previous.userName) onLoginChanged(values.userName);
    },
  });

  const focusFirst = (errors: Record<string, unknown>) => {
    const first = Object.keys(serverNames).find((name) => errors[name]) ?? (errors.acceptTerms ? 'acceptTerms' : null);
    if (first) form.getInputNode(first)?.focus();
  };

  // the server's verdict on single fields goes next to them; the alert above says the rest
  useFailureEffect(failure, (failure) => {
    if (!failure) return;
    const errors = serverFieldErrors(failure, serverNames, fieldMessage);
    if (failure.kind === 'userExists') errors.userName = takenMessage;
    form.setErrors(errors);
    focusFirst(errors);
  });

  const taken = availability === 'taken';
  const userNameProps = form.getInputProps('userName');

  return (
    <form onSubmit={form.onSubmit(onSubmit, focusFirst)} noValidate aria-label={t`Create an account`}>
      <Stack gap="md">
        <FailureAlert failure={failure} title={t`The account was not created`} />
        <TextInput
          label={t`Username`}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          autoFocus
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={<Availability availability={availability} />}
          rightSection={availability === 'checking' ? <Loader size="xs" aria-hidden /> : null}
          {...userNameProps}
          error={userNameProps.error ?? (taken ? takenMessage : undefined)}
        />
        {/* said once per verdict, not per keystroke */}
        <VisuallyHidden aria-live="polite">
          {availability === 'available' ? t`This login is available.` : taken ? takenMessage : ''}
        </VisuallyHidden>
        <TextInput
          label={t`Full name in English`}
          autoComplete="name"
          lang="en"
          required
          {...form.getInputProps('fullNameEn')}
        />
        <TextInput
          label={t`Full name in Arabic`}
          description={t`Optional`}
          dir="rtl"
          lang="ar"
          {...form.getInputProps('fullNameAr')}
        />
        <TextInput
          label={t`Mobile number`}
          description={
            <Trans>
              10 digits, for example <bdi dir="ltr">0712345678</bdi>
            </Trans>
          }
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          // digits read left to right in every language
          dir="ltr"
          required
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={t`E-mail address`}
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          required
          {...form.getInputProps('email')}
        />
        <NewPasswordInput label={t`Password`} required {...form.getInputProps('password')} />
        <ShowablePasswordInput
          label={t`Confirm the password`}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Checkbox
          label={t`I accept the terms and conditions of the wallet service.`}
          required
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
        />
        <Button type="submit" loading={submitting} fullWidth size="md">
          <Trans>Create account</Trans>
        </Button>
      </Stack>
    </form>
  );
}

function Availability({ availability }: { availability: LoginAvailability }) {
  if (availability === 'checking') return <Trans>Checking whether this login is free…</Trans>;
  if (availability === 'available') {
    return (
      <Text
        span
        size="xs"
        fw={600}
        style={{ color: successText, display: 'inline-flex', gap: 4, alignItems: 'center' }}
      >
        <IconCheck size={14} aria-hidden />
        <Trans>Available</Trans>
      </Text>
    );
  }
  return <Trans>3 to 64 letters, digits or . _ @ + -</Trans>;
}
