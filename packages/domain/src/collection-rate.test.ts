import { describe, expect, it } from 'vitest';
import { collectionRate } from './collection-rate.ts';

describe('collectionRate', () => {
  it('divides what was received against the charges by what they asked', () => {
    // Three charges of $1,000.00 fell due; $1,000.00 + $500.00 received against them: 1,500 / 3,000 = 50%.
    expect(collectionRate(100_000 + 50_000, 3 * 100_000)).toBe(0.5);
  });

  it('is 1 when everything was received and 0 when nothing was', () => {
    expect(collectionRate(240_000, 240_000)).toBe(1);
    expect(collectionRate(0, 240_000)).toBe(0);
  });

  it('has no value when nothing fell due', () => {
    expect(collectionRate(0, 0)).toBeNull();
    expect(collectionRate(5_000, 0)).toBeNull();
  });

  it('never exceeds 1 when a charge was overpaid', () => {
    expect(collectionRate(110_000, 100_000)).toBe(1);
  });
});
