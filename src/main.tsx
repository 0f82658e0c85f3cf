// the library's base styles; each component's come with the code that uses it (scripts/mantineStyles.ts)
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './shell/theme/motion.css';
import { I18nProvider } from '@lingui/react';
import { DirectionProvider, localStorageColorSchemeManager } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { createAppActors, startAppActors } from './shell/actors';
import { AppProvider } from './platform/context';
import { createAppRouter } from './router';
import { createPlatform } from './platform/platform';
import { yieldToEventLoop } from './platform/yieldToEventLoop';
import { activateLocale, i18n, loadCatalog, startI18n } from './i18n';
import { isRtl, sourceLocale } from './i18n/locales';
import { ThemedMantineProvider } from './shell/theme/ThemedMantineProvider';

/**
 * The boot, in tasks with the browser free between them (issue 20, Total Blocking Time): the
 * modules' evaluation, the shell's actors (their first calls sent at once), the router. An
 * `async` function, not a top-level `await`: with one, the bundler made the entry a module of its
 * own ahead of the boot chunk, and the catalog parts' registry was empty when the i18n module read
 * it (every visit then loaded the whole English catalog).
 */
async function start(): Promise<void> {
  startI18n();
  const platform = createPlatform();
  await yieldToEventLoop();
  const actors = createAppActors(platform);
  startAppActors(actors);
  await yieldToEventLoop();
  const router = createAppRouter({ actors, platform });
  const colorSchemeManager = localStorageColorSchemeManager({ key: 'mantine-color-scheme-value' });

  // English starts loading at once when it is the language to show (other languages' catalogs are
  // loaded by the locale statechart, which then activates them)
  const english = () => loadCatalog(sourceLocale).catch(() => undefined);
  if (actors.locale.getSnapshot().context.requested === sourceLocale) void english();

  // the stored language's catalog is loaded before the first paint, so no text flashes in English
  await waitFor(actors.locale, (s) => s.matches('active'), { timeout: 10_000 }).catch(() => undefined);
  // still English (chosen, or another language's catalog failed): its catalog (loaded once), and the
  // document says so (public/boot.js gave it the remembered language's lang and direction)
  if (i18n.locale === sourceLocale) await english().then(() => activateLocale(sourceLocale));
  // the route's code and guards run before the first render, not after it: loaded after the first
  // commit, the matched routes arrived through the router's store, whose update React renders
  // synchronously — the whole page in one long task. Loaded now, the first render draws them in
  // slices, and the router sees its location resolved when it mounts. Its guards read what they
  // read before: the stored session, the runtime configuration.
  await router.load().catch(() => undefined);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const app = createRoot(root);
  // the first render as a transition: React renders it in slices of a few milliseconds, yielding
  // to the browser between them, instead of one long task that blocks input while the splash is up
  startTransition(() =>
    app.render(
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
    ),
  );
}

void start();
