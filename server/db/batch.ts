import DataLoader from 'dataloader';
import type { Queryable } from './types';

/**
 * issue 19 (reads): a read that the calls arriving in the same turn of the event loop share. Each
 * call asks for its key; once the turn's other I/O callbacks (the other calls that came in with
 * it) have run, one query answers them all. Nothing is kept between turns (the loader's cache is
 * off): every call still reads after it arrived, so a change committed before is seen; only the
 * round trip is shared. One loader per database handle.
 */
export function readPerTurn<K, V>(
  readMany: (q: Queryable, keys: readonly K[]) => Promise<readonly V[]>,
): (q: Queryable, key: K) => Promise<V> {
  const loaders = new WeakMap<Queryable, DataLoader<K, V>>();
  return (q, key) => {
    let loader = loaders.get(q);
    if (loader === undefined) {
      loader = new DataLoader<K, V>((keys) => readMany(q, keys), {
        cache: false,
        batchScheduleFn: (send) => void setImmediate(send),
        maxBatchSize: 256,
      });
      loaders.set(q, loader);
    }
    return loader.load(key);
  };
}
