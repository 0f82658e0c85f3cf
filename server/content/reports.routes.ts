import type { Hono } from 'hono';
import * as v from 'valibot';
import { categoryFromCode } from '../../src/api/contract/categories';
import { ErrCode } from '../../src/api/contract/errCodes';
import * as paths from '../../src/api/contract/paths';
import { reportConfigurationRequestSchema } from '../../src/api/contract/reports';
import type { Deps } from '../deps';
import { notTheSignedInUser, requireAccessToken, requireClient, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ApiError, messages, ok, validationError } from '../http/envelope';
import { readQuery } from '../http/query';
import { servedReportConfiguration, viewConfiguration } from './reports';

/** `cms/v1/default_layout_reportLayout_` — the view id is glued to the last segment. */
const layoutPrefix = paths.reportLayout('');
const layoutDir = layoutPrefix.slice(0, layoutPrefix.lastIndexOf('/') + 1);
const layoutName = layoutPrefix.slice(layoutDir.length);
const VIEW_ID = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

const configurationRequestSchema = v.object({
  ...reportConfigurationRequestSchema.entries,
  userIdentifier: v.optional(v.nullable(v.string())),
});

/** The sandbox serves one view to every category and channel; the values are checked, not used. */
const layoutQuerySchema = v.object({
  userType: v.optional(v.pipe(v.string(), v.regex(/^[A-Z][A-Z_]{0,63}$/, 'a category code such as CONSUMER_CATEGORY'))),
  accessChannel: v.optional(v.pipe(v.string(), v.regex(/^[A-Z_]{1,32}$/, 'an access channel such as WEBSITE_APP'))),
});

/** requirements#reports and #view-configuration: what the report and view screens are drawn from. */
export function reportContentRoutes(api: Hono, deps: Deps): void {
  // The session's category decides; a body naming another user is refused, never answered.
  api.post(`/${paths.reportConfiguration}`, requireAccessToken(deps), requireUserSession(deps), async (c) => {
    const body = await readJson(c, configurationRequestSchema);
    const { user } = c.get('user');
    if (body.userIdentifier != null && body.userIdentifier !== '' && body.userIdentifier !== user.userIdentifier) {
      throw notTheSignedInUser();
    }
    return ok(c, await servedReportConfiguration(deps.db, user.category, body.reportId));
  });

  // A cms path: the content credential, no user session (like the other layout calls).
  api.get(`/${layoutDir}:name{${layoutName}[^/]*}`, requireClient(deps, 'cms'), (c) => {
    const id = (c.req.param('name') ?? '').slice(layoutName.length);
    if (!VIEW_ID.test(id)) {
      throw validationError([{ field: 'id', code: 'format', message: 'A view id such as transactionView.' }]);
    }
    const query = readQuery(c, layoutQuerySchema);
    if (query.userType !== undefined && categoryFromCode(query.userType) === undefined) {
      throw new ApiError(404, ErrCode.notFound, messages.notFound);
    }
    return ok(c, viewConfiguration(id));
  });
}
