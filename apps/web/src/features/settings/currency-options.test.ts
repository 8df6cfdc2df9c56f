import { describe, expect, it } from 'vitest';
import { currencyOptions } from './currency-options.ts';

describe('currency options', () => {
  it('names every current ISO currency in the interface language, sorted by name', () => {
    const english = currencyOptions('en', 'USD');
    expect(english).toContainEqual({ code: 'EUR', label: 'Euro (EUR)' });
    expect(english).toContainEqual({ code: 'ALL', label: 'Albanian Lek (ALL)' });
    const labels = english.map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('en').compare));
    expect(currencyOptions('fr', 'USD')).toContainEqual({ code: 'USD', label: 'dollar des États-Unis (USD)' });
  });

  it('leaves out historic currencies but always keeps the saved one', () => {
    const codes = currencyOptions('en', 'USD').map((option) => option.code);
    expect(codes).not.toContain('DEM');
    expect(codes).toContain('USD');
    expect(currencyOptions('en', 'DEM').map((option) => option.code)).toContain('DEM');
  });
});
