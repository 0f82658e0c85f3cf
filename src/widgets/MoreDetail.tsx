import { Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconChevronDown, IconId } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { UserAccountData } from '../api/contract/schemas';
import { WidgetCard } from '../ui/WidgetCard';
import type { WidgetProps } from '../ui/widgetData';
import { useWidgetActor } from './useWidgetActor';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        <bdi>{value}</bdi>
      </Text>
    </Group>
  );
}

/** MoreDetail: the account's key facts, and the rest behind "More details". */
export default function MoreDetail(_: WidgetProps) {
  const { t } = useLingui();
  const actor = useWidgetActor((l) => l.account());
  const [open, setOpen] = useState(false);
  const region = useId();
  return (
    <WidgetCard<UserAccountData>
      actor={actor}
      title={t`Account details`}
      icon={<IconId size={20} aria-hidden />}
      empty={t`Nothing to show here yet.`}
    >
      {(account) => (
        <Stack gap="xs">
          <Row label={t`Account`} value={account.user.accountLevel === 'FULL' ? t`Verified` : t`Limited`} />
          <Row label={t`Two-step verification`} value={account.twoFactorEnabled ? t`On` : t`Off`} />
          <Collapse expanded={open} id={region}>
            <Stack gap="xs">
              <Row label={t`Transaction PIN`} value={account.hasTransactionPin ? t`On` : t`Off`} />
              <Row label={t`Recovery codes left`} value={String(account.recoveryCodesLeft)} />
              <Row label={t`Wallet ID`} value={account.user.userIdentifier} />
            </Stack>
          </Collapse>
          <Button
            variant="subtle"
            size="xs"
            aria-expanded={open}
            aria-controls={region}
            onClick={() => setOpen((o) => !o)}
            rightSection={
              <IconChevronDown size={14} aria-hidden style={{ transform: open ? 'rotate(180deg)' : undefined }} />
            }
            style={{ alignSelf: 'flex-start' }}
          >
            {t`More details`}
          </Button>
        </Stack>
      )}
    </WidgetCard>
  );
}
