import { expect, test, type Page } from '@playwright/test';
import { createAccount, expectAccessible, signIn } from './support';

/**
 * requirements#languages, requirements#intl-formats, requirements#language-data: every active
 * language is offered; one without a catalog of its own speaks the portal's texts in the content
 * service's labels where it has them and in English elsewhere, in its own direction, with dates and
 * numbers in its own language.
 */
/** the language button: in English, Arabic, Kurdish, or the sandbox's French, German and Hebrew labels */
const languageButton = (page: Page) => page.getByRole('button', { name: /^(Language|اللغة|زمان|Langue|Sprache|שפה)$/ });

async function choose(page: Page, name: string) {
  await languageButton(page).click();
  await page.getByRole('menuitem', { name }).click();
}

const lastUpdated = (page: Page) => page.getByText(/^Last updated /);

test('offers all sixteen languages; Hebrew is right to left with its labels, English texts and Hebrew dates', async ({
  page,
}) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Language' }).click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveCount(16);
  await expect(page.getByRole('menuitem', { name: 'עברית' })).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('menuitem', { name: 'Français' })).toHaveAttribute('dir', 'ltr');
  await page.getByRole('menuitem', { name: 'עברית' }).click();

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  // no Hebrew catalog: the content service's Hebrew labels, the rest in English, right to left
  await expect(page.getByRole('heading', { name: 'התחברות' })).toBeVisible();
  await expect(page.getByText('Account type', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
  // English sentences in a right-to-left page keep their full stops at their ends
  await expect(page.locator('html')).toHaveAttribute('data-texts', 'en');
  expect(
    await page.getByText('Account type', { exact: true }).evaluate((label) => getComputedStyle(label).unicodeBidi),
  ).toBe('plaintext');
  await expectAccessible(page, 'main');

  // the choice stays for the next page; the date is Hebrew
  await page.goto('/pages/about-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(lastUpdated(page)).toHaveText(/^Last updated \d{1,2} ב[\u0590-\u05FF]+ \d{4}$/);
});

test('a language without a catalog: English texts, French dates; Kurdish dates in Sorani', async ({ page }) => {
  await page.goto('/pages/about-us');
  await expect(lastUpdated(page)).toHaveText(/^Last updated [A-Z][a-z]+ \d{1,2}, \d{4}$/);

  await choose(page, 'Français');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(lastUpdated(page)).toHaveText(
    /^Last updated \d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
  );

  await choose(page, 'کوردی');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ku');
  await expect(page.locator('html')).toHaveAttribute('data-texts', 'ku');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Kurdish has its catalog: the whole line is Sorani, the month too (Arabic script, Latin digits)
  const kurdish = page
    .getByText(/\d{4}/)
    .filter({ hasText: /[\u0600-\u06FF]/ })
    .first();
  await expect(kurdish).toHaveText(/^[^A-Za-z\u0660-\u0669]*\d{1,2}ی? ?[\u0600-\u06FF\u200c ]+ \d{4}[^A-Za-z]*$/);
});

test('amounts follow the chosen language: German grouping and decimals, English texts', async ({ page }) => {
  const account = await createAccount(page, 'deutsch');
  await signIn(page, account.userName, { password: account.password });
  await expect(page).toHaveURL(/\/app\/dashboard/);
  const balance = page.getByTestId('balance-amount');
  await expect(balance).toHaveText(/0\.00/);
  await choose(page, 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(balance).toHaveText(/0,00/);
  // the content service's German label of the language button
  await expect(page.getByRole('button', { name: 'Sprache' })).toBeVisible();
});

test("French without a catalog: the content service's labels where it has them, English elsewhere", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const match = /getLanguageDataByLocale_([^/?]*)/.exec(request.url());
    if (match) asked.push(match[1] ?? '');
  });
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await choose(page, 'Français');

  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByLabel('Mot de passe')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();
  // what the French data leaves out stays English
  await expect(page.getByRole('link', { name: 'Forgot PIN?' })).toBeVisible();
  await expect(page.getByText('Account type', { exact: true })).toBeVisible();
  await expectAccessible(page, 'main');
  // a placeholder keeps its value in the label
  await expect(page.getByText(/^Bienvenue sur \S/)).toBeVisible();

  // the language comes back with the next visit, its labels too
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot PIN?' })).toBeVisible();

  // a language with a catalog of its own asks for no labels; English is English again
  await choose(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await choose(page, 'English');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot PIN?' })).toBeVisible();
  // only the chosen language's data, once per time it was shown: never for English or Arabic
  expect(asked).toEqual(['fr', 'fr']);
});
