import type { MiddlewareHandler } from 'hono';
import { safeLogText, type Logger } from '../log';

/** One line per request: method, path (no query string), status, milliseconds. Nothing else. */
export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    log.info(`${c.req.method} ${safeLogText(c.req.path)} ${c.res.status} ${ms}ms`);
  };
}
