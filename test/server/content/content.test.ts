import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { categoryCodes, userCategories } from '../../../src/api/contract/categories';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { languagesDataSchema, siteSettingsSchema, type SiteSettings } from '../../../src/api/contract/schemas';
import { judgeSiteSettings, siteSettingsChecksum } from '../../../src/api/contract/siteSettingsStamp';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { startTestServer, withTestServer, sandboxKeyHeader } from '../support/server';

describe.each(backends)('content service on $name', (backend) => {
  const env = withTestServer(backend);

  async function settings(category?: string, client = env.portal): Promise<SiteSettings> {
    const query = category === undefined ? '' : `?category=${category}&portalType=WEB`;
    const result = await client.call('GET', `${paths.siteSettings(1)}${query}`, { access: false });
    expect(result.status).toBe(200);
    return v.parse(siteSettingsSchema, result.envelope.data);
  }

  it.each(userCategories)('serves %s site settings in the contract shape, in three languages', async (category) => {
    const data = await settings(categoryCodes[category]);
    expect(data.siteId).toBe(1);
    expect(data.category).toBe(categoryCodes[category]);
    expect(data.image).toEqual({ logoPreviewUrl: '/brand/logo.svg', faviconPreviewUrl: '/brand/favicon.svg' });
    expect(data.local.defaultLocale).toBe('en');
    expect(data.server.maintenance_mode).toBe(false);
    expect(data.general.maintenance_message.en).toBe('Site Under Maintenance');
    for (const texts of Object.values(data.general)) {
      expect(Object.keys(texts).sort()).toEqual(['ar', 'en', 'ku']);
      expect(new Set(Object.values(texts)).size).toBe(3); // really translated, not copied
    }
    expect(data.currencyList).toEqual([
      { currencyCode: 'IQD', symbol: 'IQD', isDefault: true, symbolPosition: 'postfix' },
      { currencyCode: 'USD', symbol: '$', isDefault: false, symbolPosition: 'prefix' },
    ]);
    expect(data.bffConfigModule.maskRequestParam).toEqual(['pin', 'otp', 'cardNumber', 'cvv']);
    // consumers sign themselves up into TEMPORARY accounts: their portal explains it
    expect(data.extraOptions.showTempAccDialog.enabled).toBe(category === 'consumer');
  });

  it('stamps the settings: ts.checksum is the shared checksum of the rest at ts.timestamp', async () => {
    const { ts, ...rest } = await settings('AGENT_CATEGORY');
    expect(ts.checksum).toBe(await siteSettingsChecksum(rest, ts.timestamp));
    expect(ts.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(ts.timestamp).toISOString()).toBe(ts.timestamp);
    // the portal's own judge accepts what the server served, and refuses it altered
    expect(await judgeSiteSettings({ ts, ...rest }, null)).toBe('accepted');
    expect(await judgeSiteSettings({ ts, ...rest, chatscript: '/evil.js' }, null)).toBe('tampered');
  });

  it("defaults to the content credential's own category", async () => {
    expect((await settings()).category).toBe('CONSUMER_CATEGORY');
    const agentPortal = await ApiClient.connect(env.server.url, 'agent');
    expect((await settings(undefined, agentPortal)).category).toBe('AGENT_CATEGORY');
  });

  it('answers an unknown site with a 404 envelope', async () => {
    const result = await env.portal.call('GET', paths.siteSettings(2));
    expect(result.status).toBe(404);
    expect(result.envelope.errCode).toBe(ErrCode.notFound);
  });

  it('lists the sixteen active languages: English the default, Hebrew, Arabic and Kurdish right to left', async () => {
    const result = await env.portal.call('GET', paths.activeLanguages, { access: false });
    const languages = v.parse(languagesDataSchema, result.envelope.data);
    expect(languages).toHaveLength(16);
    expect(languages.filter((l) => l.isDefault).map((l) => l.locale)).toEqual(['en']);
    expect(languages.filter((l) => l.rtlLayout).map((l) => l.locale)).toEqual(['he', 'ar', 'ku']);
    expect(
      languages.filter((l) => ['en', 'ar', 'ku', 'he'].includes(l.locale)).map((l) => [l.locale, l.apiCode, l.name]),
    ).toEqual([
      ['en', 'enUS', 'English'],
      ['he', 'heIL', 'עברית'],
      ['ar', 'arAR', 'العربية'],
      ['ku', 'kuKU', 'کوردی'],
    ]);
    expect(new Set(languages.map((l) => l.languageId)).size).toBe(16);
  });

  it('keeps all sixteen languages of the spec in the catalogue', async () => {
    const { rows } = await env.server.db.query<{ locale: string }>('SELECT locale FROM languages ORDER BY sort_order');
    expect(rows.map((r) => r.locale)).toEqual([
      'en',
      'zh',
      'ru',
      'he',
      'fr',
      'ar',
      'de',
      'es',
      'ja',
      'ko',
      'it',
      'hu',
      'nl',
      'pt',
      'ku',
      'mm',
    ]);
  });

  it('turns maintenance mode on and off for every category through the sandbox switch', async () => {
    const before = await settings('MERCHANT_CATEGORY');
    env.server.clock.advance(1000);
    const on = await fetch(`${env.server.url}/sandbox/v1/maintenance`, {
      method: 'POST',
      headers: { ...sandboxKeyHeader, ...{ 'Content-Type': 'application/json' } },
      body: JSON.stringify({ enabled: true }),
    });
    expect(await on.json()).toMatchObject({ responseCode: 0, data: { enabled: true } });
    for (const category of userCategories) {
      const data = await settings(categoryCodes[category]);
      expect(data.server.maintenance_mode).toBe(true);
      expect(data.ts.timestamp).not.toBe(before.ts.timestamp);
    }
    const state: unknown = await (await fetch(`${env.server.url}/sandbox/v1/maintenance`)).json();
    expect(state).toMatchObject({ responseCode: 0, data: { enabled: true } });

    await fetch(`${env.server.url}/sandbox/v1/maintenance`, {
      method: 'POST',
      headers: { ...sandboxKeyHeader, ...{ 'Content-Type': 'application/json' } },
      body: JSON.stringify({ enabled: false }),
    });
    expect((await settings('MERCHANT_CATEGORY')).server.maintenance_mode).toBe(false);
  });

  it('hides the sandbox tools when SANDBOX_TOOLS is off', async () => {
    const off = await startTestServer(backend, { sandboxTools: false });
    try {
      const response = await fetch(`${off.url}/sandbox/v1/maintenance`);
      expect(response.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
