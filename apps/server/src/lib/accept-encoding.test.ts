import { describe, expect, it } from 'vitest';
import { acceptableContentCodings, negotiateContentCoding } from './accept-encoding.ts';

describe('negotiateContentCoding', () => {
  it('prefers brotli when both are accepted equally', () => {
    expect(negotiateContentCoding('gzip, deflate, br, zstd')).toBe('br');
  });

  it('takes gzip when brotli is not offered or refused', () => {
    expect(negotiateContentCoding('gzip, deflate')).toBe('gzip');
    expect(negotiateContentCoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateContentCoding('x-gzip')).toBe('gzip');
  });

  it('follows q-values', () => {
    expect(negotiateContentCoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(negotiateContentCoding('br;q=1.0, gzip;q=0.5')).toBe('br');
  });

  it('reads * as every coding not named', () => {
    expect(negotiateContentCoding('*')).toBe('br');
    expect(negotiateContentCoding('br;q=0, *')).toBe('gzip');
  });

  it('answers identity when nothing we produce is acceptable', () => {
    expect(negotiateContentCoding(undefined)).toBeNull();
    expect(negotiateContentCoding('')).toBeNull();
    expect(negotiateContentCoding('identity')).toBeNull();
    expect(negotiateContentCoding('deflate, zstd')).toBeNull();
    expect(negotiateContentCoding('gzip;q=0, br;q=0')).toBeNull();
    expect(negotiateContentCoding('*;q=0')).toBeNull();
  });

  it('lists every acceptable coding, best first', () => {
    expect(acceptableContentCodings('gzip, br')).toEqual(['br', 'gzip']);
    expect(acceptableContentCodings('br;q=0.5, gzip')).toEqual(['gzip', 'br']);
    expect(acceptableContentCodings('br')).toEqual(['br']);
  });
});
