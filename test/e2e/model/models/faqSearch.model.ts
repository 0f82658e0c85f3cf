import { expect, type Page } from '@playwright/test';
import { SEARCH_DEBOUNCE_MS, type FaqSearchContext } from '../../../../machines/faqSearch.machine';
import { type BrowserModel, type StepInfo, pauseClockAhead } from '../runner';

/** requirements#faq: the public FAQ page; typing applies after a pause, moved here by page.clock. */
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search the questions' });
const ctx = (step: StepInfo) => step.snapshot.context as FaqSearchContext;

/** The seeded categories the sample events name (machines/samples/faqSearch.samples.ts). */
const categoryNames: Record<string, string> = { '4': 'Security and PIN', null: 'All categories' };

async function readyScreen(page: Page, step: StepInfo) {
  const { text, appliedText, categoryId } = ctx(step);
  await expect(search(page)).toHaveValue(text);
  await expect(page.getByText('Loading the questions…')).toHaveCount(0);
  // what is shown is the search applied, not what is being typed
  if (appliedText.trim() === '') await expect(page.getByTestId('faq-count')).toHaveText(/^\d+ questions?$/);
  else if (appliedText.trim().toLowerCase() === 'zzz')
    await expect(page.getByTestId('faq-no-results')).toContainText(`No question matches “${appliedText}”.`);
  else await expect(page.getByTestId('faq-count')).toHaveText(/^\d+ questions? match(es)?$/);
  if (appliedText.trim().toLowerCase() !== 'zzz') {
    const chosen = categoryNames[String(categoryId)];
    if (chosen) await expect(page.getByRole('radio', { name: chosen })).toBeChecked();
  }
}

export const faqSearchModel: BrowserModel = {
  machine: 'faqSearch',
  clock: true,
  calls: { loadFaq: '**/api/cms/v1/default_faqcategory_getActiveFaqCategory*' },
  async start(page, step) {
    const text = (step.path.input as { text?: string } | undefined)?.text;
    await page.goto(text ? `/faq?q=${encodeURIComponent(text)}` : '/faq');
  },
  states: {
    'faqSearch.loading': async (page, step) => {
      await expect(page.getByText('Loading the questions…')).toBeVisible();
      await expect(search(page)).toHaveValue(ctx(step).text);
    },
    'faqSearch.failed': async (page) => {
      await expect(page.getByText('The questions could not be loaded')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    },
    'faqSearch.ready': async (page) => {
      await expect(page.getByRole('heading', { name: 'Help and frequently asked questions', level: 1 })).toBeVisible();
    },
    'faqSearch.ready.idle': readyScreen,
    'faqSearch.ready.debouncing': readyScreen,
  },
  events: {
    'search.change': async (page, step) => {
      // the pause before the search applies is the chart's delay: held until the path moves the clock
      // (pauseAt moves the page's clock a second on, firing what falls due in it, then stops it)
      if (step.before.matches('ready')) await pauseClockAhead(page, 1000);
      await search(page).fill((step.event as unknown as { text: string }).text);
    },
    'search.submit': async (page) => {
      await search(page).press('Enter');
    },
    'search.clear': async (page) => {
      await page.getByRole('button', { name: 'Clear the search' }).click();
    },
    'category.select': async (page, step) => {
      const id = (step.event as unknown as { categoryId: number | null }).categoryId;
      const name = categoryNames[String(id)] ?? `no category ${id}`;
      await page.locator('label').filter({ hasText: name }).click();
      await expect(page.getByRole('radio', { name }), 'the chip clicked').toBeChecked();
    },
    'faq.retry': async (page) => {
      await page.getByRole('button', { name: 'Retry' }).click();
    },
    'xstate.after.debounce.faqSearch.ready.debouncing': async (page) => {
      await page.clock.runFor(SEARCH_DEBOUNCE_MS);
      await page.clock.resume();
    },
    'xstate.error.actor.loadFaq': async (_page, _step, tools) => tools.fault(),
  },
  cannot(event, before) {
    if (event.type === 'faq.reload')
      return 'the FAQ changed on the content service while the page is open (the change-notification poll): the sandbox has no switch to publish a change';
    if (event.type === 'search.clear' && (before.context as FaqSearchContext).text === '')
      return 'the page shows no clear button while the search is empty';
    if (event.type === 'category.select') {
      const id = (event as unknown as { categoryId: number | null }).categoryId;
      if (!(String(id) in categoryNames)) return 'a category that is not listed: the page offers no chip for it';
      // a radio already checked sends no change: the chart's transition (context unchanged) has no click
      if ((before.context as FaqSearchContext).categoryId === id)
        return 'the chip already chosen: clicking it again changes nothing, so no event is sent';
      if ((before.context as FaqSearchContext).results.categories.length === 0)
        return 'no question matches the search: the page shows no category chips then';
    }
    return undefined;
  },
};
