import { describe, expect, it, vi } from 'vitest';
import type { Gateway } from '../../../src/api/gateway';
import { balanceEndpoints } from '../../../src/flows/balance/balance.endpoints';
import { isBalanceHidden, rememberBalanceHidden } from '../../../src/flows/balance/balance.logic';
import type { KeyValueStore } from '../../../src/platform/storage';

const answer = { userIdentifier: '1000000001', balances: [], asOf: '2026-11-22T08:00:00.000Z' };

function recordingGateway() {
  const call = vi.fn(async () => answer);
  return { gateway: { call } as unknown as Gateway, call };
}

/** requirements#balance: how the balance is fetched, by the layout's balance-fetch config. */
describe('the balance call', () => {
  it('posts to the balance call without a config, or with an empty URL', async () => {
    for (const config of [null, { url: '  ' }]) {
      const { gateway, call } = recordingGateway();
      await balanceEndpoints(gateway).getBalance(config);
      expect(call).toHaveBeenCalledWith('adapter/v1/getBalance', expect.objectContaining({ body: {} }));
    }
  });

  it('posts the requestObj to a configured URL when the method is POST (any case)', async () => {
    const { gateway, call } = recordingGateway();
    await balanceEndpoints(gateway).getBalance({
      url: 'adapter/v2/balance',
      method: 'post',
      requestObj: { pouch: 'EMONEY' },
    });
    expect(call).toHaveBeenCalledWith(
      'adapter/v2/balance',
      expect.objectContaining({ method: 'POST', body: { pouch: 'EMONEY' } }),
    );
  });

  it('otherwise GETs the configured URL with the requestObj as its query (plain values only)', async () => {
    const { gateway, call } = recordingGateway();
    await balanceEndpoints(gateway).getBalance({
      url: 'adapter/v1/getBalance',
      requestObj: { currency: 'IQD', page: 1, nested: { no: true } },
    });
    expect(call).toHaveBeenCalledWith(
      'adapter/v1/getBalance',
      expect.objectContaining({ method: 'GET', query: { currency: 'IQD', page: '1' } }),
    );
  });

  it('never calls a configured address outside this API (the gateway would send the tokens there)', async () => {
    for (const url of [
      'https://evil.example/balance',
      '//evil.example/x',
      '../adapter/v1/getBalance',
      'javascript:alert(1)',
    ]) {
      const { gateway, call } = recordingGateway();
      expect(() => balanceEndpoints(gateway).getBalance({ url, method: 'POST' })).toThrow(/not a path of this API/);
      expect(call).not.toHaveBeenCalled();
    }
  });
});

describe('the remembered hide/show choice', () => {
  it('is kept per user: hiding for one leaves another shown, showing again forgets it', () => {
    const items = new Map<string, string>();
    const store: KeyValueStore = {
      get: (key) => items.get(key) ?? null,
      set: (key, value) => void items.set(key, value),
      remove: (key) => void items.delete(key),
    };
    rememberBalanceHidden(store, '1000000001', true);
    expect(isBalanceHidden(store, '1000000001')).toBe(true);
    expect(isBalanceHidden(store, '1000000002')).toBe(false);
    rememberBalanceHidden(store, '1000000002', true);
    rememberBalanceHidden(store, '1000000001', false);
    expect([isBalanceHidden(store, '1000000001'), isBalanceHidden(store, '1000000002')]).toEqual([false, true]);
    // a broken stored value hides nothing
    store.set('hiddenBalances', '{oops');
    expect(isBalanceHidden(store, '1000000002')).toBe(false);
  });
});
