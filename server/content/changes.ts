import type { ChangeIdentifier, ContentChanges } from '../../src/api/contract/content';
import type { Queryable } from '../db/types';
import { insertChange, selectLatestChanges } from './changes.repository';
import type { ContentModule } from './configs';

/** requirements#change-notifications: what a change of each stored document is announced as. */
export const changeIdentifierOf: Record<ContentModule | 'pages' | 'landing', ChangeIdentifier> = {
  menu: 'default_layout',
  routes: 'default_layout',
  theme: 'default_theme',
  report: 'default_reportLayout',
  dashboard: 'default_layout',
  balancewidget: 'default_layout',
  adsbanner: 'default_layout',
  pages: 'default_pages',
  landing: 'landingpages',
};

/** The most entries one answer carries; with one entry per identifier it is never reached. */
export const MAX_CHANGES = 200;

export async function recordChange(q: Queryable, identifier: ChangeIdentifier, nowMs: number): Promise<void> {
  await insertChange(q, identifier, nowMs);
}

/**
 * Changes after `sinceMs`, one entry per identifier (its latest change), oldest first. The portal
 * only needs to know what to invalidate, so repeats of an identifier add nothing.
 *
 * `now`, the portal's next `since`, is the last millisecond this answer fully covers: one before
 * the current time, because a change may still be recorded in the current millisecond after this
 * query ran, and it must fall after the next `since`, not on it. Without `sinceMs` the answer only
 * hands out that cursor.
 */
export async function changesSince(q: Queryable, sinceMs: number | undefined, nowMs: number): Promise<ContentChanges> {
  const upTo = nowMs - 1;
  if (sinceMs === undefined || sinceMs >= upTo) return { now: upTo, changes: [] };
  const rows = await selectLatestChanges(q, sinceMs, upTo, MAX_CHANGES);
  return { now: upTo, changes: rows.map((row) => ({ identifier: row.identifier, changedAt: Number(row.changed_ms) })) };
}
