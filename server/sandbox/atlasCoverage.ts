import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { machineCoverageSchema, type MachineCoverage } from '../../src/api/contract/atlasCoverage';

/**
 * The coverage the machines' path tests wrote (one JSON file per statechart), for the flow atlas
 * to lay over its diagrams. A missing folder is an empty list, an unreadable file is skipped.
 */
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
