import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ForgotPasswordContext } from '../../machines/forgotPassword.machine';
import { describeMachinePaths } from './describePaths';
import { lastActor, registryEntry, type StateAssertions } from './pathHarness';

const entry = registryEntry(machineRegistry, 'forgotPassword');
const ctx = (s: { context: unknown }) => s.context as ForgotPasswordContext;

const assertions: StateAssertions = {
  'forgotPassword.editing': ({ snapshot, event, previous }) => {
    expect(ctx(snapshot).linkValidityMinutes).toBeNull();
    if (event.type === 'xstate.error.actor.requestResetLink') expect(ctx(snapshot).failure?.kind).toBe('network');
    if (event.type === 'forgotPassword.again' && previous?.matches('sent')) expect(ctx(snapshot).failure).toBeNull();
  },
  'forgotPassword.requesting': ({ snapshot, calls }) => {
    expect(lastActor(calls)).toEqual({
      name: 'requestResetLink',
      params: { userName: 'consumer', category: 'consumer' },
    });
    expect(ctx(snapshot).failure).toBeNull();
  },
  'forgotPassword.sent': ({ snapshot }) => {
    // seed 000 §9: URL expiration 60 minutes, as the server said
    expect(ctx(snapshot).linkValidityMinutes).toBe(60);
    expect(ctx(snapshot).failure).toBeNull();
  },
};

describeMachinePaths(entry, assertions);
