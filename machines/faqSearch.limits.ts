/**
 * The search box takes at most this many characters (the URL's `?q=` is cut to it too). Apart from
 * the chart so the route's search check (src/routes/-faqSearchParams.ts, part of the boot) does not
 * bring the chart with it (issue 20).
 */
export const MAX_SEARCH_LENGTH = 100;
