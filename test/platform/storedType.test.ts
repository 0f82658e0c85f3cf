// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { applyPartnerRule } from '../../src/config/routes';
import type { RouteMap } from '../../src/api/contract/content';
import type { Platform } from '../../src/platform/platform';
import { browserStore } from '../../src/platform/storage';
import { openUserType, sealUserType, storedUserType, storeUserType } from '../../src/platform/storedType';

const KEY = 'hMRSqUiiDjd6XYCkLK+6I2+23Lz4FPXUSdDcu1xcHFY=';
const OTHER_KEY = btoa(String.fromCharCode(...new Uint8Array(32).fill(7)));

describe('the stored type, held encrypted (requirements#user-type)', () => {
  afterEach(() => localStorage.clear());

  it('is AES-sealed with the configured key and decoded on read', async () => {
    const sealed = await sealUserType(KEY, 'AGENT_CATEGORY');
    expect(sealed).toMatch(/^enc:v1:/);
    expect(sealed).not.toContain('AGENT');
    expect(await openUserType(KEY, sealed)).toBe('AGENT_CATEGORY');
    // a fresh IV each time: equal types do not look equal in storage
    expect(await sealUserType(KEY, 'AGENT_CATEGORY')).not.toBe(sealed);
  });

  it('counts a plain, edited or foreign-key value as no type at all', async () => {
    const sealed = await sealUserType(KEY, 'AGENT_CATEGORY');
    expect(await openUserType(KEY, 'ENTERPRISE_CATEGORY')).toBeNull();
    expect(await openUserType(KEY, `${sealed.slice(0, -4)}AAAA`)).toBeNull();
    expect(await openUserType(OTHER_KEY, sealed)).toBeNull();
    expect(await openUserType(KEY, null)).toBeNull();
  });

  it('is stored for the session that wrote it, and read only while a session lasts', async () => {
    const store = browserStore(localStorage);
    const platform = { store, gateway: { config: { maskKey: KEY } } } as unknown as Platform;
    store.set('front_authorize_token', 'token-1');
    const write = storeUserType(platform, 'VENDOR_CATEGORY', 'token-1');
    // a read right after sign-in waits for the encryption
    expect(await storedUserType(platform)).toBe('VENDOR_CATEGORY');
    await write;
    expect(localStorage.getItem('type')).toMatch(/^enc:v1:/);
    // a logout before the encryption finished: the ended session's type is not written back
    store.remove('type');
    const late = storeUserType(platform, 'VENDOR_CATEGORY', 'token-1');
    store.remove('front_authorize_token');
    await late;
    expect(localStorage.getItem('type')).toBeNull();
    expect(await storedUserType(platform)).toBeNull();
  });
});

describe('the partner rule (requirements#partner-rule)', () => {
  const table: RouteMap = {
    routes: [
      { route: '/app/dashboard', page_id: 'dashboard', kind: 'screen' },
      { route: '/app/pa-terms-of-service', page_id: 'terms-partner', kind: 'cms' },
    ],
  };
  const routes = (map: RouteMap) => map.routes.map((r) => r.route);

  it.each(['AGENT_CATEGORY', 'SUPER_AGENT_CATEGORY', 'CSR_CATEGORY', 'MERCHANT_CATEGORY', 'VENDOR_CATEGORY'])(
    'keeps the partner pages for %s',
    (type) => expect(routes(applyPartnerRule(table, type))).toEqual(['/app/dashboard', '/app/pa-terms-of-service']),
  );

  it.each([['CONSUMER_CATEGORY'], ['ENTERPRISE_CATEGORY'], [null]])('drops them for %s', (type) =>
    expect(routes(applyPartnerRule(table, type))).toEqual(['/app/dashboard']),
  );
});
