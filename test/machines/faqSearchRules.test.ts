import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  faqSearchMachine,
  MAX_SEARCH_LENGTH,
  searchFaqs,
  visibleFaqs,
  type FaqSearchContext,
} from '../../machines/faqSearch.machine';

// ---- the search rules (requirements#faq, the rules' §4), on their own ----

const cat = (category_id: number) => ({ category_id, name: `category ${category_id}` });
const faq = (id: number, category_id: number, question: string) => ({
  id,
  category_id,
  locale: { en: { question }, ar: { question: `سؤال ${id}` } },
});
const data = {
  categories: [cat(1), cat(2), cat(3), cat(4)],
  faqs: [
    faq(1, 1, 'How do I open an account?'),
    faq(2, 2, 'How do I send money?'),
    faq(3, 2, 'Can I cancel a money transfer?'),
    faq(4, 3, 'What is the café card?'),
    faq(5, 4, 'Which ACCOUNT levels are there?'),
    faq(6, 2, 'Is MONEY safe here?'),
  ],
};
const ids = (items: ReadonlyArray<{ id: number } | { category_id: number }>) =>
  items.map((item) => ('id' in item ? item.id : item.category_id));

describe('FAQ search rules', () => {
  it('keeps the questions whose English question contains the text, ignoring case', () => {
    expect(ids(searchFaqs(data, 'account').faqs)).toEqual([1, 5]);
    expect(ids(searchFaqs(data, 'AcCoUnT').faqs)).toEqual([1, 5]);
    // a substring anywhere, not a word
    expect(ids(searchFaqs(data, 'ey tr').faqs)).toEqual([3]);
  });

  it('reduces the categories to those with a match, each once, in the list order', () => {
    // three money questions in category 2: it is listed once
    const result = searchFaqs(data, 'money');
    expect(ids(result.faqs)).toEqual([2, 3, 6]);
    expect(ids(result.categories)).toEqual([2]);
    expect(ids(searchFaqs(data, 'account').categories)).toEqual([1, 4]);
  });

  it('lists a category once even when the category list repeats it', () => {
    const repeated = { categories: [cat(2), cat(1), cat(2)], faqs: data.faqs };
    expect(ids(searchFaqs(repeated, 'how do i').categories)).toEqual([2, 1]);
  });

  it('restores the full category list and every question for an empty text', () => {
    const result = searchFaqs(data, '');
    expect(result.categories).toEqual(data.categories);
    expect(result.faqs).toEqual(data.faqs);
  });

  it('treats a text of spaces only as empty, and ignores spaces around the text', () => {
    expect(searchFaqs(data, '   \t ')).toEqual({ categories: data.categories, faqs: data.faqs });
    expect(ids(searchFaqs(data, '  money  ').faqs)).toEqual([2, 3, 6]);
    // the spaces inside the text are part of it
    expect(ids(searchFaqs(data, 'send  money').faqs)).toEqual([]);
  });

  it('matches accented letters as they are: case folds, accents do not', () => {
    expect(ids(searchFaqs(data, 'CAFÉ').faqs)).toEqual([4]);
    expect(ids(searchFaqs(data, 'café').faqs)).toEqual([4]);
    expect(ids(searchFaqs(data, 'cafe').faqs)).toEqual([]);
  });

  it('searches the English question only: Arabic text finds nothing, and nothing leaves no category', () => {
    const result = searchFaqs(data, 'سؤال');
    expect(result).toEqual({ categories: [], faqs: [] });
  });

  it('finds a question that has Arabic in its English text', () => {
    const mixed = { categories: [cat(1)], faqs: [faq(9, 1, 'How do I pick العربية as my language?')] };
    expect(ids(searchFaqs(mixed, 'العربية').faqs)).toEqual([9]);
  });

  it('narrows the questions to a category, or shows them all without one', () => {
    expect(ids(visibleFaqs(data.faqs, 2))).toEqual([2, 3, 6]);
    expect(visibleFaqs(data.faqs, null)).toBe(data.faqs);
  });
});

describe('FAQ search input', () => {
  it(`cuts a deep link's text to ${MAX_SEARCH_LENGTH} characters`, () => {
    const actor = createActor(faqSearchMachine, { input: { text: 'x'.repeat(500) } });
    actor.start();
    expect((actor.getSnapshot().context as FaqSearchContext).text).toHaveLength(MAX_SEARCH_LENGTH);
    actor.stop();
  });
});
