import { preferencesMachine, type PreferenceName } from '../../../machines/preferences.machine';
import type { Platform } from '../../platform/platform';
import { storageKeys, type StorageKey } from '../../platform/storage';

const preferenceKeys: Record<PreferenceName, StorageKey> = {
  boxLayout: storageKeys.boxLayout,
  miniSidebar: storageKeys.miniSidebar,
  navCollapsed: storageKeys.navCollapsed,
  darkSidenav: storageKeys.darkSidenav,
};

/** The layout preferences (boxed layout, mini or hidden menu, dark menu), remembered on the device. */
export function preferencesLogic(platform: Platform) {
  return preferencesMachine.provide({
    actions: { remember: (_, { name, on }) => platform.store.set(preferenceKeys[name], on ? '1' : '0') },
  });
}

export function preferencesInput(platform: Platform): Record<PreferenceName, boolean> {
  const on = (name: PreferenceName) => platform.store.get(preferenceKeys[name]) === '1';
  return {
    boxLayout: on('boxLayout'),
    miniSidebar: on('miniSidebar'),
    navCollapsed: on('navCollapsed'),
    darkSidenav: on('darkSidenav'),
  };
}
