import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildManifest,
  DEFAULT_VARIANT,
  markedStates,
  parseStoryboard,
  shotFile,
  shotUrl,
  variantsFor,
  type StoryboardManifest,
  type TakenShot,
} from '../../src/atlas/storyboard';
import { storyboardPage } from '../../src/atlas/storyboardPage';
import { clearStoryboard, readTaken, writeManifest } from '../e2e/model/storyboard';

const shot = (machine: string, state: string, hash: string, variant = DEFAULT_VARIANT): TakenShot => ({
  machine,
  state,
  variant,
  file: shotFile(state, variant),
  hash,
});
const run = (createdAt: string) => ({ createdAt, set: 'subset' as const });

describe('the storyboard manifest', () => {
  const first = buildManifest(
    [
      shot('signIn', 'signIn.twoFactor', 'b'.repeat(64)),
      shot('signIn', 'signIn.editingCredentials', 'a'.repeat(64), 'ar-dark-phone'),
      shot('signIn', 'signIn.editingCredentials', 'a'.repeat(64)),
      shot('faqSearch', 'faqSearch.idle', 'c'.repeat(64)),
    ],
    null,
    run('2026-11-27T10:00:00.000Z'),
  );

  it('lists machine → state → screens, sorted, the default variant first; without a previous run each is "first"', () => {
    expect(first).toEqual({
      version: 1,
      createdAt: '2026-11-27T10:00:00.000Z',
      set: 'subset',
      comparedWith: null,
      gone: {},
      machines: {
        faqSearch: {
          'faqSearch.idle': [
            {
              variant: DEFAULT_VARIANT,
              file: 'faqSearch.idle.en-light-desktop.png',
              hash: 'c'.repeat(64),
              status: 'first',
            },
          ],
        },
        signIn: {
          'signIn.editingCredentials': [
            {
              variant: DEFAULT_VARIANT,
              file: 'signIn.editingCredentials.en-light-desktop.png',
              hash: 'a'.repeat(64),
              status: 'first',
            },
            {
              variant: 'ar-dark-phone',
              file: 'signIn.editingCredentials.ar-dark-phone.png',
              hash: 'a'.repeat(64),
              status: 'first',
            },
          ],
          'signIn.twoFactor': [
            {
              variant: DEFAULT_VARIANT,
              file: 'signIn.twoFactor.en-light-desktop.png',
              hash: 'b'.repeat(64),
              status: 'first',
            },
          ],
        },
      },
    });
    expect(Object.keys(first.machines)).toEqual(['faqSearch', 'signIn']);
    // nothing is marked on a first run
    expect(markedStates(first, 'signIn')).toEqual([]);
  });

  it('marks, against the previous run, what changed and what is new; lists what is gone', () => {
    const second = buildManifest(
      [
        shot('signIn', 'signIn.editingCredentials', 'a'.repeat(64)),
        shot('signIn', 'signIn.editingCredentials', 'd'.repeat(64), 'ar-dark-phone'),
        shot('signIn', 'signIn.signedIn', 'e'.repeat(64)),
      ],
      first,
      run('2026-11-27T11:00:00.000Z'),
    );
    expect(second.comparedWith).toBe('2026-11-27T10:00:00.000Z');
    const states = second.machines.signIn!;
    expect(states['signIn.editingCredentials']!.map((s) => [s.variant, s.status])).toEqual([
      [DEFAULT_VARIANT, 'same'],
      ['ar-dark-phone', 'changed'],
    ]);
    expect(states['signIn.signedIn']![0]!.status).toBe('new');
    expect(markedStates(second, 'signIn')).toEqual(['signIn.editingCredentials', 'signIn.signedIn']);
    // twoFactor had a screen and has none now; faqSearch was not walked at all: not "gone"
    expect(second.gone).toEqual({ signIn: ['signIn.twoFactor'] });
    expect(second.machines.faqSearch).toBeUndefined();
  });

  it('keeps one screen per state and variant', () => {
    const twice = buildManifest(
      [shot('signIn', 'signIn.twoFactor', 'b'.repeat(64)), shot('signIn', 'signIn.twoFactor', 'f'.repeat(64))],
      null,
      run('x'),
    );
    expect(twice.machines.signIn!['signIn.twoFactor']).toHaveLength(1);
  });

  it('reads a manifest bare, as the sandbox answers it, in its envelope; null for none, undefined for junk', () => {
    expect(parseStoryboard(first)).toEqual(first);
    expect(parseStoryboard({ manifest: first })).toEqual(first);
    expect(parseStoryboard({ responseCode: '000', data: { manifest: first } })).toEqual(first);
    expect(parseStoryboard({ data: { manifest: null } })).toBeNull();
    expect(parseStoryboard({ hello: 'world' })).toBeUndefined();
    // a file name that could leave its folder is no manifest
    const sneaky = structuredClone(first) as StoryboardManifest;
    sneaky.machines.signIn!['signIn.twoFactor']![0]!.file = '../../etc/passwd.png';
    expect(parseStoryboard(sneaky)).toBeUndefined();
  });

  it('serves a screen under its machine, with its hash against stale caches', () => {
    const s = first.machines.signIn!['signIn.twoFactor']![0]!;
    expect(shotUrl('/sandbox/atlas/storyboard/', 'signIn', s)).toBe(
      `/sandbox/atlas/storyboard/signIn/signIn.twoFactor.en-light-desktop.png?v=${'b'.repeat(12)}`,
    );
  });
});

