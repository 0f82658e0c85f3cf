import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildManifest, parseStoryboard, shotFile } from '../../../src/atlas/storyboard';
import { readShot, readStoryboard } from '../../../server/sandbox/atlasStoryboard';
import { backends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/server';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
const state = 'signIn.editingCredentials';
const manifest = buildManifest(
  [
    {
      machine: 'signIn',
      state,
      variant: 'en-light-desktop',
      file: shotFile(state, 'en-light-desktop'),
      hash: 'a'.repeat(64),
    },
  ],
  null,
  { createdAt: '2026-11-27T10:00:00.000Z', set: 'subset' },
);

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function storyboardFolder(withManifest: unknown = manifest): string {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-storyboard-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'signIn'));
  writeFileSync(join(dir, 'signIn', shotFile(state, 'en-light-desktop')), PNG);
  writeFileSync(join(dir, 'secret.png'), PNG);
  if (withManifest !== null)
    writeFileSync(
      join(dir, 'manifest.json'),
      typeof withManifest === 'string' ? withManifest : JSON.stringify(withManifest),
    );
  return dir;
}

describe('reading the storyboard', () => {
  it('is the manifest, or null when it is missing or not a storyboard', async () => {
    expect(await readStoryboard(storyboardFolder())).toEqual(manifest);
    expect(await readStoryboard(storyboardFolder(null))).toBeNull();
    expect(await readStoryboard(storyboardFolder('{"half'))).toBeNull();
    expect(await readStoryboard(storyboardFolder({ version: 2 }))).toBeNull();
  });

  it('reads a screen of a machine, never a file outside the machine folders', async () => {
    const dir = storyboardFolder();
    expect(await readShot(dir, 'signIn', shotFile(state, 'en-light-desktop'))).toEqual(PNG);
    expect(await readShot(dir, 'signIn', 'signIn.nothing.en-light-desktop.png')).toBeNull();
    expect(await readShot(dir, '..', 'secret.png')).toBeNull();
    expect(await readShot(dir, 'signIn', '../secret.png')).toBeNull();
    expect(await readShot(dir, 'signIn', '..%2Fsecret.png')).toBeNull();
  });
});

describe.each(backends)('GET /sandbox/atlas/storyboard on $name', (backend) => {
  let server: TestServer;
  let browserDir: string;
  beforeAll(async () => {
    browserDir = mkdtempSync(join(tmpdir(), 'wallet-browser-coverage-'));
    dirs.push(browserDir);
    writeFileSync(
      join(browserDir, 'signIn.json'),
      JSON.stringify({
        machine: 'signIn',
        source: 'browser',
        states: { total: 7, covered: 7, missing: [] },
        transitions: { total: 14, covered: 12, missing: ['a', 'b'] },
        paths: 4,
      }),
    );
    writeFileSync(join(browserDir, 'summary.json'), '[]');
    server = await startTestServer(backend, { storyboardDir: storyboardFolder(), browserCoverageDir: browserDir });
  });
  afterAll(() => server?.close());

  it('answers the manifest, and each screen as a PNG', async () => {
    const answer = await fetch(`${server.url}/sandbox/atlas/storyboard`);
    expect(answer.status).toBe(200);
    expect(parseStoryboard(await answer.json())).toEqual(manifest);
    const png = await fetch(
      `${server.url}/sandbox/atlas/storyboard/signIn/${shotFile(state, 'en-light-desktop')}?v=aaaa`,
    );
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer())).toEqual(PNG);
    const missing = await fetch(`${server.url}/sandbox/atlas/storyboard/signIn/signIn.gone.en-light-desktop.png`);
    expect(missing.status).toBe(404);
    const outside = await fetch(`${server.url}/sandbox/atlas/storyboard/signIn/..%2Fsecret.png`);
    expect(outside.status).toBe(404);
  });

  it('answers the browser coverage in the shape of the path tests’ coverage', async () => {
    const answer = (await (await fetch(`${server.url}/sandbox/atlas/browser-coverage`)).json()) as {
      data: { machines: unknown[] };
    };
    expect(answer.data.machines).toEqual([
      {
        machine: 'signIn',
        states: { total: 7, covered: 7, missing: [] },
        transitions: { total: 14, covered: 12, missing: ['a', 'b'] },
        paths: 4,
      },
    ]);
  });

  it('says there is none before a run', async () => {
    const other = await startTestServer(backend);
    try {
      const body = (await (await fetch(`${other.url}/sandbox/atlas/storyboard`)).json()) as { data: unknown };
      expect(body.data).toEqual({ manifest: null });
    } finally {
      await other.close();
    }
  });
});
