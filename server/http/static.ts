import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { secureHeaders } from 'hono/secure-headers';
import type { Logger } from '../log';

/**
 * Headers for the portal's pages: the CSP forbids framing (clickjacking,
 * requirements#framed-warning), plugins and <base> rewriting; scripts only from our origin, plus
 * `scriptOrigins` (CSP_SCRIPT_ORIGINS: where a chat widget is hosted), which may also be connected
 * to, as widgets talk to their host. Inline styles stay allowed because the UI library injects
 * them. HSTS is left to the TLS terminator in front of a real deployment.
 */
export function pageSecurityHeaders(
  scriptOrigins: readonly string[] = [],
  framing: 'none' | 'self' = 'none',
): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptOrigins],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...scriptOrigins],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      frameAncestors: [framing === 'self' ? "'self'" : "'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
    },
    xFrameOptions: framing === 'self' ? 'SAMEORIGIN' : 'DENY',
    xContentTypeOptions: true,
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    strictTransportSecurity: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'] },
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Revalidate on every load: these name hashed assets, or are edited on the host (portal-config.json). */
const REVALIDATE = 'no-cache';

/** Hashed build output never changes under its name; everything else must be revalidated. */
const cachePolicy: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status >= 400) return;
  c.header('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
};

function isPortalPath(path: string): boolean {
  return !/^\/(api|sandbox)(\/|$)/.test(path) && path !== '/healthz';
}

function onPortalPaths(middleware: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (isPortalPath(c.req.path) ? middleware(c, next) : next());
}

/**
 * Serves the built portal from `staticDir`: precompressed .br/.gz siblings when the browser
 * accepts them, and index.html for client-side routes (a GET without a file extension).
 */
export function mountStatic(
  app: Hono,
  staticDir: string,
  log: Logger,
  options: { scriptOrigins?: readonly string[]; sandboxFrames?: boolean; inactivityTimeoutSeconds?: number } = {},
): void {
  if (!existsSync(join(staticDir, 'index.html'))) {
    log.info(`No built portal in ${staticDir}: serving the API only. Run \`npm run build\` to serve the portal too.`);
    app.get('*', (c) => c.text('The portal is not built. Run `npm run build`, then restart the server.', 404));
    return;
  }
  const strict = pageSecurityHeaders(options.scriptOrigins);
  const framable = pageSecurityHeaders(options.scriptOrigins, 'self');
  app.use(
    '*',
    onPortalPaths((c, next) => {
      if (!options.sandboxFrames) return strict(c, next);
      // requirements#web-view-sandbox: with the sandbox tools on, a page of this origin (the host
      // simulator /sandbox/webview) may frame the portal; everyone else still may not
      c.header('Vary', 'Sec-Fetch-Dest, Sec-Fetch-Site', { append: true });
      const sameOriginFrame =
        c.req.header('Sec-Fetch-Dest') === 'iframe' && c.req.header('Sec-Fetch-Site') === 'same-origin';
      return (sameOriginFrame ? framable : strict)(c, next);
    }),
  );
  app.use('*', onPortalPaths(cachePolicy));
  const idleSeconds = options.inactivityTimeoutSeconds;
  if (idleSeconds !== undefined) {
    // issue 19 defect 9, requirements#inactivity-timeout: one idle timeout, the one the server
    // enforces (SESSION_IDLE_TIMEOUT_SECONDS), so the portal's own sign-out never disagrees with it
    app.get('/portal-config.json', async (c, next) => {
      let config: unknown;
      try {
        config = JSON.parse(await readFile(join(staticDir, 'portal-config.json'), 'utf8'));
      } catch {
        return next(); // missing or malformed: served as it is, the portal reports it
      }
      if (typeof config !== 'object' || config === null || Array.isArray(config)) return next();
      return c.json({ ...config, inactivityTimeoutSeconds: idleSeconds });
    });
  }
  app.use('*', serveStatic({ root: staticDir, precompressed: true }));
  const indexHtml = serveStatic({ root: staticDir, path: 'index.html', precompressed: true });
  app.get('*', async (c, next) => {
    const lastSegment = c.req.path.slice(c.req.path.lastIndexOf('/') + 1);
    if (!isPortalPath(c.req.path) || lastSegment.includes('.')) return next();
    return indexHtml(c, next);
  });
}
