import type { Hono } from 'hono';
import { ok } from '../http/envelope';
import { readCoverage } from './atlasCoverage';

/**
 * `GET /sandbox/atlas/coverage`: the coverage the machines' path tests wrote, for the flow atlas
 * to lay over its diagrams. Read at each request, so a test run shows on the next refresh.
 */
export function atlasCoverageRoutes(app: Hono, dir: string): void {
  app.get('/atlas/coverage', async (c) => ok(c, { machines: await readCoverage(dir) }));
}
