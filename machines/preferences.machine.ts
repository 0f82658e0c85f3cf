import { setup } from 'xstate';

/**
 * The layout preferences (requirements#display-preferences) — box layout, mini sidebar, collapsed
 * navigation and a dark side navigation — as four independent regions. Each state remembers
 * itself on entry (the app stores it), so a reload comes back the same way. Dark mode belongs to
 * the UI library's colour-scheme manager and language to the locale statechart.
 */
export interface PreferencesInput {
  boxLayout: boolean;
  miniSidebar: boolean;
  navCollapsed: boolean;
  darkSidenav: boolean;
}
export type PreferenceName = keyof PreferencesInput;

export type PreferencesEvent =
  | { type: 'preferences.toggleBoxLayout' }
  | { type: 'preferences.toggleMiniSidebar' }
  | { type: 'preferences.toggleNavCollapsed' }
  | { type: 'preferences.toggleDarkSidenav' };

export const preferencesMachine = setup({
  types: {
    input: {} as PreferencesInput,
    context: {} as PreferencesInput,
    events: {} as PreferencesEvent,
  },
  actions: {
    /** keeps one preference across reloads */
    remember: (_, _params: { name: PreferenceName; on: boolean }) => {},
  },
  guards: {
    isOn: ({ context }, params: { name: PreferenceName }) => context[params.name],
  },
}).createMachine({
  id: 'preferences',
  // the input only picks each region's first state; the state is the truth from then on
  context: ({ input }) => input,
  type: 'parallel',
  states: {
    layout: {
      initial: 'restoring',
      states: {
        restoring: {
          always: [{ guard: { type: 'isOn', params: { name: 'boxLayout' } }, target: 'boxed' }, { target: 'fluid' }],
        },
        fluid: {
          entry: { type: 'remember', params: { name: 'boxLayout', on: false } },
          on: { 'preferences.toggleBoxLayout': 'boxed' },
        },
        boxed: {
          entry: { type: 'remember', params: { name: 'boxLayout', on: true } },
          on: { 'preferences.toggleBoxLayout': 'fluid' },
        },
      },
    },
    sidebar: {
      initial: 'restoring',
      states: {
        restoring: {
          always: [{ guard: { type: 'isOn', params: { name: 'miniSidebar' } }, target: 'mini' }, { target: 'full' }],
        },
        full: {
          entry: { type: 'remember', params: { name: 'miniSidebar', on: false } },
          on: { 'preferences.toggleMiniSidebar': 'mini' },
        },
        mini: {
          entry: { type: 'remember', params: { name: 'miniSidebar', on: true } },
          on: { 'preferences.toggleMiniSidebar': 'full' },
        },
      },
    },
    navigation: {
      initial: 'restoring',
      states: {
        restoring: {
          always: [
            { guard: { type: 'isOn', params: { name: 'navCollapsed' } }, target: 'collapsed' },
            { target: 'expanded' },
          ],
        },
        expanded: {
          entry: { type: 'remember', params: { name: 'navCollapsed', on: false } },
          on: { 'preferences.toggleNavCollapsed': 'collapsed' },
        },
        collapsed: {
          entry: { type: 'remember', params: { name: 'navCollapsed', on: true } },
          on: { 'preferences.toggleNavCollapsed': 'expanded' },
        },
      },
    },
    sidenav: {
      initial: 'restoring',
      states: {
        restoring: {
          always: [{ guard: { type: 'isOn', params: { name: 'darkSidenav' } }, target: 'dark' }, { target: 'light' }],
        },
        light: {
          entry: { type: 'remember', params: { name: 'darkSidenav', on: false } },
          on: { 'preferences.toggleDarkSidenav': 'dark' },
        },
        dark: {
          entry: { type: 'remember', params: { name: 'darkSidenav', on: true } },
          on: { 'preferences.toggleDarkSidenav': 'light' },
        },
      },
    },
  },
});
