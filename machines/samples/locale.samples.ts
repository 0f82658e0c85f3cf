import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { LabelMessages, LocaleContext, LocaleInput } from '../locale.machine';
import { sampleFailures } from './failures';

export const localeInputs: LocaleInput[] = [
  { active: 'en', requested: 'en' },
  { active: 'en', requested: 'ar' },
];

/** the content service's labels of a language, as the portal lays them over its English texts */
export const sampleLabels: LabelMessages = { 'Sign in': ['Se connecter'] };

export const localeEvents: EventObject[] = [
  { type: 'locale.select', locale: 'ku' } as EventObject,
  { type: 'locale.select', locale: 'en' } as EventObject,
  { type: 'locale.retry' },
  { type: 'xstate.done.actor.loadCatalog', output: undefined } as EventObject,
  { type: 'xstate.error.actor.loadCatalog', error: sampleFailures.network } as EventObject,
  { type: 'locale.sync' },
  { type: 'xstate.done.actor.savePreference', output: undefined } as EventObject,
  { type: 'xstate.error.actor.savePreference', error: sampleFailures.network } as EventObject,
  { type: 'labels.reload' },
  { type: 'xstate.done.actor.loadLabels', output: sampleLabels } as EventObject,
  { type: 'xstate.error.actor.loadLabels', error: sampleFailures.network } as EventObject,
];

/**
 * The labels and the language are independent parts of the chart: their states are not all
 * multiplied out. The labels' events are explored while the language has no failure; the
 * language's while the labels are not loading and have not failed
 * (every state and transition is still reached, each region's with the other's events).
 */
export function localeFilterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const context = snapshot.context as LocaleContext;
  // the portal can be used only once startup runs, which is when the content service can be asked
  // (labels.reload): no language is picked and no session starts before it
  if (!context.contentReady && (event.type === 'locale.select' || event.type === 'locale.sync')) return false;
  const isLabelsEvent = event.type === 'labels.reload' || event.type.endsWith('.actor.loadLabels');
  if (isLabelsEvent) return context.failure === null && context.preferenceFailure === null;
  return context.labelsFailure === null && !snapshot.matches({ active: { labels: 'loading' } });
}
