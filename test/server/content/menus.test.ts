import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { categoryCodes, userCategories, type UserCategory } from '../../../src/api/contract/categories';
import {
  menuSchema,
  themeSchema,
  type FixedAppRoute,
  type Menu,
  type MenuEntry,
} from '../../../src/api/contract/content';
import { alwaysAvailableRoutes } from '../../../src/config/routes';
import { isConfiguredRoute } from '../../../src/config/routes';
import { configuredPages } from '../../../src/routes/-configuredPages';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { seededModules } from '../../../server/seed/content';
import { seededLandingBlockIds } from '../../../server/seed/landing';
import { demoUsers } from '../../../server/seed/demoUsers';
import { seedMenu, seedVariantMenus } from '../../../server/seed/menus';
import { chainStoreMenu, miniHoustonMenu } from '../../../server/seed/menus/agents';
import { seededPageIds } from '../../../server/seed/pages';
import { seedRoutes } from '../../../server/seed/routes';
import { seedTheme } from '../../../server/seed/themes';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { withTestServer, type TestServer, sandboxKeyHeader } from '../support/server';

/** Every service route the requirements name (requirements#service-routes). */
const serviceRoutes = [
  ...[
    'pin-sell',
    'mobile-bill-payment',
    'bank-cash-in',
    'bank-cash-out',
    'load-money',
    'send-money',
    'disbursement',
    'link-bank-account',
    'merchant-payment-external',
    'topup-other-external',
    'evoucher-sales-aggregator',
    'bill-payment-post-paid',
    'cash-in-agent-external',
    'airtime-sales-cash',
    'evoucher-sales-korek',
    'cash-in-other-wallet',
  ].map((slug) => `/app/services/${slug}`),
  ...[
    'business-payment',
    'favourites',
    'cashout',
    'wallet-topup',
    'merchant-payment',
    'loyalty-point',
    'p2p-money-transfer-reg-user',
    'agent-to-agent-transfer',
    'cash-in-by-agent',
    'cash-out-by-agent',
    'b2b-transfer',
    'm2m-transfer',
    'withdraw',
  ].map((slug) => `/app/service/${slug}`),
];

/** Every entry of a menu, nested dataLists, tabs and list childs included. */
function allEntries(menu: Menu): MenuEntry[] {
  const walk = (entries: readonly MenuEntry[]): MenuEntry[] => entries.flatMap((e) => [e, ...walk(e.dataList ?? [])]);
  const body = menu.drawer.layout_data.page_field_configuration.body;
  const drawerEntries =
    body.type === 'tabmenu' ? body.tabs.flatMap((t) => t.content) : body.content.flatMap((item) => item.childs);
  return walk([
    ...menu.header.layout_data.dataList,
    ...menu.footer.layout_data.dataList,
    ...menu.service.layout_data.dataList,
    ...menu.app_notification.layout_data.dataList,
    ...drawerEntries,
  ]);
}

/** requirements#not-available: a page the portal draws itself, or a content page of the route map. */
function isBuilt(route: string, kind: 'screen' | 'cms'): boolean {
  if (kind === 'cms') return true;
  if (alwaysAvailableRoutes.has(route as FixedAppRoute)) return true;
  if (route === '/app/report/notifications') return true;
  return isConfiguredRoute(route) && configuredPages[route].screen !== undefined;
}

const fullRoute = (route: string) => (route.startsWith('/') ? route : `/app/services/${route}`);
const isSorted = (orders: number[]) => orders.every((order, i) => i === 0 || (orders[i - 1] ?? 0) <= order);

