import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  contentChangesSchema,
  languagePreferenceDataSchema,
  type ContentChanges,
} from '../../../src/api/contract/content';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { languagesDataSchema, userAccountDataSchema, validateLoginDataSchema } from '../../../src/api/contract/schemas';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { withTestServer, type TestServer, sandboxKeyHeader } from '../support/server';

async function sandboxPost(server: TestServer, path: string, json?: unknown): Promise<Response> {
  return fetch(`${server.url}/sandbox/v1/${path}`, {
    method: 'POST',
    headers: { ...sandboxKeyHeader, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

describe.each(backends)('change notifications on $name', (backend) => {
  const env = withTestServer(backend);

  async function changes(since?: number): Promise<ContentChanges> {
    const query = since === undefined ? '' : `?since=${since}`;
    const result = await env.portal.call('GET', `${paths.contentChanges}${query}`, { access: false });
    expect(result.status).toBe(200);
    return v.parse(contentChangesSchema, result.envelope.data);
  }

  /** Lets time pass on the server's clock, so what was recorded lies before "now". */
  const tick = () => env.server.clock.advance(1000);

  it('hands out only a cursor when asked without since', async () => {
    const first = await changes();
    expect(first.changes).toEqual([]);
    expect(first.now).toBeLessThanOrEqual(env.server.clock.now());
    expect(first.now).toBeGreaterThan(env.server.clock.now() - 1000);
  });

  it('announces sandbox overrides and resets after since, under their identifiers, oldest first', async () => {
    const { now: since } = await changes();
    tick();
    expect((await changes(since)).changes).toEqual([]);

    await sandboxPost(env.server, 'content', { module: 'theme', category: 'agent', data: {} });
    const themeAt = env.server.clock.now();
    tick();
    await sandboxPost(env.server, 'content', { module: 'routes', category: 'consumer', data: { routes: [] } });
    const layoutAt = env.server.clock.now();
    tick();
    await sandboxPost(env.server, 'pages', {
      page_id: 'about-us',
      title: { en: 'About' },
      content: { en: '<p>x</p>' },
    });
    const pagesAt = env.server.clock.now();
    tick();

    const feed = await changes(since);
    expect(feed.changes).toEqual([
      { identifier: 'default_theme', changedAt: themeAt },
      { identifier: 'default_layout', changedAt: layoutAt },
      { identifier: 'default_pages', changedAt: pagesAt },
    ]);
    // strictly after since: asking from the last change's time leaves it out
    expect((await changes(pagesAt)).changes).toEqual([]);
    expect((await changes(layoutAt)).changes.map((c) => c.identifier)).toEqual(['default_pages']);
    // polling with the answer's now finds nothing new
    expect((await changes(feed.now)).changes).toEqual([]);

    await sandboxPost(env.server, 'content/reset');
    tick();
    const afterReset = await changes(feed.now);
    expect(afterReset.changes.map((c) => c.identifier).sort()).toEqual([
      'default_layout',
      'default_pages',
      'default_reportLayout',
      'default_theme',
      'landingpages',
    ]);
  });

  it('announces a maintenance switch as a site-settings change', async () => {
    tick();
    const { now: since } = await changes();
    tick();
    await sandboxPost(env.server, 'maintenance', { enabled: true });
    await sandboxPost(env.server, 'maintenance', { enabled: false });
    tick();
    expect((await changes(since)).changes.map((c) => c.identifier)).toEqual(['default_sitesetting']);
  });

  it('answers a menu override as a layout change, once per identifier', async () => {
    const { now: since } = await changes();
    tick();
    await sandboxPost(env.server, 'content', { module: 'menu', category: 'agent', data: {} });
    tick();
    await sandboxPost(env.server, 'content', { module: 'menu', category: 'merchant', data: {} });
    const last = env.server.clock.now();
    tick();
    expect((await changes(since)).changes).toEqual([{ identifier: 'default_layout', changedAt: last }]);
    await sandboxPost(env.server, 'content/reset', { module: 'menu' });
  });

  it('does not announce a change of the current millisecond yet, and announces it on the next poll', async () => {
    tick(); // past the previous test's reset
    const { now: since } = await changes();
    tick();
    await sandboxPost(env.server, 'content', { module: 'theme', category: 'vendor', data: {} });
    const first = await changes(since); // same millisecond as the change
    expect(first.changes).toEqual([]);
    tick();
    expect((await changes(first.now)).changes.map((c) => c.identifier)).toEqual(['default_theme']);
    await sandboxPost(env.server, 'content/reset', { module: 'theme' });
  });

  it.each(['-1', 'abc', '1e3', '1.5', '', '9'.repeat(16), '0x10', '%E0%A4%A'])(
    'answers since=%s with 400',
    async (since) => {
      const result = await env.portal.call('GET', `${paths.contentChanges}?since=${since}`);
      expect([result.status, result.envelope.errCode]).toEqual([400, ErrCode.validationFailed]);
    },
  );

  it('accepts a since in the future, and needs the content credential', async () => {
    expect((await changes(env.server.clock.now() + 86_400_000)).changes).toEqual([]);
    const result = await env.portal.call('GET', `${paths.contentChanges}?since=0`, { basic: 'none' });
    expect([result.status, result.envelope.errCode]).toEqual([403, ErrCode.clientCredentialInvalid]);
  });
});

describe.each(backends)('language preference and languages on $name', (backend) => {
  const env = withTestServer(backend);

  async function signedIn(category: 'merchant' | 'enterprise'): Promise<{ portal: ApiClient; token: string }> {
    const portal = await ApiClient.connect(env.server.url, category);
    const login = category;
    return { portal, token: await portal.signInToken(login) };
  }

  async function activeLocales(): Promise<string[]> {
    const result = await env.portal.call('GET', paths.activeLanguages, { access: false });
    return v.parse(languagesDataSchema, result.envelope.data).map((l) => l.locale);
  }

  it('stores the language and reflects it in the account and the next sign-in', async () => {
    const { portal, token } = await signedIn('merchant');
    const result = await portal.call('POST', paths.updateLanguagePreference, {
      json: { locale: 'ku' },
      userToken: token,
    });
    expect(result.status).toBe(200);
    expect(v.parse(languagePreferenceDataSchema, result.envelope.data)).toEqual({ locale: 'ku' });

    const account = await portal.call('POST', paths.getUserAccount, { userToken: token });
    expect(v.parse(userAccountDataSchema, account.envelope.data).user.locale).toBe('ku');
    const again = await portal.signIn('merchant');
    expect(v.parse(validateLoginDataSchema, again.envelope.data).user?.locale).toBe('ku');

    await portal.call('POST', paths.updateLanguagePreference, { json: { locale: 'ar' }, userToken: token });
    const after = await portal.call('POST', paths.getUserAccount, { userToken: token });
    expect(v.parse(userAccountDataSchema, after.envelope.data).user.locale).toBe('ar');
  });

  it.each([
    ['an unknown language', { locale: 'xx' }, 'locale'],
    ['a language name', { locale: 'English' }, 'locale'],
    ['a region', { locale: 'en-US' }, 'locale'],
    ['no locale', {}, 'locale'],
    ['a number', { locale: 1 }, 'locale'],
  ])('refuses %s with 400', async (_, json, field) => {
    const { portal, token } = await signedIn('enterprise');
    const result = await portal.call('POST', paths.updateLanguagePreference, { json, userToken: token });
    expect([result.status, result.envelope.errCode]).toEqual([400, ErrCode.validationFailed]);
    expect(result.envelope.data).toMatchObject({ errors: [{ field }] });
  });

  it('needs a signed-in user, the access token and the CSRF pair', async () => {
    const noUser = await env.portal.call('POST', paths.updateLanguagePreference, { json: { locale: 'ar' } });
    expect([noUser.status, noUser.envelope.errCode]).toEqual([401, ErrCode.authTokenMissing]);
    const { portal, token } = await signedIn('enterprise');
    const noAccess = await portal.call('POST', paths.updateLanguagePreference, {
      json: { locale: 'ar' },
      userToken: token,
      access: false,
    });
    expect([noAccess.status, noAccess.envelope.errCode]).toEqual([401, ErrCode.accessTokenInvalid]);
    const noCsrf = await portal.call('POST', paths.updateLanguagePreference, {
      json: { locale: 'ar' },
      userToken: token,
      csrf: false,
    });
    expect([noCsrf.status, noCsrf.envelope.errCode]).toEqual([403, ErrCode.csrfInvalid]);
  });

  it('offers and withdraws a language through the sandbox, announced as default_languages', async () => {
    const since = env.server.clock.now();
    env.server.clock.advance(1000);
    // all sixteen are active in the seed: French is withdrawn, offered again, then withdrawn for good
    const first = await sandboxPost(env.server, 'languages', { locale: 'fr', active: false });
    expect(first.status).toBe(200);
    expect(await activeLocales()).not.toContain('fr');
    const on = await sandboxPost(env.server, 'languages', { locale: 'fr', active: true });
    expect(await on.json()).toMatchObject({ responseCode: 0, data: { locale: 'fr', active: true } });
    expect((await activeLocales()).slice(0, 6)).toEqual(['en', 'zh', 'ru', 'he', 'fr', 'ar']);

    const { portal, token } = await signedIn('enterprise');
    const french = await portal.call('POST', paths.updateLanguagePreference, {
      json: { locale: 'fr' },
      userToken: token,
    });
    expect(french.envelope.data).toEqual({ locale: 'fr' });

    const off = await sandboxPost(env.server, 'languages', { locale: 'fr', active: false });
    expect(off.status).toBe(200);
    expect(await activeLocales()).toHaveLength(15);
    expect(await activeLocales()).not.toContain('fr');
    const refused = await portal.call('POST', paths.updateLanguagePreference, {
      json: { locale: 'fr' },
      userToken: token,
    });
    expect(refused.status).toBe(400);

    env.server.clock.advance(1000);
    const feed = await env.portal.call('GET', `${paths.contentChanges}?since=${since}`);
    expect(v.parse(contentChangesSchema, feed.envelope.data).changes.map((c) => c.identifier)).toEqual([
      'default_languages',
    ]); // as seeded again, for the tests after this one
    expect((await sandboxPost(env.server, 'languages', { locale: 'fr', active: true })).status).toBe(200);
  });

  it('refuses to withdraw the default language (400) and answers an unknown one with 404', async () => {
    const english = await sandboxPost(env.server, 'languages', { locale: 'en', active: false });
    expect(english.status).toBe(400);
    expect(await english.json()).toMatchObject({ errCode: ErrCode.validationFailed });
    expect(await activeLocales()).toContain('en');

    const unknown = await sandboxPost(env.server, 'languages', { locale: 'xx', active: true });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ responseCode: 1, errCode: ErrCode.notFound });
  });

  it.each([
    ['no body', undefined],
    ['a malformed locale', { locale: 'EN', active: true }],
    ['active as a string', { locale: 'fr', active: 'yes' }],
    ['an array', [{ locale: 'fr', active: true }]],
  ])('refuses a sandbox language toggle with %s', async (_, json) => {
    const response = await sandboxPost(env.server, 'languages', json);
    expect(response.status).toBe(400);
  });
});
