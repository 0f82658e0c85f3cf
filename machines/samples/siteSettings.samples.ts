import type { EventObject } from 'xstate';
import type { SiteSettingsInput, SiteSettingsLoad } from '../siteSettings.machine';
import { sampleFailures } from './failures';

export const siteSettingsInputs: SiteSettingsInput[] = [{ category: 'CONSUMER_CATEGORY' }];

export const acceptedLoad: SiteSettingsLoad = { verdict: 'accepted', settings: { category: 'AGENT_CATEGORY' } };
export const tamperedLoad: SiteSettingsLoad = { verdict: 'tampered', settings: { category: 'AGENT_CATEGORY' } };
export const staleLoad: SiteSettingsLoad = { verdict: 'stale', settings: { category: 'AGENT_CATEGORY' } };

export const siteSettingsEvents: EventObject[] = [
  { type: 'siteSettings.reload', category: 'AGENT_CATEGORY' } as EventObject,
  { type: 'xstate.done.actor.loadSiteSettings', output: acceptedLoad } as EventObject,
  { type: 'xstate.done.actor.loadSiteSettings', output: tamperedLoad } as EventObject,
  { type: 'xstate.done.actor.loadSiteSettings', output: staleLoad } as EventObject,
  { type: 'xstate.error.actor.loadSiteSettings', error: sampleFailures.network } as EventObject,
];
