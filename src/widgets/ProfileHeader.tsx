import { Badge, Card, Group, Skeleton, Stack, Text, Image, ThemeIcon } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { shallowEqual } from '@xstate/react';
import type { UserAccountData } from '../api/contract/schemas';
import { firstLetters } from '../i18n/format';
import { selectWidgetData, selectWidgetStep, type WidgetProps } from '../ui/widgetData';
import { WidgetCard } from '../ui/WidgetCard';
import { useWidgetActor } from './useWidgetActor';
import { useTransitionSelector } from '../ui/useTransitionSelector';

/** ProfileHeader: a strip across the dashboard with who is signed in, their wallet ID and whether the account is verified. */
export default function ProfileHeader(_: WidgetProps) {
  const { t } = useLingui();
  const actor = useWidgetActor((l) => l.account());
  const { step, data } = useTransitionSelector(
    actor,
    (s) => ({ step: selectWidgetStep(s), data: selectWidgetData(s) }),
    shallowEqual,
  );
  const account = data as UserAccountData | null;
  if (step !== 'ready' || !account) {
    // loading, or what went wrong with its retry, in the usual frame
    return step === 'loading' ? (
      <Skeleton h={72} radius="lg" />
    ) : (
      <WidgetCard actor={actor} title={t`My profile`} empty={t`Nothing to show here yet.`}>
        {() => null}
      </WidgetCard>
    );
  }
  return (
    <Card component="section" withBorder radius="lg" padding="md" aria-label={t`My profile`}>
      <Group wrap="nowrap">
        {account.fields.DISPLAY_PHOTOGRAPH ? (
          <Image src={account.fields.DISPLAY_PHOTOGRAPH} alt="" w={40} h={40} radius="xl" />
        ) : (
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
            {firstLetters(account.fields.FULL_NAME_IN_ENGLISH)}
          </ThemeIcon>
        )}
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Text fw={600} truncate>
            <bdi>{account.fields.FULL_NAME_IN_ENGLISH}</bdi>
          </Text>
          <Text size="sm" c="dimmed">
            {t`Wallet ID`} <span dir="ltr">{account.user.userIdentifier}</span>
          </Text>
        </Stack>
        <Badge variant="default">{account.user.accountLevel === 'FULL' ? t`Verified` : t`Limited`}</Badge>
      </Group>
    </Card>
  );
}
