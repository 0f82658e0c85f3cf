import type { ChangeIdentifier } from '../api/contract/content';

/**
 * The content-service cache (requirements#content-cache: responses cached by layout, page,
 * onboarding field and e-voucher category keys). Entries live until the change-notification feed
 * announces a change of their kind or the session ends: a cached menu or page never outlives a
 * sign-out.
 */
export const cachedKinds = ['layout', 'page', 'onboardingField', 'evoucherCategory'] as const;
export type CachedKind = (typeof cachedKinds)[number];

/** Everything a change can concern: the cached kinds, and content the portal reloads itself. */
export type ContentKind = CachedKind | 'languages' | 'siteSettings' | 'faq' | 'landing' | 'bank';

/** requirements#change-notifications: identifier → the content kind it changes. */
export const changeNotificationMap: Readonly<Record<ChangeIdentifier, ContentKind>> = {
  default_languages: 'languages',
  default_pages: 'page',
  default_layout: 'layout',
  default_reportLayout: 'layout',
  default_theme: 'layout',
  default_onBoardingFieldDetails: 'onboardingField',
  default_evouchercategorymasters: 'evoucherCategory',
  default_faqquestion: 'faq',
  default_faqcategory: 'faq',
  default_bankmaster: 'bank',
  landingpages: 'landing',
  default_sitesetting: 'siteSettings',
};

/** The kinds a list of announced identifiers concerns; identifiers the map does not know are skipped. */
export function kindsOf(identifiers: readonly string[]): Set<ContentKind> {
  const kinds = new Set<ContentKind>();
  for (const id of identifiers)
    if (Object.hasOwn(changeNotificationMap, id)) kinds.add(changeNotificationMap[id as ChangeIdentifier]);
  return kinds;
}

/**
 * The cached kind of a content-service GET by its path (`cms/v1/<identifier>_<call>`), so a form's
 * option list from the content service (the e-voucher categories) is kept under the same key kind
 * the change feed invalidates; null for any other call.
 */
export function cachedKindOfPath(path: string): CachedKind | null {
  const match = /(?:^|\/)cms\/v1\/([A-Za-z]+_[A-Za-z]+)_/.exec(path);
  const identifier = match?.[1];
  if (identifier === undefined || !Object.hasOwn(changeNotificationMap, identifier)) return null;
  const kind = changeNotificationMap[identifier as ChangeIdentifier];
  return (cachedKinds as readonly string[]).includes(kind) ? (kind as CachedKind) : null;
}

/** A cache key for a GET: its path and its query, in a stable order. */
export function getCallKey(path: string, query: Readonly<Record<string, string>> = {}): string {
  const params = new URLSearchParams(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
  const joined = params.toString();
  return joined === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${joined}`;
}

export interface ContentCache {
  /** the cached value of `key`, or what `load` gives (one load at a time per key; failures are not kept) */
  get<T>(kind: CachedKind, key: string, load: () => Promise<T>): Promise<T>;
  /** drops the entries of these kinds and tells the listeners (which reload what they show) */
  invalidate(kinds: ReadonlySet<ContentKind>): void;
  /** drops everything, silently: the session ended */
  clear(): void;
  subscribe(listener: (kinds: ReadonlySet<ContentKind>) => void): () => void;
  readonly size: number;
}

export function createContentCache(): ContentCache {
  const entries = new Map<string, { kind: CachedKind; value: Promise<unknown> }>();
  const listeners = new Set<(kinds: ReadonlySet<ContentKind>) => void>();
  return {
    get<T>(kind: CachedKind, key: string, load: () => Promise<T>): Promise<T> {
      const id = `${kind}:${key}`;
      const hit = entries.get(id);
      if (hit) return hit.value as Promise<T>;
      const value = load().catch((error: unknown) => {
        if (entries.get(id)?.value === value) entries.delete(id);
        throw error;
      });
      // a load still running when its entry is dropped answers its caller, but is not kept
      entries.set(id, { kind, value });
      return value;
    },
    invalidate(kinds) {
      for (const [id, entry] of entries) if (kinds.has(entry.kind)) entries.delete(id);
      if (kinds.size > 0) listeners.forEach((l) => l(kinds));
    },
    clear() {
      entries.clear();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get size() {
      return entries.size;
    },
  };
}
