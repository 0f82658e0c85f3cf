import type { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../deps';
import { ok } from '../http/envelope';
import { readQuery } from '../http/query';
import { devicesOfLogin } from './devices';
import { devicesPageCsp, renderDevicesPage } from './devicesPage';

const deviceQuerySchema = v.object({
  user: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64), v.regex(/^[^\p{Cc}]*$/u)), ''),
});

/** requirements#device-details: testers list a user's devices (sandbox tools only). */
export function sandboxDeviceRoutes(sandbox: Hono, deps: Deps): void {
  sandbox.get('/v1/devices', async (c) => {
    const { user } = readQuery(c, deviceQuerySchema);
    const found = user === '' ? undefined : await devicesOfLogin(deps, user.toLowerCase());
    return ok(c, found ?? { login: user, userIdentifier: null, devices: [] });
  });

  sandbox.get('/devices', async (c) => {
    const { user } = readQuery(c, deviceQuerySchema);
    const found = user === '' ? undefined : await devicesOfLogin(deps, user.toLowerCase());
    c.header('Content-Security-Policy', devicesPageCsp);
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(renderDevicesPage(user, found));
  });
}
