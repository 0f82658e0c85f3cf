import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, restoreSession } from './support';

/**
 * requirements#faq: the FAQ, public at /faq and in-app at /app/faq. The search applies the rules'
 * §4 on the English question — the categories reduced to those with a match, each once — keeps
 * what was searched in the URL (`?q=`), marks the matches, and an empty search brings everything
 * back. The seeded FAQ has six categories.
 */

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search the questions' });
const categoryHeadings = (page: Page) => page.getByTestId('faq-category');
const questions = (page: Page) => page.getByTestId('faq-question');

test('a visitor searches the FAQ: categories narrow, matches are marked, the URL keeps it, empty restores all', async ({
  page,
}) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Help and frequently asked questions' })).toBeFocused();
  await expect(categoryHeadings(page)).toHaveCount(6);
  const total = await questions(page).count();
  expect(total).toBeGreaterThanOrEqual(25);
  await expect(page.getByTestId('faq-count')).toHaveText(`${total} questions`);

  // "money" is in four questions of one category and one of another: each category once
  await search(page).fill('MONEY');
  await expect(categoryHeadings(page)).toHaveText(['Sending and receiving money', 'Fees and limits']);
  await expect(page).toHaveURL(/\/faq\?q=MONEY$/);
  await expect(page.getByTestId('faq-count')).toHaveText('5 questions match');
  await expect(questions(page)).toHaveCount(5);
  // every question shown has its match marked, whatever its case
  await expect(page.getByTestId('faq-question').locator('mark')).toHaveText(Array(5).fill('money'));
  await expect(page.getByRole('radio')).toHaveCount(3);

  // the category filter narrows the questions to one category of the results
  await page.locator('label').filter({ hasText: 'Fees and limits' }).click();
  await expect(questions(page)).toHaveCount(1);
  await expect(questions(page)).toContainText('Is there a fee to send money?');

  // an answer opens, its HTML sanitised but kept
  await questions(page).click();
  await expect(page.getByTestId('faq-answer').locator('strong')).toHaveText('before');
  await expectAccessible(page, 'main');

  // emptied: the full category list again (the chosen category stays chosen), and the URL forgets the search
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(search(page)).toHaveValue('');
  await expect(page.getByRole('radio')).toHaveCount(7);
  await expect(page.getByRole('radio', { name: 'Fees and limits' })).toBeChecked();
  await page.locator('label').filter({ hasText: 'All categories' }).click();
  await expect(categoryHeadings(page)).toHaveCount(6);
  await expect(questions(page)).toHaveCount(total);
  await expect(page).toHaveURL(/\/faq$/);
});

test('a deep link ?q= opens the search, and a search with no match offers contact us', async ({ page }) => {
  await page.goto('/faq?q=reset');
  await expect(search(page)).toHaveValue('reset');
  await expect(categoryHeadings(page)).toHaveText(['Security and PIN']);
  await expect(questions(page)).toHaveText(['I forgot my transaction PIN. How do I reset it?']);
  await expect(questions(page).locator('mark')).toHaveText('reset');

  // spaces only are no search: everything is back
  await search(page).fill('   ');
  await search(page).press('Enter');
  await expect(categoryHeadings(page)).toHaveCount(6);

  await search(page).fill('cryptocurrency');
  const none = page.getByTestId('faq-no-results');
  await expect(none).toContainText('No question matches “cryptocurrency”.');
  await expect(none.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact-us');
  await expect(categoryHeadings(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\?q=cryptocurrency$/);
  await expectAccessible(page, 'main');
  await none.getByRole('button', { name: 'Show all questions' }).click();
  await expect(categoryHeadings(page)).toHaveCount(6);

  // the marks stay readable in the dark scheme
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await search(page).fill('pin');
  await expect(questions(page).locator('mark')).toHaveText(['PIN', 'PIN', 'PIN']);
  await expectAccessible(page, 'main');
});

test('in Arabic the questions are Arabic, right to left, and the search still reads the English question', async ({
  page,
}) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Language', exact: true }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المساعدة والأسئلة الشائعة' })).toBeVisible();
  await expect(categoryHeadings(page).first()).toHaveText('البدء');
  await expect(questions(page).first()).toContainText('كيف أفتح حساب محفظة؟');

  const box = page.getByRole('searchbox', { name: 'ابحث في الأسئلة' });
  await box.fill('reset');
  await expect(questions(page)).toHaveCount(1);
  // the Arabic question, with the English one whose words matched
  await expect(questions(page)).toContainText('نسيت رمز المعاملات PIN. كيف أعيد تعيينه؟');
  await expect(questions(page).locator('mark')).toHaveText('reset');
  await expect(categoryHeadings(page)).toHaveText(['الأمان ورمز PIN']);
  // Arabic words are not in the English questions (the rule reads English only)
  await box.fill('رمز');
  await expect(page.getByTestId('faq-no-results')).toContainText('لا يوجد سؤال يطابق');
  await expectAccessible(page, 'main');
});

test('a signed-in customer finds Help & FAQ in the footer; its no-results link is the in-app contact page', async ({
  page,
}) => {
  await restoreSession(page, { login: 'consumer' });
  await page.goto('/app/dashboard');
  await page
    .getByRole('navigation', { name: 'Policies and information' })
    .getByRole('link', { name: 'Help & FAQ' })
    .click();
  await expect(page).toHaveURL(/\/app\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help and frequently asked questions' })).toBeFocused();
  await expect(categoryHeadings(page)).toHaveCount(6);
  await search(page).fill('zzz');
  await expect(page.getByTestId('faq-no-results').getByRole('link', { name: 'contact us' })).toHaveAttribute(
    'href',
    '/app/pages/contact-us',
  );
  await page.goto('/app/faq?q=agent');
  await expect(categoryHeadings(page)).toHaveText(['Agents and cash']);
  await expectAccessible(page, 'main');
});
