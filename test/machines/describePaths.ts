import { describe, expect, it } from 'vitest';
import type { MachineEntry } from '../../machines';
import { generatePaths, PathRunner, type StateAssertions } from './pathHarness';

/**
 * One test per generated path (replayed with its assertions at every step), then the coverage
 * check: every state and every transition of the machine reached.
 */
export function describeMachinePaths(entry: MachineEntry, assertions: StateAssertions): void {
  describe(`${entry.title} statechart paths`, () => {
    const paths = generatePaths(entry);
    const runner = new PathRunner(entry, assertions);

    it.each(paths.map((p) => [p.description, p] as const))('%s', (_name, path) => runner.replay(path));

    it('reaches every state and every transition', () => {
      const coverage = runner.coverage();
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
      expect(coverage.paths).toBe(paths.length);
    });
  });
}
