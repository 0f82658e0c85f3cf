import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ChangePasswordContext } from '../../machines/changePassword.machine';
import { NEW_PASSWORD } from '../../machines/samples/account.samples';
import { describeMachinePaths } from './describePaths';
import { lastActor, registryEntry, type StateAssertions } from './pathHarness';

const entry = registryEntry(machineRegistry, 'changePassword');
const ctx = (s: { context: unknown }) => s.context as ChangePasswordContext;

const assertions: StateAssertions = {
  'changePassword.editing': ({ snapshot, event }) => {
    if (event.type === 'xstate.error.actor.changePassword')
      expect(ctx(snapshot).failure?.kind).toBe('currentPasswordWrong');
    expect(JSON.stringify(snapshot.context)).not.toContain(NEW_PASSWORD);
  },
  'changePassword.changing': ({ calls, previous }) => {
    if (previous?.matches('editing'))
      expect(lastActor(calls)).toEqual({
        name: 'changePassword',
        params: { oldPassword: 'Demo@1234', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
  },
  'changePassword.changed.offering': ({ snapshot, event }) => {
    expect(ctx(snapshot).otherSessions).toBe(2);
    if (event.type === 'xstate.error.actor.endOtherSessions') expect(ctx(snapshot).failure?.kind).toBe('network');
  },
  'changePassword.changed.endingOthers': ({ calls }) => expect(lastActor(calls)?.name).toBe('endOtherSessions'),
  'changePassword.changed.settled': ({ snapshot, event, previous }) => {
    expect(snapshot.matches({ changed: 'settled' })).toBe(true);
    // ended when asked, kept when declined, nothing to offer when alone
    if (event.type === 'xstate.done.actor.endOtherSessions') expect(ctx(snapshot).endedSessions).toBe(2);
    if (event.type === 'sessions.keep' && previous?.matches({ changed: 'offering' }))
      expect(ctx(snapshot).endedSessions).toBeNull();
    if (previous?.matches('changing')) expect(ctx(snapshot).otherSessions).toBe(0);
  },
};

describeMachinePaths(entry, assertions);
