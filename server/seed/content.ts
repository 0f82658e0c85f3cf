import { categoryCodes, userCategories, variantCode, type UserCategory } from '../../src/api/contract/categories';
import { storeContent, type ContentModule } from '../content/configs';
import { removeLandingBlocksExcept, storeLandingBlock } from '../content/landing';
import { removePagesExcept, storePage } from '../content/pages';
import type { Queryable } from '../db/types';
import { seedDashboard } from './dashboards';
import { seedAdsBanners } from './adsBanners';
import { seedBalanceLayout } from './balanceLayouts';
import { seedLandingBlocks } from './landing';
import { seedMenu, seedVariantMenus } from './menus';
import { seedPages } from './pages';
import { seedReportConfigurations } from './reports';
import { seedRoutes } from './routes';
import { seedTheme } from './themes';

const builders: Record<ContentModule, (category: UserCategory) => unknown> = {
  menu: seedMenu,
  theme: seedTheme,
  routes: seedRoutes,
  report: seedReportConfigurations,
  dashboard: seedDashboard,
  balancewidget: seedBalanceLayout,
  adsbanner: seedAdsBanners,
};

/** The per-category documents, plus the content pages and landing blocks every category shares. */
export const seededModules = [
  'menu',
  'theme',
  'routes',
  'report',
  'dashboard',
  'balancewidget',
  'adsbanner',
  'pages',
  'landing',
] as const;
export type SeededModule = (typeof seededModules)[number];

export interface SeedContentOptions {
  /** Overwrite stored documents (the sandbox reset); otherwise only missing ones are added. */
  replace?: boolean;
  modules?: readonly SeededModule[];
  /** Narrows the per-category documents; pages and landing blocks belong to no category and are left out. */
  categories?: readonly UserCategory[];
}

/**
 * Menus, themes, route maps and report configurations of every category, and the content pages. Idempotent: by default a
 * stored document is kept (a tester's sandbox override survives a restart), and a database seeded
 * before these documents existed gets them on its next start. Returns how many documents were
 * written.
 */
export async function seedContent(q: Queryable, nowMs: number, options: SeedContentOptions = {}): Promise<number> {
  const replace = options.replace === true;
  const modules = options.modules ?? seededModules;
  let written = 0;
  for (const module of modules) {
    if (module === 'pages' || module === 'landing') continue;
    for (const category of options.categories ?? userCategories) {
      const data = builders[module](category);
      if (await storeContent(q, module, categoryCodes[category], data, nowMs, { replace })) written += 1;
    }
    if (module !== 'menu') continue;
    for (const { category, subType, menu } of seedVariantMenus()) {
      if (options.categories !== undefined && !options.categories.includes(category)) continue;
      const code = variantCode(categoryCodes[category], subType);
      if (await storeContent(q, module, code, menu, nowMs, { replace })) written += 1;
    }
  }
  if (modules.includes('pages') && options.categories === undefined) {
    const pages = seedPages();
    for (const page of pages) {
      if (await storePage(q, page, nowMs, { replace })) written += 1;
    }
    // A reset restores the seeded set: pages a tester added through the sandbox go too.
    if (options.replace) {
      await removePagesExcept(
        q,
        pages.map((page) => page.page_id),
      );
    }
  }
  if (modules.includes('landing') && options.categories === undefined) {
    const blocks = seedLandingBlocks();
    for (const block of blocks) {
      if (await storeLandingBlock(q, block, nowMs, { replace })) written += 1;
    }
    if (options.replace) {
      await removeLandingBlocksExcept(
        q,
        blocks.map((block) => block.block_id),
      );
    }
  }
  return written;
}
