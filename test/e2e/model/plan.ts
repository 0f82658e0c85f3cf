import {
  createActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { machineRegistry, type MachineEntry } from '../../../machines';
import { activeStateIds, transitionKey } from '../../../src/atlas/keys';
import { generatePaths, withFakes } from '../../../src/atlas/paths';
// the chart's ids counted as the path tests count them (one definition for both)
import { allTransitionKeys } from '../../machines/chartIds';

/**
 * Issue 22: which of a machine's generated paths the browser replays. The paths are the path
 * tests' own (`generatePaths`: the shortest to every state, then one through every transition);
 * each is replayed once on the chart with fake actors to learn what every step must do (its
 * transitions), then cut where the browser cannot follow it:
 * - before an event the model says cannot happen in the browser (with its reason, reported), and
 * - before an event the chart ignores (no transition: nothing a screen could show).
 * A path that is now the start of another one is dropped (the longer one checks the same screens).
 */

export interface PlannedStep {
  event: EventObject;
  /** the chart's snapshot after the step (the start's first) */
  snapshot: AnyMachineSnapshot;
  /** the transitions the chart takes on this step (coverage keys) */
  transitions: string[];
}

export interface PlannedPath {
  machine: string;
  /** a stable number within the machine (its order in the generator's list) */
  index: number;
  input: unknown;
  description: string;
  steps: PlannedStep[];
}

export interface LeftOut {
  transition: string;
  reason: string;
}

export interface Plan {
  entry: MachineEntry;
  /** every path the browser can walk (npm run test:model) */
  full: PlannedPath[];
  /** the fewest of them that still reach every state once (npm test) */
  subset: PlannedPath[];
  /** transitions no walkable path takes, with why */
  leftOut: LeftOut[];
}

/** Why an event cannot be produced in the browser; undefined when a user (or the server) can. */
/**
 * Why an event cannot happen in the browser (undefined: it can). Asked of each step with the
 * snapshot before it, and of each path's start as `{ type: START_EVENT, input }` with the start's
 * snapshot: a reason there cuts the whole path (an input the page never gives the actor).
 */
export type CannotHappen = (event: EventObject, before: AnyMachineSnapshot) => string | undefined;

/** The event `cannot` is asked about for a path's start. */
export const START_EVENT = 'model.start';

export function registryEntry(id: string): MachineEntry {
  const entry = machineRegistry.find((e) => e.id === id);
  if (!entry) throw new Error(`machine "${id}" is not in the registry (machines/index.ts)`);
  return entry;
}

/** The transitions each step of a path takes on the chart (fake actors, events sent by hand). */
function transitionsPerStep(machine: AnyStateMachine, input: unknown, events: EventObject[]): string[][] {
  const perStep: string[][] = [[]];
  let current = perStep[0]!;
  const actor = createActor(withFakes(machine, []), {
    input,
    inspect: (e) => {
      if (e.type !== '@xstate.microstep') return;
      for (const t of (e as unknown as { _transitions: AnyTransitionDefinition[] })._transitions)
        current.push(transitionKey(t));
    },
  });
  actor.start();
  for (const event of events) {
    current = [];
    perStep.push(current);
    actor.send(event);
  }
  actor.stop();
  return perStep;
}

export function planPaths(id: string, cannot: CannotHappen = () => undefined): Plan {
  const entry = registryEntry(id);
  const reasons = new Map<string, string>();
  const cut: PlannedPath[] = [];
  generatePaths(entry).forEach((path, index) => {
    const perStep = transitionsPerStep(
      entry.machine,
      path.input,
      path.steps.slice(1).map((s) => s.event),
    );
    // a start the page cannot make (an input it never gives the actor): the path is not walked,
    // and the start's own transitions are left out with the reason
    const startReason = cannot({ type: START_EVENT, input: path.input } as EventObject, path.steps[0]!.state);
    if (startReason !== undefined) {
      for (const t of perStep[0] ?? []) if (!reasons.has(t)) reasons.set(t, startReason);
      return;
    }
    // the start's own transitions too (an eventless choice at the start, such as a mode)
    const steps: PlannedStep[] = [
      { event: path.steps[0]!.event, snapshot: path.steps[0]!.state, transitions: perStep[0] ?? [] },
    ];
    for (let i = 1; i < path.steps.length; i++) {
      const { event, state } = path.steps[i]!;
      const taken = perStep[i] ?? [];
      const reason = cannot(event, path.steps[i - 1]!.state);
      if (reason !== undefined) {
        for (const t of taken) if (!reasons.has(t)) reasons.set(t, reason);
        break;
      }
      if (taken.length === 0) break;
      steps.push({ event, snapshot: state, transitions: taken });
    }
    const description = steps
      .slice(1)
      .map((s) => eventName(s.event))
      .join(' → ');
    cut.push({
      machine: id,
      index: index + 1,
      input: path.input,
      description: `${path.input === undefined ? '' : `${JSON.stringify(path.input)}: `}${description || '(start)'}`,
      steps,
    });
  });
  // a path that is the start of another (same input, same events) adds nothing; the first of equal
  // paths is kept. The starts of every path in one set: comparing each path with every other was
  // quadratic (4.4 s of a worker's CPU for the tellers' 2,334 paths, at every load of the spec)
  const signature = (p: PlannedPath, events = p.steps.length - 1) =>
    JSON.stringify([p.input, p.steps.slice(1, 1 + events).map((s) => s.event)]);
  const startsOfOthers = new Set(cut.flatMap((p) => p.steps.slice(1).map((_, n) => signature(p, n))));
  const seen = new Set<string>();
  const full = cut.filter((p) => {
    const own = signature(p);
    if (seen.has(own) || startsOfOthers.has(own)) return false;
    seen.add(own);
    return true;
  });
  const taken = new Set(full.flatMap((p) => p.steps.flatMap((s) => s.transitions)));
  const leftOut = allTransitionKeys(entry.machine)
    .filter((t) => !taken.has(t))
    .map((transition) => ({
      transition,
      reason: reasons.get(transition) ?? 'no generated path takes it (check the registry samples)',
    }));
  return { entry, full, subset: coverEveryState(id, full), leftOut };
}

/** An event in brief: `error:validateLogin(invalidCredentials)`, `after:debounce…`, `pin.submit`. */
function eventName(event: EventObject): string {
  const kind = (event as { error?: { kind?: string } }).error?.kind;
  const name = event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\./, 'after:');
  return kind ? `${name}(${kind})` : name;
}

