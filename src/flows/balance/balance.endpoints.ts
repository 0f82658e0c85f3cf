import { balanceLayoutSchema } from '../../api/contract/balanceLayout';
import type { UserCategory } from '../../api/contract/categories';
import * as paths from '../../api/contract/paths';
import { balanceDataSchema } from '../../api/contract/schemas';
import { byFilter } from '../../api/byFilter';
import type { Gateway } from '../../api/gateway';
import type { BalanceFetchConfig } from '../../../machines/balance.machine';

/**
 * A configured balance URL is a path of this API (`adapter/v1/getBalance`), never an address of
 * its own: the gateway sends the user's tokens with every call, so configuration must not be able
 * to send them elsewhere.
 */
const API_PATH = /^[a-z][a-z0-9]*\/v\d+\/[A-Za-z0-9_/-]+$/;

export function isApiPath(url: string): boolean {
  return API_PATH.test(url);
}

export function balanceEndpoints(gateway: Gateway) {
  return {
    /** requirements#balance: the balance layout, layout by filter with moduleType=balancewidget */
    getLayout: (category: UserCategory, signal?: AbortSignal) =>
      gateway.call(paths.layoutByFilter, {
        query: byFilter('balancewidget', category),
        category,
        schema: balanceLayoutSchema,
        signal,
      }),
    /**
     * requirements#balance: a balance-fetch config with a non-empty URL is used (POST, or otherwise
     * GET, with requestObj as the body — as the query of a GET, which has none); otherwise POST to
     * the balance call.
     */
    getBalance: (config: BalanceFetchConfig | null, signal?: AbortSignal) => {
      const url = config?.url.trim() ?? '';
      if (url === '') return gateway.call(paths.getBalance, { body: {}, schema: balanceDataSchema, signal });
      if (!isApiPath(url)) throw new Error(`the configured balance URL is not a path of this API: ${url}`);
      const requestObj = config?.requestObj ?? {};
      if (config?.method?.toUpperCase() === 'POST')
        return gateway.call(url, { method: 'POST', body: requestObj, schema: balanceDataSchema, signal });
      const query: Record<string, string> = {};
      for (const [key, value] of Object.entries(requestObj))
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
          query[key] = String(value);
      return gateway.call(url, { method: 'GET', query, schema: balanceDataSchema, signal });
    },
  };
}
