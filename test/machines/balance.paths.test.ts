import { expect } from 'vitest';
import { describeMachinePaths } from './describePaths';
import { machineRegistry } from '../../machines';
import type { BalanceContext } from '../../machines/balance.machine';
import { lastActor, registryEntry, type Call, type StateAssertions } from './pathHarness';

const entry = registryEntry(machineRegistry, 'balance');
const ctx = (s: { context: unknown }) => s.context as BalanceContext;
const successes = (calls: readonly Call[]) =>
  calls.filter(
    (c) =>
      c.name === 'event' && /^xstate\.done\.actor\.(fetch|refresh)Balance$/.test((c.params as { type: string }).type),
  ).length;

const assertions: StateAssertions = {
  'balance.loading': ({ snapshot, calls }) => {
    expect(lastActor(calls)?.name).toBe('fetchBalance');
    expect(ctx(snapshot).balance).toBeNull();
  },
  'balance.loaded': ({ snapshot, calls, event }) => {
    // seed 000 §3: balanceBitCount starts at 1 and grows with every balance update
    expect(ctx(snapshot).balanceBitCount).toBe(1 + successes(calls));
    if (event.type === 'xstate.error.actor.refreshBalance') {
      // a failed refresh keeps the last balance on screen and reports the failure
      expect(ctx(snapshot).failure).not.toBeNull();
      expect(ctx(snapshot).balance).not.toBeUndefined();
    } else if (event.type.startsWith('xstate.done.actor.')) expect(ctx(snapshot).failure).toBeNull();
  },
  'balance.refreshing': ({ calls }) => {
    expect(lastActor(calls)?.name).toBe('fetchBalance');
  },
  'balance.failed': ({ snapshot }) => {
    expect(ctx(snapshot).failure?.kind).toBe('network');
    expect(ctx(snapshot).balance).toBeNull();
  },
};

describeMachinePaths(entry, assertions);
