import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ErrCode } from '../src/api/contract/errCodes';
import { paths } from '../src/api/contract/paths';
import { MAX_JSON_BODY_BYTES } from './http/body';
import { ApiError, errorResponse, messages, ok } from './http/envelope';
import { envelopeErrorHandler, notFoundOrMethodNotAllowed } from './http/errors';
import { requestLog } from './http/requestLog';
import type { AppServices } from './http/services';
import { mountStatic } from './http/static';
import { appLoginRoutes } from './routes/appLogin';
import { cmsRoutes } from './routes/cms';
import { layoutRoutes } from './routes/layout';
import { logoutRoutes } from './routes/logout';
import { pageRoutes } from './routes/pages';
import { passwordRoutes } from './routes/password';
import { pinRoutes } from './routes/pin';
import { preferenceRoutes } from './routes/preferences';
import { MAX_PROFILE_BODY_BYTES, profileRoutes } from './routes/profile';
import { sandboxRoutes } from './routes/sandbox';
import { signInRoutes } from './routes/signIn';
import { signUpRoutes } from './routes/signUp';
import { twoFactorRoutes } from './routes/twoFactor';
import { twoFactorSetupRoutes } from './routes/twoFactorSetup';
import { walletRoutes } from './routes/wallet';
import { csrfProtection } from './security/csrf';

export interface AppOptions {
  staticDir: string;
  sandboxTools: boolean;
  /** CSP_SCRIPT_ORIGINS: other origins the portal's pages may load scripts from. */
  cspScriptOrigins?: readonly string[];
}

/**
 * Routes allowed a bigger body than MAX_JSON_BODY_BYTES, by exact path: every other route keeps
 * the small limit, so a large upload is possible only where one is expected.
 */
const largeBodyRoutes: Readonly<Record<string, number>> = {
  [`/api/${paths.updateProfile}`]: MAX_PROFILE_BODY_BYTES,
};

/** Responses of every JSON surface: never sniffed, never cached (they carry personal data). */
function jsonSurface(app: Hono, svc: AppServices): void {
  app.use('*', async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
    await next();
  });
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => {
        // The rest of the body is never read: a keep-alive client must not reuse this connection.
        c.header('Connection', 'close');
        return errorResponse(c, new ApiError(413, ErrCode.validationFailed, messages.tooLarge));
      },
    });
  const defaultLimit = limit(MAX_JSON_BODY_BYTES);
  const routeLimits = new Map(Object.entries(largeBodyRoutes).map(([path, size]) => [path, limit(size)]));
  app.use('*', (c, next) => (routeLimits.get(c.req.path) ?? defaultLimit)(c, next));
  app.onError(envelopeErrorHandler(svc.log));
}

function createApi(svc: AppServices): Hono {
  const api = new Hono();
  jsonSurface(api, svc);
  api.use('*', csrfProtection(svc.keys.csrf));
  // The sandbox's CSRF bootstrap: the middleware above has already set the cookie if needed.
  api.get(`/${paths.csrf}`, (c) => ok(c, null));
  cmsRoutes(api, svc);
  appLoginRoutes(api, svc);
  signInRoutes(api, svc);
  twoFactorRoutes(api, svc);
  logoutRoutes(api, svc);
  walletRoutes(api, svc);
  signUpRoutes(api, svc);
  pinRoutes(api, svc);
  passwordRoutes(api, svc);
  twoFactorSetupRoutes(api, svc);
  profileRoutes(api, svc);
  layoutRoutes(api, svc);
  pageRoutes(api, svc);
  preferenceRoutes(api, svc);
  api.all('*', notFoundOrMethodNotAllowed(api, '/api'));
  return api;
}

function createSandbox(svc: AppServices): Hono {
  const sandbox = new Hono();
  jsonSurface(sandbox, svc);
  sandboxRoutes(sandbox, svc);
  sandbox.all('*', notFoundOrMethodNotAllowed(sandbox, '/sandbox'));
  return sandbox;
}

export function createApp(svc: AppServices, options: AppOptions): Hono {
  const app = new Hono();
  app.use('*', requestLog(svc.log));
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text('ok');
  });
  app.route('/api', createApi(svc));
  if (options.sandboxTools) app.route('/sandbox', createSandbox(svc));
  mountStatic(app, options.staticDir, svc.log, { scriptOrigins: options.cspScriptOrigins ?? [] });
  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => {
    svc.log.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.text('Internal server error', 500);
  });
  return app;
}
