import type { FaqCategory, FaqQuestion } from '../../src/api/contract/faq';
import type { Queryable } from '../db/types';
import { insertCategory, insertQuestion, selectActiveCategories, selectActiveQuestions } from './faq.repository';

/** requirements#faq: the categories offered now (stored as the portal reads them; the seed checks them). */
export async function activeFaqCategories(q: Queryable): Promise<FaqCategory[]> {
  const rows = await selectActiveCategories(q);
  return rows.map((row) => ({
    category_id: row.category_id,
    sort_order: row.sort_order,
    locale: row.locale as FaqCategory['locale'],
  }));
}

/** requirements#faq: the questions offered now, all of them or one category's. */
export async function activeFaqQuestions(q: Queryable, categoryId?: number): Promise<FaqQuestion[]> {
  const rows = await selectActiveQuestions(q, categoryId);
  return rows.map((row) => ({
    faq_id: row.faq_id,
    category_id: row.category_id,
    sort_order: row.sort_order,
    locale: row.locale as FaqQuestion['locale'],
  }));
}

export interface FaqSeed {
  categories: ReadonlyArray<FaqCategory & { active?: boolean }>;
  questions: ReadonlyArray<FaqQuestion & { active?: boolean }>;
}

/** Adds the categories and questions not stored yet (never overwriting one). Returns how many rows were written. */
export async function storeFaq(q: Queryable, faq: FaqSeed): Promise<number> {
  let written = 0;
  for (const c of faq.categories) {
    if (await insertCategory(q, { ...c, active: c.active ?? true })) written += 1;
  }
  for (const f of faq.questions) {
    if (await insertQuestion(q, { ...f, active: f.active ?? true })) written += 1;
  }
  return written;
}
