import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { AgentLocatorContext } from '../../machines/agentLocator.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { geolocationDenied, masbah, nearbyAgents } from '../../machines/samples/agentLocator.samples';
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

const entry = registryEntry(machineRegistry, 'agentLocator');
const { ctx, before, expectStep } = contextChecks<AgentLocatorContext>();

const userEvents = ['agent.select', 'retry'] as const;

const sent = <T>(check: StepCheck) => check.event as unknown as T;
const load = (params: unknown) => ({ name: 'actor:loadAgents', params });
const fresh = { city: 'baghdad', position: null, searchBy: 'city', agents: [], selectedId: null, failure: null };

/** the search the step made: by position alone once granted, else by city (with the position when known) */
const expectedSearch = (c: AgentLocatorContext) =>
  c.searchBy === 'position'
    ? { position: c.position }
    : { city: c.city, ...(c.position ? { position: c.position } : {}) };

const assertions: StateAssertions = {
  'agentLocator.locating': (check) =>
    expectWay(check, {
      // the position is asked first, nothing searched yet
      start: () => {
        expect(ctx(check.snapshot)).toEqual(fresh);
        expect(effects(check.stepCalls)).toEqual([{ name: 'actor:locateDevice', params: undefined }]);
      },
      [ignoredIn('locating', userEvents)]: () => expectUnchanged(check),
    }),
  'agentLocator.loading': (check) =>
    expectWay(check, {
      // granted: the agents around the device
      'locating done:locateDevice': () =>
        expectStep(check, { position: masbah, searchBy: 'position' }, [load({ position: masbah })]),
      // refused, unavailable or timed out: the city's agents, the list never held up
      'locating error:locateDevice': () => {
        expect(sent<{ error: unknown }>(check).error).toBe(geolocationDenied);
        expectStep(check, {}, [load({ city: 'baghdad' })]);
      },
      // another city: that city's agents, ordered by distance when the position is known
      'locating|loading|list|empty|failed city.change': () => {
        const { city } = sent<{ city: string }>(check);
        expect(city).toBe('erbil');
        const after = ctx(check.snapshot);
        expect(after).toMatchObject({ city, searchBy: 'city' });
        expect(effects(check.stepCalls).filter((c) => c.name === 'actor:loadAgents')).toEqual([
          load(expectedSearch(after)),
        ]);
        expect(after.position).toEqual(before(check).position);
      },
      'failed retry': () => expectStep(check, {}, [load(expectedSearch(before(check)))]),
      [ignoredIn('loading', userEvents)]: () => expectUnchanged(check),
    }),
  'agentLocator.list': (check) =>
    expectWay(check, {
      'loading done:loadAgents': () =>
        expectStep(check, { agents: [...nearbyAgents], selectedId: null, failure: null }),
      'list agent.select': () => {
        const { id } = sent<{ id: string }>(check);
        // only a listed agent is selected
        if (before(check).agents.some((a) => a.id === id)) expectStep(check, { selectedId: id });
        else expectUnchanged(check);
      },
      'list retry': () => expectUnchanged(check),
    }),
  'agentLocator.empty': (check) =>
    expectWay(check, {
      'loading done:loadAgents': () => {
        expect(sent<{ output: unknown[] }>(check).output).toEqual([]);
        expectStep(check, { agents: [], selectedId: null, failure: null });
      },
      [ignoredIn('empty', userEvents)]: () => expectUnchanged(check),
    }),
  'agentLocator.failed': (check) =>
    expectWay(check, {
      'loading error:loadAgents': () => expectStep(check, { failure: sampleFailures.network, agents: [] }),
      [ignoredIn('failed', userEvents, 'retry')]: () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
