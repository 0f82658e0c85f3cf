import { Alert, Button, Group, PinInput, Stack, Text, ThemeIcon } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { FlowFailure } from '../../../machines/shared';
import { useFailureMessage } from '../useFailureMessage';

interface Props {
  failure: FlowFailure | null;
  verifying: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

const CODE_LENGTH = 6;

/** The second step: the 6-digit code from the user's authenticator app. */
export function TwoFactorForm({ failure, verifying, onSubmit, onCancel }: Props) {
  const { t } = useLingui();
  const describe = useFailureMessage();
  const [code, setCode] = useState('');
  const [seenFailure, setSeenFailure] = useState(failure);
  const first = useRef<HTMLInputElement>(null);

  // a refused code is cleared (adjusting state while rendering, as React recommends)…
  if (failure !== seenFailure) {
    setSeenFailure(failure);
    setCode('');
  }
  // …and the cursor goes back to the first box
  useEffect(() => {
    if (failure) first.current?.focus();
  }, [failure]);

  const submit = (value: string) => {
    if (value.length === CODE_LENGTH && !verifying) onSubmit(value);
  };

  return (
    <form
      aria-label={t`Two-step verification`}
      onSubmit={(e) => {
        e.preventDefault();
        submit(code);
      }}
    >
      <Stack gap="md" align="stretch">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
            <IconShieldLock size={24} />
          </ThemeIcon>
          <Text>
            <Trans>Enter the 6-digit code from your authenticator app.</Trans>
          </Text>
        </Group>
        {failure ? (
          <Alert color="danger" variant="light" icon={<IconAlertCircle />} role="alert">
            {describe(failure)}
          </Alert>
        ) : null}
        <Group justify="center" dir="ltr">
          <PinInput
            ref={first}
            length={CODE_LENGTH}
            type="number"
            inputMode="numeric"
            oneTimeCode
            autoFocus
            // six boxes must fit a 320 px phone inside the card's padding
            size="md"
            gap="xs"
            ariaLabel={t`Authenticator code`}
            value={code}
            onChange={setCode}
            onComplete={submit}
            error={failure !== null}
            disabled={verifying}
          />
        </Group>
        <Button type="submit" loading={verifying} disabled={code.length !== CODE_LENGTH} fullWidth size="md">
          <Trans>Verify</Trans>
        </Button>
        <Button variant="subtle" onClick={onCancel} disabled={verifying}>
          <Trans>Use a different account</Trans>
        </Button>
      </Stack>
    </form>
  );
}
