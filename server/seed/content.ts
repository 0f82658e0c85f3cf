import { categoryCodes, userCategories, type UserCategory } from '../../src/api/contract/categories';
import { isoTime, type Queryable } from '../db/types';
import type { ContentModule } from '../content/configs';
import { seedMenu } from './menus';
import { seedTheme } from './themes';

const builders: Record<ContentModule, (category: UserCategory) => unknown> = {
  menu: seedMenu,
  theme: seedTheme,
};

export interface SeedContentOptions {
  /** Overwrite stored documents (the sandbox reset); otherwise only missing ones are added. */
  replace?: boolean;
  modules?: readonly ContentModule[];
  categories?: readonly UserCategory[];
}

/**
 * Menus and themes of every category (seed 001 §2.4, §2.5). Idempotent: by default a stored
 * document is kept (a tester's sandbox override survives a restart), and a database seeded
 * before these documents existed gets them on its next start.
 */
export async function seedContent(q: Queryable, nowMs: number, options: SeedContentOptions = {}): Promise<number> {
  const conflict = options.replace
    ? 'ON CONFLICT (module, category_code) DO UPDATE SET data = EXCLUDED.data, updated_at = EXCLUDED.updated_at'
    : 'ON CONFLICT (module, category_code) DO NOTHING';
  let written = 0;
  for (const module of options.modules ?? (['menu', 'theme'] as const)) {
    for (const category of options.categories ?? userCategories) {
      const { rowCount } = await q.query(
        `INSERT INTO content_configs (module, category_code, data, updated_at) VALUES ($1, $2, $3::jsonb, $4) ${conflict}`,
        [module, categoryCodes[category], JSON.stringify(builders[module](category)), isoTime(nowMs)],
      );
      written += rowCount;
    }
  }
  return written;
}