describe('seeded menus and themes', () => {
  it.each(userCategories)('builds a %s menu the portal can parse', (category) => {
    expect(v.safeParse(menuSchema, seedMenu(category)).success).toBe(true);
  });

  it.each(userCategories)('builds two %s themes, the default one blue', (category) => {
    const theme = v.parse(themeSchema, seedTheme(category));
    expect(theme.themeList).toHaveLength(2);
    expect(theme.themeList.filter((t) => t.default).map((t) => [t.name, t.primaryColor])).toEqual([
      ['blue', '#5D92F4'],
    ]);
    expect(theme.assets.map((a) => a.key)).toEqual(['appLogo', 'appLogoWhite', 'faviconLogo']);
  });

  it('links every service route of the spec from some category', () => {
    const linked = new Set(userCategories.flatMap((c) => allEntries(seedMenu(c)).map((e) => fullRoute(e.route))));
    expect(serviceRoutes.filter((route) => !linked.has(route))).toEqual([]);
  });

  it('gives customer-service staff no money service and no balance', () => {
    const menu = seedMenu('csr');
    const routes = allEntries(menu).map((e) => fullRoute(e.route));
    expect(routes.filter((route) => serviceRoutes.includes(route))).toEqual([]);
    expect(menu.drawer.layout_data.page_field_configuration.header.showBalance).toBe(false);
  });

  it("links each category's menu to its own terms, and to PIN pages only where it has a PIN", () => {
    const terms = ['/app/terms-of-service', '/app/pa-terms-of-service', '/app/terms-of-services'];
    const linked = (category: UserCategory, candidates: readonly string[]) => [
      ...new Set(
        allEntries(seedMenu(category))
          .map((e) => e.route)
          .filter((route) => candidates.includes(route)),
      ),
    ];
    expect(Object.fromEntries(userCategories.map((c) => [c, linked(c, terms)]))).toEqual({
      consumer: ['/app/terms-of-service'],
      agent: ['/app/pa-terms-of-service'],
      superAgent: ['/app/pa-terms-of-service'],
      vendor: ['/app/pa-terms-of-service'],
      csr: ['/app/pa-terms-of-service'],
      merchant: ['/app/terms-of-services'],
      enterprise: ['/app/terms-of-services'],
    });
    const pinPages = ['/app/change-transaction-pin', '/app/reset-transaction-pin', '/app/transaction-pin-policy'];
    expect(linked('csr', pinPages)).toEqual([]);
  });

  it.each(userCategories)(
    'links the %s menu only to /app/ pages of its route map that the portal has built (no dead ends)',
    (category) => {
      const routes = new Map(seedRoutes(category).routes.map((r) => [r.route, r.kind] as const));
      const linked = allEntries(seedMenu(category))
        .map((e) => e.route)
        .filter((route) => route !== '' && !/^\/app\/services?\//.test(fullRoute(route)))
        .map(fullRoute);
      expect(linked.length).toBeGreaterThan(5);
      const dead = linked.filter((route) => {
        const kind = routes.get(route as FixedAppRoute);
        return kind === undefined || !isBuilt(route, kind);
      });
      expect(dead).toEqual([]);
      // and every page of the route map drawn by the portal is one it has
      const unbuilt = [...routes].filter(([route, kind]) => !isBuilt(route, kind)).map(([route]) => route);
      expect(unbuilt).toEqual([]);
    },
  );

  it('gives a chain store its QR code and a mini-houston no banking, each without dead ends', () => {
    const routesOf = (menu: Menu) => new Set(allEntries(menu).map((e) => fullRoute(e.route)));
    const agent = routesOf(seedMenu('agent'));
    const chainStore = routesOf(chainStoreMenu());
    const miniHouston = routesOf(miniHoustonMenu());
    expect([...chainStore].filter((r) => !agent.has(r))).toEqual(['/app/myQrCode']);
    expect([...agent].filter((r) => !miniHouston.has(r)).sort()).toEqual([
      '/app/services/bank-cash-in',
      '/app/services/bank-cash-out',
    ]);
    const table = new Map(seedRoutes('agent').routes.map((r) => [r.route, r.kind] as const));
    for (const menu of [chainStoreMenu(), miniHoustonMenu()]) {
      const dead = allEntries(menu)
        .map((e) => e.route)
        .filter((route) => route !== '' && !/^\/app\/services?\//.test(fullRoute(route)))
        .map(fullRoute)
        .filter((route) => {
          const kind = table.get(route as FixedAppRoute);
          return kind === undefined || !isBuilt(route, kind);
        });
      expect(dead).toEqual([]);
    }
  });

  it('uses tab menus for consumers and merchants and list menus for the others', () => {
    const types = userCategories.map((c) => [c, seedMenu(c).drawer.layout_data.page_field_configuration.body.type]);
    expect(Object.fromEntries(types)).toEqual({
      consumer: 'tabmenu',
      merchant: 'tabmenu',
      agent: 'listmenu',
      superAgent: 'listmenu',
      vendor: 'listmenu',
      enterprise: 'listmenu',
      csr: 'listmenu',
    });
  });

  it('exercises the portal rules in the consumer menu: no-slash route, fallbacks, disabled, nesting', () => {
    const menu = seedMenu('consumer');
    const entries = allEntries(menu);
    expect(entries.some((e) => e.route === 'send-money')).toBe(true);
    expect(entries.filter((e) => Object.keys(e.title).join() === 'en').map((e) => e.title.en)).toContain(
      'Korek e-vouchers',
    );
    expect(entries.some((e) => Object.keys(e.title).length === 0)).toBe(true);
    expect(entries.filter((e) => !e.enabled).length).toBeGreaterThanOrEqual(2);
    const twoLevels = menu.service.layout_data.dataList.some((g) => g.dataList?.some((e) => e.dataList?.length));
    expect(twoLevels).toBe(true);
    // every other entry has all three languages
    const others = entries.filter((e) => Object.keys(e.title).length > 1);
    for (const entry of others) expect(Object.keys(entry.title).sort()).toEqual(['ar', 'en', 'ku']);
  });

  it('leaves sort orders out of array order, and a drawer list over the limit of 7', () => {
    const consumer = seedMenu('consumer');
    expect(isSorted(consumer.service.layout_data.dataList.map((e) => e.sort_order))).toBe(false);
    const consumerBody = consumer.drawer.layout_data.page_field_configuration.body;
    if (consumerBody.type !== 'tabmenu') throw new Error('consumer drawer is a tab menu');
    expect(isSorted(consumerBody.tabs.map((t) => t.display_order))).toBe(false);
    expect(consumerBody.tabs.map((t) => t.tab_type).sort()).toEqual(['menuwithcategory', 'other', 'walletList']);

    const agentBody = seedMenu('agent').drawer.layout_data.page_field_configuration.body;
    if (agentBody.type !== 'listmenu') throw new Error('agent drawer is a list menu');
    expect(agentBody.content.filter((item) => item.enabled).length).toBeGreaterThan(7);
    expect(isSorted(agentBody.content.map((item) => item.sort_order))).toBe(false);
  });
});

/** The first demo user of each category without two-factor. */
function loginOf(category: UserCategory): string {
  const user = demoUsers.find((u) => u.category === category && !u.twoFactor);
  if (user === undefined) throw new Error(`no demo user for ${category}`);
  return user.login;
}

async function sandboxPost(server: TestServer, path: string, json?: unknown): Promise<Response> {
  return fetch(`${server.url}/sandbox/v1/${path}`, {
    method: 'POST',
    headers: { ...sandboxKeyHeader, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

describe.each(backends)('menus and themes on $name', (backend) => {
  const env = withTestServer(backend);
  const portals = new Map<UserCategory, Promise<{ portal: ApiClient; token: string }>>();

  /** A portal of the category with its demo user signed in. */
  function signedIn(category: UserCategory): Promise<{ portal: ApiClient; token: string }> {
    let entry = portals.get(category);
    if (entry === undefined) {
      entry = (async () => {
        const portal = await ApiClient.connect(env.server.url, category);
        return { portal, token: await portal.signInToken(loginOf(category)) };
      })();
      portals.set(category, entry);
    }
    return entry;
  }

  async function menuOf(category: UserCategory, query = '?accessChannel=WEBSITE_APP'): Promise<unknown> {
    const { portal, token } = await signedIn(category);
    const result = await portal.call('GET', `${paths.getMenu}${query}`, { userToken: token });
    expect(result.status).toBe(200);
    return result.envelope.data;
  }

  const themeQuery = (userType: string) =>
    `${paths.themeByFilter}?moduleType=theme&accessChannel=WEBSITE_APP&userType=${userType}`;

  it.each(userCategories)("serves a signed-in %s user their category's menu", async (category) => {
    const menu = v.parse(menuSchema, await menuOf(category));
    expect(menu).toEqual(seedMenu(category));
  });

  // issue 18: the agents' variants get their own menu where it differs; the other variants their category's
  it.each([
    ['chainstore', 'agent', chainStoreMenu()],
    ['minihouston', 'agent', miniHoustonMenu()],
    ['branch', 'enterprise', seedMenu('enterprise')],
  ] as const)('serves %s (a variant of %s) its own menu where it differs', async (login, category, expected) => {
    const portal = await ApiClient.connect(env.server.url, category);
    const token = await portal.signInToken(login);
    const result = await portal.call('GET', `${paths.getMenu}?accessChannel=WEBSITE_APP`, { userToken: token });
    expect(v.parse(menuSchema, result.envelope.data)).toEqual(v.parse(menuSchema, expected));
  });

  it('serves consumers and agents different menus', async () => {
    const consumer = v.parse(menuSchema, await menuOf('consumer'));
    const agent = v.parse(menuSchema, await menuOf('agent'));
    expect(consumer.drawer.layout_data.page_field_configuration.body.type).toBe('tabmenu');
    expect(agent.drawer.layout_data.page_field_configuration.body.type).toBe('listmenu');
    expect(agent.service).not.toEqual(consumer.service);
  });

  it('needs a signed-in user (1004) and the app access token (1015)', async () => {
    const noUser = await env.portal.call('GET', paths.getMenu);
    expect([noUser.status, noUser.envelope.errCode]).toEqual([401, ErrCode.authTokenMissing]);
    const { portal, token } = await signedIn('consumer');
    const noAccess = await portal.call('GET', paths.getMenu, { userToken: token, access: false });
    expect([noAccess.status, noAccess.envelope.errCode]).toEqual([401, ErrCode.accessTokenInvalid]);
  });

  it("accepts the user's own userType and refuses another category's with 400", async () => {
    expect(await menuOf('agent', `?userType=${categoryCodes.agent}&accessChannel=WEBSITE_APP`)).toEqual(
      seedMenu('agent'),
    );
    const { portal, token } = await signedIn('agent');
    const other = await portal.call('GET', `${paths.getMenu}?userType=${categoryCodes.consumer}`, { userToken: token });
    expect(other.status).toBe(400);
    expect(other.envelope.errCode).toBe(ErrCode.validationFailed);
    expect(other.envelope.data).toMatchObject({ errors: [{ field: 'userType', code: 'mismatch' }] });
  });

  it.each([
    '?userType=consumer',
    '?userType=CONSUMER%00',
    '?accessChannel=website',
    `?accessChannel=${'W'.repeat(40)}`,
  ])('answers the menu query %s with 400, not 500', async (query) => {
    const { portal, token } = await signedIn('consumer');
    const result = await portal.call('GET', `${paths.getMenu}${query}`, { userToken: token });
    expect(result.status).toBe(400);
    expect(result.envelope.errCode).toBe(ErrCode.validationFailed);
  });

  it.each(userCategories)('serves the %s theme by filter', async (category) => {
    const result = await env.portal.call('GET', themeQuery(categoryCodes[category]), { access: false });
    expect(result.status).toBe(200);
    expect(v.parse(themeSchema, result.envelope.data)).toEqual(seedTheme(category));
  });

  it("defaults the theme to the content credential's category, and needs that credential", async () => {
    const own = await env.portal.call('GET', `${paths.themeByFilter}?moduleType=theme`);
    expect(own.envelope.data).toEqual(seedTheme('consumer'));
    const agentPortal = await ApiClient.connect(env.server.url, 'agent');
    expect((await agentPortal.call('GET', `${paths.themeByFilter}?moduleType=theme`)).envelope.data).toEqual(
      seedTheme('agent'),
    );
    const noCredential = await env.portal.call('GET', themeQuery('CONSUMER_CATEGORY'), { basic: 'none' });
    expect([noCredential.status, noCredential.envelope.errCode]).toEqual([403, ErrCode.clientCredentialInvalid]);
  });

  it('answers an unknown category with a 404 envelope', async () => {
    const result = await env.portal.call('GET', themeQuery('NOPE_CATEGORY'));
    expect([result.status, result.envelope.errCode]).toEqual([404, ErrCode.notFound]);
  });

  it.each([
    ['no moduleType', `${paths.themeByFilter}?userType=CONSUMER_CATEGORY`],
    ['another moduleType', `${paths.themeByFilter}?moduleType=menu`],
    ['a lower-case userType', themeQuery('consumer_category')],
    ['a NUL in the userType', themeQuery('CONSUMER%00')],
    ['a broken percent-encoding', `${paths.themeByFilter}?moduleType=%E0%A4%A`],
    ['an odd access channel', `${paths.themeByFilter}?moduleType=theme&accessChannel=${'W'.repeat(40)}`],
  ])('answers a theme query with %s by 400', async (_, path) => {
    const result = await env.portal.call('GET', path);
    expect(result.status).toBe(400);
    expect(result.envelope.errCode).toBe(ErrCode.validationFailed);
  });

  it('serves a malformed menu and theme set through the sandbox, and restores the seeds on reset', async () => {
    const broken = { header: { layout_data: { dataList: [{ route: 42 }] } } };
    const set = await sandboxPost(env.server, 'content', { module: 'menu', category: 'consumer', data: broken });
    expect(set.status).toBe(200);
    await sandboxPost(env.server, 'content', { module: 'theme', category: 'merchant', data: 'not a theme' });

    const served = await menuOf('consumer');
    expect(served).toEqual(broken);
    expect(v.safeParse(menuSchema, served).success).toBe(false);
    expect(await menuOf('agent')).toEqual(seedMenu('agent')); // other categories untouched
    expect((await env.portal.call('GET', themeQuery('MERCHANT_CATEGORY'))).envelope.data).toBe('not a theme');

    const partial = await sandboxPost(env.server, 'content/reset', { module: 'menu' });
    expect(await partial.json()).toMatchObject({
      responseCode: 0,
      data: { restored: userCategories.length + seedVariantMenus().length },
    });
    expect(await menuOf('consumer')).toEqual(seedMenu('consumer'));
    expect((await env.portal.call('GET', themeQuery('MERCHANT_CATEGORY'))).envelope.data).toBe('not a theme');

    const all = await sandboxPost(env.server, 'content/reset');
    // every per-category document (menus, themes, route maps, report configurations, balance
    // layouts, ads banners…) of every category, and the shared content pages and landing blocks
    const perCategory = seededModules.filter((m) => m !== 'pages' && m !== 'landing').length;
    expect(perCategory).toBeGreaterThanOrEqual(6);
    expect(await all.json()).toMatchObject({
      responseCode: 0,
      data: {
        restored:
          perCategory * userCategories.length +
          seedVariantMenus().length +
          seededPageIds.length +
          seededLandingBlockIds.length,
      },
    });
    expect((await env.portal.call('GET', themeQuery('MERCHANT_CATEGORY'))).envelope.data).toEqual(
      seedTheme('merchant'),
    );
  });

  it.each([
    ['no data', { module: 'menu', category: 'consumer' }],
    ['an unknown module', { module: 'faq', category: 'consumer', data: {} }],
    ['a category code instead of a category', { module: 'menu', category: 'CONSUMER_CATEGORY', data: {} }],
    ['an array', [{ module: 'menu', category: 'consumer', data: {} }]],
  ])('refuses a sandbox content override with %s', async (_, json) => {
    const response = await sandboxPost(env.server, 'content', json);
    expect(response.status).toBe(400);
    expect(await menuOf('consumer')).toEqual(seedMenu('consumer'));
  });

  it('refuses a sandbox content override without a JSON content type', async () => {
    const response = await fetch(`${env.server.url}/sandbox/v1/content`, {
      method: 'POST',
      headers: { ...sandboxKeyHeader, ...{ 'Content-Type': 'text/plain' } },
      body: JSON.stringify({ module: 'menu', category: 'consumer', data: {} }),
    });
    expect(response.status).toBe(400);
  });
});
