import type { EventObject } from 'xstate';
import type { ContentChangesAnswer } from '../contentChanges.machine';
import type { PreferencesInput } from '../preferences.machine';
import type { ThemeInput } from '../theme.machine';
import { sampleFailures } from './failures';

/** Preferences: everything off (a first visit), everything on (a returning user). */
export const preferencesInputs: PreferencesInput[] = [
  { boxLayout: false, miniSidebar: false, navCollapsed: false, darkSidenav: false },
  { boxLayout: true, miniSidebar: true, navCollapsed: true, darkSidenav: true },
];
export const preferencesEvents: EventObject[] = [
  { type: 'preferences.toggleBoxLayout' },
  { type: 'preferences.toggleMiniSidebar' },
  { type: 'preferences.toggleNavCollapsed' },
  { type: 'preferences.toggleDarkSidenav' },
];

export const sampleTheme = {
  themeList: [
    { name: 'blue', primaryColor: '#5D92F4', default: true },
    { name: 'emerald', primaryColor: '#10B981', default: false },
  ],
};
export const themeInputs: ThemeInput[] = [{ category: '', chosen: null }];
export const themeEvents: EventObject[] = [
  { type: 'theme.sessionChanged', category: 'consumer', chosen: null } as EventObject,
  { type: 'theme.sessionChanged', category: 'agent', chosen: 'amber' } as EventObject,
  { type: 'theme.choose', name: 'emerald' } as EventObject,
  { type: 'configuration.reload' },
  { type: 'xstate.done.actor.loadTheme', output: sampleTheme } as EventObject,
  { type: 'xstate.error.actor.loadTheme', error: sampleFailures.network } as EventObject,
];

export const firstAnswer: ContentChangesAnswer = { now: 1000, changes: [] };
export const changedAnswer: ContentChangesAnswer = {
  now: 2000,
  changes: [
    { identifier: 'default_layout', changedAt: 1500 },
    { identifier: 'default_pages', changedAt: 1600 },
    { identifier: 'default_layout', changedAt: 1700 },
  ],
};
export const contentChangesEvents: EventObject[] = [
  { type: 'changes.check' },
  { type: 'xstate.done.actor.fetchChanges', output: firstAnswer } as EventObject,
  { type: 'xstate.done.actor.fetchChanges', output: changedAnswer } as EventObject,
  { type: 'xstate.error.actor.fetchChanges', error: sampleFailures.network } as EventObject,
  { type: 'xstate.after.pollInterval.contentChanges.waiting' },
];
