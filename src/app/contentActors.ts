import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { configurationMachine } from '../../machines/configuration.machine';
import { contentChangesMachine } from '../../machines/contentChanges.machine';
import { preferencesMachine, type PreferenceName } from '../../machines/preferences.machine';
import { themeMachine } from '../../machines/theme.machine';
import type { Language } from '../api/contract/schemas';
import { kindsOf } from '../config/contentCache';
import { addRtlLocales } from '../i18n/locales';
import { readJson, storageKeys, type StorageKey } from '../shell/storage';
import { categoryOf } from './shellFlows';
import { flowInspector } from './flowInspector';
import type { AppServices } from './services';

/**
 * The actors that carry configuration for the whole portal, signed in or not: the theme, the
 * active languages, the layout preferences and the content-change feed.
 */
export interface ContentActors {
  theme: ActorRefFrom<typeof themeMachine>;
  languages: ActorRefFrom<typeof configurationMachine>;
  preferences: ActorRefFrom<typeof preferencesMachine>;
  contentChanges: ActorRefFrom<typeof contentChangesMachine>;
}

const preferenceKeys: Record<PreferenceName, StorageKey> = {
  boxLayout: storageKeys.boxLayout,
  miniSidebar: storageKeys.miniSidebar,
  navCollapsed: storageKeys.navCollapsed,
  darkSidenav: storageKeys.darkSidenav,
};

/** Theme assets a theme may place in local storage (seed 001 §2.5): logos only, never a token. */
const assetKeys: ReadonlySet<string> = new Set([
  storageKeys.appLogo,
  storageKeys.appLogoWhite,
  storageKeys.faviconLogo,
]);

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function createContentActors(services: AppServices): ContentActors {
  const { store, api, contentCache, gateway } = services;
  addRtlLocales(readJson(store, storageKeys.rtlLayoutArray, isStringArray) ?? []);

  const theme = createActor(
    themeMachine.provide({
      actors: {
        loadTheme: fromPromise(({ input }) => {
          const category = categoryOf(services, input.category);
          return contentCache.get('layout', `theme:${category}`, async () => {
            const loaded = await api.getTheme(category);
            for (const asset of loaded.assets)
              if (asset.localstorage && assetKeys.has(asset.key)) store.set(asset.key as StorageKey, asset.value);
            return loaded;
          });
        }),
      },
      actions: {
        // seed 001 §2.5: the chosen theme is session data (a sign-out clears `colour`)
        rememberChoice: (_, { name }) => store.set(storageKeys.colour, name),
      },
    }),
    { input: { category: '', chosen: store.get(storageKeys.colour) }, inspect: flowInspector.inspect },
  );

  const languages = createActor(
    configurationMachine.provide({
      actors: {
        loadConfiguration: fromPromise<unknown, void>(async () => {
          const list: Language[] = await api.activeLanguages();
          // seed 000 §4: the list of right-to-left locales is stored
          const rtl = list.filter((l) => l.rtlLayout).map((l) => l.locale);
          addRtlLocales(rtl);
          store.set(storageKeys.rtlLayoutArray, JSON.stringify(rtl));
          return list;
        }),
      },
    }),
    { inspect: flowInspector.inspect },
  );

  const preferences = createActor(
    preferencesMachine.provide({
      actions: { remember: (_, { name, on }) => store.set(preferenceKeys[name], on ? '1' : '0') },
    }),
    {
      input: {
        boxLayout: store.get(storageKeys.boxLayout) === '1',
        miniSidebar: store.get(storageKeys.miniSidebar) === '1',
        navCollapsed: store.get(storageKeys.navCollapsed) === '1',
        darkSidenav: store.get(storageKeys.darkSidenav) === '1',
      },
      inspect: flowInspector.inspect,
    },
  );

  const contentChanges = createActor(
    contentChangesMachine.provide({
      actors: { fetchChanges: fromPromise(({ input }) => api.contentChanges(input.since)) },
      actions: {
        announceChanges: (_, { identifiers }) => {
          const kinds = kindsOf(identifiers);
          contentCache.invalidate(kinds);
          if (kinds.has('languages')) languages.send({ type: 'configuration.reload' });
          if (kinds.has('layout')) theme.send({ type: 'configuration.reload' });
        },
      },
      delays: {
        pollInterval: ({ context }) => (gateway.config?.contentChangesPollMs ?? 60_000) * 2 ** context.failures,
      },
    }),
    { inspect: flowInspector.inspect },
  );

  return { theme, languages, preferences, contentChanges };
}
