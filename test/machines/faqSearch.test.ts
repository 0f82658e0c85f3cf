import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import {
  SEARCH_DEBOUNCE_MS,
  type FaqData,
  type FaqSearchContext,
  type FaqSearchInput,
} from '../../machines/faqSearch.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { sampleFaq } from '../../machines/samples/faqSearch.samples';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  ignoredIn,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

// ---- the statechart's paths ----

const entry = registryEntry(machineRegistry, 'faqSearch');
const { ctx, before, expectStep } = contextChecks<FaqSearchContext>();
const userEvents = [
  'faq.retry',
  'faq.reload',
  'search.change',
  'search.submit',
  'search.clear',
  'category.select',
] as const;
const sent = <T>(check: StepCheck) => check.event as unknown as T;
const loadCall = { name: 'actor:loadFaq', params: undefined };
const debounceTimer = {
  name: 'timer',
  params: { event: 'after:debounce.faqSearch.ready.debouncing', ms: SEARCH_DEBOUNCE_MS },
};

/** The results for `text`, by hand: the English questions containing it, and their categories once. */
function expected(all: FaqData, text: string): FaqData {
  const needle = text.trim().toLowerCase();
  if (needle === '') return all;
  const faqs = all.faqs.filter((f) => f.locale.en.question.toLowerCase().includes(needle));
  return { categories: all.categories.filter((c) => faqs.some((f) => f.category_id === c.category_id)), faqs };
}

/** The search applied to what the box holds; a chosen category no longer listed let go. */
const expectApplied = (check: StepCheck, changes: Partial<FaqSearchContext>, calls: unknown[] = []) => {
  const next = { ...before(check), ...changes };
  const results = expected(next.all, next.text);
  const categoryId = results.categories.some((c) => c.category_id === next.categoryId) ? next.categoryId : null;
  expectStep(check, { ...changes, appliedText: next.text.trim(), results, categoryId }, calls as never);
};

const expectTyped = (check: StepCheck, calls: unknown[] = []) => {
  const { text } = sent<{ text: string }>(check);
  expectStep(check, { text }, calls as never);
};

const assertions: StateAssertions = {
  'faqSearch.loading': (check) =>
    expectWay(check, {
      start: () => {
        const text = (check.input as FaqSearchInput).text ?? '';
        expect(ctx(check.snapshot)).toEqual({
          all: { categories: [], faqs: [] },
          text,
          appliedText: '',
          results: { categories: [], faqs: [] },
          categoryId: null,
          failure: null,
        });
        expect(effects(check.stepCalls)).toEqual([loadCall]);
      },
      'failed faq.retry': () => expectStep(check, {}, [loadCall]),
      // the content changed: loaded again, the search and the filter kept
      'ready.idle|ready.debouncing faq.reload': () => expectStep(check, {}, [loadCall]),
      // typed before the questions arrived: kept, applied with them
      'loading search.change': () => expectTyped(check),
      [ignoredIn('loading', userEvents, 'search.change')]: () => expectUnchanged(check),
    }),
  'faqSearch.failed': (check) =>
    expectWay(check, {
      'loading error:loadFaq': () => expectStep(check, { failure: sampleFailures.network }),
      [ignoredIn('failed', userEvents, 'faq.retry')]: () => expectUnchanged(check),
    }),
  'faqSearch.ready.idle': (check) =>
    expectWay(check, {
      // a deep link's ?q= applies at once, with the questions
      'loading done:loadFaq': () => {
        expect(sent<{ output: FaqData }>(check).output).toBe(sampleFaq);
        expectApplied(check, { all: sampleFaq, failure: null });
        if (ctx(check.snapshot).text === 'pin') {
          expect(ctx(check.snapshot).results.categories.map((c) => c.category_id)).toEqual([4]);
          expect(ctx(check.snapshot).results.faqs).toHaveLength(2);
        }
      },
      'ready.debouncing after:debounce.faqSearch.ready.debouncing': () => expectApplied(check, {}),
      'ready.idle|ready.debouncing search.submit': () => expectApplied(check, {}),
      'ready.idle|ready.debouncing search.clear': () => {
        expectApplied(check, { text: '' });
        expect(ctx(check.snapshot).results).toEqual(ctx(check.snapshot).all);
        // every category is listed again: a chosen one stays chosen
        expect(ctx(check.snapshot).categoryId).toBe(before(check).categoryId);
      },
      'ready.idle category.select': () => {
        const { categoryId } = sent<{ categoryId: number | null }>(check);
        const listed = before(check).results.categories.some((c) => c.category_id === categoryId);
        if (categoryId === null || listed) expectStep(check, { categoryId });
        else expectUnchanged(check);
      },
      [ignoredIn(
        'ready.idle',
        userEvents,
        'search.change',
        'search.submit',
        'search.clear',
        'category.select',
        'faq.reload',
      )]: () => expectUnchanged(check),
    }),
  'faqSearch.ready.debouncing': (check) =>
    expectWay(check, {
      // each keystroke starts the pause again; the results wait for it
      'ready.idle|ready.debouncing search.change': () => expectTyped(check, [debounceTimer]),
      'ready.debouncing category.select': () => {
        const { categoryId } = sent<{ categoryId: number | null }>(check);
        const listed = before(check).results.categories.some((c) => c.category_id === categoryId);
        if (categoryId === null || listed) expectStep(check, { categoryId });
        else expectUnchanged(check);
      },
      [ignoredIn(
        'ready.debouncing',
        userEvents,
        'search.change',
        'search.submit',
        'search.clear',
        'category.select',
        'faq.reload',
      )]: () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
