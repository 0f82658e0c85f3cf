import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ThemeContext } from '../../machines/theme.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { sampleTheme } from '../../machines/samples/theme.samples';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'theme');
const { ctx, before, expectStep } = contextChecks<ThemeContext>();

/** requirements#theme: a choice is kept in session data as it is made, whatever the state. */
const expectChosen = (check: StepCheck) => {
  const { name } = check.event as unknown as { name: string };
  expectStep(check, { chosen: name }, [{ name: 'rememberChoice', params: { name } }]);
};

/** Signed in or out: the new category's theme is asked for, with the session's choice. */
const expectSessionChanged = (check: StepCheck) => {
  const { category, chosen } = check.event as unknown as { category: string; chosen: string | null };
  expectStep(check, { category, chosen }, [{ name: 'actor:loadTheme', params: { category } }]);
};

const assertions: StateAssertions = {
  'theme.dormant': (check) => {
    // until the app knows the category there is nothing to ask for
    expect(ctx(check.snapshot).theme).toBeNull();
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ category: '', chosen: null, theme: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      'dormant theme.choose': () => expectChosen(check),
      'dormant configuration.reload': () => expectUnchanged(check),
    });
  },
  'theme.loading': (check) =>
    expectWay(check, {
      'dormant|loading|applied|unavailable theme.sessionChanged': () => expectSessionChanged(check),
      // a content change: the same category again; the theme on screen stays while it loads
      'applied|unavailable configuration.reload': () =>
        expectStep(check, {}, [{ name: 'actor:loadTheme', params: { category: before(check).category } }]),
      'loading theme.choose': () => expectChosen(check),
      'loading configuration.reload': () => expectUnchanged(check),
    }),
  'theme.applied': (check) => {
    expect(ctx(check.snapshot).theme).toEqual(sampleTheme);
    expectWay(check, {
      'loading done:loadTheme': () => expectStep(check, { theme: sampleTheme, failure: null }),
      'applied theme.choose': () => expectChosen(check),
    });
  },
  /** the last theme (or the built-in one) stays on; a content change or a new session tries again */
  'theme.unavailable': (check) => {
    expect(ctx(check.snapshot).failure).toEqual(sampleFailures.network);
    expectWay(check, {
      'loading error:loadTheme': () => expectStep(check, { failure: sampleFailures.network }),
      'unavailable theme.choose': () => expectChosen(check),
    });
  },
};

describeMachinePaths(entry, assertions);
