import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { PreferenceName, PreferencesInput } from '../../machines/preferences.machine';
import { describeMachinePaths } from './describePaths';
import { callsNamed, registryEntry, type StateAssertions, type StepCheck } from './pathHarness';

const entry = registryEntry(machineRegistry, 'preferences');

const toggles: Record<PreferenceName, string> = {
  boxLayout: 'preferences.toggleBoxLayout',
  miniSidebar: 'preferences.toggleMiniSidebar',
  navCollapsed: 'preferences.toggleNavCollapsed',
  darkSidenav: 'preferences.toggleDarkSidenav',
};

/** What a preference should be now: its stored value, flipped once per toggle sent so far. */
function expected(check: StepCheck, name: PreferenceName): boolean {
  const flips = check.calls.filter(
    (c) => c.name === 'event' && (c.params as { type: string }).type === toggles[name],
  ).length;
  return (check.input as PreferencesInput)[name] !== (flips % 2 === 1);
}

/** The region shows the expected value, and the last thing remembered for it is that value. */
function region(name: PreferenceName, on: boolean) {
  return (check: StepCheck) => {
    expect(on).toBe(expected(check, name));
    const remembered = callsNamed(check.calls, 'remember').filter((c) => (c.params as { name: string }).name === name);
    expect(remembered.at(-1)?.params).toEqual({ name, on });
    // a toggle of another preference does not rewrite this one
    const event = check.event.type;
    if (event !== toggles[name] && event.startsWith('preferences.'))
      expect(
        check.stepCalls.filter((c) => c.name === 'remember' && (c.params as { name: string }).name === name),
      ).toEqual([]);
  };
}

const assertions: StateAssertions = {
  'preferences.layout.fluid': region('boxLayout', false),
  'preferences.layout.boxed': region('boxLayout', true),
  'preferences.sidebar.full': region('miniSidebar', false),
  'preferences.sidebar.mini': region('miniSidebar', true),
  'preferences.navigation.expanded': region('navCollapsed', false),
  'preferences.navigation.collapsed': region('navCollapsed', true),
  'preferences.sidenav.light': region('darkSidenav', false),
  'preferences.sidenav.dark': region('darkSidenav', true),
};

describeMachinePaths(entry, assertions);
