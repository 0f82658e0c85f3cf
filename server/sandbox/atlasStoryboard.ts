import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import {
  SHOT_FILE_PATTERN,
  storyboardManifestSchema,
  type StoryboardManifest,
} from '../../src/api/contract/atlasStoryboard';

/**
 * Issue 22: the storyboard the model paths wrote (STORYBOARD_DIR: manifest.json and a folder of
 * PNGs per machine), for the flow atlas. A missing or unreadable manifest is no storyboard (null):
 * the atlas says there is none yet.
 */
export async function readStoryboard(dir: string): Promise<StoryboardManifest | null> {
  try {
    const parsed = v.safeParse(
      storyboardManifestSchema,
      JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')),
    );
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

const MACHINE_PATTERN = /^[A-Za-z][\w-]*$/;

/** A screen's PNG; null for a name that is no screen (or could leave the folder) and a missing file. */
export async function readShot(dir: string, machine: string, file: string): Promise<Buffer | null> {
  if (!MACHINE_PATTERN.test(machine) || !SHOT_FILE_PATTERN.test(file) || file.includes('..')) return null;
  try {
    return await readFile(join(dir, machine, file));
  } catch {
    return null;
  }
}