/**
 * Greedy: the path that adds most items not covered yet (the shorter one on a tie), until every
 * item the paths hold is covered; the chosen paths in their generated order.
 */
function greedyCover(paths: PlannedPath[], itemsOf: (p: PlannedPath) => Set<string>): PlannedPath[] {
  const covered = new Set<string>();
  const chosen: PlannedPath[] = [];
  const left = [...paths];
  for (;;) {
    let best: PlannedPath | undefined;
    let bestGain = 0;
    for (const p of left) {
      const gain = [...itemsOf(p)].filter((item) => !covered.has(item)).length;
      if (gain > bestGain || (gain === bestGain && best && gain > 0 && p.steps.length < best.steps.length)) {
        best = p;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best);
    left.splice(left.indexOf(best), 1);
    for (const item of itemsOf(best)) covered.add(item);
  }
  return chosen.sort((a, b) => a.index - b.index);
}

/**
 * The fewest paths that take every transition the paths take: for a chart whose generated paths
 * repeat the same transitions through many prefixes (a form opened, filled field by field and
 * cancelled before each action).
 */
export function coverEveryTransition(paths: PlannedPath[]): PlannedPath[] {
  return greedyCover(paths, (p) => new Set(p.steps.flatMap((s) => s.transitions)));
}

/** The fewest paths that reach every reachable state. */
function coverEveryState(id: string, paths: PlannedPath[]): PlannedPath[] {
  return greedyCover(paths, (p) => new Set(p.steps.flatMap((s) => activeStateIds(id, s.snapshot.value))));
}
