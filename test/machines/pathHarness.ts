import { isDeepStrictEqual } from 'node:util';
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, serializeSnapshot, type StatePath } from 'xstate/graph';
import type { MachineEntry } from '../../machines';

/**
 * A side effect the machine asked for (a named action, or `actor:<src>` started with its
 * input), or `event`: an event the path sent, so assertions can reason about the history.
 */
export interface Call {
  name: string;
  params: unknown;
}

export interface StepCheck {
  snapshot: AnyMachineSnapshot;
  /** the snapshot before this step's event (undefined at start) */
  previous: AnyMachineSnapshot | undefined;
  /** every call since the actor started */
  calls: readonly Call[];
  /** the calls made by this step only */
  stepCalls: readonly Call[];
  event: EventObject;
  input: unknown;
}

export type StateAssertions = Record<string, (check: StepCheck) => void>;

export interface GeneratedPath {
  input: unknown;
  steps: Array<{ event: EventObject; state: AnyMachineSnapshot }>;
  description: string;
}

export interface Coverage {
  machine: string;
  states: { total: number; covered: number; missing: string[] };
  transitions: { total: number; covered: number; missing: string[] };
  paths: number;
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

/** Shortest paths to every state, plus one path per edge: the shortest path to its source + the edge. */
export function generatePaths(entry: MachineEntry): GeneratedPath[] {
  const machine = withFakes(entry.machine, []);
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
  for (const input of entry.inputs) {
    const options = {
      input,
      events: [...entry.events],
      filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) =>
        canHappen(snapshot, event) && (entry.filterEvents?.(snapshot, event) ?? true),
      // an unbounded context must fail clearly, not exhaust memory: give the entry a stopWhen
      limit: TRAVERSAL_LIMIT,
      ...(entry.stopWhen ? { stopWhen: entry.stopWhen } : {}),
    };
    const shortest = getShortestPaths(machine, options) as Array<StatePath<AnyMachineSnapshot, EventObject>>;
    const byState = new Map<string, StatePath<AnyMachineSnapshot, EventObject>>(
      shortest.map((p) => [serializeSnapshot(p.state), p]),
    );
    for (const p of shortest) add(input, p.steps);
    const adjacency = getAdjacencyMap(machine, options);
    for (const [key, vertex] of Object.entries(adjacency)) {
      const base = byState.get(key);
      if (!base) throw new Error(`no shortest path to a state in the adjacency map: ${key}`);
      for (const edge of Object.values(vertex.transitions) as Array<{
        event: EventObject;
        state: AnyMachineSnapshot;
      }>) {
        add(input, [...base.steps, { event: edge.event, state: edge.state }]);
      }
    }
  }
  return out;
}

/** Every state node id of a machine except the root. */
export function allStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      ids.push(child.id);
      walk(child);
    }
  };
  walk(machine.root);
  return ids;
}

function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const siblings: AnyTransitionDefinition[] =
    t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
  return `${source.id} —${t.eventType || 'always'}#${siblings.indexOf(t)}→ ${(t.target ?? []).map((n: AnyStateNode) => n.id).join(',') || '(internal)'}`;
}

export function allTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const walk = (node: AnyStateNode) => {
    for (const defs of node.transitions.values()) for (const t of defs) keys.push(transitionKey(t));
    for (const t of node.always ?? []) keys.push(transitionKey(t));
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return keys;
}

/** Active state ids (leaves and their ancestors) of a snapshot, from its value. */
export function activeStateIds(machineId: string, value: unknown): string[] {
  const ids: string[] = [];
  const walk = (prefix: string, v: unknown) => {
    if (typeof v === 'string') ids.push(`${prefix}.${v}`);
    else if (v && typeof v === 'object')
      for (const [k, child] of Object.entries(v)) {
        ids.push(`${prefix}.${k}`);
        walk(`${prefix}.${k}`, child);
      }
  };
  walk(machineId, value);
  return ids;
}

export function leafStateIds(machineId: string, value: unknown): string[] {
  const all = activeStateIds(machineId, value);
  return all.filter((id) => !all.some((other) => other.startsWith(`${id}.`)));
}

/**
 * Replays paths on real actors and checks, at every step: the state value and context the
 * traversal predicted, and the assertion written for each active leaf state (a state without
 * an assertion fails the test — every state must be checked for something).
 */
export class PathRunner {
  private readonly visitedStates = new Set<string>();
  private readonly takenTransitions = new Set<string>();
  private pathCount = 0;

