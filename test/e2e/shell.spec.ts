import { expect, test } from '@playwright/test';
import { baseURL } from './playwright.config';
import { expectAccessible } from './support';

test.describe('portal shell', () => {
  test('shows the clickjacking warning instead of the app inside a frame', async ({ page }) => {
    // the server forbids framing; strip its headers to test the portal's own defence in depth
    await page.route(`${baseURL}/signin`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      delete headers['x-frame-options'];
      // the body comes back decoded: its encoding headers no longer apply
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ response, headers, body: await response.body() });
    });
    await page.setContent(`<iframe src="${baseURL}/signin" style="width:800px;height:600px"></iframe>`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name: 'This page may be under a clickjacking attack' })).toBeVisible();
    const link = frame.getByRole('link', { name: 'Open the portal safely in a new window' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(frame.getByRole('textbox', { name: 'Password' })).toHaveCount(0);
  });

  test('is served with frame-ancestors none, so browsers refuse to frame it', async ({ page }) => {
    const response = await page.goto('/signin');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    await page.setContent(`<iframe src="${baseURL}/signin"></iframe>`);
    await page.waitForTimeout(1000);
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  });

  test('switches the whole layout to right-to-left in Arabic and remembers it', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  });

  test('speaks Kurdish right-to-left too', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'کوردی' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'چوونە ژوورەوە' })).toBeVisible();
  });

  test('remembers dark mode across reloads', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  });

  test('shows the server-not-found page when site settings fail, and recovers on retry', async ({ page }) => {
    await page.route('**/cms/v1/default_sitesetting_*', (route) => route.abort('connectionrefused'));
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'We cannot reach the server' })).toBeVisible();
    await page.unroute('**/cms/v1/default_sitesetting_*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('has a /500 page with every required part', async ({ page }) => {
    await page.goto('/500');
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '500' })).toBeVisible();
    await expect(page.getByText('Sorry, the server went wrong.')).toBeVisible();
    await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows a named bar along the top while a navigation waits for its page, and only then', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('textbox', { name: 'Mobile number or username' })).toBeVisible();
    const bar = page.getByRole('progressbar', { name: 'Loading the page…' });
    await expect(bar).toHaveCount(0);
    // the next page's code arrives slowly (not the texts)
    await page.route('**/assets/*.js', async (route) => {
      if (!/\/messages-[a-z]{2}-/.test(route.request().url()))
        await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    await page
      .getByRole('link', { name: /Forgot (your )?password/i })
      .first()
      .click();
    await expect(bar).toBeVisible();
    // a 3 px line at the top of the window, part of the way across while the page is awaited
    const box = await bar.boundingBox();
    expect(box).toMatchObject({ y: 0, height: 3 });
    expect(box!.width).toBeGreaterThan(0);
    expect(box!.width).toBeLessThan(page.viewportSize()!.width);
    await expectAccessible(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test('shows page-not-found for an unknown path', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('sets the favicon from the site settings', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/brand/favicon.svg');
  });
});
