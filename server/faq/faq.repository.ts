import type { Queryable } from '../db/types';

export interface FaqCategoryRow {
  category_id: number;
  sort_order: number;
  locale: unknown;
}

export interface FaqQuestionRow {
  faq_id: number;
  category_id: number;
  sort_order: number;
  locale: unknown;
}

/** The active categories, in display order. */
export async function selectActiveCategories(q: Queryable): Promise<FaqCategoryRow[]> {
  const { rows } = await q.query<FaqCategoryRow>(
    'SELECT category_id, sort_order, locale FROM faq_categories WHERE is_active ORDER BY sort_order, category_id',
  );
  return rows;
}

/** The active questions of active categories (of one category when `categoryId` is given), in display order. */
export async function selectActiveQuestions(q: Queryable, categoryId: number | undefined): Promise<FaqQuestionRow[]> {
  const { rows } = await q.query<FaqQuestionRow>(
    `SELECT f.faq_id, f.category_id, f.sort_order, f.locale
       FROM faq_questions f JOIN faq_categories c ON c.category_id = f.category_id
      WHERE f.is_active AND c.is_active AND ($1::integer IS NULL OR f.category_id = $1::integer)
      ORDER BY c.sort_order, c.category_id, f.sort_order, f.faq_id`,
    [categoryId ?? null],
  );
  return rows;
}

export async function insertCategory(
  q: Queryable,
  row: { category_id: number; sort_order: number; locale: unknown; active: boolean },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO faq_categories (category_id, sort_order, is_active, locale) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (category_id) DO NOTHING`,
    [row.category_id, row.sort_order, row.active, JSON.stringify(row.locale)],
  );
  return rowCount > 0;
}

export async function insertQuestion(
  q: Queryable,
  row: { faq_id: number; category_id: number; sort_order: number; locale: unknown; active: boolean },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO faq_questions (faq_id, category_id, sort_order, is_active, locale) VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (faq_id) DO NOTHING`,
    [row.faq_id, row.category_id, row.sort_order, row.active, JSON.stringify(row.locale)],
  );
  return rowCount > 0;
}
