import { describe, expect, it } from 'vitest';
import { normalizeRequestText, requestTextFeatures } from './text-features.ts';

describe('normalizeRequestText', () => {
  it('folds case and diacritics in Latin scripts', () => {
    expect(normalizeRequestText('Fuite sous l’ÉVIER — desagüe, çelësi, ëë')).toBe(
      'fuite sous levier desague celesi ee',
    );
  });

  it('drops Hebrew vowel points and makes final letters regular', () => {
    expect(normalizeRequestText('מַיִם חַמִּים')).toBe('מימ חמימ');
    expect(normalizeRequestText('ג׳וקים')).toBe('גוקימ');
  });
});

describe('requestTextFeatures', () => {
  it('gives words, word pairs and padded letter pieces', () => {
    const features = requestTextFeatures('No heat');
    expect(features).toContain('w:no');
    expect(features).toContain('w:heat');
    expect(features).toContain('b:no heat');
    expect(features).toContain('c: he');
    expect(features).toContain('c:eat ');
  });

  it('skips one-letter words', () => {
    expect(requestTextFeatures('a')).toEqual([]);
  });
});
