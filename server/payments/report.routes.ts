import type { Hono } from 'hono';
import * as v from 'valibot';
import { ErrCode } from '../../src/api/contract/errCodes';
import { paths } from '../../src/api/contract/paths';
import { transactionReportRequestSchema } from '../../src/api/contract/transactions';
import type { Deps } from '../deps';
import { notTheSignedInUser, requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ApiError, validationError, ok } from '../http/envelope';
import { baghdadDayStart } from './quote';
import { transactionReport } from './report';

const requestSchema = v.object({
  ...transactionReportRequestSchema.entries,
  serviceCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,64}$/, 'a service code such as SEND_MONEY'))),
  userIdentifier: v.optional(v.nullable(v.string())),
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD day in Baghdad as its first millisecond; undefined for a date that does not exist. */
function dayStart(date: string): number | undefined {
  const utc = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(utc) || !new Date(utc).toISOString().startsWith(date)) return undefined;
  return baghdadDayStart(utc + 12 * 60 * 60 * 1000);
}

/** requirements#reports: the signed-in user's transactions, newest first. */
export function transactionReportRoutes(api: Hono, deps: Deps): void {
  api.post(`/${paths.transactionReport}`, requireAccessToken(deps), requireUserSession(deps), async (c) => {
    const body = await readJson(c, requestSchema, { optional: true });
    const { user } = c.get('user');
    if (body.userIdentifier != null && body.userIdentifier !== '' && body.userIdentifier !== user.userIdentifier) {
      throw notTheSignedInUser();
    }
    const from = body.fromDate === undefined ? undefined : dayStart(body.fromDate);
    const to = body.toDate === undefined ? undefined : dayStart(body.toDate);
    for (const [field, given, ms] of [
      ['fromDate', body.fromDate, from],
      ['toDate', body.toDate, to],
    ] as const) {
      if (given !== undefined && ms === undefined) {
        throw validationError([{ field, code: 'date', message: 'Not a calendar date.' }]);
      }
    }
    // requirements#validation-date: the From date must not be after the To date (error.message.1117)
    if (from !== undefined && to !== undefined && from > to) {
      throw new ApiError(400, ErrCode.dateRangeInvalid, 'The From date is after the To date.', {
        errors: [{ field: 'fromDate', code: 'dateRange', message: 'The From date is after the To date.' }],
      });
    }
    const report = await transactionReport(deps.db, {
      userId: user.id,
      page: body.page,
      pageSize: body.pageSize,
      serviceCode: body.serviceCode,
      fromMs: from,
      toMs: to === undefined ? undefined : to + DAY_MS - 1,
    });
    return ok(c, report);
  });
}
