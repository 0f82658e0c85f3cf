import { crc32, deflateSync } from 'node:zlib';

/**
 * The sandbox's map tile (requirements#agent-locator): there is no map data offline, so every
 * tile is the same 256 × 256 PNG — a pale ground with a grid every 64 px and a darker line on the
 * tile's own edges, enough to see the map pan and zoom around the agents' markers. Built once
 * with node:zlib (deflate and CRC-32), without an image library.
 */
export const TILE_SIZE = 256;
/** the deepest zoom the sandbox answers (Leaflet asks 0–maxZoom of the configuration) */
export const MAX_TILE_ZOOM = 22;

type Rgb = readonly [number, number, number];
const ground: Rgb = [0xe9, 0xef, 0xea];
const grid: Rgb = [0xd4, 0xde, 0xd7];
const edge: Rgb = [0xb8, 0xc6, 0xbd];

function colourAt(x: number, y: number): Rgb {
  if (x === 0 || y === 0) return edge;
  if (x % 64 === 0 || y % 64 === 0) return grid;
  return ground;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG (8-bit RGB, no interlace) drawn by `colourAt`. */
export function drawTile(size = TILE_SIZE): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const stride = 1 + size * 3;
  const rows = Buffer.alloc(stride * size);
  for (let y = 0; y < size; y++) {
    rows[y * stride] = 0; // filter: none
    for (let x = 0; x < size; x++) rows.set(colourAt(x, y), y * stride + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let drawn: Buffer | undefined;
/** the one tile, drawn at the first request */
export const sandboxTile = (): Buffer => (drawn ??= drawTile());
