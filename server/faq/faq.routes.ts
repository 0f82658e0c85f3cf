import type { Hono } from 'hono';
import { faqQuestionQuerySchema } from '../../src/api/contract/faq';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireClient } from '../http/auth';
import { ok } from '../http/envelope';
import { readQuery } from '../http/query';
import { activeFaqCategories, activeFaqQuestions } from './faq';

/** requirements#faq: public content calls, with the content-service credential like every cms path. */
export function faqRoutes(api: Hono, deps: Deps): void {
  const contentClient = requireClient(deps, 'cms');

  api.get(`/${paths.faqCategories}`, contentClient, async (c) => ok(c, await activeFaqCategories(deps.db)));

  api.get(`/${paths.faqQuestions}`, contentClient, async (c) => {
    const { category_id } = readQuery(c, faqQuestionQuerySchema);
    return ok(c, await activeFaqQuestions(deps.db, category_id));
  });
}
