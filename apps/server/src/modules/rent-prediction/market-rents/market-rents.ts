import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { MarketBaseline } from '@rentwell/domain/rent-prediction';
import { zipCodeDataset } from '../../addresses/zip-code-dataset.ts';

type Rents = MarketBaseline['rents'];

/** The bundled HUD FY2026 Fair Market Rents (`fy2026.json.gz`, made by `scripts/generate-market-rents.ts`). */
export type MarketRentTable = {
  source: string;
  effectiveDate: string;
  zips: Record<string, Rents>;
  counties: Record<string, { name: string; area: string; rents: Rents }>;
  zipCounties: Record<string, string>;
};

export const MARKET_RENTS_FISCAL_YEAR = 2026;

/** HUD publishes FMRs for the states, DC and these territories (properties there may carry their own code). */
const FMR_COUNTRIES = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP']);

let loading: Promise<MarketRentTable> | null = null;

/** Reads and unpacks the table on first use only (about 3 MB in memory), then keeps it. */
export function loadMarketRents(): Promise<MarketRentTable> {
  loading ??= readFile(new URL('./fy2026.json.gz', import.meta.url))
    .then((compressed) => promisify(gunzip)(compressed))
    .then((json) => JSON.parse(json.toString('utf8')) as MarketRentTable)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

function medianRents(rows: readonly Rents[]): Rents {
  return [0, 1, 2, 3, 4].map((bedrooms) => {
    const sorted = rows.map((row) => row[bedrooms] as number).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
  }) as unknown as Rents;
}

type MarketLocation = { zipCode: string; city: string; state: string; country: string };

/**
 * The FMRs where a property is: its ZIP code's Small Area FMR; else its ZIP's county FMR; else the median of the
 * Small Area FMRs of its city's ZIP codes (the bundled `zipcodes` list). Null outside the United States.
 */
export function marketBaselineFor(table: MarketRentTable, location: MarketLocation): MarketBaseline | null {
  if (!FMR_COUNTRIES.has(location.country)) return null;
  const zip = location.zipCode.trim().slice(0, 5);
  const zipRents = table.zips[zip];
  if (zipRents) return { level: 'zip', areaName: zip, rents: zipRents };
  const county = table.counties[table.zipCounties[zip] ?? ''];
  if (county) return { level: 'county', areaName: county.name, rents: county.rents };
  const city = location.city.trim();
  const state = location.state.trim().toUpperCase();
  if (city === '' || !/^[A-Z]{2}$/.test(state)) return null;
  const cityRents = zipCodeDataset()
    .lookupByName(city, state)
    .flatMap((place) => {
      const rents = table.zips[String(place.zip)];
      return rents ? [rents] : [];
    });
  if (cityRents.length === 0) return null;
  return { level: 'city', areaName: `${city}, ${state}`, rents: medianRents(cityRents) };
}
