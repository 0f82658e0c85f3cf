import * as v from 'valibot';
import { siteSettingsSchema, type SiteSettings } from '../api/contract/schemas';
import { judgeSiteSettings, type SiteSettingsVerdict } from '../api/contract/siteSettingsStamp';
import { GENERIC_MESSAGE } from '../api/errors';
import { ApiFailure } from '../api/failure';
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

/**
 * requirements#site-settings: settings as served, judged against the last good ones (checksum,
 * then age) and parsed. A refused or unreadable document is never put in force.
 */
export async function judgeServedSettings(
  served: unknown,
  lastGood: SiteSettings | null,
): Promise<{ verdict: SiteSettingsVerdict; settings: SiteSettings | null }> {
  const verdict = await judgeSiteSettings(served, lastGood);
  if (verdict !== 'accepted') {
    console.warn(`[site settings] refused: ${verdict}; the settings in force are kept`);
    return { verdict, settings: null };
  }
  const parsed = v.safeParse(siteSettingsSchema, served);
  if (!parsed.success) {
    const fields = parsed.issues.map((issue) => v.getDotPath(issue) ?? '(root)');
    console.error(`[site settings] the answer does not match the contract at ${fields.join(', ')}`);
    throw new ApiFailure({ responseCode: 500, errCode: 500, message: GENERIC_MESSAGE, reason: 'invalidResponse' });
  }
  return { verdict, settings: parsed.output };
}
