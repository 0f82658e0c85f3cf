import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Anchor, Box, Button, Card, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlayerPause } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type FocusEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { adsBannerMachine, AdsBannerItem } from '../../../machines/adsBanner.machine';
import type { sessionMachine } from '../../../machines/session.machine';
import { isExternalLink } from '../../api/contract/adsBanner';
import { localize } from '../../forms/localize';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { useActiveLocale } from '../../ui/hooks';
import { useFailureMessage } from '../../ui/useFailureMessage';
import { adsBannerLogic } from './adsBanner.logic';
import classes from './AdsBanner.module.css';

type Snapshot = SnapshotFrom<typeof adsBannerMachine>;
type EmblaApi = Parameters<NonNullable<Parameters<typeof Carousel>[0]['getEmblaApi']>>[0];
const selectUserType = (s: SnapshotFrom<typeof sessionMachine>) => s.context.user?.userType ?? '';
const selectBanners = (s: Snapshot) => s.context.banners;
const selectIndex = (s: Snapshot) => s.context.index;
const selectFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null);
const selectShowing = (s: Snapshot) => s.matches('showing');
const selectStopped = (s: Snapshot) => s.matches({ showing: 'stopped' });
const selectSingle = (s: Snapshot) => s.matches({ showing: 'single' });
const selectLoading = (s: Snapshot) => s.matches('loading');

/**
 * The AdsBanner widget (requirements#ads-banner): the category's banners in a carousel. It moves
 * on by itself unless the user prefers reduced motion or stopped it; pointing at it or focus
 * inside it holds it. Arrow keys, the controls and the indicators move it by hand. No banner: no
 * widget.
 */
export default function AdsBanner(_props: { settings?: Readonly<Record<string, unknown>> }) {
  const { t } = useLingui();
  const { platform, actors } = useApp();
  const userType = useSelector(actors.session, selectUserType);
  // read once, before the chart starts: it decides whether the carousel moves by itself
  const [reducedMotion] = useState(() => prefersReducedMotion());
  const [logic] = useState(() => adsBannerLogic(platform));
  const actor = useFlowActor(logic, { input: { userType, reducedMotion } });
  const banners = useSelector(actor, selectBanners);
  const index = useSelector(actor, selectIndex);
  const failure = useSelector(actor, selectFailure);
  const showing = useSelector(actor, selectShowing);
  const stopped = useSelector(actor, selectStopped);
  const single = useSelector(actor, selectSingle);
  const loading = useSelector(actor, selectLoading);
  const locale = useActiveLocale();
  const describe = useFailureMessage();
  const [embla, setEmbla] = useState<EmblaApi | null>(null);

  // the chart decides which slide shows; the carousel follows (at once when motion is reduced)
  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index, reducedMotion);
  }, [embla, index, reducedMotion]);

  if (failure) {
    return (
      <Card withBorder radius="lg" padding="md" component="section" aria-label={t`Offers`}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="danger" role="alert">
            {describe(failure)}
          </Text>
          <Button size="xs" variant="light" onClick={() => actor.send({ type: 'ads.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </Group>
      </Card>
    );
  }
  // the banners' own height is kept while they load, so the page does not jump
  if (loading) return <Box className={classes.slide} aria-hidden data-testid="ads-loading" />;
  if (!showing) return null;

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) actor.send({ type: 'ads.release', reason: 'focus' });
  };
  const count = banners.length;

  return (
    <Box
      component="section"
      aria-roledescription={t`carousel`}
      aria-label={t`Offers`}
      pos="relative"
      onMouseEnter={() => actor.send({ type: 'ads.hold', reason: 'hover' })}
      onMouseLeave={() => actor.send({ type: 'ads.release', reason: 'hover' })}
      onFocus={() => actor.send({ type: 'ads.hold', reason: 'focus' })}
      onBlur={onBlur}
    >
      <Carousel
        emblaOptions={{ loop: true, duration: reducedMotion ? 0 : 25 }}
        getEmblaApi={setEmbla}
        onSlideChange={(i) => actor.send({ type: 'ads.select', index: i })}
        withControls={!single}
        withIndicators={!single}
        withKeyboardEvents
        controlSize={32}
        previousControlProps={{ 'aria-label': t`Previous banner` }}
        nextControlProps={{ 'aria-label': t`Next banner` }}
        getIndicatorProps={(i) => ({
          'aria-label': t`Show banner ${i + 1} of ${count}`,
          'aria-pressed': i === index,
        })}
        slideGap="md"
      >
        {banners.map((banner, i) => (
          <Carousel.Slide
            key={banner.id}
            role="group"
            aria-roledescription={t`slide`}
            aria-label={t`${i + 1} of ${count}`}
            // only the slide in view is read and reached with Tab
            aria-hidden={i !== index}
            inert={i !== index}
          >
            <BannerSlide banner={banner} alt={localize(banner.alt, locale)} />
          </Carousel.Slide>
        ))}
      </Carousel>
      {!single ? (
        <Tooltip label={stopped ? t`Play the banners` : t`Pause the banners`}>
          <ActionIcon
            pos="absolute"
            top={8}
            style={{ insetInlineEnd: 8 }}
            variant="white"
            color="dark"
            radius="xl"
            aria-label={t`Pause the banners`}
            aria-pressed={stopped}
            onClick={() => actor.send({ type: stopped ? 'ads.play' : 'ads.stop' })}
          >
            <IconPlayerPause size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Box>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function BannerSlide({ banner, alt }: { banner: AdsBannerItem; alt: string }) {
  const content = (
    <>
      <img className={classes.image} src={banner.imageUrl} alt={alt} width={1200} height={360} loading="lazy" />
      <Text component="span" className={classes.caption} aria-hidden dir="auto">
        {alt}
      </Text>
    </>
  );
  if (banner.link === null) return <Box className={classes.slide}>{content}</Box>;
  if (isExternalLink(banner.link))
    return (
      // another site: a new tab that cannot reach back into the portal, and said so
      <Anchor href={banner.link} target="_blank" rel="noopener noreferrer" className={classes.slide} underline="never">
        {content}
        <VisuallyHidden>
          <Trans>(opens in a new tab)</Trans>
        </VisuallyHidden>
      </Anchor>
    );
  return (
    <Anchor component={Link} to={banner.link} className={classes.slide} underline="never">
      {content}
    </Anchor>
  );
}
