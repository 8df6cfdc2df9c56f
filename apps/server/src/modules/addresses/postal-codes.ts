import type { TAddressSuggestion } from '@rentwell/contracts/properties';
import { zipCodeDataset } from './zip-code-dataset.ts';

const US_ZIP = /^\d{5}$/;
const CANADIAN_POSTAL_CODE = /^[A-Za-z]\d[A-Za-z][ -]?(\d[A-Za-z]\d)?$/;

/** City and state for a US ZIP code or a Canadian postal code, from the bundled dataset. */
export function suggestFromPostalCode(text: string): TAddressSuggestion[] {
  const code = text.trim();
  if (!US_ZIP.test(code) && !CANADIAN_POSTAL_CODE.test(code)) return [];
  const match = zipCodeDataset().lookup(code.toUpperCase());
  if (!match) return [];
  const country = match.country === 'Canada' ? 'CA' : 'US';
  const zipCode = country === 'CA' ? code.toUpperCase() : match.zip;
  const city = country === 'CA' ? (match.city.split(' (')[0] ?? match.city) : match.city;
  return [
    {
      label: `${zipCode} ${city}, ${match.state}, ${country}`,
      address: '',
      city,
      state: match.state,
      zipCode,
      country,
      source: 'postal_code',
    },
  ];
}
