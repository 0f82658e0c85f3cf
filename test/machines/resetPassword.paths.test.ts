import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ResetPasswordContext } from '../../machines/resetPassword.machine';
import { NEW_PASSWORD, resetPasswordInputs } from '../../machines/samples/account.samples';
import { describeMachinePaths } from './describePaths';
import { callsNamed, lastActor, registryEntry, type StateAssertions } from './pathHarness';

const entry = registryEntry(machineRegistry, 'resetPassword');
const ctx = (s: { context: unknown }) => s.context as ResetPasswordContext;
const linkData = resetPasswordInputs[0]!.linkData;

const assertions: StateAssertions = {
  'resetPassword.checkingLink': ({ calls, snapshot }) => {
    expect(lastActor(calls)).toEqual({ name: 'checkLink', params: { linkData } });
    expect(ctx(snapshot).failure).toBeNull();
  },
  'resetPassword.checkFailed': ({ snapshot }) => expect(ctx(snapshot).failure?.kind).toBe('network'),
  'resetPassword.linkRejected': ({ snapshot, calls }) => {
    expect(ctx(snapshot).failure?.kind).toBe('linkExpired');
    expect(callsNamed(calls, 'completeReset')).toEqual([]);
  },
  'resetPassword.choosing': ({ snapshot, event }) => {
    expect(ctx(snapshot).account).toBe('c•••');
    if (event.type === 'xstate.error.actor.resetPassword') expect(ctx(snapshot).failure?.fields?.length).toBe(1);
    expect(JSON.stringify(snapshot.context)).not.toContain(NEW_PASSWORD);
  },
  'resetPassword.resetting': ({ calls, previous }) => {
    if (previous?.matches('choosing'))
      expect(lastActor(calls)).toEqual({
        name: 'resetPassword',
        params: { linkData, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
  },
  'resetPassword.done': ({ snapshot, calls }) => {
    expect(snapshot.status).toBe('done');
    expect(callsNamed(calls, 'completeReset')).toHaveLength(1);
  },
};

describeMachinePaths(entry, assertions);
