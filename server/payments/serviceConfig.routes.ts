import type { Hono } from 'hono';
import { ErrCode } from '../../src/api/contract/errCodes';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireClient } from '../http/auth';
import { ApiError, messages, ok, validationError } from '../http/envelope';
import { SERVICE_PAGE_ID, serviceFormFor } from './forms';

/** `cms/v1/default_layout_getServiceConfiguration_` — the page id is glued to the last segment. */
const prefix = paths.serviceConfiguration('');
const dir = prefix.slice(0, prefix.lastIndexOf('/') + 1);
const name = prefix.slice(dir.length);

/**
 * requirements#service-form: getServiceConfiguration_{page_id}, a service's form
 * (src/api/contract/serviceForm.ts), by the menu entry's page_id; a content-service call with the
 * content credential. A sandbox override (POST /sandbox/v1/content, module serviceForm) is served
 * as stored.
 */
export function serviceConfigRoutes(api: Hono, deps: Deps): void {
  api.get(`/${dir}:name{${name}[^/]*}`, requireClient(deps, 'cms'), async (c) => {
    const pageId = (c.req.param('name') ?? '').slice(name.length);
    if (!SERVICE_PAGE_ID.test(pageId)) {
      throw validationError([{ field: 'pageId', code: 'format', message: 'A page id such as SERVICE_SEND_MONEY.' }]);
    }
    const form = await serviceFormFor(deps.db, pageId);
    if (form === undefined) throw new ApiError(404, ErrCode.notFound, messages.notFound);
    return ok(c, form);
  });
}
