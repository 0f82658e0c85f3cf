import type { EventObject } from 'xstate';
import type { PreferencesInput } from '../preferences.machine';

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
