import { expect, type Page } from '@playwright/test';
import { expectAccessible, signedIn as test } from './support';

/**
 * spec 000 §7 agentlocator: /app/agent-locator lists the agents nearest the device first when the
 * position is granted, and those of a chosen city when it is refused. Each test starts signed in
 * as the customer (one sign-in per worker: support.signedIn).
 */
test.use({ signedInAs: { login: 'consumer' } });
test.describe('with the position granted', () => {
  // at Masbah Square, Karrada, Baghdad: the demo agent's shop is a few metres away
  test.use({ geolocation: { latitude: 33.3035, longitude: 44.422 }, permissions: ['geolocation'] });

  test('the nearest agent comes first, with its distance, call link and opening', async ({ page }) => {
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

/** The locator opened at Masbah Square, with the map's markers drawn for the list. */
async function openLocator(page: Page) {
  await page.goto('/app/agent-locator');
  return {
    items: page.getByRole('list', { name: 'Agents' }).getByRole('listitem'),
    map: page.getByRole('region', { name: 'Map of the agents' }),
  };
}

test.describe('the map', () => {
  test.use({ geolocation: { latitude: 33.3035, longitude: 44.422 }, permissions: ['geolocation'] });

  test('shows a marker for every listed agent; a list choice opens its popup, a marker marks its entry', async ({
    page,
  }) => {
    // requirements#agent-locator: Leaflet and its CSS load only with the map
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' || r.resourceType() === 'stylesheet') scripts.push(r.url());
    });
    await page.goto('/app/dashboard');
    await expect(page.getByTestId('balance-amount')).toBeVisible();
    const beforeMap = scripts.length;
    expect(scripts.filter((u) => /AgentMap/.test(u))).toEqual([]);
    const tiles: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/sandbox/tiles/') && r.ok()) tiles.push(r.url());
    });
    await page.goto('/app/agent-locator');
    const items = page.getByRole('list', { name: 'Agents' }).getByRole('listitem');
    const map = page.getByRole('region', { name: 'Map of the agents' });
    await expect(items.first()).toContainText('Ahmed Kareem Exchange');
    const count = await items.count();
    const markers = map.locator('.leaflet-marker-icon');
    await expect(markers).toHaveCount(count);
    // the markers are named after the list's agents, in its order
    const names = await items.evaluateAll((lis) => lis.map((li) => li.querySelector('bdi')?.textContent ?? ''));
    expect(await markers.evaluateAll((m) => m.map((e) => e.getAttribute('title')))).toEqual(names);
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    expect(scripts.slice(beforeMap).some((u) => /AgentMap/.test(u))).toBe(true);
    // translated zoom buttons, the sandbox's attribution from the configuration
    await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expect(map).toContainText('Sandbox tiles (no map data)');

    // a list choice opens its marker's popup
    await items.nth(2).getByRole('button').click();
    await expect(items.nth(2)).toHaveAttribute('aria-current', 'true');
    const popup = map.locator('.leaflet-popup');
    await expect(popup).toHaveCount(1);
    await expect(popup).toContainText(names[2]!);
    await expect(popup).toContainText(/km away/);
    await expect(popup.getByRole('button', { name: 'Close' })).toBeVisible();

    // a marker chosen on the map marks its entry in the list
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);
    await markers.nth(1).click();
    await expect(items.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(items.nth(2)).not.toHaveAttribute('aria-current', 'true');
    await expect(map.locator('.leaflet-popup')).toContainText(names[1]!);
    await expectAccessible(page, 'main');

    // another city: the markers follow the list
    await page.getByRole('combobox', { name: 'City' }).selectOption('erbil');
    await expect(page.getByRole('list', { name: 'Agents' })).toContainText('Erbil Citadel Exchange');
    await expect(page.getByRole('list', { name: 'Agents' })).not.toContainText('Ahmed Kareem Exchange');
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(await items.count());
  });

  test('with the tile server unreachable the map says it is unavailable and the list still works', async ({ page }) => {
    await page.route('**/sandbox/tiles/**', (route) => route.abort());
    const { items, map } = await openLocator(page);
    await expect(map).toContainText('Map unavailable — the list below still works');
    await expect(map.locator('.leaflet-container')).toHaveCount(0);
    await expect(items.first()).toContainText('Ahmed Kareem Exchange');
    await items.nth(1).getByRole('button').click();
    await expect(items.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.getByRole('combobox', { name: 'City' }).selectOption('erbil');
    await expect(page.getByRole('list', { name: 'Agents' })).toContainText('Erbil Citadel Exchange');
    await expect(map).toContainText('Map unavailable — the list below still works');
    await expectAccessible(page, 'main');
  });

  test("with the map's code failing to load the map says it is unavailable", async ({ page }) => {
    await page.route(/\/assets\/AgentMap[^/]*\.js$/, (route) => route.abort());
    const { items, map } = await openLocator(page);
    await expect(map).toContainText('Map unavailable — the list below still works');
    await expect(items.first()).toContainText('Ahmed Kareem Exchange');
  });
});

test.describe('with the position refused', () => {
  test.use({ permissions: [] });

  test('the city search works', async ({ page }) => {
    await page.context().clearPermissions();
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
