import { ErrCode } from '../../api/contract/errCodes';

/**
 * requirements#product-list: the product-list layout action. With a `page_submit_url` it posts the
 * stored user's identifier as `data.userIdentifier` (beside what the request already carries) and
 * copies the layout's `transactionService` onto the result; without one it answers locally with the
 * layout fake success (responseCode 0, errCode 6002, 'Layout get Successfully') wrapping the
 * payload, with no call. Only a thrown error fails it.
 */
export const layoutFakeSuccess = {
  responseCode: 0,
  errCode: ErrCode.layoutLocal,
  message: 'Layout get Successfully',
} as const;

export interface ProductListLayout {
  page_submit_url?: string | null | undefined;
  transactionService?: string | null | undefined;
}

export interface ProductListResult<T> {
  responseCode: 0;
  errCode: number;
  message: string;
  data: T;
  /** the layout's transaction service, copied onto what the call answered */
  transactionService?: string;
}

/** Wraps a payload in the layout fake success (requirements#product-list): local actions never fail by code. */
export function localLayoutSuccess<T>(payload: T): ProductListResult<T> {
  return { ...layoutFakeSuccess, data: payload };
}

export async function loadProductList<T>(
  layout: ProductListLayout,
  payload: T,
  deps: {
    userIdentifier: string | undefined;
    body?: Record<string, unknown>;
    /** the gateway's call: the answer's data, or a thrown error for any failure */
    post: (url: string, body: Record<string, unknown>) => Promise<T>;
  },
): Promise<ProductListResult<T>> {
  const url = layout.page_submit_url?.trim() ?? '';
  if (url === '') return localLayoutSuccess(payload);
  const base = deps.body ?? {};
  const nested = typeof base.data === 'object' && base.data !== null ? (base.data as Record<string, unknown>) : {};
  const data = await deps.post(url, {
    ...base,
    data: { ...nested, ...(deps.userIdentifier === undefined ? {} : { userIdentifier: deps.userIdentifier }) },
  });
  const result: ProductListResult<T> = { responseCode: 0, errCode: ErrCode.ok, message: 'Success', data };
  if (layout.transactionService) result.transactionService = layout.transactionService;
  return result;
}
