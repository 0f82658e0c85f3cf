import { vi } from 'vitest';

type Handler = (body: unknown) => unknown;

/**
 * A gateway at the edge of a view's test: each path answers with its handler's data (or throws
 * its failure), and any other call fails the test loudly. Flows build their calls from the
 * gateway, so this is the one place a view test fakes the network.
 */
export function fakeGateway(routes: Record<string, Handler>) {
  return {
    config: null,
    call: vi.fn(async (path: string, options?: { body?: unknown }) => {
      const handler = routes[path];
      if (!handler) throw new Error(`unexpected call to ${path}`);
      return handler(options?.body);
    }),
  };
}
