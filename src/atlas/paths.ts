import { fromPromise, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import {
  getAdjacencyMap,
  getShortestPaths,
  serializeSnapshot,
  type AdjacencyMap,
  type StatePath,
  type TraversalOptions,
} from 'xstate/graph';
import type { MachineEntry } from '../../machines';

export { pathScript, type ScriptFormat } from './script';
import { activeStateIds } from './keys';

export { activeStateIds };

/**
 * Path generation over the registry's machines, shared by the path tests (which replay every
 * path on a real actor) and the developer CLI / atlas (which list them). Pure: no Node APIs.
 */

/**
 * A side effect the machine asked for (a named action, or `actor:<src>` started with its
 * input), or `event`: an event the path sent, so assertions can reason about the history.
 */
export interface Call {
  name: string;
  params: unknown;
}

export interface GeneratedPath {
  input: unknown;
  /** the first step is the start (`xstate.init`); each later one is an event sent and the snapshot it leads to */
  steps: Array<{ event: EventObject; state: AnyMachineSnapshot }>;
  description: string;
}

/**
 * Side effects replaced by recorders, actors by promises that never settle: the path itself
 * supplies every actor result as an `xstate.done.actor.*` / `xstate.error.actor.*` event.
 */
export function withFakes(machine: AnyStateMachine, calls: Call[]): AnyStateMachine {
  const actions: Record<string, (args: unknown, params: unknown) => void> = {};
  for (const [name, impl] of Object.entries(machine.implementations.actions)) {
    const builtIn = typeof impl === 'function' && typeof (impl as { type?: unknown }).type === 'string';
    if (!builtIn) actions[name] = (_args, params) => void calls.push({ name, params });
  }
  const actors: Record<string, ReturnType<typeof fromPromise>> = {};
  for (const name of Object.keys(machine.implementations.actors)) {
    actors[name] = fromPromise(({ input }) => {
      calls.push({ name: `actor:${name}`, params: input });
      return new Promise<never>(() => {});
    });
  }
  return machine.provide({ actions, actors } as Parameters<AnyStateMachine['provide']>[0]);
}

const TRAVERSAL_LIMIT = 50_000;

/**
 * Only events that can really happen now: an actor's result while that actor runs, a delay
 * while its state is active; other events always.
 */
export function canHappen(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (snapshot.status !== 'active') return false;
  const actorEvent = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type);
  if (actorEvent) return actorEvent[1]! in snapshot.children;
  const delayEvent = /^xstate\.after\.[^.]+\.(.+)$/.exec(event.type);
  if (delayEvent) return activeStateIds(snapshot.machine.id, snapshot.value).includes(delayEvent[1]!);
  return true;
}

type Snapshot = AnyMachineSnapshot;
type Options = TraversalOptions<Snapshot, EventObject, unknown>;

/** The traversal every generator uses: the entry's samples, only events that can happen, its bounds. */
function traversalOptions(entry: MachineEntry, input: unknown): Options {
  return {
    input,
    events: [...entry.events],
    filterEvents: (snapshot: Snapshot, event: EventObject) =>
      canHappen(snapshot, event) && (entry.filterEvents?.(snapshot, event) ?? true),
    // an unbounded context must fail clearly, not exhaust memory: give the entry a stopWhen
    limit: TRAVERSAL_LIMIT,
    ...(entry.stopWhen ? { stopWhen: entry.stopWhen } : {}),
  };
}

/** The options `generatePaths` and `simplePaths` traverse `entry` with, for one of its inputs. */
export function entryTraversal(entry: MachineEntry, input: unknown): { machine: AnyStateMachine; options: Options } {
  return { machine: withFakes(entry.machine, []), options: traversalOptions(entry, input) };
}

function pathCollector() {
  const seen = new Set<string>();
  const out: GeneratedPath[] = [];
  const add = (input: unknown, steps: GeneratedPath['steps']) => {
    const description = steps
      .slice(1)
      .map((s) => s.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\./, 'after:'))
      .join(' → ');
    const key =
      JSON.stringify(input) + '|' + steps.map((s) => serializeSnapshot(s.state) + JSON.stringify(s.event)).join('|');
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ input, steps, description: `${JSON.stringify(input) ?? 'no input'}: ${description || '(initial)'}` });
  };
  return { add, out };
}

/** Shortest paths to every state, plus one path per edge: the shortest path to its source + the edge. */
export function generatePaths(entry: MachineEntry): GeneratedPath[] {
  const machine = withFakes(entry.machine, []);
  const { add, out } = pathCollector();
  for (const input of entry.inputs) {
    const options = traversalOptions(entry, input);
    const shortest = getShortestPaths(machine, options) as Array<StatePath<Snapshot, EventObject>>;
    const byState = new Map<string, StatePath<Snapshot, EventObject>>(
      shortest.map((p) => [serializeSnapshot(p.state), p]),
    );
    for (const p of shortest) add(input, p.steps);
    const adjacency = getAdjacencyMap(machine, options);
    for (const [key, vertex] of Object.entries(adjacency)) {
      const base = byState.get(key);
      if (!base) throw new Error(`no shortest path to a state in the adjacency map: ${key}`);
      for (const edge of Object.values(vertex.transitions) as Array<{ event: EventObject; state: Snapshot }>) {
        add(input, [...base.steps, { event: edge.event, state: edge.state }]);
      }
    }
  }
  return out;
}

