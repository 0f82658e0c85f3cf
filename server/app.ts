import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ErrCode, type ErrCodeValue } from '../src/api/contract/errCodes';
import { paths } from '../src/api/contract/paths';
import { MAX_JSON_BODY_BYTES } from './http/body';
import { ApiError, errorResponse, messages, ok } from './http/envelope';
import { envelopeErrorHandler, notFoundOrMethodNotAllowed } from './http/errors';
import { requestLog } from './http/requestLog';
import type { AppServices } from './http/services';
import { mountStatic } from './http/static';
import { atlasCoverageRoutes } from './routes/atlasCoverage';
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
import { serviceConfigRoutes } from './routes/serviceConfig';
import { serviceDataRoutes } from './routes/serviceData';
import { signInRoutes } from './routes/signIn';
import { signUpRoutes } from './routes/signUp';
import { transactionReportRoutes } from './routes/transactionReport';
import { transactionRoutes } from './routes/transactions';
import { twoFactorRoutes } from './routes/twoFactor';
import { twoFactorSetupRoutes } from './routes/twoFactorSetup';
import { walletRoutes } from './routes/wallet';
import { csrfProtection } from './security/csrf';
import { MAX_SUBMIT_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from './services/limits';

export interface AppOptions {
  staticDir: string;
  sandboxTools: boolean;
  /** the path tests' coverage, served to the flow atlas under /sandbox/atlas/coverage */
  coverageDir?: string;
  /** CSP_SCRIPT_ORIGINS: other origins the portal's pages may load scripts from. */
  cspScriptOrigins?: readonly string[];
}

/**
 * Routes allowed a bigger body than MAX_JSON_BODY_BYTES, by exact path: every other route keeps
 * the small limit, so a large upload is possible only where one is expected.
 */
const largeBodyRoutes: Readonly<Record<string, { maxSize: number; errCode?: ErrCodeValue; message?: string }>> = {
  [`/api/${paths.updateProfile}`]: { maxSize: MAX_PROFILE_BODY_BYTES },
  // link-bank-account carries its statement as a data URL (seed 001 §5 base64)
  [`/api/${paths.transactionSubmit}`]: { maxSize: MAX_SUBMIT_BODY_BYTES },
  // seed 001 §9: files of at most 2,000,000 bytes; a bigger body is the file that is too big
  [`/api/${paths.fileUpload}`]: {
    maxSize: MAX_UPLOAD_BODY_BYTES,
    errCode: ErrCode.fileTooBig,
    message: 'The file is larger than 2,000,000 bytes.',
  },
};

/** Responses of every JSON surface: never sniffed, never cached (they carry personal data). */
function jsonSurface(app: Hono, svc: AppServices): void {
  app.use('*', async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
    await next();
  });
  const limit = (
    maxSize: number,
    errCode: ErrCodeValue = ErrCode.validationFailed,
    message: string = messages.tooLarge,
  ) =>
    bodyLimit({
      maxSize,
      onError: (c) => {
        // The rest of the body is never read: a keep-alive client must not reuse this connection.
        c.header('Connection', 'close');
        return errorResponse(c, new ApiError(413, errCode, message));
      },
    });
  const defaultLimit = limit(MAX_JSON_BODY_BYTES);
  const routeLimits = new Map(
    Object.entries(largeBodyRoutes).map(([path, rule]) => [path, limit(rule.maxSize, rule.errCode, rule.message)]),
  );
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
  serviceConfigRoutes(api, svc);
  transactionRoutes(api, svc);
  transactionReportRoutes(api, svc);
  serviceDataRoutes(api, svc);
  api.all('*', notFoundOrMethodNotAllowed(api, '/api'));
  return api;
}

function createSandbox(svc: AppServices, coverageDir: string): Hono {
  const sandbox = new Hono();
  jsonSurface(sandbox, svc);
  sandboxRoutes(sandbox, svc);
  atlasCoverageRoutes(sandbox, coverageDir);
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
  if (options.sandboxTools)
    app.route('/sandbox', createSandbox(svc, options.coverageDir ?? 'test-results/machine-coverage'));
  mountStatic(app, options.staticDir, svc.log, { scriptOrigins: options.cspScriptOrigins ?? [] });
  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => {
    svc.log.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.text('Internal server error', 500);
  });
  return app;
}
