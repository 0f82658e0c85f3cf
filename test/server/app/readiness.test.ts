import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../server/log';
import { startServer } from '../../../server/server';
import { backends, fastTestHasher } from '../support/backends';
import { testConfig } from '../support/server';

/** Issue 19 defect 7: liveness (/healthz) and readiness (/readyz, the database) are separate probes. */
describe.each(backends)('liveness and readiness on $name', (backend) => {
  it('answers /readyz 200 while the database answers, 503 once it is gone; /healthz stays 200', async () => {
    const database = await backend.open();
    const server = await startServer({
      config: testConfig(),
      db: database.db,
      hashPassword: fastTestHasher,
      log: createLogger('silent'),
    });
    let disposed = false;
    try {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(await ready.text()).toBe('ready');

      await database.dispose(); // the database goes away under the running server
      disposed = true;
      const down = await fetch(`${server.url}/readyz`);
      expect(down.status).toBe(503);
      expect(await down.text()).toBe('not ready: the database does not answer');
      const live = await fetch(`${server.url}/healthz`);
      expect(live.status).toBe(200);
      expect(await live.text()).toBe('ok');
    } finally {
      await server.close();
      if (!disposed) await database.dispose();
    }
  });
});