  constructor(
    private readonly entry: MachineEntry,
    private readonly assertions: StateAssertions,
  ) {}

  replay(path: GeneratedPath): void {
    const calls: Call[] = [];
    const machine = withFakes(this.entry.machine, calls);
    const actor = createActor(machine, {
      input: path.input,
      clock: new SimulatedClock(),
      inspect: (e) => {
        if (e.type === '@xstate.microstep') {
          for (const t of (e as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
            this.takenTransitions.add(transitionKey(t));
            // transient states (eventless hops) never rest in a snapshot: count them here
            this.visitedStates.add((t.source as AnyStateNode).id);
            for (const target of (t.target ?? []) as AnyStateNode[]) this.visitedStates.add(target.id);
          }
        }
      },
    });
    actor.start();
    this.check(path, 0, actor.getSnapshot(), undefined, calls, 0);
    for (let i = 1; i < path.steps.length; i++) {
      const step = path.steps[i]!;
      const before = calls.length;
      const previous = actor.getSnapshot();
      calls.push({ name: 'event', params: step.event });
      actor.send(step.event);
      this.check(path, i, actor.getSnapshot(), previous, calls, before);
    }
    actor.stop();
    this.pathCount++;
  }

  private check(
    path: GeneratedPath,
    index: number,
    snapshot: AnyMachineSnapshot,
    previous: AnyMachineSnapshot | undefined,
    calls: Call[],
    before: number,
  ) {
    const expected = path.steps[index]!;
    const where = `step ${index} (${expected.event.type}) of ${path.description}`;
    if (!isDeepStrictEqual(snapshot.value, expected.state.value))
      throw new Error(
        `${where}: state ${JSON.stringify(snapshot.value)}, expected ${JSON.stringify(expected.state.value)}`,
      );
    if (!isDeepStrictEqual(snapshot.context, expected.state.context))
      throw new Error(
        `${where}: context ${JSON.stringify(snapshot.context)}, expected ${JSON.stringify(expected.state.context)}`,
      );
    for (const id of activeStateIds(this.entry.machine.id, snapshot.value)) this.visitedStates.add(id);
    for (const leaf of leafStateIds(this.entry.machine.id, snapshot.value)) {
      const assertion = this.assertions[leaf];
      if (!assertion) throw new Error(`${where}: no assertion written for state "${leaf}"`);
      try {
        assertion({
          snapshot,
          previous,
          calls,
          stepCalls: calls.slice(before),
          event: expected.event,
          input: path.input,
        });
      } catch (error) {
        throw new Error(`${where}: in "${leaf}": ${(error as Error).message}`, { cause: error });
      }
    }
  }

  coverage(): Coverage {
    const states = allStateIds(this.entry.machine);
    const transitions = allTransitionKeys(this.entry.machine);
    const coverage: Coverage = {
      machine: this.entry.id,
      states: {
        total: states.length,
        covered: states.filter((s) => this.visitedStates.has(s)).length,
        missing: states.filter((s) => !this.visitedStates.has(s)),
      },
      transitions: {
        total: transitions.length,
        covered: transitions.filter((t) => this.takenTransitions.has(t)).length,
        missing: transitions.filter((t) => !this.takenTransitions.has(t)),
      },
      paths: this.pathCount,
    };
    // read by the QA flow atlas and CI artifacts; not committed
    mkdirSync('test-results/machine-coverage', { recursive: true });
    writeFileSync(`test-results/machine-coverage/${this.entry.id}.json`, JSON.stringify(coverage, null, 2));
    console.log(
      `[paths] ${this.entry.id}: ${coverage.paths} paths, states ${coverage.states.covered}/${coverage.states.total}, ` +
        `transitions ${coverage.transitions.covered}/${coverage.transitions.total}`,
    );
    return coverage;
  }
}

export function registryEntry(entries: readonly MachineEntry[], id: string): MachineEntry {
  const entry = entries.find((e) => e.id === id);
  if (!entry) throw new Error(`machine "${id}" is not in the registry`);
  return entry;
}

/** The calls of a given name, in order. */
export function callsNamed(calls: readonly Call[], name: string): Call[] {
  return calls.filter((c) => c.name === name);
}

export function lastIndexOf(calls: readonly Call[], name: string): number {
  return calls.findLastIndex((c) => c.name === name);
}

/** The name of the most recently started actor (without the `actor:` prefix). */
export function lastActor(calls: readonly Call[]): Call | undefined {
  const call = calls.findLast((c) => c.name.startsWith('actor:'));
  return call && { name: call.name.slice('actor:'.length), params: call.params };
}
