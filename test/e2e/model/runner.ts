import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, type Browser, type BrowserContext, type Page, type Route } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ATLAS_CHANNEL, type LiveActorReport } from '../../../src/atlas/channel';
import { activeStateIds } from '../../../src/atlas/keys';
import { allStateIds } from '../../machines/chartIds';
import { registryEntry, type CannotHappen, type PlannedPath } from './plan';
import { storyboardCamera } from './storyboard';

/**
 * Issue 22: a machine's generated paths replayed in Chromium. A model maps every state of the
 * chart to what the screen must show, and every event to what a user does (or, for an invoked
 * actor's result, how the server answers). The runner walks a path step by step and fails on the
 * first step whose screen does not match, naming machine, step, state and path.
 *
 * The portal's own actor is watched too: with the runtime configuration's `atlas` on, the flow
 * inspector posts every statechart's active states and taken transitions on a BroadcastChannel
 * (names only, never a payload). The runner listens there, so a step also fails when the real
 * chart is elsewhere, and the coverage it reports is what the portal's actor did, not what the
 * model says it should have.
 */

export interface StepInfo {
  machine: string;
  index: number;
  event: EventObject;
  /** the chart's snapshot the step must lead to (its context: what the path typed, chose…) */
  snapshot: AnyMachineSnapshot;
  /** the snapshot before the step (the start: its own) */
  before: AnyMachineSnapshot;
  /** the events still to come after this one: an action picks its input by what must follow */
  upcoming: EventObject[];
  path: PlannedPath;
  /** the transitions the chart takes on this step (coverage keys) */
  transitions: string[];
  browser: Browser;
  /** what earlier steps of this path left for later ones (an account created, a link) */
  memo: Record<string, unknown>;
}

export type StateCheck = (page: Page, step: StepInfo) => Promise<void>;

export interface ResultTools {
  /** answer the held call with a network fault (HTTP status, default 503) instead of the server's answer */
  fault(status?: number): void;
  /**
   * send the held call on with the sandbox's fault scope (X-Sandbox-Fault-Scope): the server
   * applies the fault the path switched on for that scope to this call only (server/sandbox/faults.ts)
   */
  scope(scope: string): void;
}

export type EventAction = (page: Page, step: StepInfo, tools: ResultTools) => Promise<void>;

export interface BrowserModel {
  machine: string;
  /**
   * the portal's actor to follow when a page runs several of the machine: its id (a dashboard
   * widget's `widget:<name>`); the others' reports are neither checked nor counted
   */
  actor?: string;
  /** the URL pattern of the call each invoked actor makes: held until the path's result step */
  calls?: Record<string, string | RegExp>;
  /** install page.clock before the start: the paths move the chart's delays with it */
  clock?: boolean;
  /**
   * events that come on their own right after the step before, with nothing to hold (an actor run
   * in the page that answers at once): the step before brings them about, so their step has no
   * action and is checked against what the portal reported since the step before began; or a
   * function of the step, for an actor that answers at once only sometimes (a catalog already loaded)
   */
  instant?: readonly string[] | ((step: StepInfo) => boolean);
  /** opens the screen where the chart starts */
  start(page: Page, step: StepInfo): Promise<void>;
  /** every state id of the chart (leaves and parents): what its screen shows */
  states: Record<string, StateCheck>;
  /** what a user does for each event; an actor's result without an entry is the server's own answer */
  events: Record<string, EventAction>;
  /** why an event cannot happen in the browser: the path stops before it, the transition is reported left out */
  cannot?: CannotHappen;
  /** undo what a path changed on the server for the next one (a PIN back to the seeded one) */
  after?(page: Page, path: PlannedPath, memo: Record<string, unknown>): Promise<void>;
}

/**
 * Pauses the page's installed clock `ms` ahead of the page's own time: from then on its timers
 * move only when a step moves the clock. Read again when the time passed before the pause reached
 * the page (a run at load average 17: "Cannot fast-forward to the past").
 */
export async function pauseClockAhead(page: Page, ms: number): Promise<void> {
  await expect(async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ms);
  }).toPass({ timeout: 10_000 });
}

/** A state without a screen check fails at load, with its name: no silent gaps. */
export function checkModel(model: BrowserModel): void {
  const entry = registryEntry(model.machine);
  const missing = allStateIds(entry.machine).filter((id) => !(id in model.states));
  if (missing.length > 0)
    throw new Error(`model of "${model.machine}": no screen check for the state(s) ${missing.join(', ')}`);
  const unknown = Object.keys(model.states).filter((id) => !allStateIds(entry.machine).includes(id));
  if (unknown.length > 0) throw new Error(`model of "${model.machine}": no state ${unknown.join(', ')} in the chart`);
}

const isResult = (type: string) => /^xstate\.(done|error)\.actor\./.test(type);
const resultActor = (type: string) => type.replace(/^xstate\.(done|error)\.actor\./, '');

