import type { EventObject } from 'xstate';
import type { AdsBannerEvent, AdsBannerInput, AdsBannerItem } from '../adsBanner.machine';
import { sampleFailures } from './failures';

const banner = (id: string, sortOrder: number, link: string | null): AdsBannerItem => ({
  id,
  imageUrl: `/ads/${id}.svg`,
  alt: { en: `Banner ${id}`, ar: `لافتة ${id}` },
  link,
  sortOrder,
});

/** out of order on purpose: the carousel shows them by sortOrder */
export const sampleBanners: AdsBannerItem[] = [
  banner('pay-bills', 2, '/app/services/mobile-bill-payment'),
  banner('send-money', 1, '/app/services/send-money'),
  banner('stay-safe', 3, 'https://www.cisa.gov/secure-our-world'),
];

export const adsBannerInputs: AdsBannerInput[] = [
  { userType: 'CONSUMER_CATEGORY', reducedMotion: false },
  { userType: 'CONSUMER_CATEGORY', reducedMotion: true },
];

const userEvents: AdsBannerEvent[] = [
  { type: 'ads.retry' },
  { type: 'ads.select', index: 2 },
  { type: 'ads.hold', reason: 'hover' },
  { type: 'ads.hold', reason: 'focus' },
  { type: 'ads.release', reason: 'hover' },
  { type: 'ads.release', reason: 'focus' },
  { type: 'ads.stop' },
  { type: 'ads.play' },
];

export const adsBannerEvents: EventObject[] = [
  { type: 'xstate.done.actor.fetchBanners', output: sampleBanners } as EventObject,
  { type: 'xstate.done.actor.fetchBanners', output: [sampleBanners[0]] } as EventObject,
  { type: 'xstate.done.actor.fetchBanners', output: [] } as EventObject,
  { type: 'xstate.error.actor.fetchBanners', error: sampleFailures.network } as EventObject,
  ...userEvents,
  { type: 'xstate.after.autoplay.adsBanner.showing.playing' },
];
