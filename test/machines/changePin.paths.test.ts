import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ChangePinContext } from '../../machines/changePin.machine';
import { describeMachinePaths } from './describePaths';
import { lastActor, registryEntry, type StateAssertions } from './pathHarness';

const entry = registryEntry(machineRegistry, 'changePin');
const ctx = (s: { context: unknown }) => s.context as ChangePinContext;

const assertions: StateAssertions = {
  'changePin.editing': ({ snapshot, event }) => {
    if (event.type === 'xstate.error.actor.changePin') expect(ctx(snapshot).failure?.kind).toBe('currentPinWrong');
    else expect(ctx(snapshot).failure).toBeNull();
    // PINs are never kept
    expect(JSON.stringify(snapshot.context)).not.toMatch(/2580|4826/);
  },
  'changePin.changing': ({ calls, previous }) => {
    if (previous?.matches('editing'))
      expect(lastActor(calls)).toEqual({
        name: 'changePin',
        params: { oldPin: '2580', newPin: '4826', confirmPin: '4826' },
      });
  },
  'changePin.changed': ({ snapshot }) => {
    expect(snapshot.status).toBe('done');
    expect(ctx(snapshot).failure).toBeNull();
  },
};

describeMachinePaths(entry, assertions);
