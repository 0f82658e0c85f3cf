import { createActor, SimulatedClock, type AnyTransitionDefinition } from 'xstate';
import type { MachineEntry } from '../../machines';
import { activeStateIds, transitionKey } from './keys';
import { generatePaths, simplePaths, withFakes, type Call, type GeneratedPath } from './paths';
import { scriptSteps, type ScriptStep } from './script';

/**
 * Generated paths as plain data the atlas can list, play and export: each step with what to do
 * and what to expect (the test script's words), the states active after it and the
 * transitions it took — read from a real actor replaying the path through XState's inspection
 * API, the way the path tests record coverage. Plain data crosses a worker boundary.
 */
export interface TracedStep extends ScriptStep {
  /** active state ids after the step */
  states: string[];
  /** transitions the step took (coverage keys) */
  transitions: string[];
}

export interface TracedPath {
  steps: TracedStep[];
}

export interface PathList {
  machineId: string;
  /** the shortest path to every state, then one through every transition not yet taken */
  shortest: TracedPath[];
  /** loop-free paths to every state, in turns, up to the limit */
  simple: TracedPath[];
  /** false when the simple paths were cut at the limit */
  simpleComplete: boolean;
}

export function tracePath(entry: MachineEntry, path: GeneratedPath): TracedPath {
  const script = scriptSteps(path);
  const taken: string[][] = [[]];
  const calls: Call[] = [];
  const actor = createActor(withFakes(entry.machine, calls), {
    input: path.input,
    clock: new SimulatedClock(),
    inspect: (e) => {
      if (e.type !== '@xstate.microstep') return;
      const transitions = (e as unknown as { _transitions: AnyTransitionDefinition[] })._transitions;
      taken.at(-1)!.push(...transitions.map(transitionKey));
    },
  });
  actor.start();
  const states = [activeStateIds(entry.machine.id, actor.getSnapshot().value)];
  for (const step of path.steps.slice(1)) {
    taken.push([]);
    actor.send(step.event);
    states.push(activeStateIds(entry.machine.id, actor.getSnapshot().value));
  }
  actor.stop();
  return {
    steps: script.map((s, i) => ({ ...s, states: states[i] ?? [], transitions: taken[i] ?? [] })),
  };
}

/** Every path the atlas lists for a machine. */
export function pathList(entry: MachineEntry, { simpleLimit = 200 }: { simpleLimit?: number } = {}): PathList {
  const simple = simplePaths(entry, { limit: simpleLimit });
  return {
    machineId: entry.id,
    shortest: generatePaths(entry).map((p) => tracePath(entry, p)),
    simple: simple.paths.map((p) => tracePath(entry, p)),
    simpleComplete: simple.complete,
  };
}
