import { describe, expect, it, vi } from 'vitest';
import { memoizeCompression } from './compression-memo.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('memoizeCompression', () => {
  it('compresses the same answer once per coding, sharing a compression in flight', async () => {
    const compress = vi.fn(async (body: Uint8Array, coding: 'br' | 'gzip') => Buffer.from(`${coding}:${body.length}`));
    const memo = memoizeCompression(compress);
    const [first, second] = await Promise.all([memo(bytes('{"a":1}'), 'br'), memo(bytes('{"a":1}'), 'br')]);
    expect(first).toBe(second);
    expect(compress).toHaveBeenCalledTimes(1);
    await memo(bytes('{"a":1}'), 'gzip');
    await memo(bytes('{"a":2}'), 'br');
    expect(compress).toHaveBeenCalledTimes(3);
    expect((await memo(bytes('{"a":2}'), 'br')).toString()).toBe('br:7');
    expect(compress).toHaveBeenCalledTimes(3);
  });

  it('forgets the least recently used answers beyond its bound, and failed compressions', async () => {
    const compress = vi.fn(async (body: Uint8Array) => {
      if (body.length === 0) throw new Error('nothing to compress');
      return Buffer.from(body);
    });
    const memo = memoizeCompression(compress);
    for (let index = 0; index <= 128; index++) await memo(bytes(`answer ${index}`), 'br');
    expect(compress).toHaveBeenCalledTimes(129);
    await memo(bytes('answer 128'), 'br');
    expect(compress).toHaveBeenCalledTimes(129);
    await memo(bytes('answer 0'), 'br');
    expect(compress).toHaveBeenCalledTimes(130);
    await expect(memo(bytes(''), 'br')).rejects.toThrow('nothing to compress');
    await expect(memo(bytes(''), 'br')).rejects.toThrow('nothing to compress');
    expect(compress).toHaveBeenCalledTimes(132);
  });
});
