import { categoryCodes, userCategories, type UserCategory } from '../../src/api/contract/categories';
import { isoTime, type Queryable } from '../db/types';
import type { ContentModule } from '../content/configs';
import { storePage } from '../content/pages';
import { seedMenu } from './menus';
import { seedPages } from './pages';
import { seedRoutes } from './routes';
import { seedTheme } from './themes';

const builders: Record<ContentModule, (category: UserCategory) => unknown> = {
  menu: seedMenu,
  theme: seedTheme,
  routes: seedRoutes,
};

/** The per-category documents, plus the content pages every category shares. */
export const seededModules = ['menu', 'theme', 'routes', 'pages'] as const;
export type SeededModule = (typeof seededModules)[number];

export interface SeedContentOptions {
  /** Overwrite stored documents (the sandbox reset); otherwise only missing ones are added. */
  replace?: boolean;
  modules?: readonly SeededModule[];
  /** Narrows the per-category documents; pages belong to no category and are left out. */
  categories?: readonly UserCategory[];
}

/**
 * Menus, themes and route maps of every category (seed 001 §2.1, §2.4, §2.5) and the content
 * pages (seed 000 §7). Idempotent: by default a stored document is kept (a tester's sandbox
 * override survives a restart), and a database seeded before these documents existed gets them
 * on its next start. Returns how many documents were written.
 */
export async function seedContent(q: Queryable, nowMs: number, options: SeedContentOptions = {}): Promise<number> {
  const conflict = options.replace
    ? 'ON CONFLICT (module, category_code) DO UPDATE SET data = EXCLUDED.data, updated_at = EXCLUDED.updated_at'
    : 'ON CONFLICT (module, category_code) DO NOTHING';
  const modules = options.modules ?? seededModules;
  let written = 0;
  for (const module of modules) {
    if (module === 'pages') continue;
    for (const category of options.categories ?? userCategories) {
      const { rowCount } = await q.query(
        `INSERT INTO content_configs (module, category_code, data, updated_at) VALUES ($1, $2, $3::jsonb, $4) ${conflict}`,
        [module, categoryCodes[category], JSON.stringify(builders[module](category)), isoTime(nowMs)],
      );
      written += rowCount;
    }
  }
  if (modules.includes('pages') && options.categories === undefined) {
    const pages = seedPages();
    for (const page of pages) {
      if (await storePage(q, page, nowMs, { replace: options.replace === true })) written += 1;
    }
    // A reset restores the seeded set: pages a tester added through the sandbox go too.
    if (options.replace) {
      const ids = pages.map((page) => page.page_id);
      await q.query(`DELETE FROM cms_pages WHERE page_id NOT IN (${ids.map((_, i) => `$${i + 1}`).join(', ')})`, ids);
    }
  }
  return written;
}
