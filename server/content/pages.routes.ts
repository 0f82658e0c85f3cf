import type { Hono } from 'hono';
import * as v from 'valibot';
import { cmsPageIdPattern } from '../../src/api/contract/content';
import { ErrCode } from '../../src/api/contract/errCodes';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireClient } from '../http/auth';
import { ApiError, messages, ok, validationError } from '../http/envelope';
import { readQuery } from '../http/query';
import { changesSince } from './changes';
import { loadActivePages, loadPage } from './pages';

/** `cms/v1/default_pages_getPageById_` — the id is glued to the last segment, as for site settings. */
const pagePrefix = paths.pageById('');
const pageDir = pagePrefix.slice(0, pagePrefix.lastIndexOf('/') + 1);
const pageName = pagePrefix.slice(pageDir.length);

/** `since`: server time in ms since the epoch, as a previous answer's `now` gave it. */
const changesQuerySchema = v.object({
  since: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,15}$/, 'since must be a time in milliseconds (a non-negative integer)'),
      v.transform(Number),
    ),
  ),
});

/** Content pages (requirements#cms-pages) and change notifications: cms paths, the content credential. */
export function pageRoutes(api: Hono, deps: Deps): void {
  const contentClient = requireClient(deps, 'cms');

  // requirements#cms-pages: a GET with an empty body; any body is ignored.
  api.get(`/${pageDir}:name{${pageName}[^/]*}`, contentClient, async (c) => {
    const id = (c.req.param('name') ?? '').slice(pageName.length);
    if (!cmsPageIdPattern.test(id)) {
      throw validationError([{ field: 'pageId', code: 'regex', message: 'A page id such as terms-consumer.' }]);
    }
    const page = await loadPage(deps.db, id);
    if (page === undefined) throw new ApiError(404, ErrCode.notFound, messages.notFound);
    return ok(c, page);
  });

  // requirements#landing: the public side's page list (public, empty payload; a body is ignored)
  api.get(`/${paths.activePages}`, contentClient, async (c) => ok(c, await loadActivePages(deps.db)));

  // The change-notification feed: what changed after `since`, so the portal drops those caches.
  api.get(`/${paths.contentChanges}`, contentClient, async (c) => {
    const { since } = readQuery(c, changesQuerySchema);
    return ok(c, await changesSince(deps.db, since, deps.now()));
  });
}
