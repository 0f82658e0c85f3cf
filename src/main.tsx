import '@mantine/core/styles.css';
import { I18nProvider } from '@lingui/react';
import { DirectionProvider, localStorageColorSchemeManager } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { createAppActors, startAppActors } from './shell/actors';
import { AppProvider } from './platform/context';
import { createAppRouter } from './router';
import { createPlatform } from './platform/platform';
import { i18n, initI18n } from './i18n';
import { isRtl } from './i18n/locales';
import { ThemedMantineProvider } from './shell/theme/ThemedMantineProvider';

initI18n();
const platform = createPlatform();
const actors = createAppActors(platform);
startAppActors(actors);
const router = createAppRouter({ actors, platform });
const colorSchemeManager = localStorageColorSchemeManager({ key: 'mantine-color-scheme-value' });

// the stored language's catalog is loaded before the first paint, so no text flashes in English
void waitFor(actors.locale, (s) => s.matches('active'), { timeout: 10_000 })
  .catch(() => undefined)
  .then(() => {
    const root = document.getElementById('root');
    if (!root) throw new Error('#root is missing from index.html');
    createRoot(root).render(
      <StrictMode>
        <AppProvider value={{ platform, actors }}>
          <ThemedMantineProvider colorSchemeManager={colorSchemeManager}>
            <DirectionProvider initialDirection={isRtl(i18n.locale) ? 'rtl' : 'ltr'} detectDirection={false}>
              <I18nProvider i18n={i18n}>
                <RouterProvider router={router} />
              </I18nProvider>
            </DirectionProvider>
          </ThemedMantineProvider>
        </AppProvider>
      </StrictMode>,
    );
  });
