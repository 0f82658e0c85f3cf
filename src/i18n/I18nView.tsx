import { LinguiContext } from '@lingui/react';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { i18n, textsVersionStore } from './index';

/**
 * Lingui's context for the views, renewed when the texts change for them — a language activated,
 * a catalog or the content service's labels loaded — and not when a lazily loaded chunk brings its
 * own part of the catalog (`textsVersionStore`). In place of Lingui's I18nProvider, which renews
 * it on every load.
 */
export function I18nView({ children }: { children: ReactNode }) {
  const version = useSyncExternalStore(textsVersionStore.subscribe, textsVersionStore.version);
  // a new object per version: every useLingui view redraws with the new texts
  const context = useMemo(() => ({ i18n, _: i18n.t.bind(i18n), version }), [version]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