describe('the variants a run takes', () => {
  const ids = (set: 'subset' | 'full', asked?: string) => variantsFor(set, asked).map((v) => v.id);
  it('one for npm test, the full list for npm run test:model, or the ones asked for (the default first)', () => {
    expect(ids('subset')).toEqual(['en-light-desktop']);
    expect(ids('full')).toEqual(['en-light-desktop', 'ar-dark-phone']);
    expect(ids('subset', 'all')).toEqual(['en-light-desktop', 'ar-dark-phone']);
    expect(ids('subset', 'ku-light-phone, en-dark-desktop,ku-light-phone')).toEqual([
      'en-light-desktop',
      'ku-light-phone',
      'en-dark-desktop',
    ]);
    expect(variantsFor('full', 'ar-dark-phone')[1]).toEqual({
      id: 'ar-dark-phone',
      locale: 'ar',
      scheme: 'dark',
      device: 'phone',
    });
  });
  it('names a variant it does not know', () => {
    expect(() => variantsFor('subset', 'en-sepia-desktop')).toThrow(/"en-sepia-desktop" is not/);
  });
});

describe('the storyboard on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-storyboard-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const put = (machine: string, file: string, bytes: string) => {
    mkdirSync(join(dir, machine), { recursive: true });
    writeFileSync(join(dir, machine, file), bytes);
  };

  it('hashes the screens, compares with the manifest it finds, and starts the next run without the old screens', () => {
    put('signIn', 'signIn.editingCredentials.en-light-desktop.png', 'png one');
    put('signIn', 'signIn.twoFactor.en-light-desktop.png', 'png two');
    put('signIn', 'notes.txt', 'not a screen');
    put('signIn', 'signIn.twoFactor.sepia.png', 'no variant');
    expect(readTaken(dir).map((s) => `${s.machine} ${s.state} ${s.variant}`)).toEqual([
      'signIn signIn.editingCredentials en-light-desktop',
      'signIn signIn.twoFactor en-light-desktop',
    ]);
    const one = writeManifest('subset', dir, new Date('2026-11-27T10:00:00Z'));
    expect(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'))).toEqual(one);
    expect(one.machines.signIn!['signIn.twoFactor']![0]!.hash).toMatch(/^[0-9a-f]{64}$/);

    clearStoryboard(dir);
    expect(readTaken(dir)).toEqual([]);
    // the previous manifest stays for the comparison
    put('signIn', 'signIn.editingCredentials.en-light-desktop.png', 'png one');
    put('signIn', 'signIn.twoFactor.en-light-desktop.png', 'png two, moved');
    const two = writeManifest('subset', dir, new Date('2026-11-27T11:00:00Z'));
    expect(two.comparedWith).toBe('2026-11-27T10:00:00.000Z');
    expect(two.machines.signIn!['signIn.editingCredentials']![0]!.status).toBe('same');
    expect(two.machines.signIn!['signIn.twoFactor']![0]!.status).toBe('changed');
  });
});

describe('the exported storyboard page', () => {
  it('holds the chart and one section per state, its screens inlined, the changed ones marked', () => {
    const before = buildManifest([shot('signIn', 'signIn.twoFactor', 'b'.repeat(64))], null, run('r1'));
    const after = buildManifest(
      [shot('signIn', 'signIn.twoFactor', 'c'.repeat(64)), shot('signIn', 'signIn.editingCredentials', 'a'.repeat(64))],
      before,
      run('r2'),
    );
    const html = storyboardPage({
      machineId: 'signIn',
      title: 'Sign-in <&>',
      svg: '<svg data-machine="signIn"></svg>',
      stateIds: ['signIn.editingCredentials', 'signIn.twoFactor', 'signIn.signedIn'],
      manifest: after,
      image: (s) => (s.hash.startsWith('a') ? null : `data:image/png;base64,${s.hash.slice(0, 4)}`),
    });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>Sign-in &lt;&amp;&gt; (signIn): storyboard</title>');
    expect(html).toContain('<div class="chart"><svg data-machine="signIn"></svg></div>');
    const sections = [...html.matchAll(/<section id="([^"]+)" data-state="[^"]+"( class="changed")?>/g)];
    expect(sections.map((m) => [m[1], m[2] !== undefined])).toEqual([
      ['signIn.editingCredentials', true],
      ['signIn.twoFactor', true],
      ['signIn.signedIn', false],
    ]);
    expect(html).toContain('<img src="data:image/png;base64,cccc" alt="signIn.twoFactor (en-light-desktop)">');
    expect(html).toContain('<span class="badge">changed</span></figcaption>');
    expect(html).toContain('en-light-desktop: the file is missing');
    expect(html).toContain('No screen: the browser walk did not reach this state.');
    expect(html).toContain('2 of 3 states with a screen, taken r2 (subset set); 2 changed since r1.');
    // self-contained: nothing is fetched from elsewhere
    expect(html).not.toMatch(/(src|href)="(https?:|\/)/);
  });
});
