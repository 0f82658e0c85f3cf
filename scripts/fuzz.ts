/**
 * `npm run fuzz [runs]`: the nightly-style endpoint fuzz (issue 19; `npm test` runs the smaller
 * test/server/fuzz/endpoints.test.ts). On an in-memory PGlite, in-process, no network:
 *   edge  `runs` inputs per endpoint (default 10,000) through readJson/readQuery and the
 *         endpoint's own schema: never anything but a 400, no refusal quoting the input, nothing
 *         accepted with an unbounded number or text the database cannot store;
 *   http  FUZZ_HTTP_RUNS inputs per endpoint (default 1,000) through the whole app and its
 *         database: never a 5xx, never a refusal quoting the input.
 * FUZZ_SEED fixes the seed (printed, to replay a run); FUZZ_ONLY=<text> keeps the endpoints whose
 * method and path contain it. Exits 1 on any problem.
 */
import fc from 'fast-check';
import { pgliteBackend } from '../test/server/support/backends';
import { judgeAtEdge, openFuzzTarget, requestFor, send } from '../test/server/fuzz/fuzzHarness';
import { printTable } from './table';

const edgeRuns = Number(process.argv[2] ?? 10_000);
const httpRuns = Number(process.env.FUZZ_HTTP_RUNS ?? 1_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const only = process.env.FUZZ_ONLY;
const started = performance.now();
const target = await openFuzzTarget(pgliteBackend);
const rows: string[][] = [
  ['endpoint', 'schema', 'edge inputs', 'edge s', 'http inputs', '2xx', '4xx', '5xx', 'http s', 'problems'],
];
const problems: string[] = [];
const note = (name: string, problem: string, input: string) => {
  if (problems.length < 60) problems.push(`${name}: ${problem}\n    input: ${input.slice(0, 300)}`);
};
try {
  for (const endpoint of target.endpoints) {
    const name = `${endpoint.method} ${endpoint.path}`;
    if (only !== undefined && !name.includes(only)) continue;
    const headers = await target.headers();
    let found = 0;
    let t = performance.now();
    const edgeInputs =
      endpoint.schema === undefined ? [] : fc.sample(requestFor(endpoint, headers), { numRuns: edgeRuns, seed });
    for (const request of edgeInputs) {
      const problem = judgeAtEdge(endpoint, request);
      if (problem !== undefined) {
        found += 1;
        note(name, `edge: ${problem}`, `${request.url} ${request.body ?? ''}`);
      }
    }
    const edgeSeconds = (performance.now() - t) / 1000;
    t = performance.now();
    const counts = { ok: 0, client: 0, server: 0 };
    const httpInputs = fc.sample(requestFor(endpoint, await target.headers()), { numRuns: httpRuns, seed });
    for (const request of httpInputs) {
      const verdict = await send(target.app, request);
      if (verdict.status >= 500) counts.server += 1;
      else if (verdict.status >= 400) counts.client += 1;
      else counts.ok += 1;
      if (verdict.problem !== undefined) {
        found += 1;
        note(name, verdict.problem, `${request.url} ${request.body ?? ''}`);
      }
    }
    rows.push([
      name,
      endpoint.schema === undefined ? '–' : 'yes',
      String(edgeInputs.length),
      edgeSeconds.toFixed(1),
      String(httpInputs.length),
      String(counts.ok),
      String(counts.client),
      String(counts.server),
      ((performance.now() - t) / 1000).toFixed(1),
      String(found),
    ]);
  }
} finally {
  await target.close();
}
printTable(rows);
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(
  `\n${rows.length - 1} endpoints, ${edgeRuns} edge + ${httpRuns} http inputs each, seed ${seed}, ${seconds} s`,
);
for (const problem of problems) console.log(problem);
process.exit(problems.length === 0 ? 0 : 1);
