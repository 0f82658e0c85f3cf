import { expect, type Page, type Route } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { AgentLocatorContext, Position } from '../../../../machines/agentLocator.machine';
import { agentCities, type AgentLocation } from '../../../../src/api/contract/agentLocator';
import * as paths from '../../../../src/api/contract/paths';
import { GEOLOCATION_TIMEOUT_MS } from '../../../../src/flows/agentLocator/agentLocator.logic';
import { type BrowserModel, type StepInfo, pauseClockAhead } from '../runner';

/**
 * spec 000 §7 agentlocator: /app/agent-locator as the seeded consumer, read only. The device's
 * position is the browser context's (its geolocation permission and position), asked through a
 * stand-in for navigator.geolocation installed before the portal starts: it keeps the portal's
 * question until the path's result step, which hands it on to the real geolocation (granted with
 * the path's position, or refused: no permission), answers "position unavailable", or lets the
 * question's own timeout run out on the page's clock. The clock is paused before the page
 * mounts (its chunk is held until then), so the 8 s pass only when a step moves it. The agents'
 * call is held and failed as the network does; the list is checked against the server's answer to
 * the portal's own call, the request against the chart's search (by position or by city).
 */
const PAGE_CHUNK = /\/assets\/AgentLocatorPage-[\w-]+\.js$/;
const LOCATE = `**/api/${paths.agentLocator}`;

/** at Masbah Square, Karrada, Baghdad: agents a few metres away */
const MASBAH: Position = { lat: 33.3035, lng: 44.422 };
/** the western desert: no agent within the 25 km the portal searches */
const DESERT: Position = { lat: 31.0, lng: 41.0 };

/** How the device fails to give its position: one way per path, by its number. */
const FAILURES = ['timeout', 'refused', 'unavailable'] as const;
type Failure = (typeof FAILURES)[number];
export const failureOf = (pathIndex: number): Failure => FAILURES[pathIndex % FAILURES.length]!;

interface Search {
  city?: string;
  lat?: number;
  lng?: number;
}

interface Memo {
  /** the bodies of the portal's agent calls, in order */
  requests: Search[];
  /** the server's answers, by the request's number */
  answers: Map<number, AgentLocation[]>;
  /** the position the path's device gave */
  position: Position | null;
  /** the city chosen last on the screen */
  city: string;
  /** the list entry the path selected */
  selected: number | null;
  chunk: Route[];
}

const ctx = (step: StepInfo) => step.snapshot.context as AgentLocatorContext;
const memoOf = (step: StepInfo) => step.memo as unknown as Memo;
const main = (page: Page) => page.getByRole('main');
const list = (page: Page) => main(page).getByRole('list', { name: 'Agents' });
const items = (page: Page) => list(page).getByRole('listitem');
const citySelect = (page: Page) => main(page).getByRole('combobox', { name: 'City' });
const LOCATING = 'Finding your location…';
const LOOKING = 'Looking for agents…';
const EMPTY = 'No agents here. Choose another city.';
const FAILED = 'The agents could not be loaded';

