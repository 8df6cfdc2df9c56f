import { describe, expect, it } from 'vitest';
import { readAmount, readPercent, readTermYears } from './calculator-inputs.ts';

describe('readAmount', () => {
  it('reads typed amounts in minor units', () => {
    expect(readAmount('1,250.50', 'USD')).toEqual({ value: 125_050 });
    expect(readAmount('1250,5', 'EUR')).toEqual({ value: 125_050 });
    expect(readAmount('1500', 'JPY')).toEqual({ value: 1500 });
  });

  it('waits for a required field, takes an empty optional one as 0, and names what is wrong', () => {
    expect(readAmount(' ', 'USD', { isRequired: true })).toEqual({ missing: true });
    expect(readAmount('', 'USD')).toEqual({ value: 0 });
    expect(readAmount('12abc', 'USD')).toEqual({ error: 'invalidAmount' });
    expect(readAmount('-5', 'USD')).toEqual({ error: 'invalidAmount' });
    expect(readAmount('100000001', 'USD')).toEqual({ error: 'invalidAmount' });
    expect(readAmount('0', 'USD', { isPositive: true })).toEqual({ error: 'amountTooSmall' });
  });
});

describe('readPercent', () => {
  it('reads percentages as fractions, with a point or a comma', () => {
    expect(readPercent('6.5')).toEqual({ value: 0.065 });
    expect(readPercent('6,5 %')).toEqual({ value: 0.065 });
    expect(readPercent('0')).toEqual({ value: 0 });
    expect(readPercent('100')).toEqual({ value: 1 });
    expect(readPercent('')).toEqual({ value: 0 });
    expect(readPercent('', { isRequired: true })).toEqual({ missing: true });
  });

  it('refuses what is not a percentage from 0 to 100', () => {
    for (const text of ['-1', '100.5', 'abc', '1.2.3', 'NaN', 'Infinity', '1e3']) {
      expect(readPercent(text)).toEqual({ error: 'invalidPercent' });
    }
  });
});

describe('readTermYears', () => {
  it('takes whole years from 1 to 50', () => {
    expect(readTermYears('30')).toEqual({ value: 30 });
    expect(readTermYears('')).toEqual({ missing: true });
    for (const text of ['0', '51', '2.5', '-3', 'ten']) expect(readTermYears(text)).toEqual({ error: 'invalidTerm' });
  });
});
