import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { AgentMapContext } from '../../machines/agentMap.machine';
import { mapLibraryFailure } from '../../machines/samples/agentMap.samples';
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

const entry = registryEntry(machineRegistry, 'agentMap');
const { ctx, expectStep } = contextChecks<AgentMapContext>();

const tileEvents = ['tiles.loaded', 'tiles.failed'] as const;

const assertions: StateAssertions = {
  'agentMap.loading': (check) =>
    expectWay(check, {
      // the library is asked for as soon as the map is shown, nothing else
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ unavailableBecause: null });
        expect(effects(check.stepCalls)).toEqual([{ name: 'actor:loadMapLibrary', params: undefined }]);
      },
      // no map is drawn yet: tile news cannot be about it
      [ignoredIn('loading', tileEvents)]: () => expectUnchanged(check),
    }),
  'agentMap.ready.tilesPending': (check) =>
    expectWay(check, {
      // loaded: the map is drawn, waiting for its first tiles, nothing more asked
      'loading done:loadMapLibrary': () => expectStep(check, { unavailableBecause: null }),
    }),
  'agentMap.ready.tilesShown': (check) =>
    expectWay(check, {
      'ready.tilesPending tiles.loaded': () => expectStep(check, {}),
      // once tiles arrived, more arriving or a few failing keep the map as it is
      [ignoredIn('ready.tilesShown', tileEvents)]: () => expectUnchanged(check),
    }),
  'agentMap.unavailable': (check) =>
    expectWay(check, {
      'loading error:loadMapLibrary': () => {
        expect((check.event as unknown as { error: unknown }).error).toBe(mapLibraryFailure);
        expectStep(check, { unavailableBecause: 'library' });
      },
      // the tile server unreachable: no tile ever arrived
      'ready.tilesPending tiles.failed': () => expectStep(check, { unavailableBecause: 'tiles' }),
      // unavailable stays unavailable: a late tile does not bring back a map that is gone
      [ignoredIn('unavailable', tileEvents)]: () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
