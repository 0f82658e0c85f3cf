import { isDeepStrictEqual } from 'node:util';
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  createActor,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import type { MachineEntry } from '../../machines';
import { transitionKey } from '../../src/atlas/graph';
import { activeStateIds, withFakes, type Call, type GeneratedPath } from '../../src/atlas/paths';

// path generation lives with the atlas, which lists the same paths for QA and the CLI
export {
  activeStateIds,
  canHappen,
  generatePaths,
  withFakes,
  type Call,
  type GeneratedPath,
} from '../../src/atlas/paths';

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

export interface Coverage {
  machine: string;
  states: { total: number; covered: number; missing: string[] };
  transitions: { total: number; covered: number; missing: string[] };
  paths: number;
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
