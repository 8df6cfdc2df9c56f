// @vitest-environment node
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { iconPng } from './icon-png.ts';

describe('iconPng', () => {
  it('draws an RGBA PNG of the size asked: transparent corners, indigo square, white house', () => {
    const png = iconPng(32);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBe(32);
    expect(png.readUInt32BE(20)).toBe(32);
    const idatLength = png.readUInt32BE(33);
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    const pixel = (x: number, y: number) => [...pixels.subarray(y * 129 + 1 + x * 4, y * 129 + 1 + x * 4 + 4)];
    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(4, 16)).toEqual([0x4f, 0x46, 0xe5, 255]);
    expect(pixel(10, 22)).toEqual([255, 255, 255, 255]);
  });
});
