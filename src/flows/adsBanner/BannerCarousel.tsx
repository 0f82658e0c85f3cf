import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { useDirection } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
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
  const { dir } = useDirection();

  // the arrow keys follow the reading direction: right to left, the left arrow is the next banner
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!embla || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    e.preventDefault();
    if ((e.key === 'ArrowRight') === (dir === 'ltr')) embla.scrollNext(reducedMotion);
    else embla.scrollPrev(reducedMotion);
  };

  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index, reducedMotion);
  }, [embla, index, reducedMotion]);

  // a slide left with the keyboard hands its focus to the one shown, or focus would fall to the page;
  // without scrolling: the browser would scroll the clipped viewport on top of embla's own move
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (focused && root.current?.contains(focused) && focused.closest('[data-active="false"]'))
      root.current.querySelector<HTMLElement>('[data-active="true"] a')?.focus({ preventScroll: true });
  }, [index]);

  useEffect(() => {
    if (takeFocus) root.current?.querySelector<HTMLElement>('[data-active="true"] a')?.focus({ preventScroll: true });
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
      withKeyboardEvents={false}
      onKeyDown={onKeyDown}
      controlSize={32}
      previousControlProps={{ 'aria-label': t`Previous banner` }}
      nextControlProps={{ 'aria-label': t`Next banner` }}
      // Mantine's indicators are tabs that say which is selected (aria-selected)
      getIndicatorProps={(i) => ({ 'aria-label': t`Show banner ${i + 1} of ${count}` })}
      // one banner per view: no gap (a gap shifts the slides right to left)
      slideGap={0}
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
        >
          <BannerSlide banner={banner} alt={localize(banner.alt, locale)} tabbable={i === index} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
