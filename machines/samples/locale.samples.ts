import type { EventObject } from 'xstate';
import type { LocaleInput } from '../locale.machine';
import { sampleFailures } from './failures';

export const localeInputs: LocaleInput[] = [
  { active: 'en', requested: 'en' },
  { active: 'en', requested: 'ar' },
];

export const localeEvents: EventObject[] = [
  { type: 'locale.select', locale: 'ku' } as EventObject,
  { type: 'locale.select', locale: 'en' } as EventObject,
  { type: 'locale.retry' },
  { type: 'xstate.done.actor.loadCatalog', output: undefined } as EventObject,
  { type: 'xstate.error.actor.loadCatalog', error: sampleFailures.network } as EventObject,
  { type: 'locale.sync' },
  { type: 'xstate.done.actor.savePreference', output: undefined } as EventObject,
  { type: 'xstate.error.actor.savePreference', error: sampleFailures.network } as EventObject,
];
