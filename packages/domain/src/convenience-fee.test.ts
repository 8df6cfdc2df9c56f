import { describe, expect, it } from 'vitest';
import { convenienceFeeOf } from './convenience-fee.ts';

describe('convenienceFeeOf', () => {
  it('takes the basis points of the amount, rounding half a cent up', () => {
    expect(convenienceFeeOf(120_000, 250)).toBe(3_000);
    expect(convenienceFeeOf(1_050, 100)).toBe(11);
    expect(convenienceFeeOf(1_049, 100)).toBe(10);
    expect(convenienceFeeOf(120_000, 0)).toBe(0);
  });
});
