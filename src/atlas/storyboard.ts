import * as v from 'valibot';
import {
  storyboardManifestSchema,
  VARIANT_PATTERN,
  type ShotStatus,
  type StoryboardManifest,
  type StoryboardShot,
} from '../api/contract/atlasStoryboard';

/**
 * Issue 22: the storyboard — the screen the browser walk saw at each state of each machine —
 * as data: the manifest the model paths write (built here, compared with the previous run's), and
 * what the flow atlas and the export read from it. Pure: no files, no fetch (the writer in
 * test/e2e/model/storyboard.ts and the sandbox do the I/O).
 */
export { storyboardManifestSchema, type StoryboardManifest, type StoryboardShot, type ShotStatus };

/** the variant every run takes (npm test); the others only with the full set or STORYBOARD_VARIANTS */
export const DEFAULT_VARIANT = 'en-light-desktop';
/** what the full set (npm run test:model) adds: every axis the other way at once */
export const FULL_VARIANTS = [DEFAULT_VARIANT, 'ar-dark-phone'] as const;

export interface Variant {
  id: string;
  locale: string;
  scheme: 'light' | 'dark';
  device: 'desktop' | 'phone';
}

export function parseVariant(id: string): Variant | null {
  const m = VARIANT_PATTERN.exec(id);
  return m ? { id, locale: m[1]!, scheme: m[2] as Variant['scheme'], device: m[3] as Variant['device'] } : null;
}

/**
 * The variants a run takes: `STORYBOARD_VARIANTS` (comma-separated ids, `all` for the full list)
 * when given, else the full list for the full set and the default one otherwise. The default
 * variant always comes first; an id that is no variant is an error, named.
 */
export function variantsFor(set: 'subset' | 'full', asked: string | undefined): Variant[] {
  const ids =
    asked === undefined || asked.trim() === ''
      ? set === 'full'
        ? [...FULL_VARIANTS]
        : [DEFAULT_VARIANT]
      : asked.trim() === 'all'
        ? [...FULL_VARIANTS]
        : asked.split(',').map((s) => s.trim());
  const variants = ids.map((id) => {
    const variant = parseVariant(id);
    if (!variant) throw new Error(`STORYBOARD_VARIANTS: "${id}" is not <locale>-<light|dark>-<desktop|phone>`);
    return variant;
  });
  const rest = variants.filter((x) => x.id !== DEFAULT_VARIANT);
  return [parseVariant(DEFAULT_VARIANT)!, ...rest.filter((x, i) => rest.findIndex((y) => y.id === x.id) === i)];
}

/** The PNG of a state in a variant, in its machine's folder. */
export const shotFile = (state: string, variant: string) => `${state}.${variant}.png`;

/** One screen a run took (before it is compared with the previous run). */
export interface TakenShot {
  machine: string;
  state: string;
  variant: string;
  file: string;
  hash: string;
}

const variantRank = (variant: string) => {
  const i = (FULL_VARIANTS as readonly string[]).indexOf(variant);
  return i === -1 ? FULL_VARIANTS.length : i;
};
const byVariant = (a: { variant: string }, b: { variant: string }) =>
  variantRank(a.variant) - variantRank(b.variant) || a.variant.localeCompare(b.variant);

/**
 * The manifest of a run's screens, each marked against the previous run's manifest: `first`
 * without one, else `new`, `changed` or `same` by its hash. Machines and states sorted by id, so
 * the same screens give the same file.
 */
export function buildManifest(
  taken: readonly TakenShot[],
  previous: StoryboardManifest | null,
  run: { createdAt: string; set: 'subset' | 'full' },
): StoryboardManifest {
  const machines: StoryboardManifest['machines'] = {};
  const sorted = [...taken].sort(
    (a, b) => a.machine.localeCompare(b.machine) || a.state.localeCompare(b.state) || byVariant(a, b),
  );
  for (const shot of sorted) {
    const before = previous?.machines[shot.machine]?.[shot.state]?.find((s) => s.variant === shot.variant);
    const status: ShotStatus = !previous ? 'first' : !before ? 'new' : before.hash === shot.hash ? 'same' : 'changed';
    const states = (machines[shot.machine] ??= {});
    const shots = (states[shot.state] ??= []);
    if (shots.some((s) => s.variant === shot.variant)) continue; // one screen per state and variant
    shots.push({ variant: shot.variant, file: shot.file, hash: shot.hash, status });
  }
  const gone: Record<string, string[]> = {};
  for (const [machine, states] of Object.entries(previous?.machines ?? {})) {
    // a machine this run did not walk at all is not gone: its screens were not asked for
    if (!machines[machine]) continue;
    const lost = Object.keys(states).filter((state) => !machines[machine]![state]);
    if (lost.length > 0) gone[machine] = lost.sort();
  }
  return {
    version: 1,
    createdAt: run.createdAt,
    set: run.set,
    comparedWith: previous?.createdAt ?? null,
    machines,
    gone,
  };
}

/** A state's screen differs from the previous run's (changed, or new beside a previous run). */
export const isMarked = (shot: StoryboardShot) => shot.status === 'changed' || shot.status === 'new';

/** The states of a machine whose screen (in any variant) is marked. */
export function markedStates(manifest: StoryboardManifest, machine: string): string[] {
  return Object.entries(manifest.machines[machine] ?? {})
    .filter(([, shots]) => shots.some(isMarked))
    .map(([state]) => state);
}

/** A manifest, bare, as the sandbox's `{ manifest }`, or in its envelope; null when it holds none. */
const storyboardDocument = v.union([
  storyboardManifestSchema,
  v.pipe(
    v.object({ manifest: v.nullable(storyboardManifestSchema) }),
    v.transform((d) => d.manifest),
  ),
  v.pipe(
    v.object({ data: v.object({ manifest: v.nullable(storyboardManifestSchema) }) }),
    v.transform((d) => d.data.manifest),
  ),
]);

/**
 * The manifest in a document: `null` when the document says there is none (no run yet),
 * `undefined` when the document is not a storyboard at all.
 */
export function parseStoryboard(raw: unknown): StoryboardManifest | null | undefined {
  const result = v.safeParse(storyboardDocument, raw);
  return result.success ? result.output : undefined;
}

/** Where a screen is served: under the storyboard's URL, its machine's folder, with its hash against stale caches. */
export const shotUrl = (base: string, machine: string, shot: StoryboardShot) =>
  `${base.replace(/\/$/, '')}/${encodeURIComponent(machine)}/${encodeURIComponent(shot.file)}?v=${shot.hash.slice(0, 12)}`;
