import { Alert, Button, Image, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FlowFailure } from '../../../machines/shared';
import type { SignInCaptcha } from '../../../machines/signIn.machine';
import type { UserCategory } from '../../api/contract/categories';
import { useFailureMessage } from '../../ui/useFailureMessage';
import { AccountFields } from '../../ui/AccountFields';
import { useFailureEffect } from '../../ui/useFailureEffect';
import { ShowablePasswordInput } from '../../ui/ShowablePasswordInput';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../../ui/captchaSize';

export interface CredentialsValues {
  category: string;
  login: string;
  password: string;
  /** the captcha's answer, when the server asked for one (issue 19) */
  captchaAnswer: string;
}

interface Props {
  categories: readonly UserCategory[];
  defaultCategory: string;
  failure: FlowFailure | null;
  /** the captcha the server asked for with this sign-in, else null */
  captcha: SignInCaptcha | null;
  submitting: boolean;
  onSubmit: (values: CredentialsValues) => void;
}

export function CredentialsForm({ categories, defaultCategory, failure, captcha, submitting, onSubmit }: Props) {
  const { t } = useLingui();
  const describe = useFailureMessage();
  const form = useForm<CredentialsValues>({
    // controlled: clearing the password must not remount (and unfocus) the field
    mode: 'controlled',
    initialValues: { category: defaultCategory, login: '', password: '', captchaAnswer: '' },
    validate: {
      login: (value) => (value.trim() ? null : t`Enter your mobile number or username.`),
      password: (value) => (value ? null : t`Enter your password.`),
      captchaAnswer: (value) =>
        captcha === null || value.trim().length === captcha.length
          ? null
          : t`Type the ${captcha.length} characters in the picture.`,
    },
  });

  // a wrong password is cleared for the next try; everything else the user typed stays
  useFailureEffect(failure, (failure) => {
    if (failure?.kind === 'invalidCredentials') {
      form.setFieldValue('password', '');
      form.getInputNode('password')?.focus();
    }
    // a captcha is good for one answer: a new one starts empty, with the focus on it
    form.setFieldValue('captchaAnswer', '');
    if (failure?.kind === 'captchaRequired') form.getInputNode('captchaAnswer')?.focus();
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
        {captcha !== null ? (
          <Stack gap="xs">
            {captcha.image !== null ? (
              <Image
                src={captcha.image}
                w={CAPTCHA_WIDTH}
                h={CAPTCHA_HEIGHT}
                radius="sm"
                alt={t`Security check: a picture of ${captcha.length} characters to type below.`}
                style={{ border: '1px solid var(--mantine-color-default-border)' }}
              />
            ) : null}
            <TextInput
              label={t`Characters in the picture`}
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={captcha.length}
              {...form.getInputProps('captchaAnswer')}
            />
          </Stack>
        ) : null}
        <Button type="submit" loading={submitting} fullWidth size="md">
          <Trans>Sign in</Trans>
        </Button>
      </Stack>
    </form>
  );
}
