import { Alert, Box, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck, IconCopy, IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

/**
 * The recovery codes, right after two-factor was turned on: shown this once (the flow forgets
 * them when the user moves on), to copy or download.
 */
export function RecoveryCodesPanel({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }) {
  const { t } = useLingui();
  const heading = useRef<HTMLDivElement>(null);
  // the news that two-factor is on is where keyboard and screen-reader users land
  useEffect(() => heading.current?.focus(), []);
  const text = codes.join('\n');
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`;
  return (
    <Stack gap="md">
      <Alert
        ref={heading}
        tabIndex={-1}
        color="success"
        variant="light"
        icon={<IconShieldCheck />}
        role="status"
        title={t`Two-step verification is on`}
        style={{ outlineOffset: 2 }}
      >
        <Trans>
          Save these recovery codes somewhere safe. If you lose your phone, each code lets you sign in once instead of a
          code from the app. They are shown only now.
        </Trans>
      </Alert>
      <Box
        component="ul"
        dir="ltr"
        aria-label={t`Recovery codes`}
        data-testid="recovery-codes"
        m={0}
        p="md"
        style={{
          listStyle: 'none',
          fontFamily: 'var(--mantine-font-family-monospace)',
          background: 'var(--mantine-color-default-hover)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" fz="md" ta="center">
              <bdi dir="ltr">{code}</bdi>
            </Text>
          ))}
        </SimpleGrid>
      </Box>
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            >
              {copied ? <Trans>Copied</Trans> : <Trans>Copy all</Trans>}
            </Button>
          )}
        </CopyButton>
        <Button
          component="a"
          href={download}
          download="recovery-codes.txt"
          variant="default"
          leftSection={<IconDownload size={16} />}
        >
          <Trans>Download</Trans>
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        <Trans>Each code works once. Once you continue, you will not see these codes again.</Trans>
      </Text>
      <Button onClick={onSaved}>
        <Trans>I have saved these codes</Trans>
      </Button>
    </Stack>
  );
}
