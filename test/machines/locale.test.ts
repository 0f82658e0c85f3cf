import { expect } from 'vitest';
import { describeMachinePaths } from './describePaths';
import { machineRegistry } from '../../machines';
import type { LocaleContext, LocaleInput } from '../../machines/locale.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { sampleLabels } from '../../machines/samples/locale.samples';
import {
  contextChecks,
  effects,
  eventName,
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

/**
 * The chart's two concerns, checked apart while the language is shown (two regions of `active`):
 * the language itself (catalog, preference) and its labels from the content service.
 */
const LABEL_CALLS = new Set(['actor:loadLabels', 'applyLabels']);
const labelCalls = (check: StepCheck) => effects(check.stepCalls).filter((c) => LABEL_CALLS.has(c.name));
const languageCalls = (check: StepCheck) => effects(check.stepCalls).filter((c) => !LABEL_CALLS.has(c.name));
type LabelsPart = Pick<LocaleContext, 'contentReady' | 'labelsFailure'>;
const labelsOf = (c: LocaleContext): LabelsPart => ({ contentReady: c.contentReady, labelsFailure: c.labelsFailure });
const languageOf = ({ contentReady: _ready, labelsFailure: _failure, ...language }: LocaleContext) => language;

/** the step changed the language's part of the context by `changes` and made `calls` besides the labels' */
const expectLanguageStep = (check: StepCheck, changes: Partial<LocaleContext>, calls: Call[] = []) => {
  expect(languageOf(ctx(check.snapshot))).toEqual({ ...languageOf(before(check)), ...changes });
  expect(languageCalls(check)).toEqual(calls);
};
/** the step changed the labels' part of the context by `changes` and made the labels' `calls` */
const expectLabelsStep = (check: StepCheck, changes: Partial<LabelsPart>, calls: Call[] = []) => {
  expect(labelsOf(ctx(check.snapshot))).toEqual({ ...labelsOf(before(check)), ...changes });
  expect(labelCalls(check)).toEqual(calls);
};

/** A catalog loaded: the requested language becomes the active one and is applied. */
const shown = (check: StepCheck) => ({ active: before(check).requested, failure: null });
const apply = (check: StepCheck): Call => ({ name: 'applyLocale', params: { locale: before(check).requested } });
/** the labels of the language shown after this step are asked for */
const loadLabels = (check: StepCheck): Call => ({
  name: 'actor:loadLabels',
  params: { locale: ctx(check.snapshot).active },
});

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

/** The labels' events leave the language's region as it was. */
const LABEL_EVENTS = 'labels.reload|done:loadLabels|error:loadLabels';
/** The language's events that leave the labels' region as it was (a language shown stays shown). */
const LANGUAGE_EVENTS = 'locale.sync|locale.select|locale.retry|done:savePreference|error:savePreference';

/** While a catalog loads, the content service may become reachable: the labels wait for the language shown next. */
const expectContentReadyMarked = (check: StepCheck) => expectStep(check, { contentReady: true });

const assertions: StateAssertions = {
  /** the language remembered from before: the account already knows it */
  'locale.restoring': (check) =>
    expectWay(check, {
      start: () => {
        expect(check.input).toEqual({ active: 'en', requested: 'ar' } satisfies LocaleInput);
        expect(ctx(check.snapshot)).toEqual({
          active: 'en',
          requested: 'ar',
          failure: null,
          preferenceFailure: null,
          contentReady: false,
          labelsFailure: null,
        });
        expect(effects(check.stepCalls)).toEqual([{ name: 'actor:loadCatalog', params: { locale: 'ar' } }]);
      },
      // restoring happens once, at start: nothing else is taken meanwhile
      'restoring locale.select|locale.retry|locale.sync': () => expectUnchanged(check),
      'restoring labels.reload': () => expectContentReadyMarked(check),
    }),
  'locale.switching': (check) => {
    // from the language shown: both of its regions are left (the labels of the next one load after it)
    if (check.previous?.matches('active')) {
      const event = eventName(check.event);
      if (event === 'locale.select') {
        expect(selected(check)).not.toBe(before(check).active);
        expectStep(check, { requested: selected(check) }, [
          { name: 'actor:loadCatalog', params: { locale: selected(check) } },
        ]);
      } else if (event === 'locale.retry') {
        // a failed load is tried again for the language still requested
        expect(before(check).requested).not.toBe(before(check).active);
        expectStep(check, {}, [{ name: 'actor:loadCatalog', params: { locale: before(check).requested } }]);
      } else throw new Error(`no way into "switching" from the language shown on "${event}" is written`);
      return;
    }
    expectWay(check, {
      'switching locale.select|locale.retry|locale.sync': () => expectUnchanged(check),
      'switching labels.reload': () => expectContentReadyMarked(check),
    });
  },
  'locale.active.preference.settled': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({
          active: 'en',
          requested: 'en',
          failure: null,
          preferenceFailure: null,
          contentReady: false,
          labelsFailure: null,
        });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      // the language restored at start is shown, not saved again: only choices and new sessions are
      'restoring done:loadCatalog': () => expectLanguageStep(check, shown(check), [apply(check)]),
      // a failed load keeps the language the user already had, and says so
      'restoring|switching error:loadCatalog': () => {
        expectLanguageStep(check, { failure: sampleFailures.network });
        expect(ctx(check.snapshot).requested).not.toBe(ctx(check.snapshot).active);
      },
      'active.preference.savingPreference done:savePreference': () => expectLanguageStep(check, {}),
      // saving is best effort: the failure is kept for the next choice or session
      'active.preference.savingPreference error:savePreference': () =>
        expectLanguageStep(check, { preferenceFailure: sampleFailures.network }),
      'active.preference.settled locale.select': () => expectSelectIgnored(check),
      'active.preference.settled locale.retry': () => expectRetryIgnored(check),
      [`active.preference.settled ${LABEL_EVENTS}`]: () => expectLanguageStep(check, {}),
    }),
  'locale.active.preference.savingPreference': (check) =>
    expectWay(check, {
      // a language the user picked is saved once shown
      'switching done:loadCatalog': () =>
        expectLanguageStep(check, { ...shown(check), preferenceFailure: null }, [
          apply(check),
          { name: 'actor:savePreference', params: { locale: before(check).requested } },
        ]),
      // a session start saves the one in use
      'active.preference.settled locale.sync': () =>
        expectLanguageStep(check, { preferenceFailure: null }, [
          { name: 'actor:savePreference', params: { locale: before(check).active } },
        ]),
      'active.preference.savingPreference locale.select': () => expectSelectIgnored(check),
      'active.preference.savingPreference locale.retry': () => expectRetryIgnored(check),
      'active.preference.savingPreference locale.sync': () => expectUnchanged(check),
      [`active.preference.savingPreference ${LABEL_EVENTS}`]: () => expectLanguageStep(check, {}),
    }),
  /** requirements#language-data: the content service cannot be asked yet; the texts are English where the catalog lacks them */
  'locale.active.labels.waiting': (check) => {
    expect(ctx(check.snapshot).contentReady).toBe(false);
    expectWay(check, {
      start: () => expect(labelCalls(check)).toEqual([]),
      // a language shown (or kept) before the content service can be asked waits for it
      'restoring|switching done:loadCatalog|error:loadCatalog': () => expectLabelsStep(check, {}),
      [`active.labels.waiting ${LANGUAGE_EVENTS}`]: () => expectLabelsStep(check, {}),
    });
  },
  'locale.active.labels.loading': (check) => {
    expect(ctx(check.snapshot).contentReady).toBe(true);
    expectWay(check, {
      // the language shown (the new one, or the one kept after a failed load) is asked for its labels
      'restoring|switching done:loadCatalog|error:loadCatalog': () => expectLabelsStep(check, {}, [loadLabels(check)]),
      // the content service can be asked now
      'active.labels.waiting labels.reload': () => expectLabelsStep(check, { contentReady: true }, [loadLabels(check)]),
      // the change feed announced new language data: asked again, the last failure kept until then
      'active.labels.shown|active.labels.failed labels.reload': () => expectLabelsStep(check, {}, [loadLabels(check)]),
      // one load at a time: a reload while loading changes nothing
      'active.labels.loading labels.reload': () => expectUnchanged(check),
      [`active.labels.loading ${LANGUAGE_EVENTS}`]: () => expectLabelsStep(check, {}),
    });
  },
  /** the labels are laid over the language's texts, for the language shown */
  'locale.active.labels.shown': (check) =>
    expectWay(check, {
      'active.labels.loading done:loadLabels': () =>
        expectLabelsStep(check, { labelsFailure: null }, [
          { name: 'applyLabels', params: { locale: before(check).active, labels: sampleLabels } },
        ]),
      [`active.labels.shown ${LANGUAGE_EVENTS}`]: () => expectLabelsStep(check, {}),
    }),
  /** the labels could not be loaded: the texts stay English where the catalog lacks them, and say nothing */
  'locale.active.labels.failed': (check) =>
    expectWay(check, {
      'active.labels.loading error:loadLabels': () =>
        expectLabelsStep(check, { labelsFailure: sampleFailures.network }),
      [`active.labels.failed ${LANGUAGE_EVENTS}`]: () => expectLabelsStep(check, {}),
    }),
};

describeMachinePaths(entry, assertions);
