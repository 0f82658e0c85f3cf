import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { FaqData, FaqQuestionItem, FaqSearchContext, FaqSearchInput } from '../faqSearch.machine';
import { sampleFailures } from './failures';

/** Categories and questions as the contract gives them: the flow reads ids and the English question. */
const cat = (category_id: number, en: string) => ({
  category_id,
  sort_order: category_id,
  locale: { en: { name: en } },
});
const faq = (faq_id: number, category_id: number, question: string) =>
  ({
    faq_id,
    category_id,
    sort_order: faq_id,
    locale: { en: { question, answer: `<p>${question}</p>` } },
  }) as FaqQuestionItem;

export const sampleFaq: FaqData = {
  categories: [cat(1, 'Getting started'), cat(2, 'Sending money'), cat(4, 'Security and PIN')],
  faqs: [
    faq(1, 1, 'How do I open a wallet account?'),
    faq(2, 2, 'How do I send money?'),
    faq(3, 4, 'What is the transaction PIN?'),
    faq(4, 4, 'How do I change my PIN?'),
  ],
};

/** the FAQ page as opened, and opened from a deep link `?q=pin` */
export const faqSearchInputs: FaqSearchInput[] = [{}, { text: 'pin' }];

export const faqSearchEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadFaq', output: sampleFaq } as EventObject,
  { type: 'xstate.error.actor.loadFaq', error: sampleFailures.network } as EventObject,
  { type: 'faq.retry' },
  { type: 'faq.reload' },
  { type: 'search.change', text: 'PIN' } as EventObject,
  { type: 'search.change', text: 'zzz' } as EventObject,
  { type: 'search.submit' },
  { type: 'search.clear' },
  { type: 'category.select', categoryId: 4 } as EventObject,
  { type: 'category.select', categoryId: null } as EventObject,
  // not among the results' categories
  { type: 'category.select', categoryId: 99 } as EventObject,
  { type: 'xstate.after.debounce.faqSearch.ready.debouncing' },
];

/**
 * Bounds exploration: a search typed, a category chosen, a reload and a failure are each explored
 * from a fresh page (no search typed, no category, nothing failed) — every transition is still
 * taken, without multiplying those parts out.
 */
export function faqSearchFilter(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const c = snapshot.context as FaqSearchContext;
  const fresh = c.categoryId === null && c.failure === null;
  switch (event.type) {
    case 'search.change':
      return fresh && c.text === c.appliedText && (c.text === '' || c.text === 'pin');
    case 'faq.reload':
    case 'xstate.error.actor.loadFaq':
      return fresh && c.text === '';
    case 'category.select':
      return c.failure === null && (c.categoryId === null || c.text === c.appliedText);
    default:
      return true;
  }
}
