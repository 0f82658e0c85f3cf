import type { MiddlewareHandler } from 'hono';

/**
 * Issue 19, faults end to end: testers switch a fault on, watch the portal say so and keep what
 * the user entered, switch it off and watch it recover without a restart. Held in the process's
 * memory (not the database: the database fault must be switchable off while it is "down"), so in
 * a deployment of several processes it affects the one that was told.
 *
 *   database       every query fails as if PostgreSQL had stopped (/readyz answers 503 too)
 *   hang           the call is held `ms` before it runs, as a back end that hangs and answers late
 *   status         the call answers `status` (500, 502, 503, 504) with a proxy's plain-text page
 *   malformedJson  the call answers 200 with JSON cut off mid-way
 *
 * `path` (an API path without `/api/`, e.g. `adapter/v1/transaction/submit`) limits the fault to
 * that call; without it every `/api` call is affected (the database fault: every query).
 */
export type Fault =
  | { kind: 'database' }
  | { kind: 'hang'; ms: number; path?: string | undefined }
  | { kind: 'status'; status: 500 | 502 | 503 | 504; path?: string | undefined }
  | { kind: 'malformedJson'; path?: string | undefined };

export class SandboxFaults {
  private fault: Fault | undefined;

  get current(): Fault | undefined {
    return this.fault;
  }

  set(fault: Fault | undefined): void {
    this.fault = fault;
  }

  get databaseDown(): boolean {
    return this.fault?.kind === 'database';
  }

  /** The fault that applies to `/api/<path>`, if any (the database fault works below, in the queries). */
  forApiPath(apiPath: string): Exclude<Fault, { kind: 'database' }> | undefined {
    const fault = this.fault;
    if (fault === undefined || fault.kind === 'database') return undefined;
    return fault.path === undefined || `/api/${fault.path}` === apiPath ? fault : undefined;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** First on /api: applies the fault switched on for the call's path. */
export function faultInjection(faults: SandboxFaults): MiddlewareHandler {
  return async (c, next) => {
    const fault = faults.forApiPath(c.req.path);
    if (fault === undefined) return next();
    if (fault.kind === 'status') {
      return c.text(`${fault.status} (sandbox fault)`, fault.status, { 'Cache-Control': 'no-store' });
    }
    if (fault.kind === 'malformedJson') {
      return c.body('{"responseCode":0,"errCode":2034,"message":"Successfully","data":{"amo', 200, {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
      });
    }
    // hang: held, then handled as usual, even if the client has given up meanwhile
    await sleep(fault.ms);
    return next();
  };
}
