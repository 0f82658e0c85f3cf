import { isoTime, type Queryable } from '../db/types';

export async function selectSiteSettings(
  q: Queryable,
  siteId: number,
  categoryCode: string,
): Promise<{ data: unknown; updated_at: unknown } | undefined> {
  const { rows } = await q.query<{ data: unknown; updated_at: unknown }>(
    'SELECT data, updated_at FROM site_settings WHERE site_id = $1 AND category_code = $2',
    [siteId, categoryCode],
  );
  return rows[0];
}

/** The category's settings document, locked for the rest of the transaction. */
export async function lockSiteSettings(
  q: Queryable,
  siteId: number,
  categoryCode: string,
): Promise<{ data: unknown } | undefined> {
  const { rows } = await q.query<{ data: unknown }>(
    'SELECT data FROM site_settings WHERE site_id = $1 AND category_code = $2 FOR UPDATE',
    [siteId, categoryCode],
  );
  return rows[0];
}

export async function updateSiteSettingsData(
  q: Queryable,
  siteId: number,
  categoryCode: string,
  data: unknown,
  nowMs: number,
): Promise<void> {
  await q.query(
    'UPDATE site_settings SET data = $3::jsonb, updated_at = $4 WHERE site_id = $1 AND category_code = $2',
    [siteId, categoryCode, JSON.stringify(data), isoTime(nowMs)],
  );
}

/**
 * Inserts a category's settings; with `replace` a stored document is replaced (rows that went
 * missing come back), without it a stored one makes the insert fail (the first seed).
 */
export async function insertSiteSettings(
  q: Queryable,
  settings: { siteId: number; categoryCode: string; data: unknown },
  nowMs: number,
  options: { replace: boolean },
): Promise<void> {
  const conflict = options.replace
    ? ' ON CONFLICT (site_id, category_code) DO UPDATE SET data = EXCLUDED.data, updated_at = EXCLUDED.updated_at'
    : '';
  await q.query(
    `INSERT INTO site_settings (site_id, category_code, data, updated_at) VALUES ($1, $2, $3::jsonb, $4)${conflict}`,
    [settings.siteId, settings.categoryCode, JSON.stringify(settings.data), isoTime(nowMs)],
  );
}

/** Sets server.maintenance_mode on every category's settings of the site, in one statement. */
export async function updateMaintenanceMode(
  q: Queryable,
  siteId: number,
  enabled: boolean,
  nowMs: number,
): Promise<void> {
  await q.query(
    `UPDATE site_settings
        SET data = jsonb_set(data, '{server,maintenance_mode}', to_jsonb($2::boolean)), updated_at = $3
      WHERE site_id = $1`,
    [siteId, enabled, isoTime(nowMs)],
  );
}

export async function selectMaintenanceMode(q: Queryable, siteId: number): Promise<boolean> {
  const { rows } = await q.query<{ enabled: boolean | null }>(
    `SELECT bool_or((data #>> '{server,maintenance_mode}')::boolean) AS enabled FROM site_settings WHERE site_id = $1`,
    [siteId],
  );
  return rows[0]?.enabled === true;
}

/** Each category's maintenance switch, the rows locked for the rest of the transaction. */
export async function lockMaintenanceFlags(q: Queryable, siteId: number): Promise<boolean[]> {
  const { rows } = await q.query<{ maintenance: boolean }>(
    `SELECT data #> '{server,maintenance_mode}' = 'true'::jsonb AS maintenance
       FROM site_settings WHERE site_id = $1 FOR UPDATE`,
    [siteId],
  );
  return rows.map((row) => row.maintenance);
}

/** The category's `securityPolicy` block, as stored (undefined when absent). */
export async function selectSecurityPolicy(q: Queryable, siteId: number, categoryCode: string): Promise<unknown> {
  const { rows } = await q.query<{ policy: unknown }>(
    "SELECT data -> 'securityPolicy' AS policy FROM site_settings WHERE site_id = $1 AND category_code = $2",
    [siteId, categoryCode],
  );
  return rows[0]?.policy;
}

/** The category's `bffConfigModule.maskRequestParam`, as stored (undefined when absent). */
export async function selectMaskRequestParam(q: Queryable, siteId: number, categoryCode: string): Promise<unknown> {
  const { rows } = await q.query<{ names: unknown }>(
    "SELECT data #> '{bffConfigModule,maskRequestParam}' AS names FROM site_settings WHERE site_id = $1 AND category_code = $2",
    [siteId, categoryCode],
  );
  return rows[0]?.names;
}
