import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { allStateIds, allTransitionKeys } from '../../machines/chartIds';
import { registryEntry, type LeftOut } from './plan';
import { RAW_DIR } from './runner';

/**
 * Issue 22: the browser coverage, per machine — the states and transitions the portal's own
 * actors reached while the model paths ran (what the flow inspector reported, not what the model
 * predicted). Written next to the path tests' coverage, in the same shape the flow atlas reads
 * (src/api/contract/atlasCoverage.ts), plus the transitions left out and why:
 * test-results/browser-coverage/<machine>.json and summary.json.
 */
export const BROWSER_COVERAGE_DIR = 'test-results/browser-coverage';

interface Raw {
  machine: string;
  path: number;
  states: string[];
  transitions: string[];
}

export interface BrowserCoverage {
  machine: string;
  source: 'browser';
  set: 'subset' | 'full';
  states: { total: number; covered: number; missing: string[] };
  transitions: { total: number; covered: number; missing: string[] };
  paths: number;
  leftOut: LeftOut[];
}

export function clearRaw(): void {
  rmSync(RAW_DIR, { recursive: true, force: true });
}

export function summarize(leftOutByMachine: Record<string, LeftOut[]>, set: 'subset' | 'full'): BrowserCoverage[] {
  const raws: Raw[] = existsSync(RAW_DIR)
    ? readdirSync(RAW_DIR)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(`${RAW_DIR}/${f}`, 'utf8')) as Raw)
    : [];
  const out: BrowserCoverage[] = [];
  for (const [machine, leftOut] of Object.entries(leftOutByMachine)) {
    const { machine: chart } = registryEntry(machine);
    const mine = raws.filter((r) => r.machine === machine);
    const states = new Set(mine.flatMap((r) => r.states));
    const transitions = new Set(mine.flatMap((r) => r.transitions));
    const stateIds = allStateIds(chart);
    const keys = allTransitionKeys(chart);
    const missingTransitions = keys.filter((t) => !transitions.has(t));
    const reasons = new Map(leftOut.map((l) => [l.transition, l.reason]));
    out.push({
      machine,
      source: 'browser',
      set,
      states: {
        total: stateIds.length,
        covered: stateIds.filter((s) => states.has(s)).length,
        missing: stateIds.filter((s) => !states.has(s)),
      },
      transitions: {
        total: keys.length,
        covered: keys.length - missingTransitions.length,
        missing: missingTransitions,
      },
      paths: mine.length,
      leftOut: missingTransitions.map((t) => ({
        transition: t,
        reason:
          reasons.get(t) ??
          (set === 'subset'
            ? 'not in the subset (npm run test:model walks it)'
            : 'not reached: a path failed before it'),
      })),
    });
  }
  mkdirSync(BROWSER_COVERAGE_DIR, { recursive: true });
  for (const c of out) writeFileSync(`${BROWSER_COVERAGE_DIR}/${c.machine}.json`, JSON.stringify(c, null, 2));
  writeFileSync(`${BROWSER_COVERAGE_DIR}/summary.json`, JSON.stringify(out, null, 2));
  return out;
}

export function formatCoverage(coverage: BrowserCoverage[]): string {
  const pct = (a: number, b: number) => (b === 0 ? '—' : `${Math.round((100 * a) / b)} %`);
  const lines = [
    `Browser coverage (${coverage[0]?.set ?? 'subset'}): the portal's own actors, as its flow inspector reported them`,
    `  ${'machine'.padEnd(16)} ${'paths'.padStart(5)}  ${'states'.padEnd(14)} transitions`,
  ];
  for (const c of coverage)
    lines.push(
      `  ${c.machine.padEnd(16)} ${String(c.paths).padStart(5)}  ${`${c.states.covered}/${c.states.total} ${pct(c.states.covered, c.states.total)}`.padEnd(14)} ${c.transitions.covered}/${c.transitions.total} ${pct(c.transitions.covered, c.transitions.total)}`,
    );
  for (const c of coverage) {
    for (const s of c.states.missing) lines.push(`  ${c.machine}: state not reached: ${s}`);
    for (const l of c.leftOut) lines.push(`  ${c.machine}: left out ${l.transition} — ${l.reason}`);
  }
  return lines.join('\n');
}
