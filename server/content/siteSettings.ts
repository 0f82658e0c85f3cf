import type { SiteSettings } from '../../src/api/contract/schemas';
import { toDate, type Queryable } from '../db/types';
import { hmacSha256 } from '../security/crypto';
import type { StoredSiteSettings } from '../seed/siteSettings';
import {
  lockSiteSettings,
  selectMaintenanceMode,
  selectSiteSettings,
  updateMaintenanceMode,
  updateSiteSettingsData,
} from './siteSettings.repository';

/** JSON with object keys sorted, so the checksum does not depend on how jsonb orders keys. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The settings' `ts` (requirements#site-settings): when the settings last changed and an
 * HMAC-SHA256 (hex) over them, so a cached copy can be compared cheaply and a tampered copy told
 * apart from ours. Computed when served, so a rotated SERVER_SECRET never leaves stale checksums in
 * the database.
 */
export function withTimestamp(key: Buffer, data: StoredSiteSettings, updatedAt: Date): SiteSettings {
  return {
    ...data,
    ts: { timestamp: updatedAt.toISOString(), checksum: hmacSha256(key, canonicalJson(data)).toString('hex') },
  };
}

export async function loadSiteSettings(
  q: Queryable,
  key: Buffer,
  siteId: number,
  categoryCode: string,
): Promise<SiteSettings | undefined> {
  const row = await selectSiteSettings(q, siteId, categoryCode);
  return row === undefined ? undefined : withTimestamp(key, row.data as StoredSiteSettings, toDate(row.updated_at));
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
