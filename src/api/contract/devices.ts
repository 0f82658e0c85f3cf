import * as v from 'valibot';

/**
 * requirements#device-details: the details of a device a user signs in on, sent with
 * adapter/v1/adddevicedetails the first time (per user and deviceUniqueId) and with
 * updatedevicedetails when they change. The user is the signed-in one, never a field.
 */
export const MAX_DEVICES_PER_USER = 20;

const idText = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(128), v.regex(/^[\w.:-]+$/u, 'an id'));
const label = v.pipe(v.string(), v.trim(), v.maxLength(120), v.regex(/^[^\p{Cc}<>]*$/u, 'plain text'));

export const deviceDetailsSchema = v.strictObject({
  deviceId: idText,
  deviceUniqueId: idText,
  /** the push token the native host gave (empty in a browser) */
  fcmToken: v.optional(v.pipe(v.string(), v.maxLength(4096), v.regex(/^[\w.:-]*$/u, 'a token')), ''),
  /** `WEB`, or the native host's platform */
  channel: v.optional(v.pipe(v.string(), v.maxLength(16), v.regex(/^[A-Z_]*$/)), 'WEB'),
  browser: label,
  os: label,
  appVersion: label,
});
export type DeviceDetails = v.InferOutput<typeof deviceDetailsSchema>;

export const deviceSchema = v.object({
  deviceUniqueId: v.string(),
  deviceId: v.string(),
  channel: v.string(),
  browser: v.string(),
  os: v.string(),
  appVersion: v.string(),
  /** whether a push token is known (the token itself never comes back) */
  hasPushToken: v.boolean(),
  firstSeenAt: v.string(),
  updatedAt: v.string(),
});
export type Device = v.InferOutput<typeof deviceSchema>;

/** What add and update answer: the device as stored, and whether this call created it. */
export const deviceDetailsAnswerSchema = v.object({ device: deviceSchema, created: v.boolean() });
