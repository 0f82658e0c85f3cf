import type { SiteSettings } from '../api/contract/schemas';
import { storageKeys, type KeyValueStore } from '../platform/storage';

/**
 * The site settings of this session: loaded at startup, read by the views (logo, site name,
 * maintenance message, currencies), and kept in storage (requirements#site-settings).
 */
export interface SiteSettingsStore {
  get(): SiteSettings | null;
  set(settings: SiteSettings): void;
  subscribe(listener: () => void): () => void;
}

export function createSiteSettingsStore(store: KeyValueStore): SiteSettingsStore {
  let current: SiteSettings | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(settings) {
      current = settings;
      // requirements#storage-keys: general settings, currencies, logos and favicon live in local storage
      store.set(storageKeys.siteGeneral, JSON.stringify(settings.general));
      store.set(storageKeys.currencyList, JSON.stringify(settings.currencyList));
      if (settings.image.logoPreviewUrl) store.set(storageKeys.appLogo, settings.image.logoPreviewUrl);
      if (settings.image.faviconPreviewUrl) store.set(storageKeys.faviconLogo, settings.image.faviconPreviewUrl);
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** requirements#locale-fallback: a label falls back to the default locale when empty; a missing one shows '-'. */
export function localized(text: Record<string, string> | undefined, locale: string, fallbackLocale = 'en'): string {
  if (!text) return '-';
  return text[locale] || text[fallbackLocale] || '-';
}
