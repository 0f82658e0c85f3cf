import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { activeStateIds, transitionKey } from '../../src/atlas/keys';

/**
 * The states and transitions of a chart, by the keys coverage uses: shared by the path tests
 * (pathHarness, under Vitest) and the model paths in the browser (test/e2e/model, under
 * Playwright). Free of any test runner's imports so both can load it.
 */

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

/** The active leaf state ids of a snapshot's value. */
export function leafStateIds(machineId: string, value: unknown): string[] {
  const all = activeStateIds(machineId, value);
  return all.filter((id) => !all.some((other) => other.startsWith(`${id}.`)));
}
