import * as v from 'valibot';

/**
 * adapter/v1/agentlocator (spec 000 §7): the cash-in/cash-out agents near a position or in a city,
 * the nearest first. Signed-in. Opening hours per weekday; "open now" is judged in Baghdad time
 * (Asia/Baghdad, UTC+3 all year) by the server.
 */
export const agentCities = ['baghdad', 'erbil', 'basra', 'sulaymaniyah', 'mosul', 'najaf'] as const;
export type AgentCity = (typeof agentCities)[number];

/** the widest search circle, in kilometres */
export const MAX_AGENT_RADIUS_KM = 50;
export const DEFAULT_AGENT_RADIUS_KM = 25;

const latitude = v.pipe(v.number(), v.finite(), v.minValue(-90), v.maxValue(90));
const longitude = v.pipe(v.number(), v.finite(), v.minValue(-180), v.maxValue(180));

/** either a position (lat, lng, optional radius) or a city; a city with a position orders its agents by distance */
export const agentLocatorRequestSchema = v.pipe(
  v.object({
    lat: v.optional(latitude),
    lng: v.optional(longitude),
    radiusKm: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0.1), v.maxValue(MAX_AGENT_RADIUS_KM))),
    city: v.optional(v.picklist(agentCities)),
  }),
  v.check((r) => (r.lat === undefined) === (r.lng === undefined), 'lat and lng go together'),
  v.check((r) => r.lat !== undefined || r.city !== undefined, 'a position or a city'),
);
export type AgentLocatorRequest = v.InferOutput<typeof agentLocatorRequestSchema>;

const localized = v.object({ en: v.string(), ar: v.string(), ku: v.string() });

/** one weekday's opening, HH:MM to HH:MM Baghdad time; null when closed that day. Index 0 is Sunday. */
export const openingSchema = v.nullable(v.object({ opens: v.string(), closes: v.string() }));

export const agentLocationSchema = v.object({
  id: v.string(),
  name: localized,
  address: localized,
  city: v.picklist(agentCities),
  phone: v.string(),
  lat: v.number(),
  lng: v.number(),
  /** seven entries, Sunday first */
  hours: v.pipe(v.array(openingSchema), v.length(7)),
  openNow: v.boolean(),
  /** from the asked position, in kilometres; null for a city search without a position */
  distanceKm: v.nullable(v.number()),
});
export type AgentLocation = v.InferOutput<typeof agentLocationSchema>;

export const agentLocatorAnswerSchema = v.object({ agents: v.array(agentLocationSchema) });
export type AgentLocatorAnswer = v.InferOutput<typeof agentLocatorAnswerSchema>;
