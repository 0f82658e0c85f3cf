import { Box, Card, Container, Group, SimpleGrid, Stack, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconCalendarRepeat,
  IconQrcode,
  IconReceipt,
  IconSend,
  IconShieldCheck,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { LandingBlockContent, LandingIcon } from '../../../api/contract/landing';
import classes from '../Landing.module.css';
import { BlockHtml } from './BlockHtml';

const icons: Record<LandingIcon, Icon> = {
  send: IconSend,
  bill: IconReceipt,
  qr: IconQrcode,
  agent: IconBuildingStore,
  shield: IconShieldCheck,
  clock: IconCalendarRepeat,
};

/** A band with its heading (the section's name); `id` ties the two. */
export function Band({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} className={classes.band}>
      <Container size="lg">
        <Stack gap="xl">
          <Title order={2} id={id} ta="center">
            {title}
          </Title>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

export function FeaturesBlock({ id, content }: { id: string; content: LandingBlockContent<'features'> }) {
  return (
    <Band id={id} title={content.title}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {content.items.map((item) => {
          const Drawing = icons[item.icon];
          return (
            <Card key={item.title} withBorder radius="lg" padding="lg">
              <Stack gap="sm">
                <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                  <Drawing size={26} />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {item.title}
                </Title>
                <BlockHtml html={item.html} />
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Band>
  );
}

export function HowItWorksBlock({ id, content }: { id: string; content: LandingBlockContent<'howItWorks'> }) {
  return (
    <Band id={id} title={content.title}>
      <SimpleGrid component="ol" cols={{ base: 1, md: content.steps.length }} spacing="lg" p={0} m={0}>
        {content.steps.map((step, index) => (
          <Stack component="li" key={step.title} gap="sm" align="center" ta="center" style={{ listStyle: 'none' }}>
            <span className={classes.step} aria-hidden>
              {index + 1}
            </span>
            <Title order={3} size="h4">
              {step.title}
            </Title>
            <BlockHtml html={step.html} />
          </Stack>
        ))}
      </SimpleGrid>
    </Band>
  );
}

export function PartnersBlock({ id, content }: { id: string; content: LandingBlockContent<'partners'> }) {
  return (
    <Band id={id} title={content.title}>
      <Group component="ul" justify="center" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
        {content.logos.map((logo) => (
          <li key={logo.image.src}>
            {logo.url ? (
              <a href={logo.url} target="_blank" rel="noopener noreferrer">
                <img src={logo.image.src} alt={logo.image.alt} className={classes.logo} />
              </a>
            ) : (
              <img src={logo.image.src} alt={logo.image.alt} className={classes.logo} />
            )}
          </li>
        ))}
      </Group>
    </Band>
  );
}
