import type { MenuEntry } from '../../src/api/contract/content';

/** A menu entry with everything a test does not care about filled in. */
export const entry = (over: Partial<MenuEntry>): MenuEntry => ({
  route: '/app/dashboard',
  page_id: null,
  enabled: true,
  icon: null,
  path_one: null,
  path_two: null,
  sort_order: 0,
  title: { en: 'Item' },
  externalId: null,
  ...over,
});
