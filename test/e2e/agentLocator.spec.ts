import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './support';

/**
 * spec 000 §7 agentlocator: /app/agent-locator lists the agents nearest the device first when the
 * position is granted, and those of a chosen city when it is refused.
 */
test.describe('with the position granted', () => {
  // at Masbah Square, Karrada, Baghdad: the demo agent's shop is a few metres away
  test.use({ geolocation: { latitude: 33.3035, longitude: 44.422 }, permissions: ['geolocation'] });

  test('the nearest agent comes first, with its distance, call link and opening', async ({ page }) => {
    await signIn(page, 'consumer');
    await page.waitForURL('**/app/dashboard');
    await page.goto('/app/agent-locator');
    await expect(page.getByRole('heading', { name: 'Find an agent', level: 1 })).toBeVisible();
    const items = page.getByRole('list', { name: 'Agents' }).getByRole('listitem');
    await expect(items.first()).toContainText('Ahmed Kareem Exchange');
    await expect(items.first()).toContainText(/0(\.\d)? km away/);
    await expect(items.first().getByRole('link', { name: /^Call Ahmed Kareem Exchange on 77/ })).toHaveAttribute(
      'href',
      /^tel:\+96477/,
    );
    expect(await items.count()).toBeGreaterThan(3);
    // nothing from another city within 25 km of Karrada
    await expect(page.getByRole('list', { name: 'Agents' })).not.toContainText('Erbil Citadel');
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('');
    // selecting an agent marks it
    await items.nth(1).getByRole('button').click();
    await expect(items.nth(1)).toHaveAttribute('aria-current', 'true');
    await expectAccessible(page, 'main');
  });
});

test.describe('with the position refused', () => {
  test.use({ permissions: [] });

  test('the city search works', async ({ page }) => {
    await page.context().clearPermissions();
    await signIn(page, 'consumer');
    await page.waitForURL('**/app/dashboard');
    await page.goto('/app/agent-locator');
    const list = page.getByRole('list', { name: 'Agents' });
    // refused: Baghdad's agents, without distances
    await expect(list).toContainText('Kadhimiya Cash Point');
    await expect(list).not.toContainText('km away');
    await page.getByRole('combobox', { name: 'City' }).selectOption('erbil');
    await expect(list).toContainText('Erbil Citadel Exchange');
    await expect(list).not.toContainText('Kadhimiya');
    await expectAccessible(page, 'main');
  });
});
