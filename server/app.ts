import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ErrCode, type ErrCodeValue } from '../src/api/contract/errCodes';
import * as paths from '../src/api/contract/paths';
import { myQrCodeRoutes } from './account/myQrCode.routes';
import { MAX_PROFILE_BODY_BYTES, profileRoutes } from './account/profile.routes';
import { passwordRoutes } from './account/password.routes';
import { pinRoutes } from './account/pin.routes';
import { preferenceRoutes } from './account/preferences.routes';
import { signUpRoutes } from './account/signUp.routes';
import { twoFactorSetupRoutes } from './account/twoFactorSetup.routes';
import { CaptchaAnswerLog } from './contact/captchaAnswers';
import { contactUsRoutes } from './contact/contactUs.routes';
import { sandboxCaptchaRoutes } from './contact/sandboxCaptcha.routes';
import { cmsRoutes } from './content/cms.routes';
import { landingRoutes } from './content/landing.routes';
import { configDetailsRoutes } from './content/configDetails.routes';
import { faqRoutes } from './faq/faq.routes';
import { layoutRoutes } from './content/layout.routes';
import { reportContentRoutes } from './content/reports.routes';
import { pageRoutes } from './content/pages.routes';
import { pingDatabase } from './db/ping.repository';
import type { Deps } from './deps';
import { MAX_JSON_BODY_BYTES } from './http/body';
import { MAX_DISBURSEMENT_BODY_BYTES } from './disbursements/disbursements';
import { ApiError, errorResponse, messages, ok } from './http/envelope';
import { envelopeErrorHandler, notFoundOrMethodNotAllowed } from './http/errors';
import { refuseMarkup } from './http/markup';
import { requestLog } from './http/requestLog';
import { mountStatic } from './http/static';
import { notificationRoutes } from './notifications/notifications.routes';
import { downloadRoutes } from './payments/downloads.routes';
import { fileRoutes } from './payments/files.routes';
import { MAX_SUBMIT_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from './payments/limits';
import { beneficiaryRoutes } from './beneficiaries/beneficiaries.routes';
import { teamRoutes } from './teams/teams.routes';
import { invalidAccessRoutes } from './access/invalidAccess.routes';
import { agentLocatorRoutes } from './agentLocator/agentLocator.routes';
import { deviceRoutes } from './devices/devices.routes';
import { sandboxDeviceRoutes } from './devices/sandboxDevices.routes';
import { sandboxErrorLogRoutes } from './errorLog/errorLog.routes';
import { MAX_KYC_BODY_BYTES, MAX_SELF_ONBOARDING_BODY_BYTES, onboardingRoutes } from './onboarding/onboarding.routes';
import { bankAccountRoutes } from './bankAccounts/bankAccounts.routes';
import { disbursementRoutes } from './disbursements/disbursements.routes';
import { scheduleRoutes } from './schedules/schedules.routes';
import { optionRoutes } from './payments/options.routes';
import { transactionReportRoutes } from './payments/report.routes';
import { transactionDetailRoutes } from './payments/transactionDetail.routes';
import { serviceConfigRoutes } from './payments/serviceConfig.routes';
import { transactionRoutes } from './payments/transactions.routes';
import { walletRoutes } from './payments/wallet.routes';
import { atlasCoverageRoutes } from './sandbox/atlasCoverage.routes';
import { atlasStoryboardRoutes } from './sandbox/atlasStoryboard.routes';
import { mapTileRoutes } from './sandbox/mapTiles.routes';
import { faultInjection } from './sandbox/faults';
import { sandboxGuard } from './sandbox/guard';
import { sandboxRoutes } from './sandbox/sandbox.routes';
import { adsRoutes } from './content/ads.routes';
import { chartRoutes } from './ledger/chart.routes';
import { cardPaymentRoutes } from './cardPayments/cardPayments.routes';
import { receiptRoutes } from './receipts/receipts.routes';
import { wizardDraftRoutes } from './wizardDrafts/wizardDrafts.routes';
import { csrfProtection } from './security/csrf';
import { appLoginRoutes } from './sessions/appLogin.routes';
import { logoutRoutes } from './sessions/logout.routes';
import { activeSessionsRoutes } from './sessions/activeSessions.routes';
import { signInRoutes } from './sessions/signIn.routes';
import { twoFactorRoutes } from './sessions/twoFactor.routes';

export interface AppOptions {
  staticDir: string;
  sandboxTools: boolean;
  /** the path tests' coverage, served to the flow atlas under /sandbox/atlas/coverage */
  coverageDir?: string;
  /** issue 22: the model paths' storyboard and browser coverage, under /sandbox/atlas/storyboard and …/browser-coverage */
  storyboardDir?: string;
  browserCoverageDir?: string;
  /** SESSION_IDLE_TIMEOUT_SECONDS, written into the portal-config.json the portal reads */
  sessionIdleTimeoutSeconds?: number;
  /** SANDBOX_KEY: lets other machines than this one use the sandbox tools */
  sandboxKey?: string | undefined;
  /** CSP_SCRIPT_ORIGINS: other origins the portal's pages may load scripts from. */
  cspScriptOrigins?: readonly string[];
  /** the pages carry Strict-Transport-Security (MODE=production serving HTTPS itself) */
  hsts?: boolean;
}

/**
 * Routes allowed a bigger body than MAX_JSON_BODY_BYTES, by exact path: every other route keeps
 * the small limit, so a large upload is possible only where one is expected.
 */
const largeBodyRoutes: Readonly<Record<string, { maxSize: number; errCode?: ErrCodeValue; message?: string }>> = {
  [`/api/${paths.updateProfile}`]: { maxSize: MAX_PROFILE_BODY_BYTES },
  // link-bank-account carries its statement as a data URL (requirements#uploads)
  [`/api/${paths.transactionSubmit}`]: { maxSize: MAX_SUBMIT_BODY_BYTES },
  // requirements#bulk-disbursement: a file of at most 512 KB as JSON text (escapes take room)
  [`/api/${paths.disbursementCheck}`]: {
    maxSize: MAX_DISBURSEMENT_BODY_BYTES,
    message: 'The file is larger than 512 KB.',
  },
  [`/api/${paths.disbursementSubmit}`]: {
    maxSize: MAX_DISBURSEMENT_BODY_BYTES,
    message: 'The file is larger than 512 KB.',
  },
  // requirements#onboarding: three ID images as data URLs; a KYC document later
  [`/api/${paths.selfOnboarding}`]: { maxSize: MAX_SELF_ONBOARDING_BODY_BYTES },
  [`/api/${paths.updateCustomerKyc}`]: { maxSize: MAX_KYC_BODY_BYTES },
  [`/api/${paths.userOnboarding}`]: { maxSize: MAX_SELF_ONBOARDING_BODY_BYTES },
  // requirements#constants-limits: files of at most 2,000,000 bytes; a bigger body is the file that is too big
  [`/api/${paths.fileUpload}`]: {
    maxSize: MAX_UPLOAD_BODY_BYTES,
    errCode: ErrCode.fileTooBig,
    message: 'The file is larger than 2,000,000 bytes.',
  },
};

/** Responses of every JSON surface: never sniffed, never cached (they carry personal data). */
function jsonSurface(app: Hono, deps: Deps): void {
  app.use('*', async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
    await next();
  });
  const limit = (
    maxSize: number,
    errCode: ErrCodeValue = ErrCode.validationFailed,
    message: string = messages.tooLarge,
  ) => {
    const refuse = (c: Context) => {
      // The rest of the body is never read: a keep-alive client must not reuse this connection.
      c.header('Connection', 'close');
      return errorResponse(c, new ApiError(413, errCode, message));
    };
    return { maxSize, refuse, middleware: bodyLimit({ maxSize, onError: refuse }) };
  };
  const defaultLimit = limit(MAX_JSON_BODY_BYTES);
  const routeLimits = new Map(
    Object.entries(largeBodyRoutes).map(([path, rule]) => [path, limit(rule.maxSize, rule.errCode, rule.message)]),
  );
  app.use('*', async (c, next) => {
    const limited = routeLimits.get(c.req.path) ?? defaultLimit;
    // issue 19 (reads): a request that declares its length (nearly all) is judged by the header
    // alone. The library's middleware asks for the request's body stream first, which makes the
    // Node adapter build a full WHATWG Request on every call (a tenth of a read's CPU); chunked
    // bodies, whose size only reading tells, still go through it.
    const length = c.req.header('Content-Length');
    if (length !== undefined && c.req.header('Transfer-Encoding') === undefined && /^\d+$/.test(length)) {
      if (Number(length) > limited.maxSize) return limited.refuse(c);
      return next();
    }
    if (length === undefined && c.req.header('Transfer-Encoding') === undefined) return next();
    return limited.middleware(c, next);
  });
  app.onError(envelopeErrorHandler(deps.log));
}

