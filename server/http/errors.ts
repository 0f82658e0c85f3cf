import { Hono, type Context, type ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ErrCode } from '../../src/api/contract/errCodes';
import { safeLogText, type Logger } from '../log';
import { ApiError, errorResponse, messages } from './envelope';

/**
 * Every failure under /api becomes an envelope. Anything unexpected is a 500 with the generic
 * message (requirements#error-map) — the stack goes to the server log, never to the client.
 */
export function envelopeErrorHandler(log: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      const status: ContentfulStatusCode = error.status;
      const errCode = status === 404 ? ErrCode.notFound : ErrCode.validationFailed;
      return errorResponse(c, new ApiError(status, errCode, status === 413 ? messages.tooLarge : messages.validation));
    }
    log.error(`${c.req.method} ${safeLogText(c.req.path)} failed`, error);
    return errorResponse(c, new ApiError(500, ErrCode.internal, messages.internal));
  };
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The last handler of an API app: 405 (with Allow) when the path exists under another method,
 * else 404. It probes a copy of the app's route table, so it never drifts from the real routes.
 */
export function notFoundOrMethodNotAllowed(app: Hono, mountPath: string): (c: Context) => Response {
  let probe: Hono | undefined;
  const allowedMethods = (path: string): string[] => {
    if (probe === undefined) {
      const table = new Hono();
      for (const route of app.routes) {
        if (route.method !== 'ALL') table.on(route.method, `${mountPath}${route.path}`, (c) => c.body(null, 204));
      }
      probe = table;
    }
    const router = probe.router;
    return METHODS.filter((method) => router.match(method, path)[0].length > 0);
  };
  return (c) => {
    const allowed = allowedMethods(c.req.path);
    if (allowed.length > 0 && !(allowed as readonly string[]).includes(c.req.method)) {
      c.header('Allow', allowed.join(', '));
      throw new ApiError(405, ErrCode.methodNotAllowed, 'This method is not allowed here.');
    }
    throw new ApiError(404, ErrCode.notFound, messages.notFound);
  };
}
