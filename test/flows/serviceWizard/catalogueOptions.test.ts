import { describe, expect, it, vi } from 'vitest';
import type { FieldTaskAnswer } from '../../../machines/serviceWizard.form';
import * as paths from '../../../src/api/contract/paths';
import { createContentCache, kindsOf } from '../../../src/config/contentCache';
import { cachedOptions } from '../../../src/flows/serviceWizard/cachedOptions';
import { isProductList, runFieldTask, type FieldTaskDeps } from '../../../src/flows/serviceWizard/fieldTasks';
import type { ServiceCalls } from '../../../src/flows/serviceWizard/serviceCalls';
import type { ConfiguredCall, ServiceWizardEndpoints } from '../../../src/flows/serviceWizard/serviceWizard.endpoints';
import { form, param, step } from '../../forms/fixtures';

const categoryUrl = 'cms/v1/default_evouchercategorymasters_getEvoucherCategory';
const gaming = { options: [{ value: 'PLAYSTATION', label: 'PlayStation' }] };

describe('e-voucher categories through the content cache', () => {
  function setUp() {
    const options = vi.fn(async (call: ConfiguredCall) => ({
      options: [{ value: call.query?.parentId ?? call.url, label: 'x' }],
    }));
    const cache = createContentCache();
    const api = cachedOptions({ options } as unknown as ServiceWizardEndpoints, cache);
    return { options, cache, api };
  }

  it('asks once per parentId and serves the rest from the cache until the feed announces a change', async () => {
    const { options, cache, api } = setUp();
    const call = (parentId: string): ConfiguredCall => ({
      url: categoryUrl,
      method: 'GET',
      body: {},
      query: { parentId },
    });
    const first = await api.options(call('GAMING'));
    expect(await api.options(call('GAMING'))).toBe(first);
    await api.options(call('STREAMING'));
    expect(options).toHaveBeenCalledTimes(2);
    cache.invalidate(kindsOf(['default_evouchercategorymasters']));
    await api.options(call('GAMING'));
    expect(options).toHaveBeenCalledTimes(3);
    // the root list, with its parentId in the configured path
    await api.options({ url: paths.evoucherCategory('0'), method: 'GET', body: {} });
    await api.options({ url: paths.evoucherCategory('0'), method: 'GET', body: {} });
    expect(options).toHaveBeenCalledTimes(4);
  });

  it('sends every other option call as it is, each time', async () => {
    const { options, api } = setUp();
    const signal = new AbortController().signal;
    const product: ConfiguredCall = { url: paths.getProduct, method: 'POST', body: { brand: 'XBOX' } };
    await api.options(product, signal);
    await api.options(product, signal);
    // a POST to a content path is not a read to cache
    await api.options({ url: categoryUrl, method: 'POST', body: {} }, signal);
    expect(options).toHaveBeenCalledTimes(3);
    expect(options).toHaveBeenNthCalledWith(1, product, signal);
  });
});

