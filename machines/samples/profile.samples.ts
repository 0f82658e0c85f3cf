import type { EventObject } from 'xstate';
import { sampleFailures } from './failures';

export const sampleProfile = { fields: { FULL_NAME_IN_ENGLISH: 'Layla Hassan' }, templateId: 101 };

export const savedProfile = { fields: { FULL_NAME_IN_ENGLISH: 'Layla H. Hassan' }, templateId: 101 };

export const profileEvents: EventObject[] = [
  { type: 'profile.retry' },
  { type: 'profile.edit' },
  { type: 'profile.cancel' },
  { type: 'profile.save', changes: { FULL_NAME_IN_ENGLISH: 'Layla H. Hassan' } } as EventObject,
  { type: 'xstate.done.actor.loadProfile', output: sampleProfile } as EventObject,
  { type: 'xstate.error.actor.loadProfile', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.saveProfile', output: savedProfile } as EventObject,
  { type: 'xstate.error.actor.saveProfile', error: sampleFailures.validation } as EventObject,
];
