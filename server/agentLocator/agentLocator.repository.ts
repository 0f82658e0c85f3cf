import type { AgentCity } from '../../src/api/contract/agentLocator';
import type { Queryable } from '../db/types';

/** The agent locator's statements (spec 000 §7 agentlocator): the active agent locations. */

export interface Localized {
  en: string;
  ar: string;
  ku: string;
}

export interface AgentLocationRecord {
  code: string;
  name: Localized;
  address: Localized;
  city: AgentCity;
  phone: string;
  lat: number;
  lng: number;
  hours: ({ opens: string; closes: string } | null)[];
}

interface Row {
  code: string;
  name: unknown;
  address: unknown;
  city: AgentCity;
  phone: string;
  lat: unknown;
  lng: unknown;
  hours: unknown;
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

const record = (row: Row): AgentLocationRecord => ({
  code: row.code,
  name: json<Localized>(row.name),
  address: json<Localized>(row.address),
  city: row.city,
  phone: row.phone,
  lat: Number(row.lat),
  lng: Number(row.lng),
  hours: json<AgentLocationRecord['hours']>(row.hours),
});

export interface AgentLocationFilter {
  city?: AgentCity;
  /** a latitude/longitude box that holds the search circle */
  box?: { minLat: number; maxLat: number; minLng: number; maxLng: number };
}

/** The active agents of a city and/or inside a box, in code order (the service orders them by distance). */
export async function selectAgentLocations(q: Queryable, filter: AgentLocationFilter): Promise<AgentLocationRecord[]> {
  const where = ['active'];
  const params: (string | number)[] = [];
  if (filter.city !== undefined) {
    params.push(filter.city);
    where.push(`city = $${params.length}`);
  }
  if (filter.box !== undefined) {
    const { minLat, maxLat, minLng, maxLng } = filter.box;
    params.push(minLat, maxLat, minLng, maxLng);
    const n = params.length;
    where.push(`lat BETWEEN $${n - 3} AND $${n - 2} AND lng BETWEEN $${n - 1} AND $${n}`);
  }
  const { rows } = await q.query<Row>(
    `SELECT code, name, address, city, phone, lat, lng, hours FROM agent_locations
      WHERE ${where.join(' AND ')} ORDER BY code LIMIT 200`,
    params,
  );
  return rows.map(record);
}
