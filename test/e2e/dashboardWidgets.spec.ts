import { expect, test } from '@playwright/test';
import { acknowledgeTemporaryAccount, callAsPage, expectAccessible, restoreSession } from './support';

/**
 * requirements#balance, requirements#ads-banner, requirements#spending-chart: the consumer's
 * dashboard widgets. The balance is hidden and stays hidden after a reload (remembered for this
 * user); the ads banner shows the consumer's banners; the spending chart loads its chart code and
 * figures only once scrolled into view, and its table alternative shows the server's figures.
 */
// the banners rotate on their own only for a user who has not asked for less motion
test.use({ reducedMotion: 'no-preference' });

test('the balance hides and stays hidden, the banners show, and the chart loads when seen with its table', async ({
  page,
}) => {
  // short enough that the chart starts below the fold
  await page.setViewportSize({ width: 1280, height: 520 });
  const chartRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/api/adapter/v1/getchart') || /ChartPanels[^/]*\.js/.test(url)) chartRequests.push(url);
  });
  await acknowledgeTemporaryAccount(page);
  await restoreSession(page, { login: 'consumer' });
  await page.goto('/app/dashboard');

  // the balance, then hidden: the toggle keeps its name and says its state
  const amount = page.getByTestId('balance-amount');
  await expect(amount).toHaveText('250,000.00 IQD');
  const hide = page.getByRole('button', { name: 'Hide balance' });
  await expect(hide).toHaveAttribute('aria-pressed', 'false');
  await hide.click();
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  await expect(amount).toHaveCount(0);
  await expect(page.getByTestId('balance-hidden')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('balance-hidden')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide balance' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('balance-amount')).toHaveCount(0);

  // nothing of the chart before it is seen
  expect(chartRequests).toEqual([]);

  // the consumer's banners, first by sort order, its alt text as the link's name
  // further down the dashboard: loaded once scrolled near
  await page.locator('[data-widget="AdsBanner"]').scrollIntoViewIfNeeded();
  const offers = page.getByRole('region', { name: 'Offers' });
  await expect(
    offers.getByRole('link', { name: 'Send money to family in seconds, free between wallets' }),
  ).toBeVisible();
  await expect(offers.getByRole('button', { name: 'Pause the banners' })).toHaveAttribute('aria-pressed', 'false');

  const chart = page.getByRole('region', { name: 'Money in and out' });
  await page.locator('[data-widget="GraphWidget"]').scrollIntoViewIfNeeded();
  await chart.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('spending-chart-panels')).toBeVisible();
  expect(chartRequests.some((url) => url.includes('getchart'))).toBe(true);
  expect(chartRequests.some((url) => url.includes('ChartPanels'))).toBe(true);

  // the table alternative says the server's figures, month by month
  await chart.locator('label', { hasText: 'Table' }).click();
  const answer = await callAsPage(page, 'adapter/v1/getchart', { period: 6 });
  const figures = (await answer.json()).data as {
    months: Array<{ month: string; inMajor: string; outMajor: string }>;
    byService: Array<{ outMajor: string }>;
  };
  const months = chart.getByRole('table', { name: 'Money in and out per month' });
  await expect(months).toBeVisible();
  const rows = months.locator('tbody tr');
  await expect(rows).toHaveCount(6);
  const money = (major: string) =>
    `${Number(major).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} IQD`;
  for (const [i, month] of figures.months.entries()) {
    const [year, m] = month.month.split('-').map(Number);
    const label = new Date(Date.UTC(year!, m! - 1, 1)).toLocaleString('en', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(rows.nth(i)).toHaveText(`${label}${money(month.inMajor)}${money(month.outMajor)}`);
  }
  const services = chart.getByRole('table', { name: 'Spend by service' });
  await expect(services.locator('tbody tr')).toHaveCount(Math.max(1, figures.byService.length));
  if (figures.byService.length === 0) await expect(services).toContainText('Nothing spent in this period.');

  // another period: loaded again, twelve months
  await chart.locator('label', { hasText: '12 months' }).click();
  await expect(rows).toHaveCount(12);

  await expectAccessible(page);

  // shown again for the next visit
  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(page.getByTestId('balance-amount')).toHaveText('250,000.00 IQD');
});
