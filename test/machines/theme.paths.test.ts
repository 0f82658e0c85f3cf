import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ThemeContext } from '../../machines/theme.machine';
import { sampleTheme } from '../../machines/samples/shell.samples';
import { describeMachinePaths } from './describePaths';
import { callsNamed, lastActor, registryEntry, type StateAssertions, type StepCheck } from './pathHarness';

const entry = registryEntry(machineRegistry, 'theme');
const ctx = (s: { context: unknown }) => s.context as ThemeContext;

/** A choice is remembered as it is made, and stays the context's until a new session says otherwise. */
function choiceKept({ snapshot, event, previous, stepCalls }: StepCheck) {
  if (event.type === 'theme.choose') {
    const name = (event as unknown as { name: string }).name;
    expect(ctx(snapshot).chosen).toBe(name);
    expect(callsNamed(stepCalls, 'rememberChoice')).toEqual([{ name: 'rememberChoice', params: { name } }]);
  } else if (event.type === 'theme.sessionChanged') {
    const e = event as unknown as { category: string; chosen: string | null };
    expect(ctx(snapshot)).toMatchObject({ category: e.category, chosen: e.chosen });
  } else if (previous) expect(ctx(snapshot).chosen).toBe(ctx(previous).chosen);
}

const assertions: StateAssertions = {
  'theme.dormant': (check) => {
    // nothing is asked before the app names a category
    expect(lastActor(check.calls)).toBeUndefined();
    expect(ctx(check.snapshot).theme).toBeNull();
    choiceKept(check);
  },
  'theme.loading': (check) => {
    expect(lastActor(check.calls)).toEqual({ name: 'loadTheme', params: { category: ctx(check.snapshot).category } });
    // the theme on screen stays while another loads
    if (check.previous) expect(ctx(check.snapshot).theme).toEqual(ctx(check.previous).theme);
    choiceKept(check);
  },
  'theme.applied': (check) => {
    expect(ctx(check.snapshot).theme).toEqual(sampleTheme);
    if (check.event.type === 'xstate.done.actor.loadTheme') expect(ctx(check.snapshot).failure).toBeNull();
    choiceKept(check);
  },
  'theme.unavailable': (check) => {
    expect(ctx(check.snapshot).failure?.kind).toBe('network');
    // the last theme (or none: the built-in one) stays on
    if (check.event.type === 'xstate.error.actor.loadTheme')
      expect(ctx(check.snapshot).theme).toEqual(ctx(check.previous!).theme);
    choiceKept(check);
  },
};

describeMachinePaths(entry, assertions);
