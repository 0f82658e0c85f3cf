import { expect, type Page, type Route } from '@playwright/test';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#agent-locator: the map above the agents' list on /app/agent-locator, as the seeded
 * consumer (the position not granted: the default city's agents). The map's code is a chunk of its
 * own (AgentMap-*.js, with Leaflet): its request is held until the path's result, or failed as the
 * network does. The sandbox's tiles (/sandbox/tiles/…) are held by the model from the page's first
 * moment, so the map is seen drawn with no tile yet; `tiles.loaded` lets them through, and
 * `tiles.failed` answers them (and every later one) with a server error.
 */
const MAP_CHUNK = /\/assets\/AgentMap-[\w-]+\.js$/;
const TILES = /\/sandbox\/tiles\//;

interface Memo {
  tiles: Route[];
  /** what later tiles get: held, let through, or failed */
  tileFate: 'hold' | 'pass' | 'fail';
}
const memoOf = (step: StepInfo) => step.memo as unknown as Memo;

const map = (page: Page) => page.getByRole('region', { name: 'Map of the agents' });
const agents = (page: Page) => page.getByRole('list', { name: 'Agents' }).getByRole('listitem');
const drawnTiles = (page: Page) => map(page).locator('img.leaflet-tile-loaded');
const UNAVAILABLE = 'Map unavailable — the list below still works';

async function release(step: StepInfo, fate: 'pass' | 'fail') {
  const memo = memoOf(step);
  memo.tileFate = fate;
  await expect.poll(() => memo.tiles.length, { message: 'the map asked for no tile' }).toBeGreaterThan(0);
  for (const route of memo.tiles.splice(0))
    if (fate === 'pass') await route.continue().catch(() => {});
    else await route.fulfill({ status: 503, body: '' }).catch(() => {});
}

/** The list is the locator's own: it shows whatever the map does. */
async function expectList(page: Page) {
  await expect(agents(page).first()).toBeVisible();
}

export const agentMapModel: BrowserModel = {
  machine: 'agentMap',
  calls: { loadMapLibrary: MAP_CHUNK },
  async start(page, step) {
    const memo = memoOf(step);
    memo.tiles = [];
    memo.tileFate = 'hold';
    await page.route(TILES, (route) => {
      if (memo.tileFate === 'pass') void route.continue().catch(() => {});
      else if (memo.tileFate === 'fail') void route.fulfill({ status: 503, body: '' }).catch(() => {});
      else memo.tiles.push(route);
    });
    await page.goto('/app/agent-locator');
    await expect(page.getByRole('heading', { name: 'Find an agent', level: 1 })).toBeVisible();
  },
  states: {
    'agentMap.loading': async (page) => {
      await expect(map(page)).toHaveAttribute('aria-busy', 'true');
      await expect(map(page).getByRole('status')).toHaveText('Loading the map…');
      await expect(map(page).locator('.leaflet-container')).toHaveCount(0);
    },
    // the map drawn, with a marker for every listed agent and its zoom buttons
    'agentMap.ready': async (page) => {
      await expect(map(page)).not.toHaveAttribute('aria-busy', 'true');
      await expect(map(page).getByRole('button', { name: 'Zoom in' })).toBeVisible();
      await expect(map(page).locator('.leaflet-marker-icon')).toHaveCount(await agents(page).count());
      await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    },
    'agentMap.ready.tilesPending': async (page) => {
      await expect(drawnTiles(page)).toHaveCount(0);
      await expectList(page);
    },
    'agentMap.ready.tilesShown': async (page) => {
      await expect.poll(() => drawnTiles(page).count()).toBeGreaterThan(0);
      await expectList(page);
    },
    'agentMap.unavailable': async (page) => {
      await expect(page.getByRole('region', { name: 'Map of the agents' }).getByRole('status')).toHaveText(UNAVAILABLE);
      await expect(page.locator('.leaflet-container')).toHaveCount(0);
      await expectList(page);
    },
  },
  events: {
    'tiles.loaded': async (_page, step) => release(step, 'pass'),
    'tiles.failed': async (_page, step) => release(step, 'fail'),
    'xstate.error.actor.loadMapLibrary': async (_page, _step, tools) => tools.fault(),
  },
};