describe('the product list when its step opens (requirements#product-list)', () => {
  const productSource = { url: paths.getProduct, method: 'POST' as const, fields: [] };
  const korek = form(
    [step([param({ ParameterId: 'product', ComponentType: 2, type: 'select', ValueSource: productSource })])],
    {
      serviceCode: 'EVOUCHER_SALES_KOREK',
    },
  );

  it('is a list that opens from getproduct, not one a change loads or another source', () => {
    expect(isProductList(productSource)).toBe(true);
    expect(isProductList({ ...productSource, url: paths.linkedBanks })).toBe(false);
    expect(isProductList({ ...productSource, url: paths.evoucherCategory('0') })).toBe(false);
  });

  it("posts the built body with the user's identifier under data and lists the answer", async () => {
    const sent: FieldTaskAnswer[] = [];
    const options = vi.fn(async () => gaming);
    const deps: FieldTaskDeps = {
      calls: {
        userIdentifier: () => '1000000005',
        build: vi.fn(async () => ({ url: paths.getProduct, method: 'POST', body: { operator: 'KOREK_EV' } })),
      } as unknown as ServiceCalls,
      api: { options } as unknown as ServiceWizardEndpoints,
      send: (event) => sent.push(event),
      start: () => new AbortController().signal,
      stop: () => {},
      filled: new Map(),
    };
    runFieldTask({ type: 'options.load', form: korek, ids: ['product'], values: {} } as never, deps);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(options).toHaveBeenCalledWith(
      { url: paths.getProduct, method: 'POST', body: { operator: 'KOREK_EV', data: { userIdentifier: '1000000005' } } },
      expect.any(AbortSignal),
    );
    expect(sent).toEqual([{ type: 'options.loaded', id: 'product', options: gaming.options }]);
  });

  it('leaves other lists that open with their step as they were built', async () => {
    const sent: FieldTaskAnswer[] = [];
    const options = vi.fn(async () => gaming);
    const banks = form([
      step([
        param({
          ParameterId: 'bank',
          ComponentType: 2,
          type: 'select',
          ValueSource: { ...productSource, url: paths.linkedBanks },
        }),
      ]),
    ]);
    const deps: FieldTaskDeps = {
      calls: {
        userIdentifier: () => '1000000005',
        build: vi.fn(async () => ({ url: paths.linkedBanks, method: 'POST', body: {} })),
      } as unknown as ServiceCalls,
      api: { options } as unknown as ServiceWizardEndpoints,
      send: (event) => sent.push(event),
      start: () => new AbortController().signal,
      stop: () => {},
      filled: new Map(),
    };
    runFieldTask({ type: 'options.load', form: banks, ids: ['bank'], values: {} } as never, deps);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(options).toHaveBeenCalledWith({ url: paths.linkedBanks, method: 'POST', body: {} }, expect.any(AbortSignal));
  });
});

describe('the price of a chosen product (getvoucherrate, requirements#pass-through)', () => {
  const product = param({
    ParameterId: 'product',
    ComponentType: 2,
    type: 'select',
    passValueExternalID: 'product',
    externalURL: paths.getVoucherRate,
  });
  const voucher = form([step([product, param({ ParameterId: 'voucherPrice' })])]);

  function setUp() {
    const sent: FieldTaskAnswer[] = [];
    const passThrough = vi.fn(async () => ({ fields: { voucherPrice: '13200.00 IQD' } }));
    const deps: FieldTaskDeps = {
      calls: {
        context: (_: unknown, options: Record<string, unknown>) => ({ today: '2025-06-15', options }),
        build: vi.fn(async () => ({ url: paths.getVoucherRate, method: 'POST', body: { product: 'PSN_10' } })),
      } as unknown as ServiceCalls,
      api: { passThrough } as unknown as ServiceWizardEndpoints,
      send: (event) => sent.push(event),
      start: () => new AbortController().signal,
      stop: () => {},
      filled: new Map(),
    };
    return { sent, passThrough, deps };
  }

  it('asks for the price of a product the loaded list offers, and fills it', async () => {
    const { sent, passThrough, deps } = setUp();
    const options = { product: [{ value: 'PSN_10', label: 'PlayStation $10' }] };
    runFieldTask({ type: 'field.changed', form: voucher, id: 'product', values: { product: 'PSN_10' }, options }, deps);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(passThrough).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([{ type: 'values.fill', values: { voucherPrice: '13200.00 IQD' } }]);
  });

  it('does not ask about a value no loaded list offers', async () => {
    const { sent, passThrough, deps } = setUp();
    runFieldTask({ type: 'field.changed', form: voucher, id: 'product', values: { product: 'PSN_10' } }, deps);
    runFieldTask(
      { type: 'field.changed', form: voucher, id: 'product', values: { product: 'PSN_10' }, options: { product: [] } },
      deps,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(passThrough).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });
});
