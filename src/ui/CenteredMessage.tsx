import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The frame of the full-page messages: framed warning, server not found, maintenance, errors. Each
 * is the whole page, so the frame is its main landmark.
 */
export function CenteredMessage({ title, children, top }: { title: ReactNode; children: ReactNode; top?: ReactNode }) {
  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={520} w="100%">
        <Stack gap="md" align="center" ta="center">
          {top}
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
