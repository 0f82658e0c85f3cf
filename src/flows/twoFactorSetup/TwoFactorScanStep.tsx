import { ActionIcon, Anchor, Box, Button, Code, CopyButton, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import type { FlowFailure } from '../../../machines/shared';
import { FailureAlert } from '../../ui/FailureAlert';
import { PinField } from '../../ui/PinField';

const CODE_LENGTH = 6;

/** A base32 key in blocks of four, as authenticator apps show it and people type it. */
export function groupSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

interface Props {
  secret: string;
  otpauthUri: string;
  failure: FlowFailure | null;
  enabling: boolean;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}

/** The new key as a QR code and as text, and the first code from the app that proves it is saved. */
export function TwoFactorScanStep({ secret, otpauthUri, failure, enabling, onConfirm, onCancel }: Props) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [seenFailure, setSeenFailure] = useState(failure);
  const first = useRef<HTMLInputElement>(null);

  // a refused code is cleared and the cursor goes back to the first box
  if (failure !== seenFailure) {
    setSeenFailure(failure);
    setCode('');
  }
  useEffect(() => {
    if (failure) first.current?.focus();
  }, [failure]);

  const submit = (value: string) => {
    if (value.length === CODE_LENGTH && !enabling) onConfirm(value);
  };
  const grouped = groupSecret(secret);

  return (
    <Stack gap="lg">
      <List type="ordered" spacing="xs">
        <List.Item>
          <Trans>Open an authenticator app on your phone.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Scan this QR code, or type the key below into the app.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Enter the 6-digit code the app shows.</Trans>
        </List.Item>
      </List>

      <Group justify="center">
        {/* dark quiet zone would not scan: the code always sits on white */}
        <Box p="sm" bg="white" style={{ borderRadius: 'var(--mantine-radius-md)', lineHeight: 0 }}>
          <QRCodeSVG
            value={otpauthUri}
            size={192}
            marginSize={4}
            bgColor="#ffffff"
            fgColor="#000000"
            level="M"
            role="img"
            aria-label={t`QR code for your authenticator app`}
          />
        </Box>
      </Group>

      <Stack gap={4} align="center">
        <Text size="sm" fw={600}>
          <Trans>Key for typing in</Trans>
        </Text>
        <Group gap="xs" justify="center" wrap="nowrap">
          <bdi dir="ltr">
            <Code fz="md" data-testid="two-factor-secret" style={{ wordBreak: 'break-word' }}>
              {grouped}
            </Code>
          </bdi>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t`Copied` : t`Copy the key`} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'success' : 'gray'}
                  onClick={copy}
                  aria-label={copied ? t`Copied` : t`Copy the key`}
                >
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Anchor href={otpauthUri} size="sm">
          <Trans>On this phone? Open the key in your authenticator app</Trans>
        </Anchor>
      </Stack>

      <form
        noValidate
        aria-label={t`Confirm two-step verification`}
        onSubmit={(e) => {
          e.preventDefault();
          submit(code);
        }}
      >
        <Stack gap="md">
          <FailureAlert failure={failure} />
          <PinField
            label={t`Code from the app`}
            length={CODE_LENGTH}
            oneTimeCode
            value={code}
            onChange={setCode}
            onComplete={submit}
            invalid={failure !== null}
            disabled={enabling}
            inputRef={first}
            required
          />
          <Button type="submit" loading={enabling} disabled={code.length !== CODE_LENGTH}>
            <Trans>Turn on</Trans>
          </Button>
          <Button variant="subtle" onClick={onCancel} disabled={enabling}>
            <Trans>Cancel</Trans>
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
