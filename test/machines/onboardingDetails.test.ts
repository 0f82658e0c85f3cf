import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import { matchingOnboarded, type OnboardingDetailsContext } from '../../machines/onboardingDetails.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { onboardedRows } from '../../machines/samples/onboardingDetails.samples';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  ignoredIn,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'onboardingDetails');
const { ctx, before, expectStep } = contextChecks<OnboardingDetailsContext>();

const userEvents = ['search.change', 'filter.change', 'list.refresh', 'list.retry'] as const;
const sent = <T>(check: StepCheck) => check.event as unknown as T;
const loadCall = (kycState: string | null) => ({ name: 'actor:loadOnboarded', params: { kycState } });
/** the search is typed anywhere: only the query changes, nothing is asked of the back end */
const expectSearch = (check: StepCheck) => {
  const { query } = sent<{ query: string }>(check);
  expectStep(check, { query });
  expect(matchingOnboarded(ctx(check.snapshot).rows, query).map((r) => r.id)).toEqual(
    ctx(check.snapshot)
      .rows.filter((r) => r.name.toLowerCase().includes(query) || r.login.includes(query))
      .map((r) => r.id),
  );
};

const assertions: StateAssertions = {
  'onboardingDetails.loading': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ rows: [], query: '', kycState: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([loadCall(null)]);
      },
      'failed list.retry': () => expectStep(check, {}, [loadCall(before(check).kycState)]),
      'ready list.refresh': () => expectStep(check, {}, [loadCall(before(check).kycState)]),
      // the KYC filter asks the back end for that state's rows
      'ready filter.change': () => {
        const { kycState } = sent<{ kycState: string | null }>(check);
        expect(kycState).not.toBe(before(check).kycState);
        expectStep(check, { kycState: kycState as OnboardingDetailsContext['kycState'] }, [loadCall(kycState)]);
      },
      'loading search.change': () => expectSearch(check),
      [ignoredIn('loading', userEvents, 'search.change')]: () => expectUnchanged(check),
    }),
  'onboardingDetails.failed': (check) =>
    expectWay(check, {
      'loading error:loadOnboarded': () => expectStep(check, { failure: sampleFailures.network }),
      'failed search.change': () => expectSearch(check),
      [ignoredIn('failed', userEvents, 'list.retry', 'search.change')]: () => expectUnchanged(check),
    }),
  'onboardingDetails.ready': (check) =>
    expectWay(check, {
      'loading done:loadOnboarded': () => expectStep(check, { rows: [...onboardedRows], failure: null }),
      'ready search.change': () => expectSearch(check),
      // the filter already chosen: nothing to load
      'ready filter.change': () => {
        expect(sent<{ kycState: string | null }>(check).kycState).toBe(before(check).kycState);
        expectUnchanged(check);
      },
      [ignoredIn('ready', userEvents, 'search.change', 'filter.change', 'list.refresh')]: () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
