/**
 * What the portal's flow inspector and the atlas's live view say to each other over a
 * BroadcastChannel: only names travel (machine ids, state ids, transition keys, event types),
 * never a context or an event's payload.
 */
export const ATLAS_CHANNEL = 'wallet-portal-atlas';

export type LiveStatus = 'active' | 'done' | 'error' | 'stopped';

export interface LiveActorReport {
  /** the tab the actor runs in */
  tab: string;
  /** the actor's session id (unique within its tab) */
  actor: string;
  /** the machine's id (the registry's id) */
  machine: string;
  /**
   * the actor's own name, when the portal gave it one: tells apart several actors of one machine
   * on a page (each dashboard widget's `widgetData` is `widget:<its name>`)
   */
  id?: string;
  /** the session id of the actor that invoked or spawned it */
  parent: string | null;
  /** active state ids, leaves and their ancestors */
  states: string[];
  /** the transitions the last event took, as coverage names them */
  transitions: string[];
  /** the last event's type */
  event: string;
  status: LiveStatus;
  /** when the portal saw it (ms since the epoch) */
  at: number;
}

export type AtlasMessage =
  { type: 'atlas.hello' } | { type: 'portal.actor'; report: LiveActorReport } | { type: 'portal.bye'; tab: string };
