import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { machineCoverageSchema, type MachineCoverage } from '../../src/api/contract/atlasCoverage';
import { ok } from '../http/envelope';

/**
 * `GET /sandbox/atlas/coverage`: the coverage the machines' path tests wrote (one JSON file per
 * statechart), for the flow atlas to lay over its diagrams. Read at each request, so a test run
 * shows on the next refresh; a missing folder is an empty list, an unreadable file is skipped.
 */
export function atlasCoverageRoutes(app: Hono, dir: string): void {
  app.get('/atlas/coverage', async (c) => ok(c, { machines: await readCoverage(dir) }));
}

export async function readCoverage(dir: string): Promise<MachineCoverage[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
  const machines: MachineCoverage[] = [];
  for (const file of files) {
    try {
      const parsed = v.safeParse(machineCoverageSchema, JSON.parse(await readFile(join(dir, file), 'utf8')));
      if (parsed.success) machines.push(parsed.output);
    } catch {
      // a file being written or not JSON: the next request reads it again
    }
  }
  return machines;
}
