import { expect, test, type Page } from '@playwright/test';
import { paths } from '../../src/api/contract/paths';
import { callAsPage, restoreSession } from './support';

/** The bell's count, as its label says it ("Notifications, 12 unread"; none: 0). */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  const label = (await bell.getAttribute('aria-label')) ?? '';
  const match = /^Notifications, ([\d,]+) unread$/.exec(label);
  return match ? Number(match[1]!.replace(/,/g, '')) : 0;
}

async function serverUnread(page: Page): Promise<number> {
  const response = await callAsPage(page, paths.notificationsUnread, {});
  return ((await response.json()) as { data: { unread: number } }).data.unread;
}

/** requirements#notifications: the notification centre and the bell that follows it live. */
test.describe('notifications', () => {
  test('the bell counts the unread; marking the security ones read brings the count down', async ({ page }) => {
    await restoreSession(page, { login: 'consumer' });
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, [\d,]+ unread$/ });
    await expect(bell).toBeVisible();
    const before = await bellCount(page);
    expect(before).toBeGreaterThan(0);

    // the bell's menu leads to the notification centre
    await bell.click();
    await page.getByRole('menuitem', { name: 'All notifications' }).click();
    await expect(page).toHaveURL(/\/app\/report\/notifications$/);
    const heading = page.getByRole('heading', { level: 1, name: 'Notifications' });
    await expect(heading).toBeFocused();
    const list = page.getByRole('list', { name: 'Notifications' });
    await expect(list.getByTestId('notification').first()).toBeVisible();

    // filter by Security: the URL says so, and only security notifications are listed
    await page.getByRole('radiogroup', { name: 'Show' }).getByText('Security', { exact: true }).click();
    await expect(page).toHaveURL(/\/app\/report\/notifications\?filter=SECURITY$/);
    await expect(page.getByRole('radio', { name: 'Security' })).toBeChecked();
    await expect(list.locator('[data-read="false"]').first()).toBeVisible();
    const unreadHere = await list.locator('[data-read="false"]').count();
    expect(unreadHere).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(list.locator('[data-read="false"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    // the bell counts again at once: down by (at least) the ones just marked, as the server counts
    await expect.poll(() => bellCount(page)).toBeLessThanOrEqual(before - unreadHere);
    expect(await bellCount(page)).toBe(await serverUnread(page));

    // the Offers view exists for a consumer (the menu enables it)
    await page.getByRole('radiogroup', { name: 'Show' }).getByText('Offers', { exact: true }).click();
    await expect(page).toHaveURL(/filter=PROMOTION$/);
    await expect(list.getByTestId('notification').first()).toBeVisible();
  });

  test('in Arabic the page is right-to-left, and each notification reads in Arabic', async ({ page }) => {
    await restoreSession(page, { login: 'consumer' });
    await page.goto('/app/report/notifications?filter=TRANSACTION');
    const first = page.getByTestId('notification').first();
    await expect(first).toBeVisible();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // the texts the server wrote in Arabic
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(/[\u0600-\u06FF]/);
    // the alert level's mark sits at the start of the line: on the right
    const borders = await first.evaluate((el) => {
      const style = getComputedStyle(el);
      return { right: style.borderRightWidth, left: style.borderLeftWidth };
    });
    expect(borders.right).toBe('4px');
    expect(borders.left).not.toBe('4px');
    // the list starts on the right too
    const [item, list] = await Promise.all([first.boundingBox(), page.getByRole('main').boundingBox()]);
    expect(item!.x + item!.width).toBeGreaterThan(list!.x + list!.width / 2);
  });
});
