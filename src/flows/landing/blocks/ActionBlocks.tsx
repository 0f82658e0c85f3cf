import { Box, Button, Card, Container, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import type { LandingBlockContent } from '../../../api/contract/landing';
import { ButtonLink } from '../../../ui/ButtonLink';
import classes from '../Landing.module.css';
import { BlockHtml } from './BlockHtml';

export function AppDownloadBlock({ id, content }: { id: string; content: LandingBlockContent<'appDownload'> }) {
  return (
    <Box component="section" aria-labelledby={id} className={classes.band}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Title order={2} id={id}>
              {content.title}
            </Title>
            <BlockHtml html={content.html} size="lg" />
            <Group gap="sm">
              {content.stores.map((store) => (
                <Button
                  key={store.store}
                  component="a"
                  href={store.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="default"
                  size="md"
                  leftSection={
                    store.store === 'appStore' ? (
                      <IconBrandApple size={20} aria-hidden />
                    ) : (
                      <IconBrandGooglePlay size={20} aria-hidden />
                    )
                  }
                >
                  {store.label}
                </Button>
              ))}
            </Group>
          </Stack>
          {content.image ? (
            <img src={content.image.src} alt={content.image.alt} className={classes.illustration} />
          ) : null}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export function CallToActionBlock({ id, content }: { id: string; content: LandingBlockContent<'callToAction'> }) {
  return (
    <Box component="section" aria-labelledby={id} className={classes.band}>
      <Container size="sm">
        <Card withBorder radius="lg" padding="xl" shadow="sm">
          <Stack gap="md" align="center" ta="center">
            <Title order={2} id={id}>
              {content.title}
            </Title>
            <BlockHtml html={content.html} size="lg" />
            <ButtonLink to={content.action === 'signIn' ? '/signin' : '/signup'} size="md">
              {content.label}
            </ButtonLink>
          </Stack>
        </Card>
      </Container>
    </Box>
  );
}
