import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { secureHeaders } from 'hono/secure-headers';
import type { Logger } from '../log';

/** HSTS when the server itself is a production HTTPS origin: a year, with the subdomains */
const HSTS = 'max-age=31536000; includeSubDomains';
import { preloadTags, type RoutePreloads } from './routePreloads';

/**
 * Headers for the portal's pages: the CSP forbids framing (clickjacking,
 * requirements#framed-warning), plugins and <base> rewriting; scripts only from our origin, plus
 * `scriptOrigins` (CSP_SCRIPT_ORIGINS: where a chat widget is hosted), which may also be connected
 * to, as widgets talk to their host. Inline styles stay allowed because the UI library injects
 * them. HSTS (`hsts`) only where the server terminates TLS itself in production (TLS_CERT_FILE with
 * MODE=production); behind a TLS terminator, that one sends it.
 */
export function pageSecurityHeaders(
  scriptOrigins: readonly string[] = [],
  framing: 'none' | 'self' = 'none',
  hsts = false,
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
    strictTransportSecurity: hsts ? HSTS : false,
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
  options: {
    scriptOrigins?: readonly string[];
    sandboxFrames?: boolean;
    inactivityTimeoutSeconds?: number;
    /** Strict-Transport-Security on the pages (a production HTTPS server) */
    hsts?: boolean;
  } = {},
): void {
  if (!existsSync(join(staticDir, 'index.html'))) {
    log.info(`No built portal in ${staticDir}: serving the API only. Run \`npm run build\` to serve the portal too.`);
    app.get('*', (c) => c.text('The portal is not built. Run `npm run build`, then restart the server.', 404));
    return;
  }
  const strict = pageSecurityHeaders(options.scriptOrigins, 'none', options.hsts);
  const framable = pageSecurityHeaders(options.scriptOrigins, 'self', options.hsts);
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
  const withPreloads = routePreloadedPages(staticDir, log);
  app.get('*', async (c, next) => {
    const lastSegment = c.req.path.slice(c.req.path.lastIndexOf('/') + 1);
    if (!isPortalPath(c.req.path) || lastSegment.includes('.')) return next();
    const page = withPreloads?.(c.req.path, c.req.header('Accept-Encoding') ?? '');
    if (!page) return indexHtml(c, next);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    c.header('Vary', 'Accept-Encoding', { append: true });
    if (page.encoding) c.header('Content-Encoding', page.encoding);
    return c.body(new Uint8Array(page.body));
  });
}

/**
 * issue 20: index.html naming the route's code (server/http/routePreloads.ts), compressed once per
 * distinct set of tags. Null without the build's route-preloads.json (an older build): index.html
 * is then served as it is.
 */
function routePreloadedPages(
  staticDir: string,
  log: Logger,
): ((path: string, acceptEncoding: string) => { body: Buffer; encoding: 'br' | 'gzip' | null } | null) | null {
  let preloads: RoutePreloads;
  let html: string;
  try {
    preloads = JSON.parse(readFileSync(join(staticDir, 'route-preloads.json'), 'utf8')) as RoutePreloads;
    html = readFileSync(join(staticDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  if (!Array.isArray(preloads.routes) || !html.includes('<head>') || !html.includes('</head>')) {
    log.info('route-preloads.json or index.html is not as the build writes them: pages are served without preloads');
    return null;
  }
  const pages = new Map<string, { plain: Buffer; br: Buffer; gzip: Buffer }>();
  return (path, acceptEncoding) => {
    const tags = preloadTags(preloads, path);
    if (!tags) return null;
    const key = tags.opening + tags.closing;
    let page = pages.get(key);
    if (!page) {
      const plain = Buffer.from(
        html.replace('<head>', `<head>${tags.opening}`).replace('</head>', `${tags.closing}</head>`),
      );
      page = {
        plain,
        br: brotliCompressSync(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(plain, { level: 9 }),
      };
      pages.set(key, page);
    }
    if (/\bbr\b/.test(acceptEncoding)) return { body: page.br, encoding: 'br' };
    if (/\bgzip\b/.test(acceptEncoding)) return { body: page.gzip, encoding: 'gzip' };
    return { body: page.plain, encoding: null };
  };
}
