import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import { recoveryCodes, twoFactorSecret } from '../../machines/samples/account.samples';
import type { TwoFactorSetupContext } from '../../machines/twoFactorSetup.machine';
import { describeMachinePaths } from './describePaths';
import { lastActor, registryEntry, type StateAssertions } from './pathHarness';

const entry = registryEntry(machineRegistry, 'twoFactorSetup');
const ctx = (s: { context: unknown }) => s.context as TwoFactorSetupContext;
const noSecrets = (s: { context: unknown }) => {
  const c = ctx(s);
  expect(c.pending).toBeNull();
  expect(c.recoveryCodes).toEqual([]);
};

const assertions: StateAssertions = {
  'twoFactorSetup.loading': ({ calls }) => expect(lastActor(calls)?.name).toBe('loadStatus'),
  'twoFactorSetup.loadFailed': ({ snapshot }) => expect(ctx(snapshot).failure?.kind).toBe('network'),
  'twoFactorSetup.disabled': ({ snapshot, event }) => {
    expect(ctx(snapshot).status?.enabled).toBe(false);
    noSecrets(snapshot);
    if (event.type === 'xstate.error.actor.generateSecret') expect(ctx(snapshot).failure?.kind).toBe('network');
  },
  'twoFactorSetup.generating': ({ calls }) => expect(lastActor(calls)?.name).toBe('generateSecret'),
  'twoFactorSetup.scanning': ({ snapshot, event }) => {
    expect(ctx(snapshot).pending).toEqual(twoFactorSecret);
    if (event.type === 'xstate.error.actor.enable') expect(ctx(snapshot).failure?.kind).toBe('invalidCode');
  },
  'twoFactorSetup.enabling': ({ calls, previous }) => {
    if (previous?.matches('scanning')) expect(lastActor(calls)).toEqual({ name: 'enable', params: { code: '123456' } });
  },
  'twoFactorSetup.showingRecoveryCodes': ({ snapshot }) => {
    // shown once, and the setup secret is gone from memory
    expect(ctx(snapshot).recoveryCodes).toEqual(recoveryCodes);
    expect(ctx(snapshot).pending).toBeNull();
    expect(ctx(snapshot).status).toEqual({ enabled: true, recoveryCodesLeft: 2 });
  },
  'twoFactorSetup.enabled': ({ snapshot }) => {
    expect(ctx(snapshot).status?.enabled).toBe(true);
    noSecrets(snapshot);
  },
  'twoFactorSetup.confirmingDisable': ({ snapshot, event }) => {
    expect(ctx(snapshot).status?.enabled).toBe(true);
    if (event.type === 'xstate.error.actor.disable') expect(ctx(snapshot).failure?.kind).toBe('invalidCode');
  },
  'twoFactorSetup.disabling': ({ calls, previous, event }) => {
    if (!previous?.matches('confirmingDisable')) return;
    const e = event as unknown as { code?: string; recoveryCode?: string };
    expect(lastActor(calls)).toEqual({
      name: 'disable',
      params: e.recoveryCode ? { recoveryCode: e.recoveryCode } : { code: e.code },
    });
  },
};

describeMachinePaths(entry, assertions);
