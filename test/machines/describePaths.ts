import { describe, expect, it } from 'vitest';
import type { MachineEntry } from '../../machines';
import { generatePaths, PathRunner, type StateAssertions } from './pathHarness';

/** The assertions each path test file gave, by machine id (the mutation test replays them on mutants). */
const written = new Map<string, StateAssertions>();
let collecting = false;

/**
 * One test per generated path (replayed with its assertions at every step), then the coverage
 * check: every state and every transition of the machine reached.
 */
export function describeMachinePaths(entry: MachineEntry, assertions: StateAssertions): void {
  written.set(entry.id, assertions);
  if (collecting) return;
  describe(`${entry.title} statechart paths`, () => {
    const paths = generatePaths(entry);
    const runner = new PathRunner(entry, assertions);

    it.each(paths.map((p) => [p.description, p] as const))('%s', (_name, path) => void runner.replay(path));

    it('reaches every state and every transition', () => {
      const coverage = runner.coverage();
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
      expect(coverage.paths).toBe(paths.length);
    });
  });
}

/**
 * The assertions of a path test file, loaded without declaring its tests (`load` imports the
 * file, e.g. `() => import('./changePin.test')`).
 */
export async function writtenAssertions(id: string, load: () => Promise<unknown>): Promise<StateAssertions> {
  collecting = true;
  try {
    await load();
  } finally {
    collecting = false;
  }
  const assertions = written.get(id);
  if (!assertions) throw new Error(`the path test file loaded for "${id}" describes no paths for it`);
  return assertions;
}
