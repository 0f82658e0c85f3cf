import { Box, Container, Group, SimpleGrid, Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { LandingBlockContent } from '../../../api/contract/landing';
import { ButtonLink } from '../../../ui/ButtonLink';
import { PageTitle } from '../../../ui/PageTitle';
import classes from '../Landing.module.css';
import { BlockHtml } from './BlockHtml';

/** The opening band: the page's heading (focused on arrival), its pitch, sign-up and sign-in. */
export function HeroBlock({ content }: { content: LandingBlockContent<'hero'> }) {
  return (
    <Box component="section" aria-labelledby="landing-hero" className={`${classes.band} ${classes.hero}`}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <PageTitle id="landing-hero" className={classes.heroTitle}>
              {content.title}
            </PageTitle>
            <BlockHtml html={content.html} size="lg" />
            <Group gap="sm">
              <ButtonLink to="/signup" size="md">
                <Trans>Sign up</Trans>
              </ButtonLink>
              <ButtonLink to="/signin" size="md" variant="default">
                <Trans>Sign in</Trans>
              </ButtonLink>
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
