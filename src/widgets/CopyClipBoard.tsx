import { Button, CopyButton, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconCheck, IconCopy, IconId } from '@tabler/icons-react';
import type { UserAccountData } from '../api/contract/schemas';
import { successText } from '../ui/textColours';
import { WidgetCard } from '../ui/WidgetCard';
import { setting, type WidgetProps } from '../ui/widgetData';
import { useWidgetActor } from './useWidgetActor';

/** CopyClipBoard: the wallet ID (or mobile number, settings.field) to give to a payer, copied in one press. */
export default function CopyClipBoard(props: WidgetProps) {
  const { t } = useLingui();
  const field = setting(props, 'field', 'walletId');
  const actor = useWidgetActor((l) => l.account());
  const title = field === 'mobile' ? t`Your mobile number` : t`Your wallet ID`;
  return (
    <WidgetCard<UserAccountData>
      actor={actor}
      title={title}
      icon={<IconId size={20} aria-hidden />}
      empty={t`Nothing to show here yet.`}
    >
      {(account) => {
        const value = field === 'mobile' ? account.fields.PHONE : account.user.userIdentifier;
        return (
          <Group justify="space-between" wrap="nowrap">
            <Text size="xl" fw={700} dir="ltr" ff="monospace">
              {value}
            </Text>
            <CopyButton value={value}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  variant="light"
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                  c={copied ? successText : undefined}
                  aria-live="polite"
                >
                  {copied ? t`Copied` : t`Copy`}
                </Button>
              )}
            </CopyButton>
          </Group>
        );
      }}
    </WidgetCard>
  );
}
