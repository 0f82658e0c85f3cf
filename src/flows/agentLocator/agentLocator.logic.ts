import { fromPromise } from 'xstate';
import {
  agentLocatorMachine,
  type AgentSearch,
  type LocatedAgent,
  type Position,
} from '../../../machines/agentLocator.machine';
import { agentCities, type AgentCity } from '../../api/contract/agentLocator';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { agentLocatorEndpoints } from './agentLocator.endpoints';

/** how long the device may take to answer before the city search takes over */
export const GEOLOCATION_TIMEOUT_MS = 8000;

const isCity = (city: string | undefined): city is AgentCity =>
  city !== undefined && (agentCities as readonly string[]).includes(city);

/**
 * The device's position through navigator.geolocation: refused, unavailable, timed out or
 * absent all reject, and the machine searches by city instead.
 */
export function askDevicePosition(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (geolocation === undefined) {
      reject(new Error('geolocation unavailable'));
      return;
    }
    const timer = setTimeout(() => reject(new Error('geolocation timeout')), GEOLOCATION_TIMEOUT_MS + 1000);
    geolocation.getCurrentPosition(
      (p) => {
        clearTimeout(timer);
        resolve({ lat: p.coords.latitude, lng: p.coords.longitude });
      },
      (error) => {
        clearTimeout(timer);
        reject(new Error(`geolocation ${error.code}`));
      },
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 5 * 60 * 1000 },
    );
  });
}

/** spec 000 §7 agentlocator: the agent locator's calls and the device's position. */
export function agentLocatorLogic(platform: Platform, geolocation?: Geolocation) {
  const api = agentLocatorEndpoints(platform.gateway);
  return agentLocatorMachine.provide({
    actors: {
      locateDevice: fromPromise<Position, void>(() => askDevicePosition(geolocation)),
      loadAgents: fromPromise<readonly LocatedAgent[], AgentSearch>(
        quietWhenAborted(async ({ input, signal }) => {
          const request = {
            ...(isCity(input.city) ? { city: input.city } : {}),
            ...(input.position === undefined ? {} : { lat: input.position.lat, lng: input.position.lng }),
          };
          return (await api.locate(request, signal)).agents;
        }),
      ),
    },
  });
}
