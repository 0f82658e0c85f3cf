import * as v from 'valibot';

/**
 * requirements#active-sessions: the signed-in user's live sessions (/app/my-account), each with the
 * device its browser named, an approximate place and its times, and the one in use marked; one of
 * them, or every other one, signed out. Calls of this contract's own.
 */
export const sessionIdSchema = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,17}$/, 'a session id'));

export const deviceTypes = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceType = (typeof deviceTypes)[number];

/** A place's name in the portal's three languages with a catalog. */
const placeName = v.object({ en: v.string(), ar: v.string(), ku: v.string() });

/**
 * Where the session signed in from, found offline: this machine (loopback), a private network, a
 * city of the sandbox's own table, or unknown. Never an IP look-up on the internet.
 */
export const sessionPlaceSchema = v.variant('kind', [
  v.object({ kind: v.picklist(['thisNetwork', 'localNetwork', 'unknown']) }),
  v.object({ kind: v.literal('city'), city: placeName, country: placeName }),
]);
export type SessionPlace = v.InferOutput<typeof sessionPlaceSchema>;

export const activeSessionSchema = v.object({
  id: sessionIdSchema,
  /** the session this request came with */
  current: v.boolean(),
  /** `Chrome 131`, `Firefox`; null when the browser did not say */
  browser: v.nullable(v.string()),
  /** `Android 14`, `Windows`; null when the browser did not say */
  os: v.nullable(v.string()),
  deviceType: v.picklist(deviceTypes),
  place: sessionPlaceSchema,
  signedInAt: v.string(),
  lastActiveAt: v.string(),
});
export type ActiveSession = v.InferOutput<typeof activeSessionSchema>;

/** demo/v1/front_users_activeSessions: no parameters; the one in use first, then the latest active */
export const activeSessionsRequestSchema = v.object({});
export const activeSessionsSchema = v.object({ sessions: v.array(activeSessionSchema) });

/** demo/v1/front_users_endSession: one of the user's other sessions */
export const endSessionRequestSchema = v.object({ id: sessionIdSchema });
export const endSessionAnswerSchema = v.object({ ended: v.literal(true) });
