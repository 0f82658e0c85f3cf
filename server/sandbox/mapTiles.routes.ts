import type { Hono } from 'hono';
import * as v from 'valibot';
import { fieldErrors, validationError } from '../http/envelope';
import { MAX_TILE_ZOOM, sandboxTile } from './mapTiles';

const digits = v.pipe(v.string(), v.regex(/^\d{1,8}$/), v.transform(Number));
const tileSchema = v.pipe(
  v.object({ z: digits, x: digits, y: v.pipe(v.string(), v.regex(/^\d{1,8}\.png$/), v.transform(parseFloat)) }),
  v.check(({ z }) => z <= MAX_TILE_ZOOM, `The zoom is at most ${MAX_TILE_ZOOM}.`),
  v.check(({ z, x, y }) => x < 2 ** z && y < 2 ** z, 'The tile is outside the map at this zoom.'),
);

/**
 * `GET /sandbox/tiles/{z}/{x}/{y}.png`: the agent locator's map tiles offline
 * (requirements#agent-locator). A tile outside the Web-Mercator grid is refused (400, an
 * envelope); a good one may be cached for a day (the sandbox's tiles never change).
 */
export function mapTileRoutes(app: Hono): void {
  app.get('/tiles/:z/:x/:y', (c) => {
    const result = v.safeParse(tileSchema, c.req.param());
    if (!result.success) throw validationError(fieldErrors(result.issues));
    return c.body(new Uint8Array(sandboxTile()), 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
