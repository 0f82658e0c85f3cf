import { expect, type Page, type Route } from '@playwright/test';
import * as paths from '../../../src/api/contract/paths';

const CHANGES = `**/api/${paths.contentChanges}*`;

/** Counts the change feed's answers the page has had (the first one only sets its starting point). */
export function countChangeAnswers(page: Page): () => number {
  let answered = 0;
  page.on('response', (response) => {
    if (response.url().includes(paths.contentChanges)) answered++;
  });
  return () => answered;
}

/**
 * The content service announces a change of `identifier`: the change feed's next answer, for this
 * page only, names it; the portal asks the feed when the tab becomes visible again. `answered`
 * (countChangeAnswers) must have seen the feed's first answer, which only sets its starting point.
 */
export async function announceChange(page: Page, identifier: string, answered: () => number): Promise<void> {
  await expect.poll(answered).toBeGreaterThan(0);
  await page.route(
    CHANGES,
    async (route: Route) => {
      const response = await route.fetch();
      const envelope = (await response.json()) as { data: { now: number; changes: unknown[] } };
      envelope.data.changes.push({ identifier, changedAt: envelope.data.now });
      await route.fulfill({ response, json: envelope });
    },
    { times: 1 },
  );
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}