function createApi(deps: Deps, captchaAnswers: CaptchaAnswerLog | undefined): Hono {
  const api = new Hono();
  // issue 19: a fault a tester switched on answers before anything else, as a failing proxy would
  if (deps.faults !== undefined) api.use('*', faultInjection(deps.faults));
  jsonSurface(api, deps);
  api.use('*', csrfProtection(deps.keys.csrf));
  api.use('*', refuseMarkup());
  // The sandbox's CSRF bootstrap: the middleware above has already set the cookie if needed.
  api.get(`/${paths.csrf}`, (c) => ok(c, null));
  cmsRoutes(api, deps);
  landingRoutes(api, deps);
  faqRoutes(api, deps);
  appLoginRoutes(api, deps);
  signInRoutes(api, deps, captchaAnswers);
  twoFactorRoutes(api, deps);
  logoutRoutes(api, deps);
  activeSessionsRoutes(api, deps);
  walletRoutes(api, deps);
  signUpRoutes(api, deps);
  pinRoutes(api, deps);
  passwordRoutes(api, deps);
  twoFactorSetupRoutes(api, deps);
  profileRoutes(api, deps);
  myQrCodeRoutes(api, deps);
  layoutRoutes(api, deps);
  pageRoutes(api, deps);
  preferenceRoutes(api, deps);
  configDetailsRoutes(api, deps);
  serviceConfigRoutes(api, deps);
  transactionRoutes(api, deps);
  transactionReportRoutes(api, deps);
  transactionDetailRoutes(api, deps);
  reportContentRoutes(api, deps);
  downloadRoutes(api, deps);
  notificationRoutes(api, deps);
  optionRoutes(api, deps);
  beneficiaryRoutes(api, deps);
  teamRoutes(api, deps);
  onboardingRoutes(api, deps);
  bankAccountRoutes(api, deps);
  agentLocatorRoutes(api, deps);
  invalidAccessRoutes(api, deps);
  deviceRoutes(api, deps);
  disbursementRoutes(api, deps);
  scheduleRoutes(api, deps);
  fileRoutes(api, deps);
  adsRoutes(api, deps);
  chartRoutes(api, deps);
  contactUsRoutes(api, deps, captchaAnswers);
  cardPaymentRoutes(api, deps);
  receiptRoutes(api, deps);
  wizardDraftRoutes(api, deps);
  api.all('*', notFoundOrMethodNotAllowed(api, '/api'));
  return api;
}

