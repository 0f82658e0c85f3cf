import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicLayout } from './PublicLayout';

/** The frame of the account pages before sign-in: the public layout and one card, like sign-in. */
export function AccountCard({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PublicLayout>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" mt={4}>
                {subtitle}
              </Text>
            ) : null}
          </div>
          {children}
        </Stack>
      </Paper>
    </PublicLayout>
  );
}
