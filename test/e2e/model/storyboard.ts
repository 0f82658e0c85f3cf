import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SHOT_FILE_PATTERN, VARIANT_PATTERN } from '../../../src/api/contract/atlasStoryboard';
import {
  buildManifest,
  parseStoryboard,
  shotFile,
  variantsFor,
  type StoryboardManifest,
  type TakenShot,
  type Variant,
} from '../../../src/atlas/storyboard';

/**
 * Issue 22: the storyboard. While a model path walks, the first time a state of a machine is
 * reached (its screen matched) the page is photographed there: test-results/storyboard/<machine>/
 * <state>.<variant>.png. npm test takes en-light-desktop only; the full set (npm run
 * test:model) also ar-dark-phone, and STORYBOARD_VARIANTS (ids, comma-separated, or `all`) asks for
 * others; STORYBOARD=off takes none. After the walks, the manifest (machine → state → screens, with their hashes) is written
 * beside them and compared with the previous run's, marking the screens that changed.
 */
export const STORYBOARD_DIR = process.env.STORYBOARD_DIR ?? 'test-results/storyboard';
export const MANIFEST = 'manifest.json';

const PHONE = { width: 390, height: 844 };
const SCHEME_KEY = 'mantine-color-scheme-value';

/** Before a run: the previous run's screens go; its manifest stays, to compare the new one with. */
export function clearStoryboard(dir = STORYBOARD_DIR): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) rmSync(join(dir, entry.name), { recursive: true, force: true });
}

/** The colour scheme as another tab would change it: Mantine follows the storage event. */
async function setScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key!, value!);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
    },
    [SCHEME_KEY, scheme],
  );
  await page.locator(`html[data-mantine-color-scheme="${scheme}"]`).waitFor({ state: 'attached' });
}

/** The language through the portal's language menu; false when the screen offers none (or it does not open). */
async function setLocale(page: Page, locale: string): Promise<boolean> {
  if ((await page.locator('html').getAttribute('lang')) === locale) return true;
  const button = page.getByRole('button', { name: /^(Language|اللغة|زمان)$/ });
  if (!(await button.first().isVisible())) return false;
  // dispatched, not clicked: a busy screen's overlay covers the header (and must stay: it is the state's screen)
  await button.first().dispatchEvent('click');
  const item = page.locator(`[role="menuitem"][lang="${locale}"]`);
  try {
    await item.waitFor({ timeout: 5000 });
  } catch {
    // a screen whose menu does not open (its clock paused, say): this variant has no screen of it
    await page.keyboard.press('Escape');
    return false;
  }
  await item.dispatchEvent('click');
  await page.locator(`html[lang="${locale}"]`).waitFor({ state: 'attached' });
  return true;
}

/**
 * The page as `variant` shows it, photographed, then put back as it was (language, scheme,
 * size): the walk goes on on the screen it left. null when the screen cannot show the variant
 * (no language menu on it).
 */
async function photograph(page: Page, variant: Variant): Promise<Buffer | null> {
  const undo: Array<() => Promise<unknown>> = [];
  try {
    if (variant.locale !== 'en') {
      if (!(await setLocale(page, variant.locale))) return null;
      undo.push(() => setLocale(page, 'en'));
    }
    if (variant.scheme !== 'light') {
      await setScheme(page, variant.scheme);
      undo.push(() => setScheme(page, 'light'));
    }
    if (variant.device === 'phone') {
      const size = page.viewportSize();
      await page.setViewportSize(PHONE);
      if (size) undo.push(() => page.setViewportSize(size));
    }
    // no wait on animation frames: a model with a paused clock (page.clock) never runs them; the
    // switches above wait for their own outcome, and the screenshot for the next paint
    return await page.screenshot({ animations: 'disabled', caret: 'hide' });
  } finally {
    for (const step of undo.reverse()) await step();
  }
}

/**
 * The screens one worker took: a state is photographed the first time any walk of this run
 * reached it (a file another worker wrote first is kept).
 */
export class StoryboardCamera {
  private readonly taken = new Set<string>();

  constructor(
    private readonly variants: Variant[],
    private readonly dir = STORYBOARD_DIR,
  ) {}

  /** After a step's screen matched: the states of `machine` it shows that have no screen yet. */
  async capture(page: Page, machine: string, states: readonly string[]): Promise<void> {
    if (process.env.STORYBOARD === 'off') return;
    const folder = join(this.dir, machine);
    const fresh = states.filter((state) => {
      const key = `${machine}|${state}`;
      if (this.taken.has(key)) return false;
      this.taken.add(key);
      return !existsSync(join(folder, shotFile(state, this.variants[0]!.id)));
    });
    if (fresh.length === 0) return;
    mkdirSync(folder, { recursive: true });
    // the language's own chart: another language on its screens would be a step the path did not take
    const variants = machine === 'locale' ? this.variants.filter((v) => v.locale === 'en') : this.variants;
    for (const variant of variants) {
      const png = await photograph(page, variant);
      if (!png) continue;
      for (const state of fresh) {
        try {
          // 'wx': the first worker's screen stays
          writeFileSync(join(folder, shotFile(state, variant.id)), png, { flag: 'wx' });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
      }
    }
  }
}

let camera: StoryboardCamera | undefined;
/** This worker's camera, with the run's variants (see variantsFor). */
export function storyboardCamera(): StoryboardCamera {
  camera ??= new StoryboardCamera(
    variantsFor(process.env.MODEL_SET === 'full' ? 'full' : 'subset', process.env.STORYBOARD_VARIANTS),
  );
  return camera;
}

/** Every PNG in the storyboard's machine folders, with its hash. */
export function readTaken(dir = STORYBOARD_DIR): TakenShot[] {
  if (!existsSync(dir)) return [];
  const taken: TakenShot[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    for (const file of readdirSync(join(dir, entry.name))) {
      if (!SHOT_FILE_PATTERN.test(file)) continue;
      const m = /^(.+)\.([^.]+)\.png$/.exec(file);
      if (!m || !VARIANT_PATTERN.test(m[2]!)) continue;
      const hash = createHash('sha256')
        .update(readFileSync(join(dir, entry.name, file)))
        .digest('hex');
      taken.push({ machine: entry.name, state: m[1]!, variant: m[2]!, file, hash });
    }
  }
  return taken;
}

export function readManifest(dir = STORYBOARD_DIR): StoryboardManifest | null {
  try {
    return parseStoryboard(JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8'))) ?? null;
  } catch {
    return null;
  }
}

/** After the walks: the manifest of this run's screens, compared with the previous one, written. */
export function writeManifest(set: 'subset' | 'full', dir = STORYBOARD_DIR, now = new Date()): StoryboardManifest {
  const manifest = buildManifest(readTaken(dir), readManifest(dir), { createdAt: now.toISOString(), set });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** One line per machine: how many states have a screen, how many changed since the previous run. */
export function formatStoryboard(manifest: StoryboardManifest): string {
  const lines = [`Storyboard (${STORYBOARD_DIR}/${MANIFEST}):`];
  for (const [machine, states] of Object.entries(manifest.machines)) {
    const shots = Object.values(states).flat();
    const changed = Object.values(states).filter((s) => s.some((x) => x.status === 'changed')).length;
    const added = Object.values(states).filter((s) => s.some((x) => x.status === 'new')).length;
    lines.push(
      `  ${machine.padEnd(16)} ${String(Object.keys(states).length).padStart(3)} states, ${shots.length} screens` +
        (manifest.comparedWith ? `, ${changed} changed, ${added} new since ${manifest.comparedWith}` : ''),
    );
  }
  return lines.join('\n');
}
