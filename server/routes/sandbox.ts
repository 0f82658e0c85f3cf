import { type Hono } from 'hono';
import * as v from 'valibot';
import { isMaintenanceMode, setMaintenanceMode } from '../content/siteSettings';
import { readJson } from '../http/body';
import { ok } from '../http/envelope';
import type { AppServices } from '../http/services';
import { SITE_ID } from '../seed/siteSettings';

const maintenanceSchema = v.object({ enabled: v.boolean() });

/**
 * Testers' controls (SANDBOX_TOOLS=on). No CSRF pair here — testers drive these with curl — but a
 * JSON content type is required, which a cross-site form cannot send without a CORS preflight.
 */
export function sandboxRoutes(app: Hono, svc: AppServices): void {
  app.get('/v1/maintenance', async (c) => ok(c, { enabled: await isMaintenanceMode(svc.db, SITE_ID) }));

  app.post('/v1/maintenance', async (c) => {
    const { enabled } = await readJson(c, maintenanceSchema);
    await setMaintenanceMode(svc.db, SITE_ID, enabled, svc.now());
    return ok(c, { enabled });
  });
}
