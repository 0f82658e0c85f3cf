import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, openService } from './support';

/**
 * requirements#accessibility: the other corners of the matrix the flow specs (English, light,
 * desktop) do not reach — Arabic, dark and a 360 px phone; English with the dark navigation menu —
 * scanned by axe on the main screens, with what the keyboard and a screen reader rely on: focus on
 * the new page's heading after sign-in and when a wizard opens, the first wrong field focused after
 * Submit, a skip link, named dialogs and digit boxes, a title per page. One sign-in each, to keep
 * the suite's time.
 */
// five screens scanned after one sign-in: more than one flow's time on two busy cores
test.slow();

async function prefer(page: Page, prefs: Record<string, string>) {
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, prefs);
}

/** the page's heading has the focus (not <body>) */
async function expectHeadingFocused(page: Page) {
  await expect(page.locator('main h1')).toBeFocused();
}

test.describe('Arabic, dark, on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('sign-in, dashboard, account, a wizard and its errors, a missing page: all accessible', async ({ page }) => {
    await prefer(page, { locale: 'ar', 'mantine-color-scheme-value': 'dark', localeChosen: '1' });
    await page.goto('/signin');
    const submit = page.getByRole('button', { name: 'تسجيل الدخول' });
    await expect(submit).toBeVisible();
    // the label is not cut off at a phone's width
    expect(await submit.evaluate((b) => b.scrollWidth <= b.clientWidth + 1)).toBe(true);
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'رقم الهاتف المحمول أو اسم المستخدم' }).fill('consumer');
    await page.getByRole('textbox', { name: 'كلمة المرور' }).fill(DEMO_PASSWORD);
    await submit.click();
    await page.waitForURL('**/app/dashboard');
    await expect(page.getByTestId('balance-amount')).toBeVisible();
    await expectHeadingFocused(page);
    // the user's name is isolated from the Arabic around it
    await expect(page.locator('main h1 bdi')).toHaveCount(1);
    await expect(page).toHaveTitle(/.+ · .+/);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);
    // the closed menu is out of the keyboard's way (inert) and drawn only once opened
    const shell = page.locator('nav.mantine-AppShell-navbar');
    await expect(shell).toHaveAttribute('inert', '');
    await expect(shell.locator('a')).toHaveCount(0);
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await expect(shell).not.toHaveAttribute('inert');
    await expect(shell.locator('a').first()).toBeInViewport();
    await page.getByRole('button', { name: 'إغلاق القائمة' }).click();
    await expect(shell).toHaveAttribute('inert', '');

    await page.goto('/app/my-account');
    await expect(page.locator('main dl')).toBeVisible();
    await expectAccessible(page);

    await openService(page, 'send-money');
    await expect(page.locator('main form')).toBeVisible();
    await page.locator('main button[type="submit"]').click();
    await expect(page.locator('main [aria-invalid="true"]').first()).toBeFocused();
    await expectAccessible(page);

    await page.goto('/no/such/page');
    await expect(page.getByRole('main')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('English, light, desktop with the dark navigation menu', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the menu reads, the settings dialog and the digit boxes are named, a wizard takes focus', async ({ page }) => {
    await prefer(page, { isDarkSidenav: '1', 'mantine-color-scheme-value': 'light', localeChosen: '1' });
    await page.goto('/signin');
    // the skip link comes first, shows when focused and leads past the header to the page
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveCount(1);
    expect(await page.evaluate(() => document.querySelector('a[href], button')?.textContent)).toBe(
      'Skip to main content',
    );
    await skip.focus();
    await expect(skip).toBeInViewport();
    await skip.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    await page.getByRole('textbox', { name: 'Mobile number or username' }).fill('consumer');
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('balance-amount')).toBeVisible();
    await expect(page).toHaveTitle(/^Welcome, .+ · .+/);
    // the avatar's name holds the initials it shows
    const avatar = page.getByRole('button', { name: /Account menu for/ });
    const initials = (await avatar.locator('.mantine-Avatar-root').innerText()).trim();
    expect(initials).toMatch(/^\S{1,2}$/);
    await expect(avatar).toHaveAccessibleName(new RegExp(`^${initials}`));
    await expectAccessible(page, 'nav');

    await page.getByRole('button', { name: 'Display settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Display settings' })).toBeVisible();
    await page.keyboard.press('Escape');

    // each PIN box is named with its place; Enter submits; the error is the box's description
    await page.goto('/app/change-transaction-pin');
    const firstDigit = page.locator('main input[aria-label^="Current PIN, digit 1 of "]');
    await expect(firstDigit).toBeFocused();
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await expect(firstDigit).toHaveAttribute('aria-invalid', 'true');
    await expect(firstDigit).toHaveAccessibleDescription(/Enter all \d digits/);
    await expect(firstDigit).toBeFocused();

    // a wizard opened from the menu: focus on its heading, not left on the menu's link
    const drawer = page.getByRole('navigation', { name: 'Main menu' });
    await drawer.getByRole('tab', { name: 'Services' }).click();
    await drawer.getByRole('button', { name: 'Transfers' }).click();
    await drawer.getByRole('link', { name: 'Send money' }).click();
    await page.waitForURL('**/services/send-money');
    await expectHeadingFocused(page);
    await expect(page).toHaveTitle(/^Send money · /);
  });
});
