import { Avatar, Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { UserAccountData } from '../api/contract/schemas';
import { firstLetters } from '../i18n/format';
import { useShellConfiguration } from '../shell/configuration/ShellConfiguration';
import { categoryLabels } from '../ui/categoryLabels';
import { selectWidgetData, selectWidgetStep, type WidgetProps } from '../ui/widgetData';
import { WidgetCard } from '../ui/WidgetCard';
import { useWidgetActor } from './useWidgetActor';

/** ProfileHeader: a strip across the dashboard with who is signed in, as what, and their wallet ID. */
export default function ProfileHeader(_: WidgetProps) {
  const { t, i18n } = useLingui();
  const { category } = useShellConfiguration();
  const actor = useWidgetActor((l) => l.account());
  const step = useSelector(actor, selectWidgetStep);
  const account = useSelector(actor, selectWidgetData) as UserAccountData | null;
  if (step !== 'ready' || !account) {
    // loading, or what went wrong with its retry, in the usual frame
    return step === 'loading' ? (
      <Skeleton h={72} radius="lg" />
    ) : (
      <WidgetCard actor={actor} title={t`Profile`} empty={t`No profile yet.`}>
        {() => null}
      </WidgetCard>
    );
  }
  return (
    <Card component="section" withBorder radius="lg" padding="md" aria-label={t`Profile`}>
      <Group wrap="nowrap">
        <Avatar src={account.fields.DISPLAY_PHOTOGRAPH} alt="" radius="xl" size="md" color="primary">
          {firstLetters(account.fields.FULL_NAME_IN_ENGLISH)}
        </Avatar>
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Text fw={600} truncate>
            <bdi>{account.fields.FULL_NAME_IN_ENGLISH}</bdi>
          </Text>
          <Text size="sm" c="dimmed">
            {i18n._(categoryLabels[category])} · <span dir="ltr">{account.user.userIdentifier}</span>
          </Text>
        </Stack>
        <Badge variant="light" color={account.user.accountLevel === 'FULL' ? 'success' : 'warning'}>
          {account.user.accountLevel === 'FULL' ? t`Verified` : t`Limited`}
        </Badge>
      </Group>
    </Card>
  );
}
