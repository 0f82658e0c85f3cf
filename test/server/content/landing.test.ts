import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import {
  activePagesSchema,
  isKnownBlockType,
  landingBlockContentSchemas,
  landingBlocksSchema,
} from '../../../src/api/contract/landing';
import * as paths from '../../../src/api/contract/paths';
import { seedLandingBlocks, seededLandingBlockIds } from '../../../server/seed/landing';
import { publicPageIds, seedPages } from '../../../server/seed/pages';
import { backends } from '../support/backends';
import { withTestServer, type TestServer, sandboxKeyHeader } from '../support/server';

const locales = ['en', 'ar', 'ku'] as const;

describe('seeded landing blocks', () => {
  const blocks = seedLandingBlocks();

  it('seeds one block of each type the portal draws, and one of a type it does not', () => {
    const types = blocks.filter((b) => b.active).map((b) => b.block_type);
    expect(types.filter(isKnownBlockType).sort()).toEqual(Object.keys(landingBlockContentSchemas).sort());
    expect(types.filter((t) => !isKnownBlockType(t))).toEqual(['testimonials']);
  });

  it('writes every known block in English, Arabic and Kurdish, each the portal can parse', () => {
    for (const block of blocks.filter((b) => isKnownBlockType(b.block_type))) {
      expect([block.block_id, Object.keys(block.content).sort()]).toEqual([block.block_id, ['ar', 'en', 'ku']]);
      const texts = locales.map((l) => JSON.stringify(block.content[l]));
      expect(new Set(texts).size).toBe(3);
      // Arabic script in ar and ku; Sorani letters (ڕ ێ ۆ ە ڵ) only in ku
      expect(texts[1]).toMatch(/\p{Script=Arabic}/u);
      expect(texts[1]).not.toMatch(/[ڕێۆەڵ]/u);
      expect(texts[2]).toMatch(/[ڕێۆەڵ]/u);
    }
  });

  it('gives every image a text alternative and keeps the HTML plain', () => {
    const json = JSON.stringify(blocks);
    expect(json).not.toMatch(/<script|<style|<iframe|\son\w+=|\sstyle=|javascript:/i);
    const images = [...json.matchAll(/"src":"([^"]+)","alt":"([^"]*)"/g)];
    expect(images.length).toBeGreaterThanOrEqual(3 * 6);
    for (const [, src, alt] of images) {
      expect(src).toMatch(/^\/landing\/[a-z-]+\.svg$/);
      expect(alt?.length).toBeGreaterThan(5);
    }
  });
});

describe.each(backends)('landing blocks and active pages on $name', (backend) => {
  const env = withTestServer(backend);

  const sandboxPost = (server: TestServer, path: string, json?: unknown) =>
    fetch(`${server.url}/sandbox/v1/${path}`, {
      method: 'POST',
      headers: { ...sandboxKeyHeader, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });

  it('serves the active blocks in their configured order, unknown types included, switched-off ones not', async () => {
    const result = await env.portal.call('GET', paths.landingBlocks, { access: false });
    expect([result.status, result.envelope.responseCode]).toEqual([200, 0]);
    const served = v.parse(landingBlocksSchema, result.envelope.data);
    expect(served.map((b) => [b.id, b.type])).toEqual([
      ['hero', 'hero'],
      ['features', 'features'],
      ['how-it-works', 'howItWorks'],
      ['testimonials', 'testimonials'],
      ['app-download', 'appDownload'],
      ['partners', 'partners'],
      ['call-to-action', 'callToAction'],
    ]);
    const seeded = seedLandingBlocks();
    for (const block of served) {
      expect(block.content).toEqual(seeded.find((b) => b.block_id === block.id)?.content);
    }
    expect(served.map((b) => b.sortOrder)).toEqual(served.map((b) => b.sortOrder).toSorted((a, b) => a - b));
  });

  it('serves the active pages with their slugs and titles, in order', async () => {
    const result = await env.portal.call('GET', paths.activePages, { access: false });
    expect(result.status).toBe(200);
    const served = v.parse(activePagesSchema, result.envelope.data);
    expect(served.map((p) => p.page_id)).toEqual(publicPageIds);
    expect(served.map((p) => p.sortOrder)).toEqual([1, 2, 3]);
    for (const page of served) {
      expect(page.title).toEqual(seedPages().find((p) => p.page_id === page.page_id)?.title);
    }
    // the page list is not the pages: no content travels with it
    expect(JSON.stringify(result.envelope.data)).not.toContain('<p>');
  });

  it.each([
    ['landing blocks', paths.landingBlocks],
    ['active pages', paths.activePages],
  ])('needs the content credential for the %s', async (_, path) => {
    const result = await env.portal.call('GET', path, { basic: 'none' });
    expect([result.status, result.envelope.errCode]).toEqual([403, ErrCode.clientCredentialInvalid]);
  });

  it('ignores a query or a body: the payload is empty', async () => {
    const plain = await env.portal.call('GET', paths.landingBlocks, { access: false });
    const odd = await env.portal.call('GET', `${paths.landingBlocks}?locale=%00&x=${'a'.repeat(3000)}`, {
      access: false,
    });
    expect([odd.status, odd.envelope.data]).toEqual([200, plain.envelope.data]);
  });

  it('keeps a sandbox page override listed, lists nothing a tester added, and restores the blocks on reset', async () => {
    await sandboxPost(env.server, 'pages', { page_id: 'about-us', title: { en: 'Edited' }, content: { en: 'x' } });
    await sandboxPost(env.server, 'pages', { page_id: 'tester-page', title: { en: 'T' }, content: { en: 'x' } });
    const listed = await env.portal.call('GET', paths.activePages, { access: false });
    const ids = (listed.envelope.data as { page_id: string; title: unknown }[]).map((p) => [p.page_id, p.title]);
    expect(ids[0]).toEqual(['about-us', { en: 'Edited' }]);
    expect(ids.map(([id]) => id)).toEqual(publicPageIds);

    await env.server.db.query('UPDATE landing_blocks SET active = false WHERE block_id = $1', ['hero']);
    const without = await env.portal.call('GET', paths.landingBlocks, { access: false });
    expect((without.envelope.data as { id: string }[]).map((b) => b.id)).not.toContain('hero');

    const reset = await sandboxPost(env.server, 'content/reset', { module: 'landing' });
    expect(await reset.json()).toMatchObject({ responseCode: 0, data: { restored: seededLandingBlockIds.length } });
    const restored = await env.portal.call('GET', paths.landingBlocks, { access: false });
    expect((restored.envelope.data as { id: string }[])[0]?.id).toBe('hero');
    await sandboxPost(env.server, 'content/reset', { module: 'pages' });
    const pages = await env.portal.call('GET', paths.activePages, { access: false });
    expect(pages.envelope.data).toMatchObject([{ page_id: 'about-us', title: { en: 'About us' } }, {}, {}]);
  });
});
