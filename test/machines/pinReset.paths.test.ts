import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { PinResetContext, PinResetInput } from '../../machines/pinReset.machine';
import { sampleDelivery } from '../../machines/samples/otp.samples';
import { describeMachinePaths } from './describePaths';
import { callsNamed, lastActor, registryEntry, type StateAssertions } from './pathHarness';

const entry = registryEntry(machineRegistry, 'pinReset');
const ctx = (s: { context: unknown }) => s.context as PinResetContext;
const mode = (input: unknown) => (input as PinResetInput).mode;

const assertions: StateAssertions = {
  'pinReset.identifying': ({ snapshot, input, event }) => {
    // only before sign-in does the user name the account
    expect(mode(input)).toBe('forgot');
    expect(ctx(snapshot).delivery).toBeNull();
    if (event.type === 'xstate.error.actor.requestCode') expect(ctx(snapshot).failure?.kind).toBe('network');
  },
  'pinReset.requesting': ({ snapshot, calls, input }) => {
    expect(lastActor(calls)).toEqual({
      name: 'requestCode',
      params: {
        mode: mode(input),
        identity: mode(input) === 'forgot' ? { userName: 'consumer', category: 'consumer' } : null,
      },
    });
    expect(ctx(snapshot).delivery).toBeNull();
  },
  'pinReset.requestFailed': ({ snapshot, input }) => {
    expect(mode(input)).toBe('reset');
    expect(ctx(snapshot).failure?.kind).toBe('network');
  },
  'pinReset.verifying': ({ snapshot, calls }) => {
    expect(ctx(snapshot).delivery).toEqual(sampleDelivery);
    // the code step runs as its own flow, given the delivery
    expect(callsNamed(calls, 'actor:otpVerification').at(-1)?.params).toEqual({ delivery: sampleDelivery });
  },
  'pinReset.done': ({ snapshot, calls }) => {
    expect(snapshot.status).toBe('done');
    expect(callsNamed(calls, 'completePinReset')).toHaveLength(1);
  },
};

describeMachinePaths(entry, assertions);
