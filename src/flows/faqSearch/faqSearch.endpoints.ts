import { faqCategoryListSchema, faqQuestionListSchema } from '../../api/contract/faq';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

/** requirements#faq: the two public FAQ calls, GET with the content-service credential. */
export function faqSearchEndpoints(gateway: Gateway) {
  return {
    categories: (signal?: AbortSignal) =>
      gateway.call(paths.faqCategories, { method: 'GET', schema: faqCategoryListSchema, signal }),
    /** every question, or one category's */
    questions: (categoryId?: number, signal?: AbortSignal) =>
      gateway.call(paths.faqQuestions, {
        method: 'GET',
        ...(categoryId === undefined ? {} : { query: { category_id: categoryId } }),
        schema: faqQuestionListSchema,
        signal,
      }),
  };
}
