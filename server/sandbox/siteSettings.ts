import { categoryCodes, type UserCategory } from '../../src/api/contract/categories';
import { recordChange } from '../content/changes';
import { patchSiteSettings, type SiteSettingsPatch } from '../content/siteSettings';
import type { Deps } from '../deps';
import { restoreSiteSettings, SITE_ID } from '../seed/siteSettings';

/**
 * Testers' controls for site settings (requirements#site-settings): the chat script and the
 * temporary-account dialog of one category, and a reset to the seeds. Each records a
 * `default_sitesetting` change. Answers the patched document, or undefined when the category has no
 * settings.
 */
export async function patchCategorySettings(
  deps: Deps,
  category: UserCategory,
  patch: SiteSettingsPatch,
): Promise<Record<string, unknown> | undefined> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const patched = await patchSiteSettings(tx, SITE_ID, categoryCodes[category], patch, now);
    if (patched !== undefined) await recordChange(tx, 'default_sitesetting', now);
    return patched;
  });
}

/** Restores the seeded settings of the categories; answers how many. */
export async function resetCategorySettings(deps: Deps, categories: readonly UserCategory[]): Promise<number> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const count = await restoreSiteSettings(tx, categories, now);
    await recordChange(tx, 'default_sitesetting', now);
    return count;
  });
}