/** The stand-in for navigator.geolocation, installed before the portal's scripts run. */
function installGeolocation() {
  type Pending = { answer(): void; fail(code: number): void };
  const w = window as unknown as { __geo: { calls: number; pending: Pending | null } };
  w.__geo = { calls: 0, pending: null };
  const real = navigator.geolocation;
  const error = (code: number) =>
    ({ code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError;
  const standIn: Geolocation = {
    getCurrentPosition(success, failure, options) {
      w.__geo.calls += 1;
      let settled = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const settle = (then: () => void) => {
        if (settled) return;
        settled = true;
        if (timer !== undefined) clearTimeout(timer);
        w.__geo.pending = null;
        then();
      };
      // the question's own timeout, as the browser keeps it: on the page's (paused) clock
      if (options?.timeout !== undefined && Number.isFinite(options.timeout))
        timer = setTimeout(() => settle(() => failure?.(error(3))), options.timeout);
      w.__geo.pending = {
        // the context's permission and position answer
        answer: () => settle(() => real.getCurrentPosition(success, failure, { ...options, timeout: Infinity })),
        fail: (code) => settle(() => failure?.(error(code))),
      };
    },
    watchPosition: () => 0,
    clearWatch: () => {},
  };
  Object.defineProperty(Navigator.prototype, 'geolocation', { configurable: true, get: () => standIn });
}

const geo = (page: Page) =>
  page.evaluate(() => {
    const g = (window as unknown as { __geo: { calls: number; pending: unknown } }).__geo;
    return { calls: g.calls, pending: g.pending !== null };
  });

/** The device's question, still open, handed on or failed (as the path's result says). */
async function settleQuestion(page: Page, how: 'answer' | 'unavailable') {
  await expect
    .poll(async () => (await geo(page)).pending, { message: 'the portal never asked the position' })
    .toBe(true);
  await page.evaluate((h) => {
    const pending = (window as unknown as { __geo: { pending: { answer(): void; fail(code: number): void } } }).__geo
      .pending;
    if (h === 'answer') pending.answer();
    else pending.fail(2);
  }, how);
}

/**
 * Where the device is: the path's first agents' list by position (before another city is chosen)
 * says whether there are agents around it.
 */
function positionFor(step: StepInfo): Position {
  const cityChosen = step.upcoming.findIndex((e) => e.type === 'city.change');
  const byPosition = cityChosen === -1 ? step.upcoming : step.upcoming.slice(0, cityChosen);
  const done = byPosition.find((e) => e.type === 'xstate.done.actor.loadAgents') as { output?: unknown[] } | undefined;
  return Array.isArray(done?.output) && done.output.length === 0 ? DESERT : MASBAH;
}

/** The server's answer to the portal's last agents' call. */
async function lastAnswer(step: StepInfo): Promise<AgentLocation[]> {
  const memo = memoOf(step);
  await expect
    .poll(() => memo.answers.has(memo.requests.length - 1), { message: 'the server never answered the last call' })
    .toBe(true);
  return memo.answers.get(memo.requests.length - 1)!;
}

/** The City box: "Near me" while the list is the position's, else the city chosen. */
async function expectCity(page: Page, step: StepInfo) {
  const byPosition = ctx(step).searchBy === 'position';
  await expect(citySelect(page)).toHaveValue(byPosition ? '' : memoOf(step).city);
  await expect(citySelect(page).getByRole('option', { name: 'Near me' })).toHaveCount(byPosition ? 1 : 0);
}

async function expectNoList(page: Page) {
  await expect(list(page)).toHaveCount(0);
}

export const agentLocatorModel: BrowserModel = {
  machine: 'agentLocator',
  calls: { loadAgents: LOCATE },
  clock: true,
  cannot: (event: EventObject, before: AnyMachineSnapshot) => {
    const output = (event as { output?: unknown[] }).output;
    if (
      event.type === 'xstate.done.actor.loadAgents' &&
      Array.isArray(output) &&
      output.length === 0 &&
      (before.context as AgentLocatorContext).searchBy === 'city'
    )
      return 'an empty city: every city the portal offers has agents in the sandbox (an empty answer is walked for a position with none within 25 km)';
    return undefined;
  },
  async start(page, step) {
    const memo = memoOf(step);
    Object.assign(memo, {
      requests: [],
      answers: new Map(),
      position: null,
      city: ctx(step).city,
      selected: null,
      chunk: [],
    } satisfies Memo);
    await page.addInitScript(installGeolocation);
    page.on('request', (request) => {
      if (!request.url().includes(paths.agentLocator)) return;
      memo.requests.push((request.postDataJSON() as Search | null) ?? {});
      const n = memo.requests.length - 1;
      void request
        .response()
        .then((response) => response?.json() as Promise<{ responseCode: number; data: { agents: AgentLocation[] } }>)
        .then((body) => {
          if (body?.responseCode === 0) memo.answers.set(n, body.data.agents);
        })
        .catch(() => {});
    });
    // the page's code is held until the clock is paused: the device is asked on a clock that
    // moves only when a step moves it
    await page.route(PAGE_CHUNK, (route) => void memo.chunk.push(route));
    await page.goto('/app/agent-locator');
    await expect.poll(() => memo.chunk.length, { message: "the page's code was never asked for" }).toBeGreaterThan(0);
    await pauseClockAhead(page, 1000);
    for (const route of memo.chunk.splice(0)) await route.continue();
    await page.unroute(PAGE_CHUNK);
    await expect(page.getByRole('heading', { name: 'Find an agent', level: 1 })).toBeVisible();
  },
  states: {
    // the device asked once; the city's list not asked for yet
    'agentLocator.locating': async (page, step) => {
      await expect(main(page).getByRole('status')).toHaveText(LOCATING);
      await expect.poll(async () => (await geo(page)).calls).toBe(1);
      expect(memoOf(step).requests, 'agents asked for before the position').toEqual([]);
      await expectCity(page, step);
      await expectNoList(page);
    },
    // the request is the chart's search: around the position alone, or the city (with the position when known)
    'agentLocator.loading': async (page, step) => {
      const memo = memoOf(step);
      const c = ctx(step);
      await expect(main(page).getByRole('status')).toHaveText(LOOKING);
      await expect.poll(() => memo.requests.length, { message: 'no agents call' }).toBeGreaterThan(0);
      const request = memo.requests.at(-1)!;
      const position = memo.position === null ? {} : { lat: memo.position.lat, lng: memo.position.lng };
      expect(request).toEqual(c.searchBy === 'position' ? position : { city: memo.city, ...position });
      await expectCity(page, step);
      await expectNoList(page);
    },
    // the server's agents in its order, with their distance when the position is known
    'agentLocator.list': async (page, step) => {
      const agents = await lastAnswer(step);
      expect(agents.length, 'agents answered').toBeGreaterThan(0);
      await expect(items(page)).toHaveCount(agents.length);
      const names = await items(page).evaluateAll((lis) => lis.map((li) => li.querySelector('bdi')?.textContent ?? ''));
      expect(names).toEqual(agents.map((a) => a.name.en));
      const withDistance = ctx(step).position !== null;
      for (const agent of agents) expect(agent.distanceKm !== null, `${agent.id}'s distance`).toBe(withDistance);
      await expect(list(page).getByText(/km away/)).toHaveCount(withDistance ? agents.length : 0);
      // the one selected, if any, marked
      const selected = memoOf(step).selected;
      await expect(list(page).locator('[aria-current="true"]')).toHaveCount(ctx(step).selectedId === null ? 0 : 1);
      if (ctx(step).selectedId !== null && selected !== null)
        await expect(items(page).nth(selected)).toHaveAttribute('aria-current', 'true');
      await expect(main(page).getByText(LOOKING)).toHaveCount(0);
      await expectCity(page, step);
    },
    'agentLocator.empty': async (page, step) => {
      expect(await lastAnswer(step)).toEqual([]);
      await expect(main(page).getByText(EMPTY)).toBeVisible();
      await expect(main(page).getByText(LOOKING)).toHaveCount(0);
      await expectNoList(page);
      await expectCity(page, step);
    },
    'agentLocator.failed': async (page, step) => {
      await expect(main(page).getByRole('alert')).toContainText(FAILED);
      await expect(main(page).getByRole('button', { name: 'Retry' })).toBeEnabled();
      await expect(main(page).getByText(LOOKING)).toHaveCount(0);
      await expectNoList(page);
      await expectCity(page, step);
    },
  },
  events: {
    'xstate.done.actor.locateDevice': async (page, step) => {
      const position = positionFor(step);
      memoOf(step).position = position;
      await page.context().setGeolocation({ latitude: position.lat, longitude: position.lng });
      await page.context().grantPermissions(['geolocation']);
      await settleQuestion(page, 'answer');
    },
    'xstate.error.actor.locateDevice': async (page, step) => {
      const failure = failureOf(step.path.index);
      if (failure === 'timeout') {
        await expect.poll(async () => (await geo(page)).pending).toBe(true);
        await page.clock.runFor(GEOLOCATION_TIMEOUT_MS);
      } else if (failure === 'refused') {
        // no permission: the browser's own geolocation refuses
        await page.context().clearPermissions();
        await settleQuestion(page, 'answer');
      } else await settleQuestion(page, 'unavailable');
    },
    'xstate.error.actor.loadAgents': async (_page, _step, tools) => tools.fault(),
    'agent.select': async (page, step) => {
      memoOf(step).selected = 1;
      await items(page).nth(1).getByRole('button').click();
    },
    // another city than the one shown (the chart's sample names one; choosing the same changes nothing)
    'city.change': async (page, step) => {
      const memo = memoOf(step);
      const shown = await citySelect(page).inputValue();
      const city = agentCities.find((c) => c !== shown && c !== memo.city)!;
      memo.city = city;
      await citySelect(page).selectOption(city);
    },
    retry: async (page) => {
      await main(page).getByRole('button', { name: 'Retry' }).click();
    },
  },
};
