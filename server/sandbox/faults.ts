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
 *   withoutUser    the call runs as usual, but a success answers `data.user` as null (issue 22: a
 *                  broken back end whose sign-in "succeeds" without saying who signed in)
 *
 * `path` (an API path without `/api/`, e.g. `adapter/v1/transaction/submit`) limits the fault to
 * that call; without it every `/api` call is affected (the database fault: every query).
 *
 * A fault with a `scope` (issue 22) affects only the calls that carry the header
 * X-Sandbox-Fault-Scope with that value, so one browser test can break its own call while others
 * use the same sandbox: several scoped faults live side by side, one per scope, beside the
 * server-wide one. The database fault is server-wide only.
 */
export type ApiFault =
  | { kind: 'hang'; ms: number; path?: string | undefined }
  | { kind: 'status'; status: 500 | 502 | 503 | 504; path?: string | undefined }
  | { kind: 'malformedJson'; path?: string | undefined }
  | { kind: 'withoutUser'; path?: string | undefined };
export type Fault = { kind: 'database' } | ApiFault;

export const FAULT_SCOPE_HEADER = 'X-Sandbox-Fault-Scope';
/** Scoped faults kept at most; the oldest go first (a test that never cleared its own). */
const MAX_SCOPED = 200;

export class SandboxFaults {
  private fault: Fault | undefined;
  private readonly scoped = new Map<string, ApiFault>();

  get current(): Fault | undefined {
    return this.fault;
  }

  set(fault: Fault | undefined): void {
    this.fault = fault;
  }

  /** The fault of the calls carrying `scope`, if any. */
  scopedTo(scope: string): ApiFault | undefined {
    return this.scoped.get(scope);
  }

  /** Sets (or, with undefined, clears) the fault of the calls carrying `scope`. */
  setScoped(scope: string, fault: ApiFault | undefined): void {
    this.scoped.delete(scope);
    if (fault === undefined) return;
    while (this.scoped.size >= MAX_SCOPED) {
      const oldest = this.scoped.keys().next().value;
      if (oldest === undefined) break;
      this.scoped.delete(oldest);
    }
    this.scoped.set(scope, fault);
  }

  get databaseDown(): boolean {
    return this.fault?.kind === 'database';
  }

  /**
   * The fault that applies to `/api/<path>` for a call carrying `scope` (or none), if any: the
   * scope's own first, then the server-wide one (the database fault works below, in the queries).
   */
  forApiPath(apiPath: string, scope?: string): ApiFault | undefined {
    const own = scope === undefined ? undefined : this.scoped.get(scope);
    if (own !== undefined && appliesTo(own, apiPath)) return own;
    const fault = this.fault;
    if (fault === undefined || fault.kind === 'database') return undefined;
    return appliesTo(fault, apiPath) ? fault : undefined;
  }
}

const appliesTo = (fault: ApiFault, apiPath: string) => fault.path === undefined || `/api/${fault.path}` === apiPath;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** First on /api: applies the fault switched on for the call's path. */
export function faultInjection(faults: SandboxFaults): MiddlewareHandler {
  return async (c, next) => {
    const fault = faults.forApiPath(c.req.path, c.req.header(FAULT_SCOPE_HEADER));
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
    if (fault.kind === 'withoutUser') {
      await next();
      const answer = (await c.res
        .clone()
        .json()
        .catch(() => undefined)) as { responseCode?: unknown; data?: { user?: unknown } | null } | undefined;
      if (answer?.responseCode !== 0 || typeof answer.data !== 'object' || answer.data === null) return;
      if (!('user' in answer.data)) return;
      const headers = new Headers(c.res.headers);
      headers.delete('Content-Length');
      // cleared first: Hono's setter would copy the old headers (its length) onto the new answer
      c.res = undefined;
      c.res = new Response(JSON.stringify({ ...answer, data: { ...answer.data, user: null } }), {
        status: c.res.status,
        headers,
      });
      return;
    }
    // hang: held, then handled as usual, even if the client has given up meanwhile
    await sleep(fault.ms);
    return next();
  };
}
