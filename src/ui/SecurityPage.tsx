import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the signed-in account pages: a narrow column, the page title and a card. */
export function SecurityPage({
  title,
  description,
  children,
  below,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** links under the card */
  below?: ReactNode;
}) {
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" mt={4}>
              {description}
            </Text>
          ) : null}
        </div>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          {children}
        </Paper>
        {below}
      </Stack>
    </Container>
  );
}
