import { expect, test, type Browser, type Page } from '@playwright/test';
import { UNREAD_POLL_MS } from '../../machines/unreadNotifications.machine';
import type { UnreadCount } from '../../src/api/contract/notifications';
import * as paths from '../../src/api/contract/paths';
import { ARRIVAL_TOAST_MS } from '../../src/shell/notifications/arrivalTiming';
import {
  acknowledgeTemporaryAccount,
  callAsPage,
  createAccount,
  expectAccessible,
  fillCredentials,
  resetPinBySms,
  restoreSession,
} from './support';

/** The bell's count, as its label says it ("Notifications, 12 unread"; none: 0). */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  const label = (await bell.getAttribute('aria-label')) ?? '';
  const match = /^Notifications, ([\d,]+) unread$/.exec(label);
  return match ? Number(match[1]!.replace(/,/g, '')) : 0;
}

async function serverCount(page: Page): Promise<UnreadCount> {
  const response = await callAsPage(page, paths.notificationsUnread, {});
  return ((await response.json()) as { data: UnreadCount }).data;
}

async function serverUnread(page: Page): Promise<number> {
  return (await serverCount(page)).unread;
}

/** The account's transaction PIN reset by SMS code on another device: a security notice arrives. */
async function pinResetElsewhere(browser: Browser, account: { userName: string; phone: string }, pin: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const page = await context.newPage();
    await acknowledgeTemporaryAccount(page);
    await page.goto('/signin');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('front_access_token'))).not.toBeNull();
    await resetPinBySms(page, account, pin);
  } finally {
    await context.close();
  }
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

  test('a notification that arrives while signed in is told in a toast by the bell, in the language shown', async ({
    page,
    browser,
  }) => {
    await page.clock.install();
    const account = await createAccount(page, 'toast');
    await fillCredentials(page, account.userName, account.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const toasts = page.getByTestId('arrival-toast');
    await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toBeVisible();
    // what was there at sign-in is on the bell, not told again
    await page.clock.runFor(UNREAD_POLL_MS);
    await expect(toasts).toHaveCount(0);

    await pinResetElsewhere(browser, account, '1357');
    await page.clock.runFor(UNREAD_POLL_MS);
    const { latest, unread } = await serverCount(page);
    await expect(toasts).toHaveCount(1);
    const toast = toasts.first();
    await expect(toast).toHaveAttribute('role', 'alert');
    await expect(toast).toContainText(latest!.title.en!);
    await expect(toast).toContainText(latest!.body.en!);
    await expect(
      page.getByRole('banner').getByRole('button', { name: `Notifications, ${unread} unread` }),
    ).toBeVisible();
    // at the bottom of the window on its end side, away from the page's own actions at its top
    const viewport = page.viewportSize()!;
    const box = (await toast.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
    await expectAccessible(page);
    // it closes by itself after a while, the pointer elsewhere
    await page.mouse.move(10, viewport.height - 10);
    await page.clock.runFor(ARRIVAL_TOAST_MS + 1_000);
    await expect(toasts).toHaveCount(0);

    // in Arabic: the server's Arabic text, at the left, and its link leads to the notification centre
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await pinResetElsewhere(browser, account, '2468');
    await page.clock.runFor(UNREAD_POLL_MS);
    await expect(toasts).toHaveCount(1);
    const arabic = (await serverCount(page)).latest!;
    await expect(toast).toContainText(arabic.title.ar!);
    const left = (await toast.boundingBox())!;
    expect(left.x).toBeLessThan(40);
    await toast.getByRole('link').click();
    await expect(page).toHaveURL(/\/app\/report\/notifications$/);
    await expect(toasts).toHaveCount(0);

    // signing out takes away what was told of the session
    await pinResetElsewhere(browser, account, '1357');
    await page.clock.runFor(UNREAD_POLL_MS);
    await expect(toasts).toHaveCount(1);
    await page.getByRole('button', { name: /قائمة الحساب لـ/ }).click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج', exact: true }).click();
    await expect(page).toHaveURL(/\/signin(\?|$)/);
    await expect(toasts).toHaveCount(0);
  });
});
