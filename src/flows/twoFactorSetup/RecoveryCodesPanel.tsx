import { Box, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck, IconCopy, IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { NewsAlert } from '../../ui/OutcomePanel';

/**
 * The recovery codes, right after two-factor was turned on: shown this once (the flow forgets
 * them when the user moves on), to copy or download.
 */
export function RecoveryCodesPanel({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }) {
  const { t } = useLingui();
  const text = codes.join('\n');
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`;
  return (
    <Stack gap="md">
      <NewsAlert icon={<IconShieldCheck />} title={t`Two-step verification is on`}>
        <Trans>
          Save these recovery codes somewhere safe. If you lose your phone, each code lets you sign in once instead of a
          code from the app. They are shown only now.
        </Trans>
      </NewsAlert>
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
