import * as v from 'valibot';
import { machineCoverageSchema, type MachineCoverage } from '../api/contract/atlasCoverage';
import type { ChartCoverageMarks } from './ChartSvg';

/**
 * Coverage as the machines' path tests write it (test-results/machine-coverage/<id>.json): the
 * states and transitions no generated path reached. The atlas reads it from the sandbox
 * (`atlasCoverageUrl` in the runtime configuration) or from a file QA opens.
 */
export { machineCoverageSchema, type MachineCoverage };

/** One machine's file, a list of them, or the sandbox's `{ machines }` (bare or in its envelope). */
const coverageDocument = v.union([
  v.pipe(
    machineCoverageSchema,
    v.transform((m) => [m]),
  ),
  v.array(machineCoverageSchema),
  v.pipe(
    v.object({ machines: v.array(machineCoverageSchema) }),
    v.transform((d) => d.machines),
  ),
  v.pipe(
    v.object({ data: v.object({ machines: v.array(machineCoverageSchema) }) }),
    v.transform((d) => d.data.machines),
  ),
]);

/** The coverage in a document, by machine id; null when it is not a coverage document. */
export function parseCoverage(raw: unknown): Map<string, MachineCoverage> | null {
  const result = v.safeParse(coverageDocument, raw);
  return result.success ? new Map(result.output.map((m) => [m.machine, m])) : null;
}

/** What the diagram marks red. */
export function coverageMarks(coverage: MachineCoverage): ChartCoverageMarks {
  return { missingStates: new Set(coverage.states.missing), missingTransitions: new Set(coverage.transitions.missing) };
}

export const percent = (p: { total: number; covered: number }) =>
  p.total === 0 ? 100 : Math.floor((p.covered / p.total) * 1000) / 10;
