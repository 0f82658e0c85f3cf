import { performance } from 'node:perf_hooks';
import { setImmediate } from 'node:timers/promises';

export interface Stats {
  samples: number;
  /** the very first run, before any warm-up: JIT, ajv compilation and caches cold */
  first: number;
  median: number;
  p95: number;
  mean: number;
  min: number;
  max: number;
}

export function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** Nearest-rank percentile of sorted samples. */
function percentile(sorted: number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

export function stats(first: number, samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 === 1 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return {
    samples: sorted.length,
    first,
    median,
    p95: percentile(sorted, 95),
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    min: sorted[0]!,
    max: sorted[sorted.length - 1]!,
  };
}

/** Node's collector, when the runner was started with --expose-gc (bench/vitest.bench.config.ts). */
export const collectGarbage = (globalThis as { gc?: () => void }).gc;

/**
 * Runs each contender's operation `warmup + iterations` times, interleaved (the order rotates each
 * round, so drift and collections fall on every contender alike), and keeps the timed rounds.
 *
 * After each call it yields to the event loop, outside the timing. V8 keeps every WeakRef target
 * made during one synchronous job alive until the job ends, and happy-dom holds its NodeLists
 * through WeakRefs: a benchmark that never yielded would keep every unmounted DOM tree (and its
 * fibers) until the end, about 2 MB per Mantine step, and time ever longer collections.
 */
export async function compare<K extends string>(
  contenders: Record<K, () => void>,
  { warmup, iterations }: { warmup: number; iterations: number },
): Promise<Record<K, Stats>> {
  const names = Object.keys(contenders) as K[];
  const first = {} as Record<K, number>;
  const samples = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<K, number[]>;
  collectGarbage?.();
  for (let round = 0; round < warmup + iterations; round++) {
    for (let turn = 0; turn < names.length; turn++) {
      const name = names[(round + turn) % names.length]!;
      const elapsed = time(contenders[name]);
      if (round === 0) first[name] = elapsed;
      if (round >= warmup) samples[name].push(elapsed);
      await setImmediate();
    }
  }
  return Object.fromEntries(names.map((name) => [name, stats(first[name], samples[name])])) as Record<K, Stats>;
}
