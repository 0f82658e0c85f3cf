import { Anchor, Group, Stack, Text, Image, ThemeIcon } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { UserAccountData } from '../api/contract/schemas';
import { firstLetters } from '../i18n/format';
import { WidgetCard } from '../ui/WidgetCard';
import type { WidgetProps } from '../ui/widgetData';
import { useWidgetActor } from './useWidgetActor';

/** ProfileWidget: who is signed in, how to reach them, and the way to the account page. */
export default function ProfileWidget(_: WidgetProps) {
  const { t } = useLingui();
  const actor = useWidgetActor((l) => l.account());
  return (
    <WidgetCard<UserAccountData>
      actor={actor}
      title={t`My profile`}
      icon={<IconUser size={20} aria-hidden />}
      empty={t`Nothing to show here yet.`}
      action={
        <Anchor component={Link} to="/app/my-account" size="sm">
          <Trans>Edit profile</Trans>
        </Anchor>
      }
    >
      {(account) => (
        <Group wrap="nowrap" align="flex-start">
          {account.fields.DISPLAY_PHOTOGRAPH ? (
            <Image src={account.fields.DISPLAY_PHOTOGRAPH} alt="" w={56} h={56} radius="xl" />
          ) : (
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              {firstLetters(account.fields.FULL_NAME_IN_ENGLISH)}
            </ThemeIcon>
          )}
          <Stack gap={2} miw={0}>
            <Text fw={600} truncate>
              <bdi>{account.fields.FULL_NAME_IN_ENGLISH}</bdi>
            </Text>
            <Text size="sm" c="dimmed" dir="ltr" ta="start">
              {account.fields.PHONE}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              <bdi>{account.fields.EMAIL}</bdi>
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {t`Two-step verification`}: {account.twoFactorEnabled ? t`On` : t`Off`}
            </Text>
          </Stack>
        </Group>
      )}
    </WidgetCard>
  );
}
