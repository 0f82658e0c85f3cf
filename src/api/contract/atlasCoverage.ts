import * as v from 'valibot';

/**
 * One statechart's coverage by its path tests, as test/machines/pathHarness.ts writes it
 * (test-results/machine-coverage/<id>.json) and the sandbox serves it to the flow atlas
 * (GET /sandbox/atlas/coverage → `{ machines: [...] }` in the envelope).
 */
const part = v.object({
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  covered: v.pipe(v.number(), v.integer(), v.minValue(0)),
  missing: v.array(v.string()),
});

export const machineCoverageSchema = v.object({
  machine: v.string(),
  states: part,
  transitions: part,
  paths: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export type MachineCoverage = v.InferOutput<typeof machineCoverageSchema>;
