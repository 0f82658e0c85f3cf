import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { SiteSettingsContext, SiteSettingsLoad } from '../../machines/siteSettings.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { acceptedLoad } from '../../machines/samples/siteSettings.samples';
import { describeMachinePaths } from './describePaths';
import { effects, expectWay, registryEntry, type StateAssertions, type StepCheck } from './pathHarness';

const entry = registryEntry(machineRegistry, 'siteSettings');
const ctx = (s: { context: unknown }) => s.context as SiteSettingsContext;

/** A reload asks for the named category's settings, whatever was running (restarted). */
const expectLoading = (check: StepCheck) => {
  expect(ctx(check.snapshot)).toEqual({ ...ctx(check.previous!), category: 'AGENT_CATEGORY' });
  expect(effects(check.stepCalls)).toEqual([
    { name: 'actor:loadSiteSettings', params: { category: 'AGENT_CATEGORY' } },
  ]);
};

const assertions: StateAssertions = {
  'siteSettings.idle': (check) =>
    expectWay(check, {
      // startup made the first load: nothing is asked until a reason comes
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ category: 'CONSUMER_CATEGORY', refused: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      'loading done:loadSiteSettings': () => {
        const load = (check.event as unknown as { output: SiteSettingsLoad }).output;
        if (load === acceptedLoad) {
          // accepted settings are put in force and clear any earlier refusal
          expect(ctx(check.snapshot)).toEqual({ category: 'AGENT_CATEGORY', refused: null, failure: null });
          expect(effects(check.stepCalls)).toEqual([
            { name: 'storeSiteSettings', params: { settings: acceptedLoad.settings } },
          ]);
        } else {
          // tampered or stale: refused, nothing stored, the last good settings stay
          expect(load.verdict).not.toBe('accepted');
          expect(ctx(check.snapshot)).toEqual({ category: 'AGENT_CATEGORY', refused: load.verdict, failure: null });
          expect(effects(check.stepCalls)).toEqual([]);
        }
      },
      // a failed load keeps the settings in force and says why
      'loading error:loadSiteSettings': () => {
        expect(ctx(check.snapshot)).toEqual({ ...ctx(check.previous!), failure: sampleFailures.network });
        expect(effects(check.stepCalls)).toEqual([]);
      },
    }),
  'siteSettings.loading': (check) =>
    expectWay(check, {
      'idle siteSettings.reload': () => expectLoading(check),
      'loading siteSettings.reload': () => expectLoading(check),
    }),
};

describeMachinePaths(entry, assertions);
