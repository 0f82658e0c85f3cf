import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { AdsBannerItem } from '../../../machines/adsBanner.machine';
import { localize } from '../../forms/localize';
import { BannerSlide } from './BannerSlide';

type EmblaApi = Parameters<NonNullable<Parameters<typeof Carousel>[0]['getEmblaApi']>>[0];

export interface BannerCarouselProps {
  banners: readonly AdsBannerItem[];
  index: number;
  locale: string;
  reducedMotion: boolean;
  /** focus was on the banner it replaces: it goes to the slide shown */
  takeFocus: boolean;
  onSelect: (index: number) => void;
}

/**
 * The carousel itself (embla through @mantine/carousel), its own chunk: it loads when the banner
 * first has to move or be moved (the first turn, a pointer or focus on it), not with the
 * dashboard. The statechart decides which slide shows; the carousel follows and reports the
 * user's own moves (controls, indicators, arrow keys, swipes). Right to left it runs the other
 * way (Mantine reads the direction).
 */
export default function BannerCarousel({
  banners,
  index,
  locale,
  reducedMotion,
  takeFocus,
  onSelect,
}: BannerCarouselProps) {
  const { t } = useLingui();
  const [embla, setEmbla] = useState<EmblaApi | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const count = banners.length;

  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index, reducedMotion);
  }, [embla, index, reducedMotion]);

  useEffect(() => {
    if (takeFocus) root.current?.querySelector<HTMLElement>('[data-active="true"] a')?.focus();
    // only when it first replaces the static banner
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Carousel
      ref={root}
      emblaOptions={{ loop: true, duration: reducedMotion ? 0 : 25, startIndex: index }}
      getEmblaApi={setEmbla}
      onSlideChange={onSelect}
      withIndicators
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
          data-active={i === index}
          // only the slide in view is read and reached with Tab
          aria-hidden={i !== index}
          inert={i !== index}
        >
          <BannerSlide banner={banner} alt={localize(banner.alt, locale)} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
