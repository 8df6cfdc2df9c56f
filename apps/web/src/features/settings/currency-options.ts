import { currencyNames } from '../../lib/localized-intl.ts';

/** Used when the runtime cannot list its currencies (`Intl.supportedValuesOf` is missing). */
const FALLBACK_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'JPY', 'ILS', 'ALL', 'MXN'];

/** Historic currencies read like 'Afghan Afghani (1927–2002)' in English: they are left out of the list. */
const HISTORIC = /\(\d{4}/;

function isoCurrencies(): string[] {
  try {
    return Intl.supportedValuesOf('currency');
  } catch {
    return FALLBACK_CURRENCIES;
  }
}

export type TCurrencyOption = { code: string; label: string };

/**
 * Every current ISO 4217 currency with its name in the interface language ('Euro (EUR)'), sorted by name; `keep`
 * (the saved choice) is always in the list.
 */
export function currencyOptions(language: string, keep: string): TCurrencyOption[] {
  const english = new Intl.DisplayNames(['en'], { type: 'currency', fallback: 'code' });
  const names = currencyNames(language);
  const collator = new Intl.Collator(language);
  const codes = new Set(isoCurrencies().filter((code) => !HISTORIC.test(english.of(code) ?? '')));
  codes.add(keep);
  return [...codes]
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ code, name }) => ({ code, label: name === code ? code : `${name} (${code})` }));
}
