import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The FAQ (requirements#faq, public at /faq and in-app at /app/faq): the categories and their
 * questions, then a search and a category filter. The search applies §4 of the rules as written
 * (`searchFaqs`); typing waits a short pause before it applies (the debounce is a delay here, not
 * a timer in a view), Enter applies it at once, clearing restores everything. A failed load says
 * why and offers a retry; a search typed while loading applies once the questions are there.
 *
 * A category's and a question's shapes belong to the app (the contract): the flow reads
 * category_id and the English question, and carries the rest.
 */
export interface FaqCategoryItem {
  category_id: number;
}

export interface FaqQuestionItem {
  category_id: number;
  locale: { en: { question: string } };
}

export interface FaqData<C extends FaqCategoryItem = FaqCategoryItem, Q extends FaqQuestionItem = FaqQuestionItem> {
  categories: readonly C[];
  faqs: readonly Q[];
}

export interface FaqSearchContext {
  /** everything loaded: the full category list and all FAQs */
  all: FaqData;
  /** what the search box holds */
  text: string;
  /** the text the results were computed for (the `?q=` of the URL) */
  appliedText: string;
  /** the search's result: the reduced category list and the matching FAQs */
  results: FaqData;
  /** the category filter (a category of the results), null: every category */
  categoryId: number | null;
  failure: FlowFailure | null;
}

export interface FaqSearchInput {
  /** a deep link's `?q=`: applied as soon as the questions are loaded */
  text?: string;
}

export type FaqSearchEvent =
  | { type: 'faq.retry' }
  | { type: 'faq.reload' }
  | { type: 'search.change'; text: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }
  | { type: 'category.select'; categoryId: number | null };

/** The pause after the last keystroke before the search applies. */
export const SEARCH_DEBOUNCE_MS = 300;
import { MAX_SEARCH_LENGTH } from './faqSearch.limits';

export { MAX_SEARCH_LENGTH };

/**
 * requirements#faq (the rules' §4, FAQ search), as written:
 * - the FAQs kept are those whose English question contains the text, ignoring case;
 * - the category list is reduced to the categories with a matching FAQ, each once (in the order
 *   of the category list);
 * - an empty text restores the full category list (and every FAQ).
 * The text's leading and trailing spaces are not part of it, so a text of spaces only is empty.
 * Case is folded with toLowerCase (no locale: the same in every language); accents are not
 * folded (the rule says case, not accents), and text in other scripts only matches where the
 * English question has it.
 */
export function searchFaqs<C extends FaqCategoryItem, Q extends FaqQuestionItem>(
  data: FaqData<C, Q>,
  text: string,
): FaqData<C, Q> {
  const needle = text.trim().toLowerCase();
  if (needle === '') return { categories: data.categories, faqs: data.faqs };
  const faqs = data.faqs.filter((faq) => faq.locale.en.question.toLowerCase().includes(needle));
  const matched = new Set(faqs.map((faq) => faq.category_id));
  const seen = new Set<number>();
  const categories = data.categories.filter((category) => {
    if (!matched.has(category.category_id) || seen.has(category.category_id)) return false;
    seen.add(category.category_id);
    return true;
  });
  return { categories, faqs };
}

/** The FAQs shown: the results, narrowed to the chosen category. */
export function visibleFaqs<Q extends FaqQuestionItem>(faqs: readonly Q[], categoryId: number | null): readonly Q[] {
  return categoryId === null ? faqs : faqs.filter((faq) => faq.category_id === categoryId);
}

const boundedText = (text: string) => text.slice(0, MAX_SEARCH_LENGTH);
const empty: FaqData = { categories: [], faqs: [] };

export const faqSearchMachine = setup({
  types: {
    context: {} as FaqSearchContext,
    events: {} as FaqSearchEvent,
    input: {} as FaqSearchInput | undefined,
  },
  actors: {
    loadFaq: notProvided<FaqData>('loadFaq'),
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
  actions: {
    assignData: assign((_, params: { data: FaqData }) => ({
      all: { categories: [...params.data.categories], faqs: [...params.data.faqs] },
      failure: null,
    })),
    assignText: assign((_, params: { text: string }) => ({ text: boundedText(params.text) })),
    clearText: assign({ text: '' }),
    /** the results for the text typed; a chosen category no longer among them is let go */
    applySearch: assign(({ context }) => {
      const results = searchFaqs(context.all, context.text);
      const keep = results.categories.some((c) => c.category_id === context.categoryId);
      return { appliedText: context.text.trim(), results, categoryId: keep ? context.categoryId : null };
    }),
    assignCategory: assign((_, params: { categoryId: number | null }) => ({ categoryId: params.categoryId })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
  },
  guards: {
    /** every category, or one the results list */
    isListedCategory: ({ context }, params: { categoryId: number | null }) =>
      params.categoryId === null || context.results.categories.some((c) => c.category_id === params.categoryId),
  },
}).createMachine({
  id: 'faqSearch',
  context: ({ input }) => ({
    all: empty,
    text: boundedText(input?.text ?? ''),
    appliedText: '',
    results: empty,
    categoryId: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFaq',
        src: 'loadFaq',
        onDone: {
          target: 'ready',
          actions: [{ type: 'assignData', params: ({ event }) => ({ data: event.output }) }, 'applySearch'],
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      // typed before the questions arrived: applied with them
      on: { 'search.change': { actions: { type: 'assignText', params: ({ event }) => ({ text: event.text }) } } },
    },
    failed: {
      on: { 'faq.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      on: {
        'search.change': {
          target: '.debouncing',
          reenter: true,
          actions: { type: 'assignText', params: ({ event }) => ({ text: event.text }) },
        },
        'search.submit': { target: '.idle', actions: 'applySearch' },
        'search.clear': { target: '.idle', actions: ['clearText', 'applySearch'] },
        'category.select': {
          guard: { type: 'isListedCategory', params: ({ event }) => ({ categoryId: event.categoryId }) },
          actions: { type: 'assignCategory', params: ({ event }) => ({ categoryId: event.categoryId }) },
        },
        // the content changed (requirements#change-notifications): load again, keeping the search
        'faq.reload': 'loading',
      },
      states: {
        idle: {},
        /** typing: the search applies after a pause */
        debouncing: {
          after: { debounce: { target: 'idle', actions: 'applySearch' } },
        },
      },
    },
  },
});
