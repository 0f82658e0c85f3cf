import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { categoryCodes, userCategories, type UserCategory } from '../../../src/api/contract/categories';
import { cmsPageSchema, fixedAppRoutes, routeMapSchema, type RouteMap } from '../../../src/api/contract/content';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { seedPages, seededPageIds } from '../../../server/seed/pages';
import { seedRoutes } from '../../../server/seed/routes';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { withTestServer, type TestServer, sandboxKeyHeader } from '../support/server';

const pinRoutes = ['/app/change-transaction-pin', '/app/reset-transaction-pin', '/app/transaction-pin-policy'];
const locales = ['en', 'ar', 'ku'] as const;

function pageIdOf(map: RouteMap, route: string): string | undefined {
  return map.routes.find((r) => r.route === route)?.page_id;
}

/** The href of every link in an HTML body. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\s+href="([^"]*)"/g)].map((m) => m[1] ?? '');
}

describe('seeded route maps', () => {
  it.each(userCategories)('builds a %s route map the portal can parse, on fixed routes only', (category) => {
    const map = v.parse(routeMapSchema, seedRoutes(category));
    const routes = map.routes.map((r) => r.route);
    expect(routes.filter((route) => !(fixedAppRoutes as readonly string[]).includes(route))).toEqual([]);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('gives every category its account screens and information pages', () => {
    for (const category of userCategories) {
      const map = seedRoutes(category);
      expect(pageIdOf(map, '/app/my-account')).toBe('my-account');
      expect(pageIdOf(map, '/app/two-factor')).toBe('two-factor');
      expect(pageIdOf(map, '/app/password-policy')).toBe('password-policy');
      expect(pageIdOf(map, '/app/pages/about-us')).toBe('about-us');
      expect(pageIdOf(map, '/app/pages/contact-us')).toBe('contact-us');
    }
  });

  it('gives customer-service staff no transaction-PIN page, and every other category all three', () => {
    for (const category of userCategories) {
      const routes = seedRoutes(category).routes.map((r) => r.route);
      expect(pinRoutes.filter((route) => routes.includes(route))).toEqual(category === 'csr' ? [] : pinRoutes);
    }
  });

  it('uses the enterprise variants of the dashboard and change-password screens', () => {
    const ids = (category: UserCategory) => [
      pageIdOf(seedRoutes(category), '/app/dashboard'),
      pageIdOf(seedRoutes(category), '/app/change-login-password'),
    ];
    expect(ids('enterprise')).toEqual(['dashboard-enterprise', 'change-password-enterprise']);
    for (const category of userCategories.filter((c) => c !== 'enterprise')) {
      expect(ids(category)).toEqual(['dashboard', 'change-password']);
    }
  });

  it('routes each category to its own terms, privacy policy and support page', () => {
    const terms = ['/app/terms-of-service', '/app/pa-terms-of-service', '/app/terms-of-services'];
    const table = Object.fromEntries(
      userCategories.map((category) => {
        const map = seedRoutes(category);
        const own = terms.filter((route) => pageIdOf(map, route) !== undefined);
        return [
          category,
          [
            ...own,
            ...own.map((r) => pageIdOf(map, r)),
            pageIdOf(map, '/app/privacy-policy'),
            pageIdOf(map, '/app/support'),
          ],
        ];
      }),
    );
    expect(table).toEqual({
      consumer: ['/app/terms-of-service', 'terms-consumer', 'privacy-personal', 'support-consumer'],
      agent: ['/app/pa-terms-of-service', 'terms-partner', 'privacy-business', 'support-partner'],
      superAgent: ['/app/pa-terms-of-service', 'terms-partner', 'privacy-business', 'support-partner'],
      vendor: ['/app/pa-terms-of-service', 'terms-partner', 'privacy-business', 'support-partner'],
      csr: ['/app/pa-terms-of-service', 'terms-partner', 'privacy-business', 'support-partner'],
      merchant: ['/app/terms-of-services', 'terms-business', 'privacy-business', 'support-partner'],
      enterprise: ['/app/terms-of-services', 'terms-business', 'privacy-business', 'support-partner'],
    });
  });

  it('draws policies and information as cms pages, and the rest as screens', () => {
    for (const category of userCategories) {
      for (const { route, kind } of seedRoutes(category).routes) {
        const cms = /policy|terms|support|\/pages\//.test(route);
        expect([route, kind]).toEqual([route, cms ? 'cms' : 'screen']);
      }
    }
  });

  it('has a seeded page for every cms page id of every route map, and no page nobody shows', () => {
    const named = new Set(
      userCategories.flatMap((c) =>
        seedRoutes(c)
          .routes.filter((r) => r.kind === 'cms')
          .map((r) => r.page_id),
      ),
    );
    expect([...named].sort()).toEqual([...seededPageIds].sort());
  });
});

describe('seeded content pages', () => {
  const pages = seedPages();

  it('seeds the eleven pages, each the portal can parse', () => {
    expect(pages.map((p) => p.page_id).sort()).toEqual([
      'about-us',
      'contact-us',
      'password-policy',
      'privacy-business',
      'privacy-personal',
      'support-consumer',
      'support-partner',
      'terms-business',
      'terms-consumer',
      'terms-partner',
      'transaction-pin-policy',
    ]);
    for (const page of pages)
      expect(v.safeParse(cmsPageSchema, { ...page, updatedAt: new Date().toISOString() }).success).toBe(true);
  });

  it.each(seedPages().map((p) => p.page_id))('translates %s into English, Arabic and Kurdish', (pageId) => {
    const page = pages.find((p) => p.page_id === pageId);
    if (page === undefined) throw new Error(`no page ${pageId}`);
    for (const texts of [page.title, page.content]) {
      expect(Object.keys(texts).sort()).toEqual(['ar', 'en', 'ku']);
      expect(new Set(Object.values(texts)).size).toBe(3);
    }
    // Arabic script in ar and ku; Sorani letters (ڕ ێ ۆ ە ڵ) only in ku
    expect(page.content.ar).toMatch(/\p{Script=Arabic}/u);
    expect(page.content.ku).toMatch(/[ڕێۆەڵ]/u);
    expect(page.content.ar).not.toMatch(/[ڕێۆەڵ]/u);
    // the same links in every language, and a few hundred words at most
    for (const locale of locales) expect(hrefs(page.content[locale] ?? '')).toEqual(hrefs(page.content.en ?? ''));
    expect((page.content.en ?? '').replace(/<[^>]+>/g, ' ').split(/\s+/).length).toBeLessThan(400);
  });

  it('uses plain markup: no scripts, event handlers, styles or foreign links', () => {
    for (const page of pages) {
      for (const html of Object.values(page.content)) {
        expect(html).not.toMatch(/<script|<style|<iframe|\son\w+=|\sstyle=|javascript:/i);
        const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
        expect(
          [...tags].filter(
            (t) => !['h2', 'h3', 'p', 'ul', 'li', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'].includes(t ?? ''),
          ),
        ).toEqual([]);
        for (const href of hrefs(html))
          expect(href).toMatch(/^(\/app\/[a-z0-9/-]+|mailto:[a-z]+@walletportal\.example)$/);
      }
    }
  });

  it('links only to pages every category showing the page has', () => {
    for (const category of userCategories) {
      const map = seedRoutes(category);
      const routes = new Set(map.routes.map((r) => r.route));
      for (const { page_id } of map.routes.filter((r) => r.kind === 'cms')) {
        const page = pages.find((p) => p.page_id === page_id);
        const missing = hrefs(page?.content.en ?? '').filter((h) => h.startsWith('/app/') && !routes.has(h));
        expect([category, page_id, missing]).toEqual([category, page_id, []]);
      }
    }
  });

  it('states the real password and PIN rules', () => {
    const text = (id: string) => pages.find((p) => p.page_id === id)?.content.en ?? '';
    expect(text('password-policy')).toContain('6 to 30 characters');
    expect(text('password-policy')).toContain('<table>');
    for (const rule of ['Capital letter', 'Small letter', 'Digit', 'Special character', '60 minutes']) {
      expect(text('password-policy')).toContain(rule);
    }
    for (const rule of ['Exactly 4 digits', '1111', '1234 or 9876', '6-digit code', '3 minutes']) {
      expect(text('transaction-pin-policy')).toContain(rule);
    }
  });
});

async function sandboxPost(server: TestServer, path: string, json?: unknown): Promise<Response> {
  return fetch(`${server.url}/sandbox/v1/${path}`, {
    method: 'POST',
    headers: { ...sandboxKeyHeader, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

describe.each(backends)('route maps and content pages on $name', (backend) => {
  const env = withTestServer(backend);

  const layoutQuery = (userType: string) =>
    `${paths.layoutByFilter}?moduleType=pages&accessChannel=WEBSITE_APP&userType=${userType}`;

  async function page(id: string) {
    return env.portal.call('GET', paths.pageById(id), { access: false });
  }

  it.each(userCategories)('serves the %s route map by filter', async (category) => {
    const result = await env.portal.call('GET', layoutQuery(categoryCodes[category]), { access: false });
    expect(result.status).toBe(200);
    expect(v.parse(routeMapSchema, result.envelope.data)).toEqual(seedRoutes(category));
  });

  it("defaults the route map to the content credential's category, and needs that credential", async () => {
    const own = await env.portal.call('GET', `${paths.layoutByFilter}?moduleType=pages`);
    expect(own.envelope.data).toEqual(seedRoutes('consumer'));
    const csrPortal = await ApiClient.connect(env.server.url, 'csr');
    const csr = await csrPortal.call('GET', `${paths.layoutByFilter}?moduleType=pages`);
    expect(csr.envelope.data).toEqual(seedRoutes('csr'));
    const noCredential = await env.portal.call('GET', layoutQuery('CONSUMER_CATEGORY'), { basic: 'none' });
    expect([noCredential.status, noCredential.envelope.errCode]).toEqual([403, ErrCode.clientCredentialInvalid]);
  });

  it.each([
    ['a module type this contract does not serve', `${paths.layoutByFilter}?moduleType=unknownModule`],
    ['an unknown category', layoutQuery('NOPE_CATEGORY')],
  ])('answers a layout query for %s with a 404 envelope', async (_, path) => {
    const result = await env.portal.call('GET', path);
    expect([result.status, result.envelope.errCode]).toEqual([404, ErrCode.notFound]);
  });

  it.each([
    ['no moduleType', `${paths.layoutByFilter}?userType=CONSUMER_CATEGORY`],
    ['an empty moduleType', `${paths.layoutByFilter}?moduleType=`],
    ['a moduleType with a slash', `${paths.layoutByFilter}?moduleType=pages%2F..`],
    ['an overlong moduleType', `${paths.layoutByFilter}?moduleType=${'p'.repeat(80)}`],
    ['a lower-case userType', layoutQuery('consumer_category')],
    ['a NUL in the userType', layoutQuery('CONSUMER%00')],
    ['an odd access channel', `${paths.layoutByFilter}?moduleType=pages&accessChannel=web`],
    ['a broken percent-encoding', `${paths.layoutByFilter}?moduleType=%E0%A4%A`],
  ])('answers a layout query with %s by 400', async (_, path) => {
    const result = await env.portal.call('GET', path);
    expect([result.status, result.envelope.errCode]).toEqual([400, ErrCode.validationFailed]);
  });

  it.each(seededPageIds)('serves the %s page in three languages', async (id) => {
    const result = await page(id);
    expect(result.status).toBe(200);
    const served = v.parse(cmsPageSchema, result.envelope.data);
    const seeded = seedPages().find((p) => p.page_id === id);
    expect({ page_id: served.page_id, title: served.title, content: served.content }).toEqual({
      page_id: seeded?.page_id,
      title: seeded?.title,
      content: seeded?.content,
    });
    // the page's title is its heading: the content opens with text, its sections are h2
    for (const locale of locales) expect(served.content[locale]).toMatch(/^<p>/);
    expect(Date.parse(served.updatedAt)).toBeGreaterThan(0);
  });

  it('answers an unknown page with a 404 envelope', async () => {
    const result = await page('no-such-page');
    expect([result.status, result.envelope.errCode]).toEqual([404, ErrCode.notFound]);
  });

  it.each([
    ['an empty id', ''],
    ['capitals', 'About-Us'],
    ['a leading dash', '-about'],
    ['an underscore', 'about_us'],
    ['an encoded slash', 'about%2F..'],
    ['a NUL', 'about%00'],
    ['65 characters', 'a'.repeat(65)],
    ['2,000 characters', 'a'.repeat(2000)],
    ['a broken percent-encoding', '%E0%A4%A'],
    ['an emoji', '%F0%9F%91%8D'],
  ])('answers a page id with %s by 400', async (_, id) => {
    const result = await page(id);
    expect([result.status, result.envelope.errCode]).toEqual([400, ErrCode.validationFailed]);
    expect(result.envelope.data).toMatchObject({ errors: [{ field: 'pageId' }] });
  });

  it('needs the content credential for a page', async () => {
    const result = await env.portal.call('GET', paths.pageById('about-us'), { basic: 'none' });
    expect([result.status, result.envelope.errCode]).toEqual([403, ErrCode.clientCredentialInvalid]);
  });

  it('serves a broken route map set through the sandbox, and restores it on reset', async () => {
    const broken = { routes: [{ route: 'dashboard', page_id: 'DASH', kind: 'widget' }] };
    const set = await sandboxPost(env.server, 'content', { module: 'routes', category: 'agent', data: broken });
    expect(set.status).toBe(200);
    const served = await env.portal.call('GET', layoutQuery('AGENT_CATEGORY'));
    expect(served.envelope.data).toEqual(broken);
    expect(v.safeParse(routeMapSchema, served.envelope.data).success).toBe(false);

    const reset = await sandboxPost(env.server, 'content/reset', { module: 'routes', category: 'agent' });
    expect(await reset.json()).toMatchObject({ responseCode: 0, data: { restored: 1 } });
    expect((await env.portal.call('GET', layoutQuery('AGENT_CATEGORY'))).envelope.data).toEqual(seedRoutes('agent'));
  });

  it('stores hostile HTML through the sandbox page tool as is, and restores the seeds on reset', async () => {
    const hostile = {
      page_id: 'about-us',
      title: { en: 'About <img src=x onerror=alert(1)>' },
      content: { en: '<script>alert(1)</script><a href="javascript:alert(2)" style="x">x</a>', xx: '' },
    };
    const set = await sandboxPost(env.server, 'pages', hostile);
    expect(await set.json()).toMatchObject({ responseCode: 0, data: { page_id: 'about-us' } });
    expect((await page('about-us')).envelope.data).toMatchObject({ title: hostile.title, content: hostile.content });

    const added = await sandboxPost(env.server, 'pages', { page_id: 'tester-page', title: {}, content: {} });
    expect(added.status).toBe(200);
    expect((await page('tester-page')).envelope.data).toMatchObject({ page_id: 'tester-page', title: {}, content: {} });

    const reset = await sandboxPost(env.server, 'content/reset', { module: 'pages' });
    expect(await reset.json()).toMatchObject({ responseCode: 0, data: { restored: seededPageIds.length } });
    const restored = (await page('about-us')).envelope.data as { title: unknown };
    expect(restored.title).toEqual(seedPages().find((p) => p.page_id === 'about-us')?.title);
    expect((await page('tester-page')).status).toBe(404);
  });

  it.each([
    ['no page id', { title: {}, content: {} }],
    ['a malformed page id', { page_id: 'About Us', title: {}, content: {} }],
    ['a title that is not a record of strings', { page_id: 'about-us', title: { en: 1 }, content: {} }],
    ['content that is a string', { page_id: 'about-us', title: {}, content: '<p>x</p>' }],
    ['a NUL in the content', { page_id: 'about-us', title: {}, content: { en: 'a\u0000b' } }],
  ])('refuses a sandbox page with %s', async (_, json) => {
    const response = await sandboxPost(env.server, 'pages', json);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ responseCode: 1, errCode: ErrCode.validationFailed });
  });

  it('refuses a page reset narrowed to a category, and a NUL in an override', async () => {
    const narrowed = await sandboxPost(env.server, 'content/reset', { module: 'pages', category: 'consumer' });
    expect(narrowed.status).toBe(400);
    const nul = await sandboxPost(env.server, 'content', {
      module: 'menu',
      category: 'consumer',
      data: { a: '\u0000' },
    });
    expect(nul.status).toBe(400);
  });
});
