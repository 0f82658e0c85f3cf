import { expect } from 'vitest';
import { describeMachinePaths } from './describePaths';
import { machineRegistry } from '../../machines';
import type { LocaleContext, LocaleInput } from '../../machines/locale.machine';
import { callsNamed, lastActor, registryEntry, type StateAssertions, type StepCheck } from './pathHarness';

const entry = registryEntry(machineRegistry, 'locale');
const ctx = (s: { context: unknown }) => s.context as LocaleContext;

function loadsRequested({ snapshot, calls }: StepCheck) {
  expect(ctx(snapshot).requested).not.toBe(ctx(snapshot).active);
  expect(lastActor(calls)).toEqual({ name: 'loadCatalog', params: { locale: ctx(snapshot).requested } });
}

function showsActive({ snapshot, calls, input, event }: StepCheck) {
  const c = ctx(snapshot);
  const applied = callsNamed(calls, 'applyLocale');
  if (c.active !== (input as LocaleInput).active) expect(applied.at(-1)?.params).toEqual({ locale: c.active });
  else
    expect(applied.every((a) => (a.params as { locale: string }).locale === c.active || applied.length > 1)).toBe(true);
  if (event.type === 'xstate.error.actor.loadCatalog') {
    // a failed load keeps the language the user already had, and says so
    expect(c.failure).not.toBeNull();
    expect(c.requested).not.toBe(c.active);
  }
  if (event.type === 'xstate.done.actor.loadCatalog') expect(c.failure).toBeNull();
}

const assertions: StateAssertions = {
  'locale.restoring': (check) => {
    loadsRequested(check);
    // restoring happens once, at start: nothing leads back into it
    if (check.previous) expect(check.previous.matches('restoring')).toBe(true);
  },
  'locale.switching': loadsRequested,
  'locale.active.settled': (check) => {
    showsActive(check);
    if (check.event.type === 'xstate.error.actor.savePreference')
      expect(ctx(check.snapshot).preferenceFailure?.kind).toBe('network');
    if (check.event.type === 'xstate.done.actor.savePreference')
      expect(ctx(check.snapshot).preferenceFailure).toBeNull();
    // the language restored at start is not saved again: only choices and new sessions are
    if (check.event.type === 'xstate.done.actor.loadCatalog') expect(check.previous?.matches('restoring')).toBe(true);
  },
  'locale.active.savingPreference': (check) => {
    showsActive(check);
    expect(lastActor(check.calls)).toEqual({ name: 'savePreference', params: { locale: ctx(check.snapshot).active } });
    expect(ctx(check.snapshot).preferenceFailure).toBeNull();
    // a language the user picked is saved once shown; a session start saves the one in use
    if (!check.previous?.matches({ active: 'savingPreference' }))
      expect(['xstate.done.actor.loadCatalog', 'locale.sync']).toContain(check.event.type);
    if (check.event.type === 'xstate.done.actor.loadCatalog') expect(check.previous?.matches('switching')).toBe(true);
  },
};

describeMachinePaths(entry, assertions);
