import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { faqCategoryListSchema, faqQuestionListSchema } from '../../../src/api/contract/faq';
import * as paths from '../../../src/api/contract/paths';
import { seedFaq, seedFaqDocuments } from '../../../server/seed/faq';
import { backends } from '../support/backends';
import { withTestServer } from '../support/server';

/** the tags the seeded answers use: a little HTML, nothing a sanitiser would have to remove */
const SAFE_TAGS = new Set(['p', 'strong', 'ul', 'li', 'a']);

describe('seeded FAQ', () => {
  const { categories, questions } = seedFaqDocuments();

  it('has at least six categories and twenty-five questions, every text in en, ar and ku', () => {
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(questions.length).toBeGreaterThanOrEqual(25);
    for (const text of [...categories, ...questions].map((item) => item.locale)) {
      expect(Object.keys(text).sort()).toEqual(['ar', 'en', 'ku']);
      // translated, not copied
      expect(new Set(Object.values(text).map((t) => JSON.stringify(t))).size).toBe(3);
    }
  });

  it('gives every category questions, with unique ids, and answers of safe HTML only', () => {
    const ids = new Set(categories.map((c) => c.category_id));
    expect(new Set(questions.map((q) => q.faq_id)).size).toBe(questions.length);
    expect(questions.filter((q) => !ids.has(q.category_id))).toEqual([]);
    for (const id of ids) expect(questions.filter((q) => q.category_id === id).length).toBeGreaterThanOrEqual(3);
    const tags = questions.flatMap((q) =>
      Object.values(q.locale).flatMap((t) => [...(t?.answer ?? '').matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1])),
    );
    expect(tags.filter((tag) => !SAFE_TAGS.has(tag ?? ''))).toEqual([]);
    expect(tags).toContain('strong');
  });
});

describe.each(backends)('FAQ calls on $name', (backend) => {
  const env = withTestServer(backend);
  const seeded = seedFaqDocuments();

  it('lists the active categories in order, in the contract shape', async () => {
    const result = await env.portal.call('GET', paths.faqCategories, { access: false });
    expect([result.status, result.envelope.responseCode]).toEqual([200, 0]);
    const categories = v.parse(faqCategoryListSchema, result.envelope.data);
    expect(categories).toEqual(seeded.categories);
    expect(categories[0]?.locale.ar?.name).toBe('البدء');
  });

  it('lists every active question with its category_id and texts per locale', async () => {
    const result = await env.portal.call('GET', paths.faqQuestions, { access: false });
    const questions = v.parse(faqQuestionListSchema, result.envelope.data);
    expect(questions).toHaveLength(seeded.questions.length);
    expect(questions.map((q) => q.faq_id).sort((a, b) => a - b)).toEqual(
      seeded.questions.map((q) => q.faq_id).sort((a, b) => a - b),
    );
    const first = questions[0];
    expect(first?.locale.en.question).toBe('How do I open a wallet account?');
    expect(first?.locale.ku?.question).toBe('چۆن هەژمارێکی جزدان بکەمەوە؟');
    // in category order, then the questions' own order
    const orderOf = new Map(seeded.categories.map((c) => [c.category_id, c.sort_order]));
    const keys = questions.map((q) => [orderOf.get(q.category_id) ?? 0, q.sort_order] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });

  it("narrows the questions to one category's with ?category_id=", async () => {
    const result = await env.portal.call('GET', `${paths.faqQuestions}?category_id=4`, { access: false });
    const questions = v.parse(faqQuestionListSchema, result.envelope.data);
    expect(questions.map((q) => q.faq_id)).toEqual(
      seeded.questions.filter((q) => q.category_id === 4).map((q) => q.faq_id),
    );
    expect(questions.length).toBeGreaterThan(0);
    const none = await env.portal.call('GET', `${paths.faqQuestions}?category_id=999`, { access: false });
    expect([none.status, none.envelope.data]).toEqual([200, []]);
  });

  it.each([
    ['a word', 'abc'],
    ['zero', '0'],
    ['a negative number', '-1'],
    ['a decimal', '1.5'],
    ['too many digits', '1234567890'],
    ['an Arabic-Indic digit', '٤'],
    ['a lone surrogate', '%ED%A0%80'],
  ])('refuses %s as category_id with a 400 envelope', async (_name, value) => {
    const result = await env.portal.call('GET', `${paths.faqQuestions}?category_id=${value}`, { access: false });
    expect([result.status, result.envelope.errCode]).toEqual([400, ErrCode.validationFailed]);
  });

  it('needs the content credential', async () => {
    for (const path of [paths.faqCategories, paths.faqQuestions]) {
      const result = await env.portal.call('GET', path, { basic: 'none', access: false });
      expect([result.status, result.envelope.errCode]).toEqual([403, ErrCode.clientCredentialInvalid]);
    }
  });

  it('hides an inactive category with its questions, and seeding again adds nothing twice', async () => {
    const db = env.server.db;
    expect(await seedFaq(db)).toBe(0);
    await db.query('UPDATE faq_categories SET is_active = false WHERE category_id = 6');
    try {
      const categories = await env.portal.call('GET', paths.faqCategories, { access: false });
      const questions = await env.portal.call('GET', paths.faqQuestions, { access: false });
      const catIds = v.parse(faqCategoryListSchema, categories.envelope.data).map((c) => c.category_id);
      expect(catIds).not.toContain(6);
      expect(catIds).toHaveLength(seeded.categories.length - 1);
      const list = v.parse(faqQuestionListSchema, questions.envelope.data);
      expect(list.filter((q) => q.category_id === 6)).toEqual([]);
      expect(list).toHaveLength(seeded.questions.filter((q) => q.category_id !== 6).length);
    } finally {
      await db.query('UPDATE faq_categories SET is_active = true WHERE category_id = 6');
    }
  });
});
