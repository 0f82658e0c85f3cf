import { expect } from 'vitest';
import { describeMachinePaths } from './describePaths';
import { machineRegistry } from '../../machines';
import type { LocaleContext, LocaleInput } from '../../machines/locale.machine';
import { sampleFailures } from '../../machines/samples/failures';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  registryEntry,
  type Call,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'locale');
const { ctx, before, expectStep } = contextChecks<LocaleContext>();
const selected = (check: StepCheck) => (check.event as unknown as { locale: string }).locale;

/** A catalog loaded: the requested language becomes the active one and is applied. */
const shown = (check: StepCheck) => ({ active: before(check).requested, failure: null });
const apply = (check: StepCheck): Call => ({ name: 'applyLocale', params: { locale: before(check).requested } });

/** A picked language that is not the one shown is loaded; the same one is ignored. */
const expectSelectIgnored = (check: StepCheck) => {
  expect(selected(check)).toBe(before(check).active);
  expectUnchanged(check);
};

/** A retry with nothing left to load is ignored. */
const expectRetryIgnored = (check: StepCheck) => {
  expect(before(check).requested).toBe(before(check).active);
  expectUnchanged(check);
};

const assertions: StateAssertions = {
  /** the language remembered from before: the account already knows it */
  'locale.restoring': (check) =>
    expectWay(check, {
      start: () => {
        expect(check.input).toEqual({ active: 'en', requested: 'ar' } satisfies LocaleInput);
        expect(ctx(check.snapshot)).toEqual({ active: 'en', requested: 'ar', failure: null, preferenceFailure: null });
        expect(effects(check.stepCalls)).toEqual([{ name: 'actor:loadCatalog', params: { locale: 'ar' } }]);
      },
      // restoring happens once, at start: nothing else is taken meanwhile
      'restoring locale.select|locale.retry|locale.sync': () => expectUnchanged(check),
    }),
  'locale.switching': (check) =>
    expectWay(check, {
      'active.settled|active.savingPreference locale.select': () => {
        expect(selected(check)).not.toBe(before(check).active);
        expectStep(check, { requested: selected(check) }, [
          { name: 'actor:loadCatalog', params: { locale: selected(check) } },
        ]);
      },
      // a failed load is tried again for the language still requested
      'active.settled|active.savingPreference locale.retry': () => {
        expect(before(check).requested).not.toBe(before(check).active);
        expectStep(check, {}, [{ name: 'actor:loadCatalog', params: { locale: before(check).requested } }]);
      },
      'switching locale.select|locale.retry|locale.sync': () => expectUnchanged(check),
    }),
  'locale.active.settled': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ active: 'en', requested: 'en', failure: null, preferenceFailure: null });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      // the language restored at start is shown, not saved again: only choices and new sessions are
      'restoring done:loadCatalog': () => expectStep(check, shown(check), [apply(check)]),
      // a failed load keeps the language the user already had, and says so
      'restoring|switching error:loadCatalog': () => {
        expectStep(check, { failure: sampleFailures.network });
        expect(ctx(check.snapshot).requested).not.toBe(ctx(check.snapshot).active);
      },
      'active.savingPreference done:savePreference': () => expectStep(check, {}),
      // saving is best effort: the failure is kept for the next choice or session
      'active.savingPreference error:savePreference': () =>
        expectStep(check, { preferenceFailure: sampleFailures.network }),
      'active.settled locale.select': () => expectSelectIgnored(check),
      'active.settled locale.retry': () => expectRetryIgnored(check),
    }),
  'locale.active.savingPreference': (check) =>
    expectWay(check, {
      // a language the user picked is saved once shown
      'switching done:loadCatalog': () =>
        expectStep(check, { ...shown(check), preferenceFailure: null }, [
          apply(check),
          { name: 'actor:savePreference', params: { locale: before(check).requested } },
        ]),
      // a session start saves the one in use
      'active.settled locale.sync': () =>
        expectStep(check, { preferenceFailure: null }, [
          { name: 'actor:savePreference', params: { locale: before(check).active } },
        ]),
      'active.savingPreference locale.select': () => expectSelectIgnored(check),
      'active.savingPreference locale.retry': () => expectRetryIgnored(check),
      'active.savingPreference locale.sync': () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
