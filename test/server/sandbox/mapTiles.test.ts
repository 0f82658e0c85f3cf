import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { drawTile, sandboxTile, TILE_SIZE } from '../../../server/sandbox/mapTiles';
import { backends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/server';

/** The chunks of a PNG, their CRCs left to the decoder's own check below. */
function chunks(png: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    found.set(type, Buffer.concat([found.get(type) ?? Buffer.alloc(0), png.subarray(at + 8, at + 8 + length)]));
    at += 12 + length;
  }
  return found;
}

/** The RGB of pixel (x, y) of an unfiltered 8-bit RGB PNG. */
function pixel(png: Buffer, x: number, y: number): string {
  const header = chunks(png).get('IHDR')!;
  const width = header.readUInt32BE(0);
  const rows = inflateSync(chunks(png).get('IDAT')!);
  const at = y * (1 + width * 3) + 1 + x * 3;
  return rows.subarray(at, at + 3).toString('hex');
}

describe('the sandbox map tile', () => {
  it('is a 256 × 256 RGB PNG: a pale ground, a grid every 64 px, a darker edge', () => {
    const png = drawTile();
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    const header = chunks(png).get('IHDR')!;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([
      TILE_SIZE,
      TILE_SIZE,
      8,
      2,
    ]);
    expect(inflateSync(chunks(png).get('IDAT')!).length).toBe(TILE_SIZE * (1 + TILE_SIZE * 3));
    expect(pixel(png, 10, 10)).toBe('e9efea');
    expect(pixel(png, 64, 10)).toBe('d4ded7');
    expect(pixel(png, 10, 192)).toBe('d4ded7');
    expect(pixel(png, 0, 100)).toBe('b8c6bd');
    expect(pixel(png, 100, 0)).toBe('b8c6bd');
    expect(chunks(png).has('IEND')).toBe(true);
  });

  it('is drawn once and served as it is', () => {
    expect(sandboxTile()).toBe(sandboxTile());
    expect(sandboxTile().equals(drawTile())).toBe(true);
  });
});

describe.each(backends)('GET /sandbox/tiles/{z}/{x}/{y}.png on $name', (backend) => {
  let server: TestServer;
  const get = (path: string) => fetch(`${server.url}/sandbox/tiles/${path}`);

  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());

  it('answers the tile for any square of the grid, cacheable for a day', async () => {
    for (const path of ['0/0/0.png', '12/2553/1636.png', '22/4194303/0.png']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(Buffer.from(await response.arrayBuffer()).equals(drawTile())).toBe(true);
    }
  });

  it('refuses a square outside the grid or a malformed one with a 400 envelope', async () => {
    for (const path of ['1/2/0.png', '1/0/2.png', '23/0/0.png', '3/1/1.jpg', '3/-1/1.png', '3/a/1.png', '3/1/1']) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { errCode: number }).errCode, path).toBe(ErrCode.validationFailed);
    }
  });

  it('is not there when the sandbox tools are off (the map then says it is unavailable)', async () => {
    const off = await startTestServer(backend, { sandboxTools: false });
    try {
      const response = await fetch(`${off.url}/sandbox/tiles/0/0/0.png`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).not.toBe('image/png');
    } finally {
      await off.close();
    }
  });
});
