import { describe, expect, it } from 'vitest';
import { minorToMajor, minorUnitDigits, parseAmountToMinor } from './money.ts';

describe('minorUnitDigits', () => {
  it('knows the currencies of the world', () => {
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('EUR')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('KWD')).toBe(3);
  });
});

describe('parseAmountToMinor', () => {
  it.each([
    ['1250', 'USD', 125000],
    ['1,250.50', 'USD', 125050],
    ['1.250,50', 'EUR', 125050],
    ['1 250,5', 'EUR', 125050],
    ['0.99', 'USD', 99],
    ['-12.30', 'USD', -1230],
    ['1,250', 'USD', 125000],
    ['1500', 'JPY', 1500],
    ['1,500', 'JPY', 1500],
    ['12.345', 'KWD', 12345],
  ])('%s %s → %i', (input, currency, expected) => {
    expect(parseAmountToMinor(input, currency)).toBe(expected);
  });

  it.each(['', 'abc', '12a', '--1', '1e5'])('refuses %j', (input) => {
    expect(parseAmountToMinor(input, 'USD')).toBeNull();
  });
});

describe('minorToMajor', () => {
  it('divides by the currency’s minor unit', () => {
    expect(minorToMajor(12345, 'USD')).toBe(123.45);
    expect(minorToMajor(1500, 'JPY')).toBe(1500);
  });
});
