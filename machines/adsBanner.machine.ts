import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The ads banner (requirements#ads-banner): the category's banners, then a carousel that moves on
 * by itself — unless the user prefers reduced motion, stopped it, or is pointing at it or
 * working inside it (hover and focus hold it; it goes on when both have let go). One banner does
 * not move; none shows nothing; a failed load offers a retry.
 */

export interface AdsBannerItem {
  id: string;
  imageUrl: string;
  alt: Readonly<Record<string, string>>;
  link: string | null;
  sortOrder: number;
}

export type Hold = 'hover' | 'focus';

export interface AdsBannerContext {
  userType: string;
  reducedMotion: boolean;
  banners: readonly AdsBannerItem[];
  /** the slide shown */
  index: number;
  /** what holds the carousel still right now */
  holds: readonly Hold[];
  failure: FlowFailure | null;
}

export interface AdsBannerInput {
  /** the category code the banners are asked for */
  userType: string;
  /** prefers-reduced-motion: no autoplay */
  reducedMotion: boolean;
}

export type AdsBannerEvent =
  | { type: 'ads.retry' }
  | { type: 'ads.select'; index: number }
  | { type: 'ads.hold'; reason: Hold }
  | { type: 'ads.release'; reason: Hold }
  | { type: 'ads.stop' }
  | { type: 'ads.play' };

/** How long a slide stays before the next (WCAG 2.2.2: the user can stop it, hover or focus hold it). */
export const AUTOPLAY_MS = 6000;

export const adsBannerMachine = setup({
  types: {
    context: {} as AdsBannerContext,
    events: {} as AdsBannerEvent,
    input: {} as AdsBannerInput,
  },
  actors: {
    fetchBanners: notProvided<readonly AdsBannerItem[], { userType: string }>('fetchBanners'),
  },
  delays: { autoplay: AUTOPLAY_MS },
  guards: {
    hasBanners: (_, params: { banners: readonly AdsBannerItem[] }) => params.banners.length > 0,
    hasOneBanner: ({ context }) => context.banners.length === 1,
    prefersReducedMotion: ({ context }) => context.reducedMotion,
    isHeld: ({ context }) => context.holds.length > 0,
    isFree: ({ context }) => context.holds.length === 0,
  },
  actions: {
    assignBanners: assign((_, params: { banners: readonly AdsBannerItem[] }) => ({
      banners: [...params.banners].sort((a, b) => a.sortOrder - b.sortOrder),
      index: 0,
      failure: null,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    showNext: assign(({ context }) => ({ index: (context.index + 1) % context.banners.length })),
    showSlide: assign(({ context }, params: { index: number }) => ({
      index:
        Number.isInteger(params.index) && params.index >= 0 ? params.index % context.banners.length : context.index,
    })),
    addHold: assign(({ context }, params: { reason: Hold }) => ({
      holds: context.holds.includes(params.reason) ? context.holds : [...context.holds, params.reason],
    })),
    releaseHold: assign(({ context }, params: { reason: Hold }) => ({
      holds: context.holds.filter((h) => h !== params.reason),
    })),
  },
}).createMachine({
  id: 'adsBanner',
  context: ({ input }) => ({
    userType: input.userType,
    reducedMotion: input.reducedMotion,
    banners: [],
    index: 0,
    holds: [],
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchBanners',
        src: 'fetchBanners',
        input: ({ context }) => ({ userType: context.userType }),
        onDone: [
          {
            guard: { type: 'hasBanners', params: ({ event }) => ({ banners: event.output }) },
            target: 'showing',
            actions: { type: 'assignBanners', params: ({ event }) => ({ banners: event.output }) },
          },
          { target: 'empty' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** no banner for this category: the widget shows nothing */
    empty: { type: 'final' },
    failed: {
      on: { 'ads.retry': 'loading' },
    },
    showing: {
      initial: 'deciding',
      on: {
        'ads.select': { actions: { type: 'showSlide', params: ({ event }) => ({ index: event.index }) } },
        'ads.hold': { actions: { type: 'addHold', params: ({ event }) => ({ reason: event.reason }) } },
        'ads.release': { actions: { type: 'releaseHold', params: ({ event }) => ({ reason: event.reason }) } },
      },
      states: {
        deciding: {
          always: [
            { guard: 'hasOneBanner', target: 'single' },
            { guard: 'prefersReducedMotion', target: 'stopped' },
            { target: 'playing' },
          ],
        },
        single: {},
        playing: {
          always: { guard: 'isHeld', target: 'held' },
          after: { autoplay: { target: 'playing', reenter: true, actions: 'showNext' } },
          on: { 'ads.stop': 'stopped' },
        },
        held: {
          always: { guard: 'isFree', target: 'playing' },
          on: { 'ads.stop': 'stopped' },
        },
        stopped: {
          on: { 'ads.play': 'playing' },
        },
      },
    },
  },
});
