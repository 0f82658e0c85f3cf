import {
  DEFAULT_AGENT_RADIUS_KM,
  type AgentLocation,
  type AgentLocatorAnswer,
  type AgentLocatorRequest,
} from '../../src/api/contract/agentLocator';
import type { Deps } from '../deps';
import { selectAgentLocations, type AgentLocationRecord } from './agentLocator.repository';

/**
 * spec 000 §7 adapter/v1/agentlocator: the agents around a position (within a radius of at most
 * 50 km) or in a city, the nearest first; each says whether it is open now in Baghdad time.
 */

const EARTH_RADIUS_KM = 6371.0088;
/** Iraq keeps UTC+3 all year (no daylight saving since 2008) */
const BAGHDAD_OFFSET_MS = 3 * 60 * 60 * 1000;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** great-circle distance in kilometres (haversine) */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** open at `now` judged on the Baghdad wall clock; a closing before the opening runs past midnight */
export function isOpenAt(hours: AgentLocationRecord['hours'], now: Date): boolean {
  const local = new Date(now.getTime() + BAGHDAD_OFFSET_MS);
  const day = local.getUTCDay();
  const at = local.getUTCHours() * 60 + local.getUTCMinutes();
  const today = hours[day];
  if (today) {
    const opens = minutes(today.opens);
    const closes = minutes(today.closes);
    if (closes > opens ? at >= opens && at < closes : at >= opens) return true;
  }
  const yesterday = hours[(day + 6) % 7];
  if (yesterday) {
    const opens = minutes(yesterday.opens);
    const closes = minutes(yesterday.closes);
    if (closes < opens && at < closes) return true;
  }
  return false;
}

/** a latitude/longitude box holding the circle (clamped at the poles and the antimeridian) */
function boxAround(lat: number, lng: number, radiusKm: number) {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cos = Math.cos(rad(lat));
  const dLng = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  return {
    minLat: Math.max(-90, lat - dLat),
    maxLat: Math.min(90, lat + dLat),
    minLng: Math.max(-180, lng - dLng),
    maxLng: Math.min(180, lng + dLng),
  };
}

const round = (km: number) => Math.round(km * 100) / 100;

export async function locateAgents(deps: Deps, request: AgentLocatorRequest): Promise<AgentLocatorAnswer> {
  const now = new Date(deps.now());
  const { city, lat, lng } = request;
  const position = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
  const radiusKm = request.radiusKm ?? DEFAULT_AGENT_RADIUS_KM;
  // a city search lists all its agents; a position alone keeps to the circle
  const box =
    position !== undefined && city === undefined ? boxAround(position.lat, position.lng, radiusKm) : undefined;
  const records = await selectAgentLocations(deps.db, {
    ...(city === undefined ? {} : { city }),
    ...(box ? { box } : {}),
  });
  const agents: AgentLocation[] = records.map((r) => ({
    id: r.code,
    name: r.name,
    address: r.address,
    city: r.city,
    phone: r.phone,
    lat: r.lat,
    lng: r.lng,
    hours: r.hours,
    openNow: isOpenAt(r.hours, now),
    distanceKm: position === undefined ? null : round(haversineKm(position, r)),
  }));
  const kept = box === undefined ? agents : agents.filter((a) => a.distanceKm !== null && a.distanceKm <= radiusKm);
  kept.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || a.id.localeCompare(b.id));
  return { agents: kept };
}
