import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { adsBannerListSchema } from '../../../src/api/contract/adsBanner';
import { balanceLayoutSchema } from '../../../src/api/contract/balanceLayout';
import { categoryCodes, userCategories } from '../../../src/api/contract/categories';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { mainBalanceIdentifiers } from '../../../src/api/contract/schemas';
import { seedRoutes } from '../../../server/seed/routes';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { withTestServer } from '../support/server';

/** requirements#balance and requirements#ads-banner: the widgets' content per category. */
describe.each(backends)('widget content on $name', (backend) => {
  const env = withTestServer(backend);

  const ads = (query: string, client = env.portal) =>
    client.call('GET', `${paths.adsBanners}${query}`, { access: false });
  const balanceLayout = (query: string) =>
    env.portal.call('GET', `${paths.layoutByFilter}?moduleType=balancewidget&accessChannel=WEBSITE_APP${query}`, {
      access: false,
    });

  it.each(userCategories)(
    'serves the %s balance layout: known pouches, labelled in three languages, in order',
    async (category) => {
      const result = await balanceLayout(`&userType=${categoryCodes[category]}`);
      expect(result.status).toBe(200);
      const layout = v.parse(balanceLayoutSchema, result.envelope.data);
      expect(layout.items.length).toBeGreaterThan(0);
      // the main wallet comes first, and every pouch is one the balance answer can name
      expect(layout.items[0]!.pouchType).toBe('EMONEY');
      for (const item of layout.items) {
        expect(mainBalanceIdentifiers as readonly string[]).toContain(item.pouchType);
        expect(Object.keys(item.label).sort()).toEqual(['ar', 'en', 'ku']);
      }
      const orders = layout.items.map((i) => i.sortOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      // the consumer's names the balance call (POST, empty requestObj); the others fall back to it
      expect(layout.balanceFetch ?? null).toEqual(
        category === 'consumer' ? { url: paths.getBalance, method: 'POST', requestObj: {} } : null,
      );
    },
  );

  it.each(userCategories)(
    'serves the %s ads banners: local images, alt texts in three languages, safe links',
    async (category) => {
      const result = await ads(`?userType=${categoryCodes[category]}`);
      expect(result.status).toBe(200);
      const banners = v.parse(adsBannerListSchema, result.envelope.data);
      const internal = new Set(seedRoutes(category).routes.map((r) => r.route));
      for (const banner of banners) {
        expect(existsSync(`public${banner.imageUrl}`), banner.imageUrl).toBe(true);
        expect(Object.keys(banner.alt).sort()).toEqual(['ar', 'en', 'ku']);
        expect(new Set(Object.values(banner.alt)).size).toBe(3);
        // an internal link leads to a page this category has; an external one is https
        if (banner.link?.startsWith('/'))
          expect(internal.has(banner.link) || banner.link.startsWith('/app/services/')).toBe(true);
        if (banner.link !== null && !banner.link.startsWith('/')) expect(banner.link).toMatch(/^https:\/\//);
      }
      const orders = banners.map((b) => b.sortOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    },
  );

  it('answers each user type its own banners, and none for a category without any', async () => {
    const ids = async (code: string) =>
      v.parse(adsBannerListSchema, (await ads(`?userType=${code}`)).envelope.data).map((b) => b.id);
    expect(await ids('CONSUMER_CATEGORY')).toEqual(['send-money', 'pay-bills', 'stay-safe']);
    expect(await ids('AGENT_CATEGORY')).toEqual(['agent-commission', 'stay-safe']);
    expect(await ids('MERCHANT_CATEGORY')).toEqual(['merchant-qr', 'stay-safe']);
    expect(await ids('VENDOR_CATEGORY')).toEqual([]);
    // without userType, the content credential's own category
    const agentPortal = await ApiClient.connect(env.server.url, 'agent');
    expect(v.parse(adsBannerListSchema, (await ads('', agentPortal)).envelope.data).map((b) => b.id)).toEqual([
      'agent-commission',
      'stay-safe',
    ]);
  });

  it('refuses a malformed user type (400) and answers an unknown one with a 404, never a 5xx', async () => {
    const malformed = await ads('?userType=consumer%3Cscript%3E');
    expect([malformed.status, malformed.envelope.errCode]).toEqual([400, ErrCode.validationFailed]);
    const unknown = await ads('?userType=ROBOT_CATEGORY');
    expect([unknown.status, unknown.envelope.errCode]).toEqual([404, ErrCode.notFound]);
    const layout = await balanceLayout('&userType=ROBOT_CATEGORY');
    expect([layout.status, layout.envelope.errCode]).toEqual([404, ErrCode.notFound]);
  });

  it('is content: the content credential is required', async () => {
    const result = await env.portal.call('GET', `${paths.adsBanners}?userType=CONSUMER_CATEGORY`, { basic: 'none' });
    expect(result.status).toBe(403);
  });
});