/** What the portal's flow inspector posted, kept in Node (a navigation would lose a page-side list). */
class LiveReports {
  readonly reports: LiveActorReport[] = [];

  async attach(context: BrowserContext): Promise<void> {
    await context.exposeBinding('__modelLive', (_source, report: LiveActorReport) => void this.reports.push(report));
    await context.addInitScript((name) => {
      const channel = new BroadcastChannel(name);
      const w = window as unknown as { __modelLive(r: unknown): void };
      channel.onmessage = (m: MessageEvent<{ type?: string; report?: unknown }>) => {
        if (m.data?.type === 'portal.actor') w.__modelLive(m.data.report);
      };
      // an inspector configured before this listener existed posts its actors again
      channel.postMessage({ type: 'atlas.hello' });
    }, ATLAS_CHANNEL);
  }

  of(machine: string, from = 0, actor?: string): LiveActorReport[] {
    return this.reports.slice(from).filter((r) => r.machine === machine && (actor === undefined || r.id === actor));
  }
}

/** Calls held on their way to the server until the step with their actor's result. */
class HeldCalls {
  private readonly held = new Map<
    string,
    { pattern: string | RegExp; routes: Route[]; fault: number | null; handler: (route: Route) => void }
  >();

  constructor(private readonly page: Page) {}

  async hold(actor: string, pattern: string | RegExp): Promise<void> {
    await this.drop(actor);
    const entry = {
      pattern,
      routes: [] as Route[],
      fault: null as number | null,
      handler: (route: Route) => {
        if (entry.fault !== null) void route.fulfill({ status: entry.fault, body: '' }).catch(() => {});
        else entry.routes.push(route);
      },
    };
    this.held.set(actor, entry);
    await this.page.route(pattern, entry.handler);
  }

  /**
   * The server's answer (or a fault) for the held call of `actor`, sent on with `headers` added;
   * no-op for an actor not held.
   */
  async answer(
    actor: string,
    fault: number | null,
    where: string,
    headers: Record<string, string> = {},
  ): Promise<void> {
    const entry = this.held.get(actor);
    if (!entry) return;
    await expect
      .poll(() => entry.routes.length, { message: `${where}: the portal never called ${String(entry.pattern)}` })
      .toBeGreaterThan(0);
    if (fault !== null) {
      // later calls (a retry of the same actor) fail alike until the next step
      entry.fault = fault;
      for (const route of entry.routes.splice(0)) await route.fulfill({ status: fault, body: '' });
      return;
    }
    for (const route of entry.routes.splice(0))
      await route.continue(
        Object.keys(headers).length === 0 ? undefined : { headers: { ...route.request().headers(), ...headers } },
      );
    await this.drop(actor);
  }

  /** Faults last one step: a later step's calls reach the server again. */
  async endFaults(): Promise<void> {
    for (const [actor, entry] of this.held) if (entry.fault !== null) await this.drop(actor);
  }

  private async drop(actor: string): Promise<void> {
    const entry = this.held.get(actor);
    if (!entry) return;
    this.held.delete(actor);
    await this.page.unroute(entry.pattern, entry.handler);
    for (const route of entry.routes.splice(0)) await route.continue().catch(() => {});
  }
}

export interface WalkResult {
  states: string[];
  transitions: string[];
  steps: number;
}

/**
 * Replays one path in a new page of `context`; returns what the portal's actor reached, up to
 * the last step whose screen matched (written for the coverage report even when a step fails).
 */
