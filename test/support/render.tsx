import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { cleanup, configure, render, renderHook } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { ReactNode } from 'react';
import { messages as ar } from '../../src/i18n/locales/ar/messages.po';
import { messages as en } from '../../src/i18n/locales/en/messages.po';
import { messages as ku } from '../../src/i18n/locales/ku/messages.po';

i18n.load({ en, ar, ku });

// the first render of a file imports and lays out a whole screen: ~0.3 s alone, past Testing
// Library's 1 s default for findBy* on two busy cores (seen: DashboardPage's first find at 1.6 s);
// 10 s still fails a screen that never shows what it should
configure({ asyncUtilTimeout: 10_000 });

// vitest runs without globals, so Testing Library cannot register its own cleanup
afterEach(cleanup);

export function activate(locale: 'en' | 'ar' | 'ku') {
  i18n.activate(locale);
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider env="test">
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </MantineProvider>
  );
}

export const renderUi = (ui: ReactNode) => render(ui, { wrapper: Providers });
export const renderUiHook = <T,>(hook: () => T) => renderHook(hook, { wrapper: Providers });
