import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { StartupContext, StartupInput } from '../startup.machine';
import { sampleFailures } from './failures';

export const startupInputs: StartupInput[] = [
  { framed: true, pathname: '/app/dashboard' },
  { framed: false, pathname: '/app/dashboard' },
  { framed: false, pathname: '/maintenance' },
];

export const startupEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadRuntimeConfig', output: undefined } as EventObject,
  { type: 'xstate.error.actor.loadRuntimeConfig', error: sampleFailures.network } as EventObject,
  {
    type: 'xstate.done.actor.loadSiteSettings',
    output: { maintenance: false, settings: { sample: true } },
  } as EventObject,
  {
    type: 'xstate.done.actor.loadSiteSettings',
    output: { maintenance: true, settings: { sample: true } },
  } as EventObject,
  { type: 'xstate.error.actor.loadSiteSettings', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.readAccessToken', output: { present: true } } as EventObject,
  { type: 'xstate.done.actor.readAccessToken', output: { present: false } } as EventObject,
  { type: 'xstate.error.actor.readAccessToken', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.obtainAccessToken', output: { accessToken: 'front-access-token' } } as EventObject,
  { type: 'xstate.error.actor.obtainAccessToken', error: sampleFailures.network } as EventObject,
  { type: 'xstate.after.tokenPoll.startup.running.acquiringAccessToken.waiting' },
  { type: 'xstate.done.actor.pollAccessToken', output: { present: true } } as EventObject,
  { type: 'xstate.done.actor.pollAccessToken', output: { present: false } } as EventObject,
  { type: 'xstate.error.actor.pollAccessToken', error: sampleFailures.network } as EventObject,
  { type: 'xstate.after.maintenancePoll.startup.maintenance' },
  // requirements#maintenance-session: the re-check during a session
  { type: 'xstate.after.maintenancePoll.startup.running.ready.watching' },
  {
    type: 'xstate.done.actor.recheckSiteSettings',
    output: { maintenance: false, settings: { sample: true } },
  } as EventObject,
  {
    type: 'xstate.done.actor.recheckSiteSettings',
    output: { maintenance: true, settings: { sample: true } },
  } as EventObject,
  { type: 'xstate.error.actor.recheckSiteSettings', error: sampleFailures.network } as EventObject,
  { type: 'location.changed', pathname: '/maintenance' } as EventObject,
  { type: 'location.changed', pathname: '/app/dashboard' } as EventObject,
  { type: 'accessToken.changed', present: true } as EventObject,
  { type: 'accessToken.changed', present: false } as EventObject,
  { type: 'startup.retry' },
];

/**
 * A session interrupted by maintenance (a return path kept) walks the maintenance states again:
 * the way back is explored from the maintenance page; what a failure there leads to (the
 * server-not-found page, then startup again) is the same chart the paths without one walk.
 */
export const startupStopWhen = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as StartupContext;
  return context.returnPath !== null && !snapshot.matches('maintenance') && !snapshot.matches('loadingSiteSettings');
};
