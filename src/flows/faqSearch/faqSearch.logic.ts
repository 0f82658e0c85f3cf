import { fromPromise } from 'xstate';
import { faqSearchMachine, type FaqData } from '../../../machines/faqSearch.machine';
import type { FaqCategory, FaqQuestion } from '../../api/contract/faq';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { faqSearchEndpoints } from './faqSearch.endpoints';

export type FaqContent = FaqData<FaqCategory, FaqQuestion>;

/** requirements#faq: the categories and every question, asked for together. */
export function faqSearchLogic(platform: Platform) {
  const api = faqSearchEndpoints(platform.gateway);
  return faqSearchMachine.provide({
    actors: {
      loadFaq: fromPromise<FaqData, void>(
        quietWhenAborted(async ({ signal }) => {
          const [categories, faqs] = await Promise.all([api.categories(signal), api.questions(undefined, signal)]);
          const content: FaqContent = { categories, faqs };
          return content;
        }),
      ),
    },
  });
}
