import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { AgentApplicationsContext } from '../../machines/agentApplications.machine';
import { agentApplicationRows, refreshedRows } from '../../machines/samples/agentApplications.samples';
import { sampleFailures } from '../../machines/samples/failures';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  ignoredIn,
  registryEntry,
  type StateAssertions,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'agentApplications');
const { ctx, before, expectStep } = contextChecks<AgentApplicationsContext>();

const userEvents = ['list.refresh', 'list.retry'] as const;
const loadCall = { name: 'actor:loadApplications', params: undefined };

const assertions: StateAssertions = {
  'agentApplications.loading': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ rows: [], failure: null });
        expect(effects(check.stepCalls)).toEqual([loadCall]);
      },
      'failed list.retry': () => expectStep(check, {}, [loadCall]),
      [ignoredIn('loading', userEvents)]: () => expectUnchanged(check),
    }),
  'agentApplications.failed': (check) =>
    expectWay(check, {
      'loading error:loadApplications': () => expectStep(check, { failure: sampleFailures.network }),
      [ignoredIn('failed', userEvents, 'list.retry')]: () => expectUnchanged(check),
    }),
  'agentApplications.ready': (check) =>
    expectWay(check, {
      'loading done:loadApplications': () => expectStep(check, { rows: [...agentApplicationRows], failure: null }),
      'refreshing done:refreshApplications': () => expectStep(check, { rows: [...refreshedRows], failure: null }),
      // a failed refresh keeps the list and says why
      'refreshing error:refreshApplications': () => {
        expect(before(check).rows.length).toBeGreaterThan(0);
        expectStep(check, { failure: sampleFailures.network });
      },
      [ignoredIn('ready', userEvents, 'list.refresh')]: () => expectUnchanged(check),
    }),
  'agentApplications.refreshing': (check) =>
    expectWay(check, {
      'ready list.refresh': () => expectStep(check, {}, [{ name: 'actor:loadApplications', params: undefined }]),
      [ignoredIn('refreshing', userEvents)]: () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
