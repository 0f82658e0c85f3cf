import type { SiteSettings } from '../../src/api/contract/schemas';
import { toDate, type Queryable } from '../db/types';
import { siteSettingsChecksum } from '../../src/api/contract/siteSettingsStamp';
import type { StoredSiteSettings } from '../seed/siteSettings';
import {
  lockSiteSettings,
  selectMaintenanceMode,
  selectSiteSettings,
  updateMaintenanceMode,
  updateSiteSettingsData,
} from './siteSettings.repository';

/**
 * The settings' `ts` (requirements#site-settings): when the settings last changed and the shared
 * checksum over them (src/api/contract/siteSettingsStamp.ts), which the portal recomputes to
 * refuse an altered copy and compares by time to refuse an older one. Computed when served.
 */
export async function withTimestamp(data: StoredSiteSettings, updatedAt: Date): Promise<SiteSettings> {
  const timestamp = updatedAt.toISOString();
  return { ...data, ts: { timestamp, checksum: await siteSettingsChecksum(data, timestamp) } };
}

export async function loadSiteSettings(
  q: Queryable,
  siteId: number,
  categoryCode: string,
): Promise<SiteSettings | undefined> {
  const row = await selectSiteSettings(q, siteId, categoryCode);
  return row === undefined ? undefined : withTimestamp(row.data as StoredSiteSettings, toDate(row.updated_at));
}

/** Sets server.maintenance_mode on every category's settings of the site, in one statement. */
export async function setMaintenanceMode(q: Queryable, siteId: number, enabled: boolean, nowMs: number): Promise<void> {
  await updateMaintenanceMode(q, siteId, enabled, nowMs);
}

export async function isMaintenanceMode(q: Queryable, siteId: number): Promise<boolean> {
  return selectMaintenanceMode(q, siteId);
}

/** What the sandbox's site-settings tool may change; an absent field is kept. */
export interface SiteSettingsPatch {
  chatscript?: string | null | undefined;
  showTempAccDialog?: boolean | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Patches one category's stored settings (read under a row lock, so a concurrent maintenance
 * switch is applied on top, not lost). Answers the patched document, or undefined when the
 * category has no settings. Run it inside a transaction.
 */
export async function patchSiteSettings(
  tx: Queryable,
  siteId: number,
  categoryCode: string,
  patch: SiteSettingsPatch,
  nowMs: number,
): Promise<Record<string, unknown> | undefined> {
  const row = await lockSiteSettings(tx, siteId, categoryCode);
  if (row === undefined) return undefined;
  const data: Record<string, unknown> = isRecord(row.data) ? { ...row.data } : {};
  if (patch.chatscript !== undefined) data.chatscript = patch.chatscript;
  if (patch.showTempAccDialog !== undefined) {
    const extra = isRecord(data.extraOptions) ? data.extraOptions : {};
    const dialog = isRecord(extra.showTempAccDialog) ? extra.showTempAccDialog : {};
    data.extraOptions = { ...extra, showTempAccDialog: { ...dialog, enabled: patch.showTempAccDialog } };
  }
  await updateSiteSettingsData(tx, siteId, categoryCode, data, nowMs);
  return data;
}
