import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { categoryCodes, userCategories } from '../../../src/api/contract/categories';
import { dashboardLayoutSchema, dashboardWidgetsOf } from '../../../src/api/contract/dashboard';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { seedDashboard } from '../../../server/seed/dashboards';
import { hasWallet, seedRoutes } from '../../../server/seed/routes';
import { backends } from '../support/backends';
import { withTestServer } from '../support/server';

/** The widgets of spec 000 §2 by their configured names ("data tables" and "icon lists" as DataTable and IconList). */
const specWidgets = [
  'Services',
  'RecentTransaction',
  'AdsBanner',
  'MyQRCode',
  'BalanceInquiry',
  'GraphWidget',
  'ProfileWidget',
  'PageNotFound',
  'ProfileHeader',
  'SliderSlick',
  'MoreDetail',
  'HeaderWithButton',
  'DeleteWithAuthentication',
  'CardServices',
  'PaymentCard',
  'CustomFooter',
  'CouponCard',
  'CardBox',
  'SendandLoad',
  'FileDetails',
  'ServiceHeader',
  'ModelDialog',
  'CopyClipBoard',
  'DataTable',
  'IconList',
];
/** Widgets about a wallet's money: nothing a customer-service rep (no wallet) can use. */
const walletWidgets = [
  'BalanceInquiry',
  'RecentTransaction',
  'MyQRCode',
  'GraphWidget',
  'SendandLoad',
  'PaymentCard',
  'CardBox',
  'DataTable',
  'FileDetails',
  'DeleteWithAuthentication',
];

/** Every dashboard a user can get: each category's, and the enterprise's branch and teller variants. */
const dashboards = userCategories.flatMap((category) => {
  const layout = seedDashboard(category);
  return [
    { key: category, category, widgets: layout.widgets },
    ...Object.entries(layout.bySubType ?? {}).map(([subType, widgets]) => ({
      key: `${category}/${subType}`,
      category,
      widgets,
    })),
  ];
});

describe('seeded dashboards', () => {
  it('gives the eleven kinds of user eleven different dashboards', () => {
    expect(dashboards.map((d) => d.key)).toEqual([
      'consumer',
      'agent',
      'agent/CHAIN_STORE_MERCHANT',
      'agent/MINI_HOUSTON',
      'superAgent',
      'csr',
      'merchant',
      'enterprise',
      'enterprise/BRANCH',
      'enterprise/TELLER',
      'vendor',
    ]);
    const shapes = dashboards.map((d) => JSON.stringify(d.widgets.map((w) => [w.name, w.span])));
    expect(new Set(shapes).size).toBe(dashboards.length);
  });

  it.each(dashboards.map((d) => [d.key, d] as const))('names only the spec widgets on %s', (_, dashboard) => {
    expect(dashboard.widgets.length).toBeGreaterThanOrEqual(5);
    expect(dashboard.widgets.map((w) => w.name).filter((name) => !specWidgets.includes(name))).toEqual([]);
  });

  it('shows money only to those who have a wallet', () => {
    for (const d of dashboards) {
      const money = d.widgets.filter((w) => walletWidgets.includes(w.name)).map((w) => w.name);
      if (hasWallet(d.category)) expect(money).toContain('BalanceInquiry');
      else expect(money).toEqual([]);
    }
  });

  it('links only to pages the category has', () => {
    for (const d of dashboards) {
      const map = seedRoutes(d.category);
      const has = (route: string) => route === '/app/dashboard' || map.routes.some((r) => r.route === route);
      for (const w of d.widgets) {
        const routes = [
          ...((w.settings?.items as Array<{ route: string }> | undefined) ?? []).map((i) => i.route),
          ...(typeof w.settings?.route === 'string' ? [w.settings.route] : []),
          ...(w.name === 'MyQRCode' ? ['/app/myQrCode'] : []),
          ...(w.name === 'DeleteWithAuthentication' ? ['/app/beneficiary/list'] : []),
        ];
        expect(
          routes.filter((r) => !has(r)),
          `${d.key} ${w.name}`,
        ).toEqual([]);
        if (w.name === 'ModelDialog') {
          expect(
            map.routes.some((r) => r.kind === 'cms' && r.page_id === w.settings?.pageId),
            `${d.key} ModelDialog`,
          ).toBe(true);
        }
      }
    }
  });

  it('picks the variant of a sub-type, and the category dashboard otherwise', () => {
    const enterprise = seedDashboard('enterprise');
    expect(dashboardWidgetsOf(enterprise, 'TELLER')).toBe(enterprise.bySubType!.TELLER);
    expect(dashboardWidgetsOf(enterprise, null)).toBe(enterprise.widgets);
    // issue 18: the agents' variants have their own (a chain store's takings, a mini-houston's cash point)
    const agent = seedDashboard('agent');
    expect(dashboardWidgetsOf(agent, 'CHAIN_STORE_MERCHANT')).toBe(agent.bySubType!.CHAIN_STORE_MERCHANT);
    expect(dashboardWidgetsOf(agent, 'MINI_HOUSTON')).toBe(agent.bySubType!.MINI_HOUSTON);
    expect(dashboardWidgetsOf(agent, null)).toBe(agent.widgets);
    const superAgent = seedDashboard('superAgent');
    expect(dashboardWidgetsOf(superAgent, 'CHAIN_STORE_MERCHANT')).toBe(superAgent.widgets);
  });

  it('refuses a layout a portal could not draw', () => {
    const widgets = [{ name: 'BalanceInquiry', span: 4 }];
    expect(v.safeParse(dashboardLayoutSchema, { widgets }).success).toBe(true);
    for (const broken of [
      { widgets: [{ name: 'BalanceInquiry', span: 13 }] },
      { widgets: [{ name: 'BalanceInquiry', span: 2 }] },
      { widgets: [{ name: 'BalanceInquiry', span: 4.5 }] },
      { widgets: [{ name: '<script>', span: 4 }] },
      { widgets: Array.from({ length: 41 }, () => widgets[0]) },
      { widgets: [{ name: 'BalanceInquiry', span: 4, settings: [] }] },
    ]) {
      expect(v.safeParse(dashboardLayoutSchema, broken).success, JSON.stringify(broken).slice(0, 80)).toBe(false);
    }
  });
});

describe.each(backends)('dashboards by filter on $name', (backend) => {
  const env = withTestServer(backend);
  const query = (userType: string) =>
    `${paths.layoutByFilter}?moduleType=dashboard&accessChannel=WEBSITE_APP&userType=${userType}`;

  it.each(userCategories)('serves the %s dashboard as seeded', async (category) => {
    const result = await env.portal.call('GET', query(categoryCodes[category]), { access: false });
    expect(result.status).toBe(200);
    expect(v.parse(dashboardLayoutSchema, result.envelope.data)).toEqual(seedDashboard(category));
  });

  it('answers an unknown category with a 404 and a bad one with a 400', async () => {
    const unknown = await env.portal.call('GET', query('NOPE_CATEGORY'));
    expect([unknown.status, unknown.envelope.errCode]).toEqual([404, ErrCode.notFound]);
    const bad = await env.portal.call('GET', query('consumer'));
    expect([bad.status, bad.envelope.errCode]).toEqual([400, ErrCode.validationFailed]);
  });
});
