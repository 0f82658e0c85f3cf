import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAppActors } from '../../src/shell/actors';
import { AppProvider } from '../../src/platform/context';
import { createPlatform } from '../../src/platform/platform';
import { i18n } from '../../src/i18n';
import { Route as RootRoute } from '../../src/routes/__root';
import { activate } from '../support/render';

function Broken(): never {
  throw new Error('a view broke while rendering');
}

describe('error boundary (any rendering error shows the /500 page)', () => {
  it('replaces a view that throws with the /500 page, whose home button leads to sign-in when signed out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    activate('en');
    const platform = createPlatform(window);
    const actors = createAppActors(platform, window);
    const root = createRootRoute({ component: Outlet, errorComponent: RootRoute.options.errorComponent });
    const page = createRoute({ getParentRoute: () => root, path: '/app/dashboard', component: Broken });
    const router = createRouter({
      routeTree: root.addChildren([page]),
      history: createMemoryHistory({ initialEntries: ['/app/dashboard'] }),
    });
    render(
      <MantineProvider env="test">
        <I18nProvider i18n={i18n}>
          <AppProvider value={{ platform, actors }}>
            <RouterProvider router={router} />
          </AppProvider>
        </I18nProvider>
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '500' })).toBeTruthy();
    expect(screen.getByText('Sorry, the server went wrong.')).toBeTruthy();
    expect(screen.getByText('The page you are looking for was not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  });
});
