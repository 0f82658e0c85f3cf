import type { EventObject } from 'xstate';
import type { AgentLocatorInput, LocatedAgent, Position } from '../agentLocator.machine';
import { sampleFailures } from './failures';

/** Agents as the contract gives them: the flow reads the id and carries the rest. */
const agent = (id: string, en: string, distanceKm: number) =>
  ({
    id,
    name: { en, ar: en, ku: en },
    address: { en: 'Karrada', ar: 'الكرادة', ku: 'کەرادە' },
    city: 'baghdad',
    phone: '7740001357',
    lat: 33.3,
    lng: 44.42,
    hours: [null, null, null, null, null, null, null],
    openNow: false,
    distanceKm,
  }) as LocatedAgent;

export const karrada = agent('AG001', 'Ahmed Kareem Exchange', 0.05);
export const mansour = agent('AG002', 'Noor Chain Store', 7.1);
export const nearbyAgents: readonly LocatedAgent[] = [karrada, mansour];
export const masbah: Position = { lat: 33.3035, lng: 44.422 };
export const geolocationDenied = new Error('denied');

export const agentLocatorInputs: AgentLocatorInput[] = [{ city: 'baghdad' }];

export const agentLocatorEvents: EventObject[] = [
  { type: 'xstate.done.actor.locateDevice', output: masbah } as EventObject,
  { type: 'xstate.error.actor.locateDevice', error: geolocationDenied } as EventObject,
  { type: 'xstate.done.actor.loadAgents', output: nearbyAgents } as EventObject,
  { type: 'xstate.done.actor.loadAgents', output: [] } as EventObject,
  { type: 'xstate.error.actor.loadAgents', error: sampleFailures.network } as EventObject,
  { type: 'agent.select', id: 'AG002' } as EventObject,
  // not in the list
  { type: 'agent.select', id: 'AG999' } as EventObject,
  { type: 'city.change', city: 'erbil' } as EventObject,
  { type: 'retry' },
];
