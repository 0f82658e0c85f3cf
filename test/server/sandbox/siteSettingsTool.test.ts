import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { categoryCodes, userCategories, type UserCategory } from '../../../src/api/contract/categories';
import { contentChangesSchema } from '../../../src/api/contract/content';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { siteSettingsSchema, type SiteSettings } from '../../../src/api/contract/schemas';
import { backends } from '../support/backends';
import { startTestServer, withTestServer, type TestServer, sandboxKeyHeader } from '../support/server';

interface ToolAnswer {
  status: number;
  contentType: string | null;
  body: { responseCode: number; errCode: number; data: unknown };
}

async function post(server: TestServer, path: string, body?: unknown, raw?: string): Promise<ToolAnswer> {
  const text = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  const response = await fetch(`${server.url}/sandbox/v1/${path}`, {
    method: 'POST',
    headers: { ...sandboxKeyHeader, ...(text === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: text,
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: (await response.json()) as ToolAnswer['body'],
  };
}

const fieldsOf = (answer: ToolAnswer) =>
  (answer.body.data as { errors: { field: string; message: string }[] }).errors.map((e) => e.field);

describe.each(backends)('sandbox site-settings tool on $name', (backend) => {
  const env = withTestServer(backend);

  async function settings(category: UserCategory): Promise<SiteSettings> {
    const result = await env.portal.call('GET', `${paths.siteSettings(1)}?category=${categoryCodes[category]}`, {
      access: false,
    });
    expect(result.status).toBe(200);
    return v.parse(siteSettingsSchema, result.envelope.data);
  }

  async function changedSince(since: number): Promise<string[]> {
    env.server.clock.advance(1000);
    const result = await env.portal.call('GET', `${paths.contentChanges}?since=${since}`, { access: false });
    return v.parse(contentChangesSchema, result.envelope.data).changes.map((c) => c.identifier);
  }

  it('seeds the temporary-account dialog on for consumers only, and no chat script', async () => {
    for (const category of userCategories) {
      const data = await settings(category);
      expect(data.extraOptions.showTempAccDialog.enabled, category).toBe(category === 'consumer');
      expect(data.chatscript, category).toBeNull();
    }
  });

  it("patches one category's chat script and dialog, which the portal's endpoint then serves", async () => {
    const before = await settings('merchant');
    env.server.clock.advance(1000);
    const answer = await post(env.server, 'site-settings', {
      category: 'merchant',
      chatscript: '/sandbox/chat-widget.js',
      showTempAccDialog: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      responseCode: 0,
      errCode: ErrCode.ok,
      data: { category: 'merchant', chatscript: '/sandbox/chat-widget.js', showTempAccDialog: true },
    });
    const after = await settings('merchant');
    expect(after.chatscript).toBe('/sandbox/chat-widget.js');
    expect(after.extraOptions.showTempAccDialog.enabled).toBe(true);
    expect(after.ts.timestamp).not.toBe(before.ts.timestamp);
    expect(after.ts.checksum).not.toBe(before.ts.checksum);
    // the rest is untouched, and so are the other categories
    const { ts: _a, chatscript: _b, extraOptions: _c, ...rest } = after;
    const { ts: _d, chatscript: _e, extraOptions: _f, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    expect((await settings('agent')).chatscript).toBeNull();

    // one field at a time keeps the other
    await post(env.server, 'site-settings', { category: 'merchant', showTempAccDialog: false });
    expect(await settings('merchant')).toMatchObject({
      chatscript: '/sandbox/chat-widget.js',
      extraOptions: { showTempAccDialog: { enabled: false } },
    });
    await post(env.server, 'site-settings', { category: 'merchant', chatscript: null });
    expect(await settings('merchant')).toMatchObject({
      chatscript: null,
      extraOptions: { showTempAccDialog: { enabled: false } },
    });
  });

  it('takes an https script address from another origin', async () => {
    const url = 'https://chat.example.com/widget/v2/loader.js?key=abc#x';
    const answer = await post(env.server, 'site-settings', { category: 'vendor', chatscript: url });
    expect(answer.body).toMatchObject({ responseCode: 0, data: { chatscript: url, showTempAccDialog: false } });
    expect((await settings('vendor')).chatscript).toBe(url);
  });

  it.each([
    ['//evil.example/x.js', 'protocol-relative'],
    ['/\\evil.example/x.js', 'a backslash, read as a slash'],
    ['/\t/evil.example/x.js', 'a tab, dropped by URL parsers'],
    ['/ x.js', 'a space'],
    ['/x.js\u202e', 'a format character'],
    ['http://chat.example.com/x.js', 'plain http'],
    ['https://user:pw@chat.example.com/x.js', 'credentials'],
    ['javascript:alert(1)', 'a javascript: URL'],
    ['data:text/javascript,alert(1)', 'a data: URL'],
    ['chat-widget.js', 'a relative path'],
    ['', 'empty'],
    [`/${'a'.repeat(500)}`, 'over 500 characters'],
    [42, 'a number'],
    [{ src: '/x.js' }, 'an object'],
  ])('refuses the chat script %j (%s) with 400 and changes nothing', async (chatscript, _why) => {
    const answer = await post(env.server, 'site-settings', { category: 'enterprise', chatscript });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ responseCode: 1, errCode: ErrCode.validationFailed });
    expect(fieldsOf(answer)).toEqual(['chatscript']);
    expect((await settings('enterprise')).chatscript).toBeNull();
  });

  it('accepts a script address of exactly 500 characters', async () => {
    const chatscript = `/${'a'.repeat(499)}`;
    const answer = await post(env.server, 'site-settings', { category: 'enterprise', chatscript });
    expect(answer.status).toBe(200);
    await post(env.server, 'site-settings/reset', { category: 'enterprise' });
  });

  it.each([
    [{ chatscript: null }, ['category']],
    [{ category: 'CONSUMER_CATEGORY', chatscript: null }, ['category']],
    [{ category: 'consumer' }, ['']],
    [{ category: 'consumer', showTempAccDialog: 'yes' }, ['showTempAccDialog']],
    [{ category: 'consumer', chatScript: '/x.js' }, ['chatScript']],
  ])('refuses the body %j with 400 naming %j', async (body, fields) => {
    const answer = await post(env.server, 'site-settings', body);
    expect([answer.status, answer.body.errCode]).toEqual([400, ErrCode.validationFailed]);
    expect(fieldsOf(answer)).toEqual(fields);
  });

  it.each([
    ['no body', undefined],
    ['broken JSON', '{"category":'],
    ['an array', '[]'],
    ['a NUL character', '{"category":"consumer","chatscript":"/x\\u0000.js"}'],
    ['a lone surrogate', '{"category":"consumer","chatscript":"/x\\ud800.js"}'],
  ])('answers %s with a 400 envelope, never a 500', async (_, raw) => {
    const answer = await post(env.server, 'site-settings', undefined, raw);
    expect([answer.status, answer.body.errCode]).toEqual([400, ErrCode.validationFailed]);
    expect(answer.contentType).toMatch(/^application\/json/);
  });

  it('needs a JSON content type', async () => {
    const response = await fetch(`${env.server.url}/sandbox/v1/site-settings`, {
      method: 'POST',
      headers: { ...sandboxKeyHeader, ...{ 'Content-Type': 'text/plain' } },
      body: JSON.stringify({ category: 'consumer', chatscript: null }),
    });
    expect(response.status).toBe(400);
  });

  it('announces each patch and reset as a site-settings change', async () => {
    env.server.clock.advance(1000);
    const since = env.server.clock.now();
    env.server.clock.advance(1000);
    await post(env.server, 'site-settings', { category: 'agent', showTempAccDialog: true });
    expect(await changedSince(since)).toEqual(['default_sitesetting']);

    const afterPatch = env.server.clock.now();
    env.server.clock.advance(1000);
    await post(env.server, 'site-settings/reset', { category: 'agent' });
    expect(await changedSince(afterPatch)).toEqual(['default_sitesetting']);

    // a refused patch announces nothing
    const afterReset = env.server.clock.now();
    env.server.clock.advance(1000);
    await post(env.server, 'site-settings', { category: 'agent', chatscript: 'http://x.example/x.js' });
    expect(await changedSince(afterReset)).toEqual([]);
  });

  it('resets one category, or all, to the seeds, keeping the maintenance switch', async () => {
    await post(env.server, 'site-settings', { category: 'consumer', chatscript: '/c.js', showTempAccDialog: false });
    await post(env.server, 'site-settings', { category: 'csr', chatscript: '/s.js', showTempAccDialog: true });
    await post(env.server, 'maintenance', { enabled: true });

    const one = await post(env.server, 'site-settings/reset', { category: 'consumer' });
    expect(one.body).toMatchObject({ responseCode: 0, data: { restored: 1 } });
    expect(await settings('consumer')).toMatchObject({
      chatscript: null,
      extraOptions: { showTempAccDialog: { enabled: true } },
      server: { maintenance_mode: true },
    });
    expect((await settings('csr')).chatscript).toBe('/s.js');

    const all = await post(env.server, 'site-settings/reset');
    expect(all.body).toMatchObject({ responseCode: 0, data: { restored: userCategories.length } });
    for (const category of userCategories) {
      const data = await settings(category);
      expect(data.chatscript).toBeNull();
      expect(data.extraOptions.showTempAccDialog.enabled).toBe(category === 'consumer');
      expect(data.server.maintenance_mode, category).toBe(true);
    }

    await post(env.server, 'maintenance', { enabled: false });
    await post(env.server, 'site-settings/reset');
    expect((await settings('csr')).server.maintenance_mode).toBe(false);
  });

  it('brings back a category whose settings row went missing', async () => {
    await env.server.db.query("DELETE FROM site_settings WHERE category_code = 'VENDOR_CATEGORY'");
    const patch = await post(env.server, 'site-settings', { category: 'vendor', chatscript: null });
    expect([patch.status, patch.body.errCode]).toEqual([404, ErrCode.notFound]);
    await post(env.server, 'site-settings/reset', { category: 'vendor' });
    expect((await settings('vendor')).category).toBe('VENDOR_CATEGORY');
  });

  it.each([
    [{ category: 'nobody' }, ['category']],
    [{ module: 'menu' }, ['module']],
  ])('refuses the reset body %j with 400', async (body, fields) => {
    const answer = await post(env.server, 'site-settings/reset', body);
    expect([answer.status, answer.body.errCode]).toEqual([400, ErrCode.validationFailed]);
    expect(fieldsOf(answer)).toEqual(fields);
  });
});

describe.each(backends)('sandbox chat widget on $name', (backend) => {
  const env = withTestServer(backend);

  it('is served as JavaScript, revalidated on each load and never sniffed', async () => {
    const response = await fetch(`${env.server.url}/sandbox/chat-widget.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const script = await response.text();
    expect(script).toContain('data-sandbox-chat');
    expect(script).toContain('The sandbox chat is not staffed. Write to care@wallet-portal.example.');
    // inert: no network, no code from strings, no markup strings, no style attributes
    for (const banned of [
      /\beval\b/,
      /\bFunction\(/,
      /\bfetch\b/,
      /XMLHttpRequest/,
      /WebSocket/,
      /sendBeacon/,
      /innerHTML|outerHTML|insertAdjacentHTML|document\.write/,
      /setAttribute\(\s*['"]style/,
      /\bimport\(/,
    ])
      expect(script).not.toMatch(banned);

    const again = await fetch(`${env.server.url}/sandbox/chat-widget.js`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await fetch(`${env.server.url}/sandbox/chat-widget.js`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('is not there when the sandbox tools are off', async () => {
    const off = await startTestServer(backend, { sandboxTools: false });
    try {
      for (const [method, path] of [
        ['GET', '/sandbox/chat-widget.js'],
        ['POST', '/sandbox/v1/site-settings'],
        ['POST', '/sandbox/v1/site-settings/reset'],
      ] as const) {
        const response = await fetch(`${off.url}${path}`, {
          method,
          headers: { ...sandboxKeyHeader, ...{ 'Content-Type': 'application/json' } },
          ...(method === 'POST' ? { body: '{"category":"consumer","chatscript":null}' } : {}),
        });
        expect(response.status, path).toBe(404);
        expect(response.headers.get('content-type') ?? '', path).not.toMatch(/javascript/);
      }
    } finally {
      await off.close();
    }
  });
});
