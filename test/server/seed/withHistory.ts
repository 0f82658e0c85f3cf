import { seedIfNeeded } from '../../../server/seed';
import { fastTestHasher, testKeys, type TestBackend } from '../support/backends';

/**
 * A backend whose databases also carry the demo accounts' transaction history: the seeded template
 * as every server test gets it, then `seedIfNeeded` with `history: true`, the path a database
 * seeded before the history takes on the real server's next start.
 */
export function withHistory(backend: TestBackend): TestBackend {
  return {
    name: backend.name,
    async open() {
      const database = await backend.open();
      try {
        await seedIfNeeded(database.db, {
          keys: testKeys,
          nowMs: Date.now(),
          hashPassword: fastTestHasher,
          history: true,
        });
      } catch (error) {
        await database.dispose();
        throw error;
      }
      return database;
    },
  };
}
