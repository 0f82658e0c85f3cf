import type { Messages } from '@lingui/core';
import { fromPromise } from 'xstate';
import { localeMachine } from '../../../machines/locale.machine';
import { activateLocale, applyLabels, hasOwnCatalog, labelMessagesOf, loadCatalog } from '../../i18n';
import { isOfferedLocale, preferredLocale, sourceLocale } from '../../i18n/locales';
import type { Platform } from '../../platform/platform';
import { storageKeys } from '../../platform/storage';
import { localeEndpoints } from './locale.endpoints';

/**
 * The language statechart: catalogs load on demand, a language without one takes the content
 * service's labels; a signed-in user's choice is saved to the account.
 */
export function localeLogic(platform: Platform, win: Window) {
  const { store, gateway } = platform;
  const api = localeEndpoints(gateway);
  return localeMachine.provide({
    actors: {
      loadCatalog: fromPromise(({ input }) => loadCatalog(input.locale)),
      // requirements#languages: the signed-in user's language goes to the back end; signed out, nothing to save
      savePreference: fromPromise(async ({ input, signal }) => {
        if (!store.get(storageKeys.authorizeToken) || !gateway.config) return;
        await api.updateLanguagePreference(input.locale, signal);
      }),
      // requirements#language-data: only the shown language's labels, and none for a language whose
      // own catalog has every text; the merge loads with the first language that needs it
      loadLabels: fromPromise(async ({ input, signal }) => {
        if (hasOwnCatalog(input.locale)) return {};
        const data = await api.languageData(input.locale, signal);
        return labelMessagesOf(data.labels);
      }),
    },
    actions: {
      applyLocale: (_, { locale: next }) => {
        activateLocale(next, win.document);
        store.set(storageKeys.locale, next);
      },
      applyLabels: (_, { locale: shown, labels }) => applyLabels(shown, labels as Messages),
    },
  });
}

/** The stored language, else the browser's preferred one among those offered. */
export function localeInput(platform: Platform, win: Window) {
  const stored = platform.store.get(storageKeys.locale);
  return {
    active: sourceLocale,
    requested: isOfferedLocale(stored) ? stored : preferredLocale(win.navigator.languages ?? []),
  };
}
