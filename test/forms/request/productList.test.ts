import { describe, expect, it, vi } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { layoutFakeSuccess, loadProductList, localLayoutSuccess } from '../../../src/forms/request/productList';

/** requirements#product-list */
describe('the product-list action', () => {
  const payload = { options: [{ value: 'LOCAL', label: 'From the layout' }] };

  it('answers locally with the layout fake success when no page_submit_url is set, with no call', async () => {
    const post = vi.fn();
    for (const layout of [{}, { page_submit_url: null }, { page_submit_url: '  ' }]) {
      const result = await loadProductList(layout, payload, { userIdentifier: '1000000005', post });
      expect(result).toEqual({ responseCode: 0, errCode: 6002, message: 'Layout get Successfully', data: payload });
    }
    expect(post).not.toHaveBeenCalled();
    expect(layoutFakeSuccess.errCode).toBe(ErrCode.layoutLocal);
    expect(localLayoutSuccess(null)).toEqual({ ...layoutFakeSuccess, data: null });
  });

  it('posts data.userIdentifier to page_submit_url beside the body and copies transactionService onto the result', async () => {
    const answer = { options: [{ value: 'PSN_10', label: 'PlayStation 10 USD' }] };
    const post = vi.fn(async () => answer);
    const result = await loadProductList(
      { page_submit_url: 'adapter/v1/getproduct', transactionService: 'EVOUCHER_SALES_KOREK' },
      payload,
      { userIdentifier: '1000000005', body: { operator: 'KOREK_EV', data: { channel: 'web' } }, post },
    );
    expect(post).toHaveBeenCalledWith('adapter/v1/getproduct', {
      operator: 'KOREK_EV',
      data: { channel: 'web', userIdentifier: '1000000005' },
    });
    expect(result.data).toBe(answer);
    expect(result.transactionService).toBe('EVOUCHER_SALES_KOREK');
    expect(result.responseCode).toBe(0);
  });

  it('leaves transactionService off when the layout has none, and sends no identifier it does not have', async () => {
    const post = vi.fn(async () => payload);
    const result = await loadProductList({ page_submit_url: 'x/list' }, payload, { userIdentifier: undefined, post });
    expect(post).toHaveBeenCalledWith('x/list', { data: {} });
    expect('transactionService' in result).toBe(false);
  });

  it('fails only by a thrown error', async () => {
    const post = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(
      loadProductList({ page_submit_url: 'x/list' }, payload, { userIdentifier: '1', post }),
    ).rejects.toThrow('offline');
  });
});
