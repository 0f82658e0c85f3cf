import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ProfileContext } from '../../machines/profile.machine';
import { sampleProfile, savedProfile } from '../../machines/samples/account.samples';
import { describeMachinePaths } from './describePaths';
import { lastActor, registryEntry, type StateAssertions } from './pathHarness';

const entry = registryEntry(machineRegistry, 'profile');
const ctx = (s: { context: unknown }) => s.context as ProfileContext;

const assertions: StateAssertions = {
  'profile.loading': ({ snapshot, calls }) => {
    expect(lastActor(calls)?.name).toBe('loadProfile');
    expect(ctx(snapshot).failure).toBeNull();
  },
  'profile.loadFailed': ({ snapshot }) => expect(ctx(snapshot).failure?.kind).toBe('network'),
  'profile.viewing': ({ snapshot, event, previous }) => {
    const saved = event.type === 'xstate.done.actor.saveProfile';
    // "saved" shows right after a save and stays until the next edit
    expect(ctx(snapshot).saved).toBe(previous?.matches('viewing') ? previous.context.saved : saved);
    if (saved) expect(ctx(snapshot).profile).toEqual(savedProfile);
    if (event.type === 'xstate.done.actor.loadProfile') expect(ctx(snapshot).profile).toEqual(sampleProfile);
  },
  'profile.editing': ({ snapshot, event, previous }) => {
    expect(ctx(snapshot).saved).toBe(false);
    // a failed save keeps the last good profile and says why
    if (event.type === 'xstate.error.actor.saveProfile') {
      expect(ctx(snapshot).failure?.kind).toBe('validation');
      expect(ctx(snapshot).profile).toEqual(previous?.context.profile);
    }
  },
  'profile.saving': ({ calls, previous }) => {
    if (previous?.matches('editing'))
      expect(lastActor(calls)).toEqual({
        name: 'saveProfile',
        params: { changes: { FULL_NAME_IN_ENGLISH: 'Layla H. Hassan' } },
      });
  },
};

describeMachinePaths(entry, assertions);
