import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ConfigurationContext } from '../../machines/configuration.machine';
import { newerMenu, sampleMenu } from '../../machines/samples/configuration.samples';
import { describeMachinePaths } from './describePaths';
import { lastActor, registryEntry, type StateAssertions } from './pathHarness';

const entry = registryEntry(machineRegistry, 'configuration');
const ctx = (s: { context: unknown }) => s.context as ConfigurationContext;

const assertions: StateAssertions = {
  'configuration.loading': ({ snapshot, previous, calls }) => {
    expect(lastActor(calls)?.name).toBe('loadConfiguration');
    // a reload keeps the current configuration on screen while it runs
    if (previous?.matches('loaded')) expect(ctx(snapshot).configuration).toEqual(previous.context.configuration);
  },
  'configuration.loaded': ({ snapshot, event, previous }) => {
    const c = ctx(snapshot);
    expect([sampleMenu, newerMenu]).toContainEqual(c.configuration);
    if (event.type === 'xstate.done.actor.loadConfiguration') {
      expect(c.failure).toBeNull();
      expect(c.configuration).toEqual((event as unknown as { output: unknown }).output);
    }
    // a failed reload keeps the last good configuration and says why
    if (event.type === 'xstate.error.actor.loadConfiguration') {
      expect(c.failure?.kind).toBe('network');
      expect(c.configuration).toEqual(previous?.context.configuration);
    }
  },
  'configuration.failed': ({ snapshot }) => {
    expect(ctx(snapshot).configuration).toBeNull();
    expect(ctx(snapshot).failure?.kind).toBe('network');
  },
};

describeMachinePaths(entry, assertions);
