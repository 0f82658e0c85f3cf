import type { Db, Queryable } from './types';

/** What the driver throws when the server is gone (node-postgres: ECONNREFUSED). */
export class DatabaseStoppedError extends Error {
  override readonly name = 'DatabaseStoppedError';
  readonly code = 'ECONNREFUSED';
  constructor() {
    super('connect ECONNREFUSED: the database is stopped (sandbox fault)');
  }
}

function guarded(q: Queryable, isDown: () => boolean): Queryable {
  return {
    query(sql, params) {
      if (isDown()) return Promise.reject(new DatabaseStoppedError());
      return q.query(sql, params);
    },
    exec(sql) {
      if (isDown()) return Promise.reject(new DatabaseStoppedError());
      return q.exec(sql);
    },
  };
}

/**
 * issue 19: the database as the routes see it while the sandbox tools are on: every statement
 * fails while `isDown()` says the database is stopped (the sandbox fault switch), as it would
 * with PostgreSQL gone, and works again the moment it is "started".
 */
export function faultableDb(db: Db, isDown: () => boolean): Db {
  const outer = guarded(db, isDown);
  return {
    kind: db.kind,
    description: db.description,
    query: outer.query,
    exec: outer.exec,
    transaction(fn) {
      if (isDown()) return Promise.reject(new DatabaseStoppedError());
      // a transaction under way fails at its next statement, as one on a dropped connection would
      return db.transaction((tx) => fn(guarded(tx, isDown)));
    },
    close: () => db.close(),
  };
}
