import { Box, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconCreditCard } from '@tabler/icons-react';
import type { UserAccountData } from '../api/contract/schemas';
import { useSiteName } from '../ui/hooks';
import { WidgetCard } from '../ui/WidgetCard';
import type { WidgetProps } from '../ui/widgetData';
import { useWidgetActor } from './useWidgetActor';

/** The wallet ID in groups of four, as a card number is printed. */
const grouped = (id: string) => id.replace(/(.{4})(?=.)/g, '$1 ');

/** PaymentCard: the wallet as a card to be paid to — its holder and number, as a payer types them. */
export default function PaymentCard(_: WidgetProps) {
  const { t } = useLingui();
  const site = useSiteName();
  const actor = useWidgetActor((l) => l.account());
  return (
    <WidgetCard<UserAccountData>
      actor={actor}
      title={t`Payment card`}
      icon={<IconCreditCard size={20} aria-hidden />}
      empty={t`Nothing to show here yet.`}
    >
      {(account) => (
        <Box
          p="md"
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            color: 'var(--mantine-color-white)',
            background: 'linear-gradient(135deg, var(--mantine-color-primary-9), var(--mantine-color-primary-8))',
          }}
        >
          <Stack gap="sm">
            <Text size="sm" fw={600}>
              {site}
            </Text>
            <Text size="lg" fw={700} dir="ltr" ff="monospace" ta="start">
              {grouped(account.user.userIdentifier)}
            </Text>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" truncate>
                <bdi>{account.fields.FULL_NAME_IN_ENGLISH}</bdi>
              </Text>
              <Text size="xs" tt="uppercase">
                {account.user.walletKind}
              </Text>
            </Group>
          </Stack>
        </Box>
      )}
    </WidgetCard>
  );
}
