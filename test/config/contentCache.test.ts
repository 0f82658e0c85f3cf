import { describe, expect, it } from 'vitest';
import { changeIdentifiers } from '../../src/api/contract/content';
import * as paths from '../../src/api/contract/paths';
import {
  cachedKindOfPath,
  changeNotificationMap,
  createContentCache,
  getCallKey,
  kindsOf,
} from '../../src/config/contentCache';

describe('content cache', () => {
  it('loads a key once and serves it from memory after that', async () => {
    const cache = createContentCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const [a, b] = await Promise.all([
      cache.get('layout', 'menu:consumer', load),
      cache.get('layout', 'menu:consumer', load),
    ]);
    expect(a).toEqual({ n: 1 });
    expect(b).toBe(a);
    expect(await cache.get('layout', 'menu:consumer', load)).toBe(a);
    expect(await cache.get('layout', 'menu:agent', load)).toEqual({ n: 2 });
    expect(loads).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = createContentCache();
    await expect(cache.get('page', 'terms', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(cache.size).toBe(0);
    expect(await cache.get('page', 'terms', async () => 'loaded')).toBe('loaded');
  });

  it('drops only the announced kinds and tells the listeners which', async () => {
    const cache = createContentCache();
    await cache.get('layout', 'menu:consumer', async () => 'menu');
    await cache.get('page', 'terms', async () => 'page');
    const heard: string[][] = [];
    cache.subscribe((kinds) => heard.push([...kinds]));
    cache.invalidate(kindsOf(['default_pages']));
    expect(heard).toEqual([['page']]);
    expect(cache.size).toBe(1);
    expect(await cache.get('layout', 'menu:consumer', async () => 'reloaded')).toBe('menu');
    expect(await cache.get('page', 'terms', async () => 'reloaded')).toBe('reloaded');
  });

  it('forgets everything at the end of a session, silently', async () => {
    const cache = createContentCache();
    await cache.get('layout', 'menu:consumer', async () => 'menu');
    const heard: unknown[] = [];
    cache.subscribe((kinds) => heard.push(kinds));
    cache.clear();
    expect(cache.size).toBe(0);
    expect(heard).toEqual([]);
  });

  it('does not keep a load that was running when its kind changed', async () => {
    const cache = createContentCache();
    let release: (value: string) => void = () => {};
    const pending = cache.get('layout', 'menu:consumer', () => new Promise<string>((r) => (release = r)));
    cache.invalidate(kindsOf(['default_layout']));
    release('stale');
    expect(await pending).toBe('stale');
    expect(await cache.get('layout', 'menu:consumer', async () => 'fresh')).toBe('fresh');
  });

  it('maps every identifier of the contract, and skips identifiers it does not know', () => {
    expect(Object.keys(changeNotificationMap).sort()).toEqual([...changeIdentifiers].sort());
    expect([...kindsOf(['default_layout', 'default_theme', 'default_reportLayout'])]).toEqual(['layout']);
    expect([...kindsOf(['something_new', 'default_languages'])]).toEqual(['languages']);
    expect(kindsOf([]).size).toBe(0);
  });

  it('knows the cached kind of a content-service path, and of nothing else', () => {
    expect(cachedKindOfPath(paths.evoucherCategory('0'))).toBe('evoucherCategory');
    expect(cachedKindOfPath('cms/v1/default_evouchercategorymasters_getEvoucherCategory')).toBe('evoucherCategory');
    expect(cachedKindOfPath(paths.profileTemplate(3))).toBe('onboardingField');
    expect(cachedKindOfPath(paths.serviceConfiguration('SERVICE_X'))).toBe('layout');
    expect(cachedKindOfPath(paths.pageById('terms'))).toBe('page');
    // languages and site settings are reloaded by their own flows, not cached
    expect(cachedKindOfPath(paths.activeLanguages)).toBeNull();
    expect(cachedKindOfPath(paths.getProduct)).toBeNull();
    expect(cachedKindOfPath('cms/v1/default_unknownthing_get')).toBeNull();
    expect(cachedKindOfPath('adapter/v1/default_evouchercategorymasters_x')).toBeNull();
  });

  it('keys a GET by its path and its query in a stable order', () => {
    const base = 'cms/v1/default_evouchercategorymasters_getEvoucherCategory';
    expect(getCallKey(base)).toBe(base);
    expect(getCallKey(base, { serviceCode: 'S', parentId: 'GAMING' })).toBe(`${base}?parentId=GAMING&serviceCode=S`);
    expect(getCallKey(base, { parentId: 'GAMING', serviceCode: 'S' })).toBe(
      getCallKey(base, { serviceCode: 'S', parentId: 'GAMING' }),
    );
    expect(getCallKey(`${base}?parentId=0`, { x: 'a b' })).toBe(`${base}?parentId=0&x=a+b`);
    expect(getCallKey(base, { parentId: 'GAMING' })).not.toBe(getCallKey(base, { parentId: 'XBOX' }));
  });
});
