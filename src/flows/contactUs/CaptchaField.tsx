import { Alert, Button, Group, Image, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconRefresh } from '@tabler/icons-react';
import type { Captcha } from '../../api/contract/contactUs';
import type { CaptchaKind } from '../../../machines/contactUs.machine';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../../ui/captchaSize';

interface Props {
  captcha: Captcha | null;
  kind: CaptchaKind;
  expired: boolean;
  disabled: boolean;
  /** the form's props of the answer (value, change handler, error, data-path) */
  inputProps: GetInputPropsReturnType;
  onRefresh: () => void;
  onSwitchKind: (kind: CaptchaKind) => void;
}

/**
 * requirements#contact-us: the captcha. A picture of characters with a button for a new one, and
 * a sum as the alternative for whoever cannot read the picture; the picture's text alternative
 * says what to do, never what it shows.
 */
export function CaptchaField({ captcha, kind, expired, disabled, inputProps, onRefresh, onSwitchKind }: Props) {
  const { t } = useLingui();
  const question = captcha?.question;
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={500} size="sm" mb={4}>
        <Trans>Security check</Trans>
      </Text>
      <Group gap="sm" align="center" wrap="wrap">
        {captcha === null ? (
          <Skeleton width={kind === 'image' ? CAPTCHA_WIDTH : 220} height={kind === 'image' ? CAPTCHA_HEIGHT : 28} />
        ) : captcha.image !== null ? (
          <Image
            src={captcha.image}
            w={CAPTCHA_WIDTH}
            h={CAPTCHA_HEIGHT}
            radius="sm"
            alt={t`Captcha picture of ${captcha.length} characters. If you cannot read it, answer a sum instead.`}
            style={{ border: '1px solid var(--mantine-color-default-border)' }}
          />
        ) : question ? (
          <Text size="lg" fw={600} data-testid="captcha-question">
            {t`What is ${question.a} plus ${question.b}?`}
          </Text>
        ) : null}
        <Button
          variant="default"
          size="compact-md"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRefresh}
          disabled={disabled || captcha === null}
        >
          <Trans>New captcha</Trans>
        </Button>
      </Group>
      <Button
        variant="subtle"
        size="compact-sm"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => onSwitchKind(kind === 'image' ? 'question' : 'image')}
        disabled={disabled || captcha === null}
      >
        {kind === 'image' ? <Trans>Answer a sum instead</Trans> : <Trans>Use a picture instead</Trans>}
      </Button>
      {expired ? (
        <Alert color="warning" variant="light" role="status">
          <Trans>This captcha has expired. Get a new one to send your message.</Trans>
        </Alert>
      ) : null}
      <TextInput
        label={kind === 'image' ? t`Characters in the picture` : t`Answer to the sum`}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputMode={kind === 'question' ? 'numeric' : 'text'}
        maxLength={captcha?.length ?? 16}
        w={220}
        data-captcha-answer
        {...inputProps}
      />
    </Stack>
  );
}
