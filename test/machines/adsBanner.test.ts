import { expect } from 'vitest';
import { describeMachinePaths } from './describePaths';
import { machineRegistry } from '../../machines';
import type { AdsBannerContext, AdsBannerInput, AdsBannerItem, Hold } from '../../machines/adsBanner.machine';
import { AUTOPLAY_MS } from '../../machines/adsBanner.machine';
import { sampleFailures } from '../../machines/samples/failures';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'adsBanner');
const { ctx, before, expectStep } = contextChecks<AdsBannerContext>();
const input = (check: StepCheck) => check.input as AdsBannerInput;
const reasonOf = (check: StepCheck) => (check.event as unknown as { reason: Hold }).reason;
const autoplayTimer = { name: 'timer', params: { event: 'after:autoplay.adsBanner.showing.playing', ms: AUTOPLAY_MS } };

/** The banners arrived: kept in their sort order, the first shown. */
const expectBanners = (check: StepCheck, calls: unknown[] = []) => {
  const output = (check.event as unknown as { output: AdsBannerItem[] }).output;
  expectStep(
    check,
    { banners: output.toSorted((a, b) => a.sortOrder - b.sortOrder), index: 0, failure: null },
    calls as never,
  );
  expect(ctx(check.snapshot).banners.map((b) => b.sortOrder)).toEqual(
    output.map((b) => b.sortOrder).toSorted((a, b) => a - b),
  );
};

/** A hold (hover or focus) added or let go, nothing else changed, no call. */
const holdChanged = (check: StepCheck): Hold[] => {
  const reason = reasonOf(check);
  const held = before(check).holds;
  return check.event.type === 'ads.hold'
    ? held.includes(reason)
      ? [...held]
      : [...held, reason]
    : held.filter((h) => h !== reason);
};
const expectHold = (check: StepCheck, calls: unknown[] = []) =>
  expectStep(check, { holds: holdChanged(check) }, calls as never);

/** The slide asked for is shown (in range), without stopping or restarting anything. */
const expectSelected = (check: StepCheck) => expectStep(check, { index: 2 % before(check).banners.length });

const assertions: StateAssertions = {
  'adsBanner.loading': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({
          userType: input(check).userType,
          reducedMotion: input(check).reducedMotion,
          banners: [],
          index: 0,
          holds: [],
          failure: null,
        });
        // requirements#ads-banner: asked for the user's category
        expect(effects(check.stepCalls)).toEqual([
          { name: 'actor:fetchBanners', params: { userType: 'CONSUMER_CATEGORY' } },
        ]);
      },
      'failed ads.retry': () =>
        expectStep(check, {}, [{ name: 'actor:fetchBanners', params: { userType: input(check).userType } }]),
      'loading ads.retry|ads.select|ads.hold|ads.release|ads.stop|ads.play': () => expectUnchanged(check),
    }),
  'adsBanner.empty': (check) =>
    expectWay(check, {
      'loading done:fetchBanners': () => {
        expect((check.event as unknown as { output: unknown[] }).output).toEqual([]);
        expectStep(check, {});
        expect(check.snapshot.status).toBe('done');
      },
    }),
  'adsBanner.failed': (check) =>
    expectWay(check, {
      'loading error:fetchBanners': () => expectStep(check, { failure: sampleFailures.network }),
      'failed ads.select|ads.hold|ads.release|ads.stop|ads.play': () => expectUnchanged(check),
    }),
  'adsBanner.showing.single': (check) =>
    expectWay(check, {
      // one banner never moves, whatever the motion preference
      'loading done:fetchBanners': () => {
        expect(ctx(check.snapshot).banners).toHaveLength(1);
        expectBanners(check);
      },
      'showing.single ads.select': () => expectSelected(check),
      'showing.single ads.hold|ads.release': () => expectHold(check),
      'showing.single ads.stop|ads.play|ads.retry': () => expectUnchanged(check),
    }),
  'adsBanner.showing.stopped': (check) =>
    expectWay(check, {
      // reduced motion: no autoplay
      'loading done:fetchBanners': () => {
        expect(input(check).reducedMotion).toBe(true);
        expect(ctx(check.snapshot).banners.length).toBeGreaterThan(1);
        expectBanners(check);
      },
      'showing.playing|showing.held ads.stop': () => expectStep(check, {}),
      'showing.stopped ads.select': () => expectSelected(check),
      'showing.stopped ads.hold|ads.release': () => expectHold(check),
      'showing.stopped ads.stop|ads.retry': () => expectUnchanged(check),
    }),
  'adsBanner.showing.playing': (check) =>
    expectWay(check, {
      'loading done:fetchBanners': () => {
        expect(input(check).reducedMotion).toBe(false);
        expect(ctx(check.snapshot).banners.length).toBeGreaterThan(1);
        expectBanners(check, [autoplayTimer]);
      },
      // the next slide after the delay, round to the first after the last
      'showing.playing after:autoplay.adsBanner.showing.playing': () =>
        expectStep(check, { index: (before(check).index + 1) % before(check).banners.length }, [autoplayTimer]),
      'showing.stopped ads.play': () => expectStep(check, {}, [autoplayTimer]),
      // the last hold let go: moving again, the timer started afresh
      'showing.held ads.release': () => {
        expect(holdChanged(check)).toEqual([]);
        expectHold(check, [autoplayTimer]);
      },
      'showing.playing ads.select': () => expectSelected(check),
      'showing.playing ads.release': () => expectHold(check),
      'showing.playing ads.play|ads.retry': () => expectUnchanged(check),
    }),
  'adsBanner.showing.held': (check) =>
    expectWay(check, {
      // pointing at it or focus inside it holds it still
      'showing.playing ads.hold': () => expectHold(check),
      'showing.held ads.hold': () => expectHold(check),
      'showing.held ads.release': () => {
        expect(holdChanged(check).length).toBeGreaterThan(0);
        expectHold(check);
      },
      // played while still pointed at or focused: held at once
      'showing.stopped ads.play': () => {
        expect(before(check).holds.length).toBeGreaterThan(0);
        expectStep(check, {}, [autoplayTimer]);
      },
      'showing.held ads.select': () => expectSelected(check),
      'showing.held ads.play|ads.retry': () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
