// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { buildSiteSettings } from '../../server/seed/siteSettings';
import type { SiteSettings } from '../../src/api/contract/schemas';
import { judgeSiteSettings, siteSettingsChecksum } from '../../src/api/contract/siteSettingsStamp';
import { createSiteSettingsStore } from '../../src/config/siteSettings';
import { browserStore } from '../../src/platform/storage';
import type { Platform } from '../../src/platform/platform';
import { siteSettingsLogic } from '../../src/shell/startup/siteSettings.logic';

async function served(category: 'consumer' | 'agent', timestamp: string): Promise<SiteSettings> {
  const data = buildSiteSettings(category, 2026);
  return { ...data, ts: { timestamp, checksum: await siteSettingsChecksum(data, timestamp) } };
}

describe('judging served site settings (requirements#site-settings)', () => {
  it('accepts settings whose checksum matches and that are not older than those held', async () => {
    const held = await served('consumer', '2026-11-01T00:00:00.000Z');
    const newer = await served('agent', '2026-11-02T00:00:00.000Z');
    expect(await judgeSiteSettings(newer, held)).toBe('accepted');
    expect(await judgeSiteSettings(held, held)).toBe('accepted');
    expect(await judgeSiteSettings(held, null)).toBe('accepted');
  });

  it('refuses altered settings, a missing stamp and an altered timestamp as tampered', async () => {
    const good = await served('consumer', '2026-11-01T00:00:00.000Z');
    expect(await judgeSiteSettings({ ...good, chatscript: 'https://evil.example/x.js' }, null)).toBe('tampered');
    expect(await judgeSiteSettings({ ...good, ts: { ...good.ts, timestamp: '2027-01-01T00:00:00.000Z' } }, null)).toBe(
      'tampered',
    );
    const { ts: _ts, ...unstamped } = good;
    expect(await judgeSiteSettings(unstamped, null)).toBe('tampered');
    expect(await judgeSiteSettings({ ...good, ts: { timestamp: 'yesterday', checksum: good.ts.checksum } }, null)).toBe(
      'tampered',
    );
  });

  it('refuses settings older than those held as stale', async () => {
    const held = await served('consumer', '2026-11-02T00:00:00.000Z');
    const older = await served('consumer', '2026-11-01T00:00:00.000Z');
    expect(await judgeSiteSettings(older, held)).toBe('stale');
  });
});

describe('reloading site settings (issue 18)', () => {
  afterEach(() => localStorage.clear());

  function setup(answers: unknown[]) {
    const call = vi.fn(async (_path: string, _options: { query: Record<string, string> }) => answers.shift());
    const store = createSiteSettingsStore(browserStore(localStorage));
    const platform = {
      gateway: { config: { siteId: 1, portalType: 'WEB' }, call },
      siteSettings: store,
    } as unknown as Platform;
    const actor = createActor(siteSettingsLogic(platform, window), { input: { category: 'CONSUMER_CATEGORY' } });
    return { actor: actor.start(), call, store };
  }

  it("asks for the named category's settings and puts them in force", async () => {
    const agent = await served('agent', '2026-11-02T00:00:00.000Z');
    const { actor, call, store } = setup([agent]);
    actor.send({ type: 'siteSettings.reload', category: 'AGENT_CATEGORY' });
    await waitFor(actor, (s) => s.matches('idle') && call.mock.calls.length === 1);
    expect(call.mock.calls[0]![1].query).toEqual({ category: 'AGENT_CATEGORY', portalType: 'WEB' });
    expect(store.get()?.category).toBe('AGENT_CATEGORY');
    expect(actor.getSnapshot().context.refused).toBeNull();
  });

  it('keeps the last good settings when tampered or stale ones arrive', async () => {
    const good = await served('agent', '2026-11-02T00:00:00.000Z');
    const stale = await served('consumer', '2026-11-01T00:00:00.000Z');
    const tampered = { ...(await served('consumer', '2026-11-03T00:00:00.000Z')), chatscript: '/x.js' };
    const { actor, store } = setup([tampered, stale]);
    store.set(good);
    actor.send({ type: 'siteSettings.reload', category: 'CONSUMER_CATEGORY' });
    await waitFor(actor, (s) => s.context.refused === 'tampered');
    expect(store.get()).toBe(good);
    actor.send({ type: 'siteSettings.reload', category: 'CONSUMER_CATEGORY' });
    await waitFor(actor, (s) => s.context.refused === 'stale');
    expect(store.get()).toBe(good);
  });
});
