import type { Hono } from 'hono';
import { ErrCode } from '../../src/api/contract/errCodes';
import { ApiError, messages, ok } from '../http/envelope';
import { readCoverage } from './atlasCoverage';
import { readShot, readStoryboard } from './atlasStoryboard';

/**
 * Issue 22, for the flow atlas:
 * - `GET /sandbox/atlas/storyboard`: the storyboard's manifest (`{ manifest }`, null before a run);
 * - `GET /sandbox/atlas/storyboard/<machine>/<file>.png`: one of its screens;
 * - `GET /sandbox/atlas/browser-coverage`: the states and transitions the model paths reached in
 *   the browser, per machine, in the shape of the path tests' coverage.
 * Read at each request, so a test run shows on the next refresh. The screens show demo accounts'
 * pages: like the other sandbox tools they answer this machine (or the sandbox key) only; the
 * coverage figures are public, as the path tests' are.
 */
export function atlasStoryboardRoutes(app: Hono, dirs: { storyboard: string; browserCoverage: string }): void {
  app.get('/atlas/storyboard', async (c) => ok(c, { manifest: await readStoryboard(dirs.storyboard) }));
  app.get('/atlas/storyboard/:machine/:file', async (c) => {
    const png = await readShot(dirs.storyboard, c.req.param('machine'), c.req.param('file'));
    if (!png) throw new ApiError(404, ErrCode.notFound, messages.notFound);
    return c.body(new Uint8Array(png), 200, {
      'Content-Type': 'image/png',
      // a screen of the next run has the same name: the atlas asks with its hash, the browser revalidates
      'Cache-Control': 'no-cache',
    });
  });
  app.get('/atlas/browser-coverage', async (c) => ok(c, { machines: await readCoverage(dirs.browserCoverage) }));
}
