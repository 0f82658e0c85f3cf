import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUCCESS } from '../../../src/api/contract/envelope';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { parseCoverage, type MachineCoverage } from '../../../src/atlas/coverage';
import { readCoverage } from '../../../server/sandbox/atlasCoverage';
import { backends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/server';

const coverage = (machine: string, more: Partial<MachineCoverage> = {}): MachineCoverage => ({
  machine,
  states: { total: 4, covered: 3, missing: [`${machine}.failed`] },
  transitions: { total: 6, covered: 5, missing: [`${machine}.idle —retry#0→ ${machine}.failed`] },
  paths: 7,
  ...more,
});

// file names sort the other way round from the machines' ids: the answer follows the files
const zeta = coverage('zeta');
const alpha = coverage('alpha', {
  states: { total: 2, covered: 2, missing: [] },
  transitions: { total: 1, covered: 1, missing: [] },
  paths: 1,
});
const middle = coverage('middle');

/** A fresh folder with the given files (string content is written as it is, anything else as JSON). */
function folder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-coverage-'));
  for (const [name, content] of Object.entries(files))
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return dir;
}

const dirs: string[] = [];
const tempFolder = (files: Record<string, unknown>) => {
  const dir = folder(files);
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every way a folder may hold something that is not coverage, next to three good files. */
const mixedFiles = {
  'a-zeta.json': zeta,
  'b-alpha.json': { ...alpha, writtenBy: 'vitest' },
  'c-broken.json': '{"machine": "broken", "states": ',
  'd-other.json': { hello: 'world' },
  'e-array.json': [middle],
  'f-empty.json': '',
  'm-middle.json': middle,
  'notes.txt': JSON.stringify(coverage('text')),
  'z-negative.json': coverage('negative', { paths: -1 }),
};

describe('readCoverage', () => {
  it('reads the coverage files in file-name order, skipping everything else', async () => {
    const dir = tempFolder(mixedFiles);
    // a folder that looks like a file is skipped too
    mkdirSync(join(dir, 'g-folder.json'));
    expect(await readCoverage(dir)).toEqual([zeta, alpha, middle]);
  });

  it('is an empty list for a missing or an empty folder', async () => {
    expect(await readCoverage(join(tmpdir(), 'wallet-coverage-that-does-not-exist', 'deeper'))).toEqual([]);
    expect(await readCoverage(tempFolder({}))).toEqual([]);
  });
});

describe.each(backends)('GET /sandbox/atlas/coverage on $name', (backend) => {
  let server: TestServer;
  let dir: string;
  const get = async (base = server.url) => {
    const response = await fetch(`${base}/sandbox/atlas/coverage`);
    return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
  };

  beforeAll(async () => {
    dir = tempFolder(mixedFiles);
    server = await startTestServer(backend, { coverageDir: dir });
  });
  afterAll(() => server?.close());

  it('answers the valid files in an envelope, sorted by file name', async () => {
    const answer = await get();
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.body).toEqual({
      responseCode: SUCCESS,
      errCode: ErrCode.ok,
      message: 'Successfully',
      data: { machines: [zeta, alpha, middle] },
    });
    // what the atlas reads from it
    expect(parseCoverage(answer.body)).toEqual(
      new Map([
        ['zeta', zeta],
        ['alpha', alpha],
        ['middle', middle],
      ]),
    );
  });

  it('reads the folder again at each request', async () => {
    writeFileSync(join(dir, 'b-beta.json'), JSON.stringify(coverage('beta')));
    writeFileSync(join(dir, 'm-middle.json'), '{"half a file');
    const answer = await get();
    expect(answer.body.data.machines.map((m: MachineCoverage) => m.machine)).toEqual(['zeta', 'alpha', 'beta']);
    rmSync(dir, { recursive: true, force: true });
    expect((await get()).body).toEqual({
      responseCode: SUCCESS,
      errCode: ErrCode.ok,
      message: 'Successfully',
      data: { machines: [] },
    });
  });

  it('answers only GET', async () => {
    const response = await fetch(`${server.url}/sandbox/atlas/coverage`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
    expect(((await response.json()) as { errCode: number }).errCode).toBe(ErrCode.methodNotAllowed);
  });

  it('is an empty list when the configured folder does not exist', async () => {
    // the test configuration's default coverage folder is one that does not exist
    const other = await startTestServer(backend);
    try {
      expect((await get(other.url)).body.data).toEqual({ machines: [] });
    } finally {
      await other.close();
    }
  });

  it('is not there when the sandbox tools are off', async () => {
    const off = await startTestServer(backend, { sandboxTools: false, coverageDir: tempFolder({ 'x.json': zeta }) });
    try {
      const response = await fetch(`${off.url}/sandbox/atlas/coverage`);
      expect(response.status).toBe(404);
      const text = await response.text();
      expect(text).not.toContain('zeta');
      expect(text).not.toContain('machines');
    } finally {
      await off.close();
    }
  });
});
