import type { Hono } from 'hono';
import * as v from 'valibot';
import { categoryCodes, userCategories } from '../../src/api/contract/categories';
import { ErrCode } from '../../src/api/contract/errCodes';
import { chatScriptSchema } from '../../src/api/contract/chatScript';
import { recordChange } from '../content/changes';
import { patchSiteSettings } from '../content/siteSettings';
import { readJson } from '../http/body';
import { ApiError, messages, ok } from '../http/envelope';
import type { AppServices } from '../http/services';
import { restoreSiteSettings, SITE_ID } from '../seed/siteSettings';

/** Strict: a misspelt field (`chatScript`) is refused instead of silently changing nothing. */
const siteSettingsPatchSchema = v.pipe(
  v.strictObject(
    {
      category: v.picklist(userCategories, `must be one of ${userCategories.join(', ')}`),
      chatscript: v.optional(chatScriptSchema),
      showTempAccDialog: v.optional(v.boolean('must be true or false')),
    },
    'is not a field of this tool: give category, chatscript and/or showTempAccDialog',
  ),
  v.check(
    (patch) => patch.chatscript !== undefined || patch.showTempAccDialog !== undefined,
    'give chatscript, showTempAccDialog or both',
  ),
);

const siteSettingsResetSchema = v.strictObject(
  { category: v.optional(v.picklist(userCategories, `must be one of ${userCategories.join(', ')}`)) },
  'is not a field of this tool: give category, or nothing to reset every category',
);

/**
 * Testers' controls for site settings (seed 001 §2.6): the chat script and the temporary-account
 * dialog of one category, and a reset to the seeds. Each records a `default_sitesetting` change.
 */
export function sandboxSiteSettingsRoutes(app: Hono, svc: AppServices): void {
  app.post('/v1/site-settings', async (c) => {
    const { category, ...patch } = await readJson(c, siteSettingsPatchSchema);
    const now = svc.now();
    const data = await svc.db.transaction(async (tx) => {
      const patched = await patchSiteSettings(tx, SITE_ID, categoryCodes[category], patch, now);
      if (patched !== undefined) await recordChange(tx, 'default_sitesetting', now);
      return patched;
    });
    // Every category is seeded; only a hand-edited database lacks one (the reset brings it back).
    if (data === undefined) throw new ApiError(404, ErrCode.notFound, messages.notFound);
    const extra = data.extraOptions as { showTempAccDialog?: { enabled?: unknown } } | undefined;
    return ok(c, { category, chatscript: data.chatscript, showTempAccDialog: extra?.showTempAccDialog?.enabled });
  });

  app.post('/v1/site-settings/reset', async (c) => {
    const { category } = await readJson(c, siteSettingsResetSchema, { optional: true });
    const now = svc.now();
    const restored = await svc.db.transaction(async (tx) => {
      const count = await restoreSiteSettings(tx, category === undefined ? userCategories : [category], now);
      await recordChange(tx, 'default_sitesetting', now);
      return count;
    });
    return ok(c, { restored });
  });
}