export interface SimplePathSet {
  paths: GeneratedPath[];
  /** false when the limit (or the search budget) cut the set short */
  complete: boolean;
}

export interface SimplePathOptions {
  /** at most this many paths in all (default 100) */
  limit?: number;
  /** at most this many edges walked while looking for the paths to one state (default 20 000) */
  budgetPerState?: number;
}

/**
 * Loop-free paths from the start to every state: the paths `getSimplePaths` of `xstate/graph`
 * finds, in its order, over the same traversal as `generatePaths` — but bounded. Their number
 * grows exponentially (the four independent toggles of the preferences chart already have
 * 90 677 of them), and `getSimplePaths` cannot be stopped early, so the same depth-first search
 * runs here over its adjacency map, one search per target state taken in turns, until `limit`
 * paths are found. Under the limit the result equals `getSimplePaths`' (a test checks it).
 */
export function simplePaths(
  entry: MachineEntry,
  { limit = 100, budgetPerState = 20_000 }: SimplePathOptions = {},
): SimplePathSet {
  const searches: Array<{ input: unknown; search: SimplePathSearch }> = [];
  for (const input of entry.inputs) {
    const { machine, options } = entryTraversal(entry, input);
    const graph = indexAdjacency(getAdjacencyMap(machine, options));
    graph.vertices.forEach((_, target) =>
      searches.push({ input, search: new SimplePathSearch(graph, target, budgetPerState) }),
    );
  }
  // in turns, so that a cap still leaves every state some of its paths
  let count = 0;
  let running = searches.map((s) => s.search);
  while (running.length > 0 && count < limit) {
    for (const search of running) {
      if (count >= limit) break;
      if (search.advance()) count++;
    }
    running = running.filter((search) => !search.done);
  }
  const { add, out } = pathCollector();
  for (const { input, search } of searches) for (const steps of search.found) add(input, steps);
  return { paths: out, complete: searches.every((s) => s.search.done && !s.search.cut) };
}

interface IndexedGraph {
  vertices: Snapshot[];
  /** per vertex, its edges in the adjacency map's order */
  edges: Array<Array<{ event: EventObject; to: number; state: Snapshot }>>;
}

function indexAdjacency(adjacency: AdjacencyMap<Snapshot, EventObject>): IndexedGraph {
  type Edge = { event: EventObject; state: Snapshot };
  const entries = Object.entries(adjacency) as Array<[string, { state: Snapshot; transitions: Record<string, Edge> }]>;
  const index = new Map(entries.map(([key], i) => [key, i]));
  return {
    vertices: entries.map(([, vertex]) => vertex.state),
    edges: entries.map(([key, vertex]) =>
      Object.values(vertex.transitions).map((t) => {
        const to = index.get(serializeSnapshot(t.state));
        if (to === undefined) throw new Error(`a transition leads outside the adjacency map: ${key}`);
        return { event: t.event, to, state: t.state };
      }),
    ),
  };
}

/** getSimplePaths' depth-first search for the paths to one target, able to stop after any path. */
class SimplePathSearch {
  readonly found: Array<GeneratedPath['steps']> = [];
  /** the search has ended */
  done = false;
  /** the budget ran out before the search did */
  cut = false;
  private readonly paths: Generator<GeneratedPath['steps']>;
  private walked = 0;

  constructor(
    private readonly graph: IndexedGraph,
    private readonly target: number,
    private readonly budget: number,
  ) {
    this.paths = this.visit(0, new Set(), [{ event: { type: 'xstate.init' }, state: graph.vertices[0]! }]);
  }

  /** finds the next path; false when there is none (or the budget is spent) */
  advance(): boolean {
    if (this.done) return false;
    const next = this.paths.next();
    if (next.done) {
      this.done = true;
      return false;
    }
    this.found.push(next.value);
    return true;
  }

  private *visit(
    from: number,
    visiting: Set<number>,
    steps: GeneratedPath['steps'],
  ): Generator<GeneratedPath['steps']> {
    if (from === this.target) {
      yield [...steps];
      return;
    }
    visiting.add(from);
    for (const edge of this.graph.edges[from]!) {
      if (visiting.has(edge.to)) continue;
      if (++this.walked > this.budget) {
        this.cut = true;
        return;
      }
      steps.push({ event: edge.event, state: edge.state });
      yield* this.visit(edge.to, visiting, steps);
      steps.pop();
      if (this.cut) return;
    }
    visiting.delete(from);
  }
}
