import { categoryCodes, type UserCategory } from '../../src/api/contract/categories';
import { changeIdentifierOf, recordChange } from '../content/changes';
import { storeContent, type ContentModule } from '../content/configs';
import { toggleLanguage } from '../content/languages';
import { storePage, type PageDocument } from '../content/pages';
import { isMaintenanceMode, setMaintenanceMode } from '../content/siteSettings';
import type { Deps } from '../deps';
import { resetServiceFormOverrides, storeServiceFormOverride } from '../payments/forms';
import { seedContent, seededModules, type SeededModule } from '../seed/content';
import { SITE_ID } from '../seed/siteSettings';

/**
 * Testers' controls (SANDBOX_TOOLS=on): each change is recorded for the change feed, in the
 * transaction that makes it.
 */

export async function maintenanceMode(deps: Deps): Promise<boolean> {
  return isMaintenanceMode(deps.db, SITE_ID);
}

export async function switchMaintenance(deps: Deps, enabled: boolean): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await setMaintenanceMode(tx, SITE_ID, enabled, now);
    await recordChange(tx, 'default_sitesetting', now);
  });
}

/** Serves a category a menu, theme or route map as given (a broken one too, so the portal's error state can be tested). */
export async function overrideContent(
  deps: Deps,
  module: ContentModule,
  category: UserCategory,
  data: unknown,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await storeContent(tx, module, categoryCodes[category], data, now);
    await recordChange(tx, changeIdentifierOf[module], now);
  });
}

/** Serves `data` as the service form of a page id: browser tests install test-only forms. */
export async function overrideServiceForm(deps: Deps, pageId: string, data: unknown): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await storeServiceFormOverride(tx, pageId, data, now);
    await recordChange(tx, 'default_layout', now);
  });
}

export interface ContentReset {
  module?: SeededModule | 'serviceForm' | undefined;
  category?: UserCategory | undefined;
  pageId?: string | undefined;
}

/**
 * Restores the seeds: every module of every category, the pages and the service forms, or only
 * those named. Answers how many documents were restored (or overrides removed).
 */
export async function resetContent(deps: Deps, { module, category, pageId }: ContentReset): Promise<number> {
  const now = deps.now();
  if (module === 'serviceForm') {
    return deps.db.transaction(async (tx) => {
      const removed = await resetServiceFormOverrides(tx, pageId);
      await recordChange(tx, 'default_layout', now);
      return removed;
    });
  }
  const modules = module === undefined ? seededModules : [module];
  return deps.db.transaction(async (tx) => {
    const removedForms = module === undefined && category === undefined ? await resetServiceFormOverrides(tx) : 0;
    if (removedForms > 0) await recordChange(tx, 'default_layout', now);
    const written = await seedContent(tx, now, {
      replace: true,
      modules,
      ...(category === undefined ? {} : { categories: [category] }),
    });
    const restoredModules = modules.filter((m) => (m !== 'pages' && m !== 'landing') || category === undefined);
    for (const identifier of new Set(restoredModules.map((m) => changeIdentifierOf[m]))) {
      await recordChange(tx, identifier, now);
    }
    return written + removedForms;
  });
}

/** Stores a content page as given (hostile HTML included), so the portal's sanitizer can be tested. */
export async function overridePage(deps: Deps, page: PageDocument): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await storePage(tx, page, now, { replace: true });
    await recordChange(tx, changeIdentifierOf.pages, now);
  });
}

/** Offers or withdraws a language (cms default_languages_getActiveLanguages); never the default one. */
export async function switchLanguage(deps: Deps, locale: string, active: boolean): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await toggleLanguage(tx, locale, active);
    await recordChange(tx, 'default_languages', now);
  });
}
