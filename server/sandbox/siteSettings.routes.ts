import type { Hono } from 'hono';
import * as v from 'valibot';
import { userCategories } from '../../src/api/contract/categories';
import { chatScriptSchema } from '../../src/api/contract/chatScript';
import { ErrCode } from '../../src/api/contract/errCodes';
import type { Deps } from '../deps';
import { readJson } from '../http/body';
import { ApiError, messages, ok } from '../http/envelope';
import { patchCategorySettings, resetCategorySettings } from './siteSettings';

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
 * Testers' controls for site settings (requirements#site-settings): a category's chat script and
 * dialog, and a reset.
 */
export function sandboxSiteSettingsRoutes(app: Hono, deps: Deps): void {
  app.post('/v1/site-settings', async (c) => {
    const { category, ...patch } = await readJson(c, siteSettingsPatchSchema);
    const data = await patchCategorySettings(deps, category, patch);
    // Every category is seeded; only a hand-edited database lacks one (the reset brings it back).
    if (data === undefined) throw new ApiError(404, ErrCode.notFound, messages.notFound);
    const extra = data.extraOptions as { showTempAccDialog?: { enabled?: unknown } } | undefined;
    return ok(c, { category, chatscript: data.chatscript, showTempAccDialog: extra?.showTempAccDialog?.enabled });
  });

  app.post('/v1/site-settings/reset', async (c) => {
    const { category } = await readJson(c, siteSettingsResetSchema, { optional: true });
    const restored = await resetCategorySettings(deps, category === undefined ? userCategories : [category]);
    return ok(c, { restored });
  });
}
