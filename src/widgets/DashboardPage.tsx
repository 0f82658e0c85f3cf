import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useUserName } from '../ui/hooks';
import { widgets } from './registry';

const { BalanceInquiry, Services, RecentTransaction } = widgets;

export function DashboardPage() {
  const name = useUserName();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          <Trans>Welcome, {name}</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Here is your wallet at a glance.</Trans>
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <Suspense fallback={<Skeleton h={160} radius="lg" />}>
          <BalanceInquiry />
        </Suspense>
      </SimpleGrid>
      <Suspense fallback={<Skeleton h={200} radius="lg" />}>
        <Services />
      </Suspense>
      <Suspense fallback={<Skeleton h={240} radius="lg" />}>
        <RecentTransaction />
      </Suspense>
    </Stack>
  );
}
