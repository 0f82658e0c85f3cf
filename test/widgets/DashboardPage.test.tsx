import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromTransition } from 'xstate';
import type { DashboardLayout } from '../../src/api/contract/dashboard';
import * as paths from '../../src/api/contract/paths';
import { createContentCache } from '../../src/config/contentCache';
import { AppProvider, type AppContextValue } from '../../src/platform/context';
import { ShellConfigurationProvider } from '../../src/shell/configuration/ShellConfiguration';
import { DashboardPage } from '../../src/widgets/DashboardPage';
import { sampleFailures } from '../../machines/samples/failures';
import { activate, renderUi } from '../support/render';

const account = {
  user: { userIdentifier: '1000000001', accountLevel: 'FULL', walletKind: 'CUSTOMER' },
  fields: {
    FULL_NAME_IN_ENGLISH: 'Layla Hassan',
    FULL_NAME_IN_ARABIC: '',
    PHONE: '7701000001',
    EMAIL: 'l@example.com',
    DISPLAY_PHOTOGRAPH: null,
  },
  twoFactorEnabled: false,
  recoveryCodesLeft: 0,
  profileTemplateId: 101,
  hasTransactionPin: true,
};

const layout: DashboardLayout = {
  widgets: [
    { name: 'CopyClipBoard', span: 4, settings: { field: 'walletId' } },
    { name: 'NoSuchWidget', span: 4 },
    {
      name: 'IconList',
      span: 4,
      settings: {
        title: { en: 'Help' },
        items: [
          { route: '/app/support', icon: 'headset', title: { en: 'Support' } },
          // not in the route table below: never offered
          { route: '/app/schedule', icon: 'report', title: { en: 'Schedules' } },
          // off the portal: refused as configuration
          { route: 'https://example.com', icon: 'report', title: { en: 'Elsewhere' } },
        ],
      },
    },
  ],
};

/** An observer that finds every element on screen at once (happy-dom lays nothing out). */
class OnScreen {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
  unobserve() {}
}

let routeTable: Array<{ route: string; page_id: string; kind: string }> = [];

function setup(getUserAccount: () => unknown, dashboard: DashboardLayout = layout) {
  const account = vi.fn(getUserAccount);
  const call = vi.fn(async (path: string, options?: { query?: { moduleType?: string } }) => {
    if (path === paths.getUserAccount) return account();
    if (path === paths.getMenu) return { service: { layout_data: { dataList: [] } } };
    if (path === paths.layoutByFilter && options?.query?.moduleType === 'dashboard') return dashboard;
    if (path === paths.layoutByFilter && options?.query?.moduleType === 'pages') return { routes: routeTable };
    throw new Error(`unexpected call to ${path}`);
  });
  const platform = { gateway: { config: null, call }, contentCache: createContentCache() };
  const locale = createActor(fromTransition((s) => s, { active: 'en' })).start();
  const session = createActor(
    fromTransition((s) => s, { user: { displayName: 'Layla Hassan', displayNameAr: null, subType: null } }),
  ).start();
  const value = { platform, actors: { locale, session } } as unknown as AppContextValue;
  const rootRoute = createRootRoute({
    component: () => (
      <AppProvider value={value}>
        <ShellConfigurationProvider category="consumer">
          <DashboardPage />
        </ShellConfigurationProvider>
      </AppProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  renderUi(<RouterProvider router={router} />);
  return { account, call, platform };
}

describe('DashboardPage', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  beforeEach(() => {
    routeTable = [{ route: '/app/support', page_id: 'support-consumer', kind: 'cms' }];
    vi.stubGlobal('IntersectionObserver', OnScreen);
    warn.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('skips and logs a widget it does not know, and a failing widget offers its own retry while the others render', async () => {
    activate('en');
    let fail = true;
    const { account: load } = setup(() => {
      if (fail) throw sampleFailures.network;
      return account;
    });

    // the icon list renders beside the failed widget, with only the page the category has
    // (the card and its title come first, while the widget still asks for the pages: its links after)
    const help = await screen.findByRole('region', { name: 'Help' });
    expect((await within(help).findAllByRole('link')).map((a) => a.textContent)).toEqual(['Support']);

    const copy = await screen.findByRole('region', { name: 'Your wallet ID' });
    expect((await within(copy).findByRole('alert')).textContent).toBe('Please try after sometime.');
    expect(document.querySelector('[data-widget="NoSuchWidget"]')).toBeNull();
    expect(warn).toHaveBeenCalledWith('[dashboard] unknown widget "NoSuchWidget" skipped');

    fail = false;
    await act(async () => fireEvent.click(within(copy).getByRole('button', { name: 'Try again' })));
    expect(await within(copy).findByText('1000000001')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    // the retry touched only its own widget
    expect(within(help).getAllByRole('link')).toHaveLength(1);
  });

  it('shows the configured widgets in their order and widths', async () => {
    activate('en');
    setup(() => account);
    await waitFor(() => expect(document.querySelectorAll('[data-widget]')).toHaveLength(2));
    const cells = [...document.querySelectorAll<HTMLElement>('[data-widget]')];
    expect(cells.map((c) => [c.dataset.widget, c.style.getPropertyValue('--span')])).toEqual([
      ['CopyClipBoard', '4'],
      ['IconList', '4'],
    ]);
  });

  it('keeps a widget that breaks while drawing inside its own boundary, with a retry', async () => {
    activate('en');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // an answer without the fields a widget reads: it throws while rendering
    setup(() => ({ user: { userIdentifier: '1000000001' } }), {
      widgets: [{ name: 'CopyClipBoard', span: 4, settings: { field: 'mobile' } }, layout.widgets[2]!],
    });
    const broken = await screen.findByText('This part of the dashboard could not be shown.');
    const cell = broken.closest<HTMLElement>('[data-widget]')!;
    expect(cell.dataset.widget).toBe('CopyClipBoard');
    expect(within(cell).getByRole('button', { name: 'Try again' })).toBeTruthy();
    // (the card and its title come first, while the widget still asks for the pages: its links after)
    const help = await screen.findByRole('region', { name: 'Help' });
    expect((await within(help).findAllByRole('link')).map((a) => a.textContent)).toEqual(['Support']);
    expect(error.mock.calls.some((c) => String(c[0]).includes('[dashboard] widget CopyClipBoard failed'))).toBe(true);
    error.mockRestore();
  });

  it('refreshes its widgets when the change feed announces new layouts, showing the old until the new arrives', async () => {
    activate('en');
    const { platform } = setup(() => account);
    const help = await screen.findByRole('region', { name: 'Help' });
    await within(help).findByRole('link', { name: 'Support' });
    // the category gains the schedules page: the icon list offers it once it has read the new table
    routeTable = [...routeTable, { route: '/app/schedule', page_id: 'schedule', kind: 'screen' }];
    act(() => platform.contentCache.invalidate(new Set(['layout'] as const)));
    expect(within(help).getByRole('link', { name: 'Support' })).toBeTruthy();
    await waitFor(() =>
      expect(
        within(help)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Support', 'Schedules']),
    );
  });
});