export async function walkPath(
  context: BrowserContext,
  browser: Browser,
  model: BrowserModel,
  path: PlannedPath,
): Promise<WalkResult> {
  const live = new LiveReports();
  await live.attach(context);
  const page = await context.newPage();
  if (model.clock) await page.clock.install();
  const held = new HeldCalls(page);
  const memo: Record<string, unknown> = {};
  const verified = { states: new Set<string>(), transitions: new Set<string>(), steps: 0 };
  const result = () => ({
    states: [...verified.states],
    transitions: [...verified.transitions],
    steps: verified.steps,
  });
  const machine = model.machine;
  let previousMark = 0;
  try {
    for (let i = 0; i < path.steps.length; i++) {
      const step = path.steps[i]!;
      const before = i === 0 ? step.snapshot : path.steps[i - 1]!.snapshot;
      const info: StepInfo = {
        machine,
        index: i,
        event: step.event,
        snapshot: step.snapshot,
        before,
        upcoming: path.steps.slice(i + 1).map((s) => s.event),
        path,
        transitions: step.transitions,
        browser,
        memo,
      };
      const where = `${machine}: step ${i} (${i === 0 ? 'start' : step.event.type}) of path ${path.index} "${path.description}"`;
      const instant =
        i > 0 &&
        (typeof model.instant === 'function'
          ? model.instant(info)
          : (model.instant?.includes(step.event.type) ?? false));
      const mark = instant ? previousMark : live.reports.length;
      previousMark = mark;
      if (!isResult(step.event.type) && !instant) await held.endFaults();
      // the calls this step starts are held, so the busy screen can be checked before the answer
      for (const actor of Object.keys(step.snapshot.children))
        if (!(i > 0 && actor in before.children) && model.calls?.[actor]) await held.hold(actor, model.calls[actor]!);
      try {
        if (i === 0) await model.start(page, info);
        else if (instant) {
          // brought about by the step before
        } else if (isResult(step.event.type)) {
          let fault: number | null = null;
          const headers: Record<string, string> = {};
          await model.events[step.event.type]?.(page, info, {
            fault: (status = 503) => void (fault = status),
            scope: (scope) => void (headers['X-Sandbox-Fault-Scope'] = scope),
          });
          await held.answer(resultActor(step.event.type), fault, where, headers);
        } else {
          const action = model.events[step.event.type];
          if (!action) throw new Error(`no user action written for the event "${step.event.type}"`);
          await action(page, info, { fault: () => {}, scope: () => {} });
        }
      } catch (error) {
        throw new Error(`${where}: the action failed: ${(error as Error).message}`, { cause: error });
      }
      await checkStep(page, model, info, live, mark, where);
      // the storyboard: the screen of each state the first time this run reaches it
      await storyboardCamera().capture(page, machine, activeStateIds(machine, step.snapshot.value));
      for (const r of live.of(machine, i === 0 ? 0 : mark, model.actor)) {
        for (const s of r.states) verified.states.add(s);
        for (const t of r.transitions) {
          verified.transitions.add(t);
          // a transient state (an eventless choice) never rests in a report: its transitions name it
          for (const s of transitionEnds(t)) verified.states.add(s);
        }
      }
      verified.steps = i;
    }
    await model.after?.(page, path, memo);
    return result();
  } finally {
    writeRaw(path, result());
    await page.close().catch(() => {});
  }
}

/** The source and target state ids of a transition key (`source —event#i→ a,b`, or `(internal)`). */
function transitionEnds(key: string): string[] {
  const source = key.slice(0, key.indexOf(' —'));
  const targets = key.slice(key.indexOf('→ ') + 2);
  return [source, ...(targets === '(internal)' ? [] : targets.split(','))];
}

async function checkStep(
  page: Page,
  model: BrowserModel,
  step: StepInfo,
  live: LiveReports,
  mark: number,
  where: string,
): Promise<void> {
  const expected = activeStateIds(model.machine, step.snapshot.value);
  const status = step.snapshot.status === 'done' ? 'done' : 'active';
  const matches = (r: LiveActorReport) => r.status === status && expected.every((s) => r.states.includes(s));
  // the portal's actor: some report since the step began has the path's states (every step takes
  // a transition, so the inspector reports it)
  const since = () => live.of(model.machine, step.index === 0 ? 0 : mark, model.actor);
  try {
    await expect.poll(() => since().some(matches)).toBe(true);
  } catch {
    // what the actor did say, read when the wait ended (a message built before the wait would show
    // the reports from before the step's own), and what the page says (an error's own words)
    const alerts = await page
      .getByRole('alert')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(
      `${where}: the portal's "${model.machine}"${model.actor ? ` (${model.actor})` : ''} actor never reached ${expected.join(', ')} (${status}); ` +
        `since the step began it reported ${JSON.stringify(since().map((r) => [r.actor, r.status, r.states, r.event]))}, ` +
        `before that ${JSON.stringify(
          live.reports
            .slice(0, step.index === 0 ? 0 : mark)
            .filter((r) => r.machine === model.machine && (model.actor === undefined || r.id === model.actor))
            .slice(-3)
            .map((r) => [r.actor, r.status, r.states, r.event]),
        )}; the page is at ${page.url()}` +
        (alerts.length > 0 ? `, saying ${JSON.stringify(alerts.map((a) => a.trim()).filter(Boolean))}` : ''),
    );
  }
  // parents first (the screen around), then the leaves
  for (const leaf of expected) {
    const check = model.states[leaf];
    if (!check) throw new Error(`${where}: no screen check written for the state "${leaf}"`);
    try {
      await check(page, step);
    } catch (error) {
      throw new Error(`${where}: the screen does not match the state "${leaf}": ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
}

export const RAW_DIR = 'test-results/browser-coverage/raw';

function writeRaw(path: PlannedPath, result: WalkResult): void {
  mkdirSync(RAW_DIR, { recursive: true });
  writeFileSync(
    `${RAW_DIR}/${path.machine}-${path.index}.json`,
    JSON.stringify({ machine: path.machine, path: path.index, description: path.description, ...result }),
  );
}
