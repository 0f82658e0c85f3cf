import type { Queryable } from '../db/types';
import { seededServiceForm } from '../seed/services';
import type { ServiceDefinition } from './catalogue';
import { deleteFormOverrides, selectFormOverride, upsertFormOverride } from './forms.repository';

/** A service form's page id, as in getServiceConfiguration_{page_id}. */
export const SERVICE_PAGE_ID = /^[A-Z][A-Z0-9_]{0,63}$/;

/**
 * The form served for a page id: a sandbox override when a tester installed one (stored as given,
 * unchecked, so the portal's error state can be tested), else the seeded form; undefined for an
 * unknown page id.
 */
export async function serviceFormFor(q: Queryable, pageId: string): Promise<unknown> {
  const override = await selectFormOverride(q, pageId);
  if (override !== undefined) return override.data;
  return seededServiceForm(pageId);
}

/** Whether a submit of this service must carry ts and checksum: the served form's `nonce` (`read`: that form, if read already). */
export async function requiresNonce(q: Queryable, def: ServiceDefinition, read?: Promise<unknown>): Promise<boolean> {
  const form = await (read ?? serviceFormFor(q, def.pageId));
  if (typeof form === 'object' && form !== null && 'nonce' in form && typeof form.nonce === 'boolean')
    return form.nonce;
  return def.nonce;
}

export async function storeServiceFormOverride(
  q: Queryable,
  pageId: string,
  data: unknown,
  nowMs: number,
): Promise<void> {
  await upsertFormOverride(q, pageId, data, nowMs);
}

/** Removes one page's override, or all of them; answers how many went. */
export async function resetServiceFormOverrides(q: Queryable, pageId?: string): Promise<number> {
  return deleteFormOverrides(q, pageId);
}
