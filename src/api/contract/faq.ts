import * as v from 'valibot';

/**
 * requirements#faq: the FAQ calls, `cms/v1/default_faqcategory_getActiveFaqCategory` and
 * `cms/v1/default_faqquestion_getActiveFaqQuestion` (public, content credential). A category has
 * category_id; a question has category_id and its texts per locale (locale.en.question is the one
 * the search reads). Answers are HTML, sanitised by the portal before display.
 */

/** The languages every FAQ text is written in; English is always there (the search reads it). */
export const faqLocales = ['en', 'ar', 'ku'] as const;
export type FaqLocale = (typeof faqLocales)[number];

const MAX_ID = 999_999_999;
const faqId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID));

/** printable text: no control characters (a newline is not needed in a title or a question) */
const plainText = (max: number) =>
  v.pipe(v.string(), v.minLength(1), v.maxLength(max), v.regex(/^[^\p{Cc}]*$/u, 'no control characters'));

const categoryText = v.object({ name: plainText(80) });
const questionText = v.object({
  question: plainText(300),
  answer: v.pipe(v.string(), v.minLength(1), v.maxLength(4000)),
});

/** en is required; other locales are optional (requirements#locale-fallback falls back to en) */
const byLocale = <S extends v.GenericSchema>(text: S) =>
  v.object({ en: text, ar: v.optional(text), ku: v.optional(text) });

export const faqCategorySchema = v.object({
  category_id: faqId,
  sort_order: v.pipe(v.number(), v.integer()),
  locale: byLocale(categoryText),
});
export type FaqCategory = v.InferOutput<typeof faqCategorySchema>;

export const faqQuestionSchema = v.object({
  faq_id: faqId,
  category_id: faqId,
  sort_order: v.pipe(v.number(), v.integer()),
  locale: byLocale(questionText),
});
export type FaqQuestion = v.InferOutput<typeof faqQuestionSchema>;

export const faqCategoryListSchema = v.pipe(v.array(faqCategorySchema), v.maxLength(100));
export const faqQuestionListSchema = v.pipe(v.array(faqQuestionSchema), v.maxLength(1000));

/** The question call's query: `category_id` narrows it to one category (the FAQs of a category). */
export const faqQuestionQuerySchema = v.object({
  category_id: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'category_id must be a positive whole number'), v.transform(Number)),
  ),
});
