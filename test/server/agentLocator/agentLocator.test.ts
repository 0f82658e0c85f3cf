import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentLocatorAnswerSchema, agentCities, type AgentLocation } from '../../../src/api/contract/agentLocator';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { haversineKm, isOpenAt } from '../../../server/agentLocator/agentLocator';
import { backends } from '../support/backends';
import { TestClock, withTestServer } from '../support/server';
import { callerFor, type Caller } from '../support/transact';

const day = { opens: '08:00', closes: '20:00' };
/** Sunday to Saturday, closed on Friday */
const week = [day, day, day, day, day, null, day];
/** 2026-11-29 is a Sunday; Baghdad is UTC+3 */
const baghdad = (iso: string) => new Date(`${iso}+03:00`);

describe('agent locator arithmetic', () => {
  it('measures great-circle distances in kilometres', () => {
    // Baghdad to Basra is about 449 km as the crow flies
    expect(haversineKm({ lat: 33.3152, lng: 44.3661 }, { lat: 30.5085, lng: 47.7804 })).toBeGreaterThan(440);
    expect(haversineKm({ lat: 33.3152, lng: 44.3661 }, { lat: 30.5085, lng: 47.7804 })).toBeLessThan(460);
    expect(haversineKm({ lat: 10, lng: 20 }, { lat: 10, lng: 20 })).toBe(0);
    // one degree of latitude is about 111.2 km
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.2, 0);
  });

  it('judges open now on the Baghdad clock, per weekday', () => {
    expect(isOpenAt(week, baghdad('2026-11-29T08:00:00'))).toBe(true);
    expect(isOpenAt(week, baghdad('2026-11-29T07:59:00'))).toBe(false);
    expect(isOpenAt(week, baghdad('2026-11-29T20:00:00'))).toBe(false);
    // 19:30 UTC on Sunday is 22:30 in Baghdad: closed although 19:30 is inside the hours
    expect(isOpenAt(week, new Date('2026-11-29T19:30:00Z'))).toBe(false);
    // 06:00 UTC is 09:00 in Baghdad: open although 06:00 is before the opening
    expect(isOpenAt(week, new Date('2026-11-29T06:00:00Z'))).toBe(true);
    // Friday closed
    expect(isOpenAt(week, baghdad('2026-12-04T12:00:00'))).toBe(false);
    expect(isOpenAt(week, baghdad('2026-12-05T12:00:00'))).toBe(true);
    // overnight hours run into the next day; 24:00 is midnight
    const night = Array.from({ length: 7 }, () => ({ opens: '18:00', closes: '02:00' }));
    expect(isOpenAt(night, baghdad('2026-11-29T01:30:00'))).toBe(true);
    expect(isOpenAt(night, baghdad('2026-11-29T02:30:00'))).toBe(false);
    const allDay = Array.from({ length: 7 }, () => ({ opens: '00:00', closes: '24:00' }));
    expect(isOpenAt(allDay, baghdad('2026-11-29T23:59:00'))).toBe(true);
  });
});