function createSandbox(
  deps: Deps,
  dirs: { coverage: string; storyboard: string; browserCoverage: string },
  captchaAnswers: CaptchaAnswerLog | undefined,
  sandboxKey: string | undefined,
): Hono {
  const sandbox = new Hono();
  jsonSurface(sandbox, deps);
  sandbox.use('*', sandboxGuard({ csrfKey: deps.keys.csrf, sandboxKey }));
  sandboxRoutes(sandbox, deps);
  atlasCoverageRoutes(sandbox, dirs.coverage);
  atlasStoryboardRoutes(sandbox, dirs);
  mapTileRoutes(sandbox);
  sandboxErrorLogRoutes(sandbox, deps);
  sandboxDeviceRoutes(sandbox, deps);
  if (captchaAnswers) sandboxCaptchaRoutes(sandbox, captchaAnswers);
  sandbox.all('*', notFoundOrMethodNotAllowed(sandbox, '/sandbox'));
  return sandbox;
}

/** A readiness probe must answer quickly, even when a connection to the database hangs. */
const READY_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createApp(deps: Deps, options: AppOptions): Hono {
  const app = new Hono();
  app.use('*', requestLog(deps.log));
  // Liveness: the process answers (Playwright's webServer waits on it); nothing else is checked.
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text('ok');
  });
  // Readiness: the database answers too; a load balancer stops sending traffic while it does not.
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await withTimeout(pingDatabase(deps.db), READY_TIMEOUT_MS);
      return c.text('ready');
    } catch (error) {
      deps.log.error('readiness check: the database does not answer', error);
      return c.text('not ready: the database does not answer', 503);
    }
  });
  // requirements#contact-us: captcha answers are remembered for testers only with the sandbox tools on
  const captchaAnswers = options.sandboxTools ? new CaptchaAnswerLog() : undefined;
  app.route('/api', createApi(deps, captchaAnswers));
  if (options.sandboxTools)
    app.route(
      '/sandbox',
      createSandbox(
        deps,
        {
          coverage: options.coverageDir ?? 'test-results/machine-coverage',
          storyboard: options.storyboardDir ?? 'test-results/storyboard',
          browserCoverage: options.browserCoverageDir ?? 'test-results/browser-coverage',
        },
        captchaAnswers,
        options.sandboxKey,
      ),
    );
  mountStatic(app, options.staticDir, deps.log, {
    scriptOrigins: options.cspScriptOrigins ?? [],
    sandboxFrames: options.sandboxTools,
    inactivityTimeoutSeconds: options.sessionIdleTimeoutSeconds,
    hsts: options.hsts ?? false,
  });
  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => {
    deps.log.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.text('Internal server error', 500);
  });
  return app;
}
