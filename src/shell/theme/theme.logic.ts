import { fromPromise } from 'xstate';
import { themeMachine } from '../../../machines/theme.machine';
import { toUserCategory, type Platform } from '../../platform/platform';
import { storageKeys, type StorageKey } from '../../platform/storage';
import { themeEndpoints } from './theme.endpoints';

/** Theme assets a theme may place in local storage (requirements#theme): logos only, never a token. */
const assetKeys: ReadonlySet<string> = new Set([
  storageKeys.appLogo,
  storageKeys.appLogoWhite,
  storageKeys.faviconLogo,
]);

/** The category's themes, cached as layout; the chosen one is session data. */
export function themeLogic(platform: Platform) {
  const { store, contentCache } = platform;
  const api = themeEndpoints(platform.gateway);
  return themeMachine.provide({
    actors: {
      loadTheme: fromPromise(({ input }) => {
        const category = toUserCategory(platform, input.category);
        return contentCache.get('layout', `theme:${category}`, async () => {
          const loaded = await api.getTheme(category);
          for (const asset of loaded.assets)
            if (asset.localstorage && assetKeys.has(asset.key)) store.set(asset.key as StorageKey, asset.value);
          return loaded;
        });
      }),
    },
    actions: {
      // requirements#theme: the chosen theme is session data (a sign-out clears `colour`)
      rememberChoice: (_, { name }) => store.set(storageKeys.colour, name),
    },
  });
}
