import * as v from 'valibot';

/**
 * Issue 22: the storyboard the model paths take in the browser — per machine, per state, the
 * screenshot(s) of the first time the walk reached it — as test/e2e/model/storyboard.ts writes it
 * (test-results/storyboard/manifest.json, the PNGs beside it in <machine>/) and the sandbox serves
 * it to the flow atlas (GET /sandbox/atlas/storyboard → `{ manifest }` in the envelope, null when
 * there is none; the files under /sandbox/atlas/storyboard/<machine>/<file>).
 */

/** `<locale>-<scheme>-<device>`, e.g. en-light-desktop, ar-dark-phone */
export const VARIANT_PATTERN = /^([a-z]{2,3})-(light|dark)-(desktop|phone)$/;
/** a PNG in its machine's folder: only names that cannot climb out of it */
export const SHOT_FILE_PATTERN = /^[A-Za-z0-9][\w.-]*\.png$/;

/**
 * What a screen is beside the previous run: `new` (the previous run had no screen of this state
 * in this variant), `changed` (its bytes differ) or `same`; `first` when there was no previous run.
 */
export const shotStatuses = ['first', 'new', 'changed', 'same'] as const;
export type ShotStatus = (typeof shotStatuses)[number];

export const storyboardShotSchema = v.object({
  variant: v.pipe(v.string(), v.regex(VARIANT_PATTERN)),
  /** the PNG's name in the machine's folder */
  file: v.pipe(v.string(), v.regex(SHOT_FILE_PATTERN)),
  /** sha-256 of the PNG's bytes, hex */
  hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{16,64}$/)),
  status: v.picklist(shotStatuses),
});

export const storyboardManifestSchema = v.object({
  version: v.literal(1),
  /** when the run wrote it (ISO 8601) */
  createdAt: v.string(),
  set: v.picklist(['subset', 'full']),
  /** the previous manifest's createdAt, null when there was none */
  comparedWith: v.nullable(v.string()),
  /** machine id → state id → its screens, in variant order */
  machines: v.record(v.string(), v.record(v.string(), v.array(storyboardShotSchema))),
  /** machine id → the states the previous run had a screen of and this one has not */
  gone: v.optional(v.record(v.string(), v.array(v.string())), {}),
});

export type StoryboardShot = v.InferOutput<typeof storyboardShotSchema>;
export type StoryboardManifest = v.InferOutput<typeof storyboardManifestSchema>;
