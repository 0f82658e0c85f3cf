import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  fixedAppRoutes,
  routeMapSchema,
  type Menu,
  type MenuEntry,
  type RouteMap,
} from '../../src/api/contract/content';
import { entry } from './fixtures';
import { alwaysAvailableRoutes, findService, isConfiguredRoute, resolvePage } from '../../src/config/routes';
import { configuredPages } from '../../src/routes/-configuredPages';

const part = (dataList: MenuEntry[]) => ({ layout_data: { dataList } });
function menu(service: MenuEntry[], drawerContent: MenuEntry[] = [], header: MenuEntry[] = []): Menu {
  return {
    header: part(header),
    footer: part([]),
    service: part(service),
    app_notification: part([]),
    drawer: {
      layout_data: {
        page_field_configuration: {
          body: {
            type: 'listmenu',
            content: [
              { title: { en: 'List' }, icon: null, route: null, sort_order: 1, enabled: true, childs: drawerContent },
            ],
          },
          header: { showProfile: true, showBalance: false },
          userParameterBinding: {},
        },
      },
    },
  };
}

const routeMap: RouteMap = {
  routes: [
    { route: '/app/terms-of-service', page_id: 'terms-consumer', kind: 'cms' },
    { route: '/app/change-login-password', page_id: 'change-password-enterprise', kind: 'screen' },
    { route: '/app/report/passbook', page_id: 'passbook', kind: 'screen' },
  ],
};

describe('route table', () => {
  it("draws a content route as its category's content page", () => {
    expect(resolvePage(routeMap, '/app/terms-of-service', false)).toEqual({ kind: 'cms', pageId: 'terms-consumer' });
  });

  it("draws a screen route with the portal's own screen and the category's page id", () => {
    expect(resolvePage(routeMap, '/app/change-login-password', true)).toEqual({
      kind: 'screen',
      pageId: 'change-password-enterprise',
    });
  });

  it('says "not available" for a route the category lacks, or a screen the portal does not have yet', () => {
    expect(resolvePage(routeMap, '/app/privacy-policy', false)).toEqual({
      kind: 'notAvailable',
      reason: 'notConfigured',
    });
    expect(resolvePage(routeMap, '/app/report/passbook', false)).toEqual({
      kind: 'notAvailable',
      reason: 'unknownScreen',
    });
  });

  it('keeps the landing page, the account pages and the help available whatever the table says', () => {
    expect([...alwaysAvailableRoutes].sort()).toEqual([
      '/app/dashboard',
      '/app/faq',
      '/app/my-account',
      '/app/two-factor',
    ]);
    for (const route of alwaysAvailableRoutes) expect(fixedAppRoutes).toContain(route);
  });

  it('reads a route table with routes the portal does not know, and refuses malformed entries', () => {
    expect(
      v.safeParse(routeMapSchema, { routes: [{ route: '/app/new-thing', page_id: 'x', kind: 'cms' }] }).success,
    ).toBe(true);
    for (const bad of [
      { route: 'app/terms', page_id: 'x', kind: 'cms' },
      { route: '/app/terms', page_id: 'Has Spaces', kind: 'cms' },
      { route: '/app/terms', page_id: 'x', kind: 'iframe' },
      { route: 'https://evil.example/app/x', page_id: 'x', kind: 'cms' },
    ])
      expect(v.safeParse(routeMapSchema, { routes: [bad] }).success).toBe(false);
  });
});

describe('service routes', () => {
  const configured = menu(
    [
      entry({
        route: '',
        title: { en: 'Transfers' },
        dataList: [
          entry({ route: 'send-money', title: { en: 'Send money', ar: 'إرسال الأموال' }, icon: 'send', page_id: 'p1' }),
          entry({ route: '/app/services/bank-cash-out', enabled: false }),
        ],
      }),
      entry({ route: '', enabled: false, dataList: [entry({ route: '/app/service/withdraw' })] }),
    ],
    [entry({ route: '/app/service/cash-in-by-agent', title: { en: 'Cash in' } })],
  );

  it('finds a service the menus lead to, with its localized title, even when configured without a slash', () => {
    expect(findService(configured, '/app/services/send-money', 'ar')).toEqual({
      route: '/app/services/send-money',
      title: 'إرسال الأموال',
      icon: 'send',
      pageId: 'p1',
      externalId: null,
    });
    expect(findService(configured, '/app/service/cash-in-by-agent', 'en')?.title).toBe('Cash in');
  });

  it('does not give a service that is disabled, inside a disabled group, or in no menu', () => {
    expect(findService(configured, '/app/services/bank-cash-out', 'en')).toBeNull();
    expect(findService(configured, '/app/service/withdraw', 'en')).toBeNull();
    expect(findService(configured, '/app/services/pin-sell', 'en')).toBeNull();
  });
});

describe('configured routes (served by /app/$)', () => {
  it('are exactly the fixed routes the screens table lists: no route file of its own, nothing else', () => {
    const configured = fixedAppRoutes.filter((route) => isConfiguredRoute(route));
    expect(configured.sort()).toEqual(Object.keys(configuredPages).sort());
    for (const route of alwaysAvailableRoutes) expect(isConfiguredRoute(route)).toBe(false);
    expect(isConfiguredRoute('/app/report/notifications')).toBe(false);
    expect(isConfiguredRoute('/app/myQrCode')).toBe(true);
    expect(isConfiguredRoute('/app/not-a-route')).toBe(false);
    expect(isConfiguredRoute('/app/myQrCode/')).toBe(false);
  });
});
