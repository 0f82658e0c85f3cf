import { expect } from 'vitest';
import { describeMachinePaths } from './describePaths';
import { machineRegistry } from '../../machines';
import type { LocaleContext, LocaleInput } from '../../machines/locale.machine';
import { callsNamed, lastActor, registryEntry, type StateAssertions } from './pathHarness';

const entry = registryEntry(machineRegistry, 'locale');
const ctx = (s: { context: unknown }) => s.context as LocaleContext;

const assertions: StateAssertions = {
  'locale.loading': ({ snapshot, calls }) => {
    expect(ctx(snapshot).requested).not.toBe(ctx(snapshot).active);
    expect(lastActor(calls)).toEqual({ name: 'loadCatalog', params: { locale: ctx(snapshot).requested } });
  },
  'locale.active': ({ snapshot, calls, input, event }) => {
    const c = ctx(snapshot);
    const applied = callsNamed(calls, 'applyLocale');
    if (c.active !== (input as LocaleInput).active) expect(applied.at(-1)?.params).toEqual({ locale: c.active });
    else
      expect(applied.every((a) => (a.params as { locale: string }).locale === c.active || applied.length > 1)).toBe(
        true,
      );
    if (event.type === 'xstate.error.actor.loadCatalog') {
      // a failed load keeps the language the user already had, and says so
      expect(c.failure).not.toBeNull();
      expect(c.requested).not.toBe(c.active);
    }
    if (event.type === 'xstate.done.actor.loadCatalog') expect(c.failure).toBeNull();
  },
};

describeMachinePaths(entry, assertions);