/** spec 000 §7 adapter/v1/agentlocator: signed-in, by position (nearest first) or by city. */
describe.each(backends)('agent locator on $name', (backend) => {
  // a Sunday at 10:00 in Baghdad
  const env = withTestServer(backend, { clock: new TestClock(baghdad('2026-11-29T10:00:00').getTime()) });
  let consumer: Caller;

  beforeAll(async () => {
    consumer = await callerFor(env.server, 'consumer');
  });

  const locate = (json?: unknown) =>
    consumer.client.call('POST', paths.agentLocator, {
      userToken: consumer.token,
      ...(json === undefined ? {} : { json }),
    });
  const agents = async (json: unknown): Promise<AgentLocation[]> => {
    const result = await locate(json);
    expect(result.status, JSON.stringify(result.envelope)).toBe(200);
    return v.parse(agentLocatorAnswerSchema, result.envelope.data).agents;
  };

  it('seeds at least 30 agents over the six cities, each with a week of hours', async () => {
    const all = (await Promise.all(agentCities.map((city) => agents({ city })))).flat();
    expect(all.length).toBeGreaterThanOrEqual(30);
    for (const city of agentCities) expect(all.filter((a) => a.city === city).length, city).toBeGreaterThanOrEqual(5);
    for (const agent of all) {
      expect(agent.hours).toHaveLength(7);
      expect(agent.distanceKm).toBeNull();
      expect(agent.name.ar).not.toBe('');
      expect(agent.name.ku).not.toBe('');
    }
    // the demo agent accounts are among them
    expect(all.map((a) => a.name.en)).toContain('Ahmed Kareem Exchange');
    // Sunday 10:00: the 08:00–20:00 agents are open; the university kiosk of Mosul too, the 10:00–23:30 ones too
    const karrada = all.find((a) => a.name.en === 'Ahmed Kareem Exchange');
    expect(karrada?.openNow).toBe(true);
  });

  it('answers the agents around a position, nearest first, within the radius', async () => {
    // at Masbah Square in Karrada, Baghdad
    const near = await agents({ lat: 33.3035, lng: 44.422, radiusKm: 5 });
    expect(near[0]?.name.en).toBe('Ahmed Kareem Exchange');
    expect(near[0]!.distanceKm).toBeLessThan(0.1);
    const distances = near.map((a) => a.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 5)).toBe(true);
    expect(near.every((a) => a.city === 'baghdad')).toBe(true);
    const wider = await agents({ lat: 33.3035, lng: 44.422, radiusKm: 50 });
    expect(wider.length).toBeGreaterThan(near.length);
    expect(wider.every((a) => a.city === 'baghdad')).toBe(true);
    // in Erbil the nearest is Erbil's
    const erbil = await agents({ lat: 36.19, lng: 44.009 });
    expect(erbil[0]?.city).toBe('erbil');
    // the open sea has none
    expect(await agents({ lat: 0, lng: 0, radiusKm: 50 })).toEqual([]);
    // a city with a position: all of the city's agents, ordered by distance
    const basra = await agents({ city: 'basra', lat: 30.39, lng: 47.7 });
    expect(basra[0]?.name.en).toBe('Zubair Wallet Point');
    expect(basra.every((a) => a.city === 'basra' && a.distanceKm !== null)).toBe(true);
  });

  it('refuses bad input with 400 and unsigned calls with 401, never a server error', async () => {
    const bad: unknown[] = [
      undefined,
      {},
      [],
      { lat: 91, lng: 0 },
      { lat: -90.5, lng: 0 },
      { lat: 0, lng: 181 },
      { lat: 0, lng: -180.1 },
      { lat: 33 },
      { lng: 44 },
      { lat: 33, lng: 44, radiusKm: 51 },
      { lat: 33, lng: 44, radiusKm: 0 },
      { lat: 33, lng: 44, radiusKm: -3 },
      { lat: '33', lng: 44 },
      { city: 'paris' },
      { city: 'x'.repeat(10_000) },
      { city: '\ud800' },
      { lat: null, lng: null },
    ];
    for (const json of bad) {
      const result = await locate(json);
      expect(result.status, JSON.stringify(json)).toBe(400);
      expect(result.envelope.errCode, JSON.stringify(json)).toBe(ErrCode.validationFailed);
    }
    const unsigned = await consumer.client.call('POST', paths.agentLocator, { json: { city: 'baghdad' } });
    expect(unsigned.status).toBe(401);
  });

  it('judges open now in Baghdad time: on a Friday morning the weekday-only agents are closed', async () => {
    env.server.clock.advance(5 * 24 * 60 * 60 * 1000); // Friday 10:00 Baghdad
    consumer = await callerFor(env.server, 'consumer'); // the old session idled out
    const baghdadAgents = await agents({ city: 'baghdad' });
    expect(baghdadAgents.find((a) => a.name.en === 'Ahmed Kareem Exchange')?.openNow).toBe(false);
    expect(baghdadAgents.find((a) => a.name.en === 'Kadhimiya Cash Point')?.openNow).toBe(true);
  });
});
