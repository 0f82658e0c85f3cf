import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteBackend } from '../support/backends';
import { judgeAtEdge, openFuzzTarget, requestFor, send, type FuzzTarget } from './fuzzHarness';

/**
 * issue 19: fast-check fuzz of every /api endpoint, in-process on an in-memory PGlite.
 * 1,000 inputs per endpoint through its own schema behind readJson/readQuery (the edge), and a
 * smaller sample per endpoint through the whole app and its database; `npm run fuzz` runs 10,000
 * and 1,000. FUZZ_SEED replays a run (fast-check prints the seed and the shrunk input on failure).
 */
const EDGE_RUNS = 1_000;
// through the whole app (a database round trip each): a sample in `npm test`, 1,000 in `npm run fuzz`
const HTTP_RUNS = 10;
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

describe('endpoint fuzz', () => {
  let target: FuzzTarget;
  beforeAll(async () => {
    target = await openFuzzTarget(pgliteBackend);
  }, 120_000);
  afterAll(() => target?.close());

  it('finds every endpoint and the schema of those that read one', () => {
    expect(target.endpoints.length).toBeGreaterThan(90);
    expect(target.endpoints.filter((e) => e.schema !== undefined).length).toBeGreaterThan(60);
  });

  it('refuses hostile input at the edge with a 400 that does not quote it, and lets no unbounded number or unstorable text through', async () => {
    const headers = await target.headers();
    for (const endpoint of target.endpoints.filter((e) => e.schema !== undefined)) {
      fc.assert(
        fc.property(requestFor(endpoint, headers), (request) => {
          const problem = judgeAtEdge(endpoint, request);
          if (problem !== undefined) throw new Error(`${endpoint.method} ${endpoint.path}: ${problem}`);
        }),
        { numRuns: EDGE_RUNS, ...(seed === undefined ? {} : { seed }) },
      );
    }
  }, 300_000);

  it('never answers a 5xx or a refusal quoting the input, through the whole app', async () => {
    for (const endpoint of target.endpoints) {
      const headers = await target.headers();
      await fc.assert(
        fc.asyncProperty(requestFor(endpoint, headers), async (request) => {
          const { problem } = await send(target.app, request);
          if (problem !== undefined) throw new Error(`${endpoint.method} ${endpoint.path}: ${problem}`);
        }),
        { numRuns: HTTP_RUNS, ...(seed === undefined ? {} : { seed }) },
      );
    }
  }, 600_000);
});
