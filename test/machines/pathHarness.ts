import { mkdirSync, writeFileSync } from 'node:fs';
import {
  createActor,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { expect } from 'vitest';
import type { MachineEntry } from '../../machines';
import { transitionKey } from '../../src/atlas/graph';
import { activeStateIds, withFakes, type Call, type GeneratedPath } from '../../src/atlas/paths';
import { allStateIds, allTransitionKeys, leafStateIds } from './chartIds';

// path generation lives with the atlas, which lists the same paths for QA and the CLI
export {
  activeStateIds,
  canHappen,
  generatePaths,
  withFakes,
  type Call,
  type GeneratedPath,
} from '../../src/atlas/paths';
export { allStateIds, allTransitionKeys, leafStateIds } from './chartIds';

export interface StepCheck {
  snapshot: AnyMachineSnapshot;
  /** the snapshot before this step's event (undefined at start) */
  previous: AnyMachineSnapshot | undefined;
  /** every call since the actor started */
  calls: readonly Call[];
  /** the calls made by this step only (the first is the step's `event`, except at start) */
  stepCalls: readonly Call[];
  event: EventObject;
  input: unknown;
  /** the id of the leaf state whose assertion runs (`signIn.twoFactor.awaitingCode`) */
  state: string;
}

export type StateAssertions = Record<string, (check: StepCheck) => void>;

export interface Coverage {
  machine: string;
  states: { total: number; covered: number; missing: string[] };
  transitions: { total: number; covered: number; missing: string[] };
  paths: number;
}

/** More microsteps than this in one step is an eventless loop (a broken chart, or a mutant). */
const MICROSTEP_LIMIT = 500;

/**
 * Replays paths on real actors with fake actors and recorded actions, and runs at every step the
 * assertion written for each active leaf state (a state without one fails the test: every state
 * must be checked for something). The assertions are the only judge of the snapshots: the
 * traversal's own snapshots come from the same chart, so comparing with them proves nothing.
 * The runner fails a step on its own only when the actor itself fails (an action or a guard
 * throws, an eventless loop).
 */
export class PathRunner {
  private readonly visitedStates = new Set<string>();
  private readonly takenTransitions = new Set<string>();
  private pathCount = 0;
  /** the calls of the path being replayed: the faked chart records into it, so it is built once */
  private readonly calls: Call[] = [];
  private readonly machine: AnyStateMachine;

  constructor(
    private readonly entry: MachineEntry,
    private readonly assertions: StateAssertions,
  ) {
    this.machine = withFakes(entry.machine, this.calls);
  }

  /** Replays one path; returns the keys of the transitions it took (the mutation test picks paths by them). */
  replay(path: GeneratedPath): ReadonlySet<string> {
    const calls = this.calls;
    calls.length = 0;
    const taken = new Set<string>();
    const machine = this.machine;
    let microsteps = 0;
    let failure: unknown;
    // the actor itself, once created (inspection starts while it is being created)
    const self: { actor?: AnyActorRef } = {};
    const actor = createActor(machine, {
      input: path.input,
      clock: new SimulatedClock(),
      inspect: (e) => {
        if (e.type === '@xstate.microstep') {
          if (++microsteps > MICROSTEP_LIMIT) throw new Error(`more than ${MICROSTEP_LIMIT} microsteps in one step`);
          for (const t of (e as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
            const key = transitionKey(t);
            taken.add(key);
            this.takenTransitions.add(key);
            // transient states (eventless hops) never rest in a snapshot: count them here
            this.visitedStates.add((t.source as AnyStateNode).id);
            for (const target of (t.target ?? []) as AnyStateNode[]) this.visitedStates.add(target.id);
          }
        }
        // a delay started (entering a state with `after`): when its time comes is part of the chart
        if (e.type === '@xstate.action' && self.actor !== undefined && e.actorRef === self.actor) {
          const { type, params } = e.action as { type: string; params?: { event?: EventObject; delay?: unknown } };
          if (type === 'xstate.raise' && params?.delay !== undefined && params.event)
            calls.push({ name: 'timer', params: { event: eventName(params.event), ms: params.delay } });
        }
        // what the chart tells its children (a timer restarted): assertions can check it like any call
        if (
          e.type === '@xstate.event' &&
          self.actor !== undefined &&
          e.sourceRef === self.actor &&
          e.actorRef !== self.actor &&
          !e.event.type.startsWith('xstate.')
        )
          calls.push({ name: `sendTo:${(e.actorRef as AnyActorRef).id}`, params: e.event });
      },
    });
    self.actor = actor;
    // an action, a guard or an input that throws ends the actor: that fails the path, named
    actor.subscribe({ error: (error) => void (failure ??= error) });
    actor.start();
    try {
      this.check(path, 0, actor.getSnapshot(), undefined, calls, 0, failure);
      for (let i = 1; i < path.steps.length; i++) {
        const step = path.steps[i]!;
        const before = calls.length;
        const previous = actor.getSnapshot();
        // the traversal never goes past a final state: a path that does has left the chart it was made from
        if (previous.status !== 'active')
          throw new Error(
            `step ${i} (${step.event.type}) of ${path.description}: the actor is ${previous.status} already`,
          );
        calls.push({ name: 'event', params: step.event });
        microsteps = 0;
        actor.send(step.event);
        this.check(path, i, actor.getSnapshot(), previous, calls, before, failure);
      }
    } finally {
      actor.stop();
    }
    this.pathCount++;
    return taken;
  }

  private check(
    path: GeneratedPath,
    index: number,
    snapshot: AnyMachineSnapshot,
    previous: AnyMachineSnapshot | undefined,
    calls: Call[],
    before: number,
    failure: unknown,
  ) {
    const event = path.steps[index]!.event;
    const where = `step ${index} (${event.type}) of ${path.description}`;
    if (failure !== undefined || snapshot.status === 'error')
      throw new Error(`${where}: the actor failed: ${String((failure as Error | undefined)?.message ?? failure)}`, {
        cause: failure,
      });
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
          event,
          input: path.input,
          state: leaf,
        });
      } catch (error) {
        throw new Error(`${where}: in "${leaf}": ${(error as Error).message}`, { cause: error });
      }
    }
  }

  /** The coverage of the paths replayed so far, without writing it anywhere. */
  measure(): Coverage {
    const states = allStateIds(this.entry.machine);
    const transitions = allTransitionKeys(this.entry.machine);
    return {
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
  }

  /** The coverage, written for the QA flow atlas and CI artifacts (not committed) and logged. */
  coverage(): Coverage {
    const coverage = this.measure();
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

/** The events a path sent so far, in order (the `event` calls). */
export function sentEvents(calls: readonly Call[]): Array<EventObject & Record<string, unknown>> {
  return calls.filter((c) => c.name === 'event').map((c) => c.params as EventObject & Record<string, unknown>);
}

/**
 * What a step did besides receiving its event: actions run, actors started (`actor:<src>`), events
 * sent to children (`sendTo:<id>`), delays started (`timer`, with the event it will raise and when).
 */
export function effects(calls: readonly Call[]): Call[] {
  return calls.filter((c) => c.name !== 'event');
}

/**
 * An event in brief, as the path descriptions write it: `pin.submit`, `done:changePin` /
 * `error:changePin` for an actor's result, `after:second.otpTimer.validity.counting` for a delay
 * (with the state that holds it: two regions may use the same delay), `start` for the start.
 */
export function eventName(event: EventObject): string {
  if (event.type === 'xstate.init') return 'start';
  return event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\./, 'after:');
}

/**
 * Where this step came from, as seen by the state being checked: `start`, or the previous leaf
 * state(s) of its region, relative to the machine (`twoFactor.awaitingCode`, `validity.counting`
 * in a parallel chart's `validity` region).
 */
export function from(check: StepCheck): string {
  if (!check.previous) return 'start';
  const machine = check.snapshot.machine;
  const leaves = leafStateIds(machine.id, check.previous.value);
  let region: string | undefined;
  for (let node: AnyStateNode | undefined = machine.getStateNodeById(check.state); node?.parent; node = node.parent)
    if (node.parent.type === 'parallel') {
      region = node.id;
      break;
    }
  const inRegion = region ? leaves.filter((l) => l === region || l.startsWith(`${region}.`)) : [];
  return (inRegion.length > 0 ? inRegion : leaves).map((l) => l.slice(machine.id.length + 1)).join(', ');
}

export type Ways = Record<string, (check: StepCheck) => void>;

/**
 * Checks a step against the ways into the state written for it — the chart's specification, kept
 * apart from the chart. Each key is `start`, or `<from> <event>` in the terms of `from` and
 * `eventName`, with alternatives separated by `|` (`editing|viewing profile.cancel`); its
 * function checks what that way must do. A step no key names fails: the state was reached in a
 * way nobody wrote down (a transition aimed at the wrong state, an event that should be ignored).
 */
export function expectWay(check: StepCheck, ways: Ways): void {
  const origin = from(check);
  const event = eventName(check.event);
  for (const [key, way] of Object.entries(ways)) {
    const space = key.indexOf(' ');
    const froms = (space === -1 ? key : key.slice(0, space)).split('|');
    const events = space === -1 ? ['start'] : key.slice(space + 1).split('|');
    if (froms.includes(origin) && events.includes(event)) {
      way(check);
      return;
    }
  }
  throw new Error(`no way into "${check.state}" from "${origin}" on "${event}" is written`);
}

/** The step changed nothing: the same state value and context, and no call. */
export function expectUnchanged(check: StepCheck): void {
  expect(check.snapshot.value).toEqual(check.previous?.value);
  expect(check.snapshot.context).toEqual(check.previous?.context);
  expect(effects(check.stepCalls)).toEqual([]);
}

/**
 * The `expectWay` key for the events of `events` that state `from` ignores: all but those it
 * `handles` (`ignoredIn('loading', userEvents, 'twoFactor.retry')`).
 */
export function ignoredIn(from: string, events: readonly string[], ...handles: string[]): string {
  return `${from} ${events.filter((e) => !handles.includes(e)).join('|')}`;
}

/**
 * What every path test says about a chart's context: `ctx` reads it, `before` reads the previous
 * step's, and `expectStep` checks that the context is the previous one with `changes` and that the
 * step made exactly `calls`.
 */
export function contextChecks<C extends object>() {
  const ctx = (s: { context: unknown }) => s.context as C;
  const before = (check: StepCheck) => ctx(check.previous!);
  const expectStep = (check: StepCheck, changes: Partial<C>, calls: Call[] = []) => {
    expect(ctx(check.snapshot)).toEqual({ ...before(check), ...changes });
    expect(effects(check.stepCalls)).toEqual(calls);
  };
  return { ctx, before, expectStep };
}
