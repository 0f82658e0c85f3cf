import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { PreferenceName, PreferencesInput } from '../../machines/preferences.machine';
import { describeMachinePaths } from './describePaths';
import { effects, expectWay, registryEntry, type StateAssertions, type StepCheck } from './pathHarness';

const entry = registryEntry(machineRegistry, 'preferences');

interface Region {
  region: string;
  name: PreferenceName;
  toggle: string;
  /** the region's state when the preference is off, and when it is on */
  off: string;
  on: string;
}

const regions: Region[] = [
  { region: 'layout', name: 'boxLayout', toggle: 'preferences.toggleBoxLayout', off: 'fluid', on: 'boxed' },
  { region: 'sidebar', name: 'miniSidebar', toggle: 'preferences.toggleMiniSidebar', off: 'full', on: 'mini' },
  {
    region: 'navigation',
    name: 'navCollapsed',
    toggle: 'preferences.toggleNavCollapsed',
    off: 'expanded',
    on: 'collapsed',
  },
  { region: 'sidenav', name: 'darkSidenav', toggle: 'preferences.toggleDarkSidenav', off: 'light', on: 'dark' },
];

/** The `remember` calls of one preference in this step. */
const remembered = (check: StepCheck, name: PreferenceName) =>
  effects(check.stepCalls).filter((c) => (c.params as { name?: string } | undefined)?.name === name);

/**
 * One region's state: the stored value picks the first state, each toggle flips it; every state
 * remembers itself as it is entered (the app stores it), so a reload comes back the same way,
 * and a toggle of another preference rewrites nothing here.
 */
function region({ region, name, toggle, off, on }: Region, isOn: boolean) {
  const self = `${region}.${isOn ? on : off}`;
  const other = `${region}.${isOn ? off : on}`;
  const otherToggles = regions.filter((r) => r.name !== name).map((r) => r.toggle);
  const rememberSelf = [{ name: 'remember', params: { name, on: isOn } }];
  return (check: StepCheck) => {
    // the input only picks the first states: the context never changes
    expect(check.snapshot.context).toEqual(check.input);
    expectWay(check, {
      start: () => {
        expect((check.input as PreferencesInput)[name]).toBe(isOn);
        expect(remembered(check, name)).toEqual(rememberSelf);
      },
      [`${other} ${toggle}`]: () => expect(remembered(check, name)).toEqual(rememberSelf),
      [`${self} ${otherToggles.join('|')}`]: () => expect(remembered(check, name)).toEqual([]),
    });
  };
}

const assertions: StateAssertions = Object.fromEntries(
  regions.flatMap((r) => [
    [`preferences.${r.region}.${r.off}`, region(r, false)],
    [`preferences.${r.region}.${r.on}`, region(r, true)],
  ]),
);

describeMachinePaths(entry, assertions);
