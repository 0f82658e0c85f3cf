import * as v from 'valibot';
import { MAX_SEARCH_LENGTH } from '../../machines/faqSearch.limits';

/**
 * The FAQ's search parameters (/faq and /app/faq): `q`, the search applied. Anything else is
 * dropped, never an error page; a long text is cut to what the search box takes.
 */
export const faqSearchParams = v.object({
  q: v.fallback(
    v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value) => (typeof value === 'number' ? String(value) : value)),
        v.string(),
        v.transform((value) => value.slice(0, MAX_SEARCH_LENGTH)),
      ),
    ),
    undefined,
  ),
});
export type FaqSearchParams = v.InferOutput<typeof faqSearchParams>;
