import { deflateSync } from 'node:zlib';

/**
 * The extension's icon, drawn at build time in the app favicon's shape (apps/web/public/favicon.svg: a house on a
 * rounded indigo square, on a 32-unit grid), as the PNGs Chrome requires for manifest icons.
 */
const BRAND: readonly [number, number, number] = [0x4f, 0x46, 0xe5];
const HOUSE: readonly (readonly [number, number])[] = [
  [8, 15.2],
  [16, 8.5],
  [24, 15.2],
  [24, 25],
  [18.5, 25],
  [18.5, 19.5],
  [13.5, 19.5],
  [13.5, 25],
  [8, 25],
];
const CORNER = 8;
const SAMPLES = 4;

function insideRoundedSquare(x: number, y: number): boolean {
  const dx = Math.max(CORNER - x, x - (32 - CORNER), 0);
  const dy = Math.max(CORNER - y, y - (32 - CORNER), 0);
  return dx * dx + dy * dy <= CORNER * CORNER;
}

function insideHouse(x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = HOUSE.length - 1; i < HOUSE.length; j = i, i += 1) {
    const [xi, yi] = HOUSE[i] ?? [0, 0];
    const [xj, yj] = HOUSE[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The icon as an 8-bit RGBA PNG of `size` × `size` pixels, edges smoothed by supersampling. */
export function iconPng(size: number): Buffer {
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px += 1) {
      let square = 0;
      let house = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = ((px + (sx + 0.5) / SAMPLES) / size) * 32;
          const y = ((py + (sy + 0.5) / SAMPLES) / size) * 32;
          if (!insideRoundedSquare(x, y)) continue;
          square += 1;
          if (insideHouse(x, y)) house += 1;
        }
      }
      const total = SAMPLES * SAMPLES;
      const white = square === 0 ? 0 : house / square;
      const offset = 1 + px * 4;
      for (const [channel, value] of BRAND.entries()) row[offset + channel] = Math.round(value + (255 - value) * white);
      row[offset + 3] = Math.round((square / total) * 255);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
