import type { DeviceDetails } from '../../src/api/contract/devices';
import { toDate, type Queryable } from '../db/types';

/** requirements#device-details: every statement scoped to one user's devices. */

export interface DeviceRecord {
  deviceUniqueId: string;
  deviceId: string;
  channel: string;
  browser: string;
  os: string;
  appVersion: string;
  hasPushToken: boolean;
  firstSeenAt: string;
  updatedAt: string;
}

interface Row {
  device_unique_id: string;
  device_id: string;
  channel: string;
  browser: string;
  os: string;
  app_version: string;
  has_push_token: boolean;
  first_seen_at: unknown;
  updated_at: unknown;
}

const COLUMNS =
  "device_unique_id, device_id, channel, browser, os, app_version, fcm_token <> '' AS has_push_token, first_seen_at, updated_at";
const record = (row: Row): DeviceRecord => ({
  deviceUniqueId: row.device_unique_id,
  deviceId: row.device_id,
  channel: row.channel,
  browser: row.browser,
  os: row.os,
  appVersion: row.app_version,
  hasPushToken: row.has_push_token,
  firstSeenAt: toDate(row.first_seen_at).toISOString(),
  updatedAt: toDate(row.updated_at).toISOString(),
});

export async function countDevices(q: Queryable, userId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM user_devices WHERE user_id = $1::bigint',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** Adds the device for the user; undefined when the user already has one with this deviceUniqueId. */
export async function insertDevice(
  q: Queryable,
  userId: string,
  details: Required<DeviceDetails>,
  at: Date,
): Promise<DeviceRecord | undefined> {
  return writeDevice(
    q,
    `INSERT INTO user_devices (user_id, device_unique_id, device_id, fcm_token, channel, browser, os, app_version, first_seen_at, updated_at)
     VALUES ($1::bigint, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz, $9::timestamptz)
     ON CONFLICT (user_id, device_unique_id) DO NOTHING
     RETURNING ${COLUMNS}`,
    userId,
    details,
    at,
  );
}

/** Runs an insert or update of a device whose parameters are $1 user, $2 unique id, $3–$8 details, $9 time. */
async function writeDevice(
  q: Queryable,
  sql: string,
  userId: string,
  details: Required<DeviceDetails>,
  at: Date,
): Promise<DeviceRecord | undefined> {
  const { rows } = await q.query<Row>(sql, [
    userId,
    details.deviceUniqueId,
    details.deviceId,
    details.fcmToken,
    details.channel,
    details.browser,
    details.os,
    details.appVersion,
    at.toISOString(),
  ]);
  const row = rows[0];
  return row === undefined ? undefined : record(row);
}

/** The user's device's new details; undefined when the user has no such device. */
export async function updateDevice(
  q: Queryable,
  userId: string,
  details: Required<DeviceDetails>,
  at: Date,
): Promise<DeviceRecord | undefined> {
  return writeDevice(
    q,
    `UPDATE user_devices SET device_id = $3, fcm_token = $4, channel = $5, browser = $6, os = $7, app_version = $8, updated_at = $9::timestamptz
      WHERE user_id = $1::bigint AND device_unique_id = $2
      RETURNING ${COLUMNS}`,
    userId,
    details,
    at,
  );
}

export async function selectDevice(
  q: Queryable,
  userId: string,
  deviceUniqueId: string,
): Promise<DeviceRecord | undefined> {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM user_devices WHERE user_id = $1::bigint AND device_unique_id = $2`,
    [userId, deviceUniqueId],
  );
  const row = rows[0];
  return row === undefined ? undefined : record(row);
}

/** The user's devices, the most recently updated first. */
export async function selectDevices(q: Queryable, userId: string): Promise<DeviceRecord[]> {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM user_devices WHERE user_id = $1::bigint ORDER BY updated_at DESC, id DESC`,
    [userId],
  );
  return rows.map(record);
}
