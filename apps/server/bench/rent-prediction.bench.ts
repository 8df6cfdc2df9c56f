import { addDays } from '@rentwell/domain/calendar-date';
import {
  fairMarketRentFor,
  medianAbsolutePercentageError,
  predictRent,
  type RentComparableInput,
} from '@rentwell/domain/rent-prediction';
import {
  loadMarketRents,
  type MarketRentTable,
  marketBaselineFor,
} from '../src/modules/rent-prediction/market-rents/market-rents.ts';
import { createDemoRandom } from '../src/seed/demo-random.ts';

const PLACES = [
  { zipCode: '97209', city: 'Portland', state: 'OR' },
  { zipCode: '97214', city: 'Portland', state: 'OR' },
  { zipCode: '97205', city: 'Portland', state: 'OR' },
  { zipCode: '97212', city: 'Portland', state: 'OR' },
  { zipCode: '60601', city: 'Chicago', state: 'IL' },
  { zipCode: '60614', city: 'Chicago', state: 'IL' },
  { zipCode: '77005', city: 'Houston', state: 'TX' },
  { zipCode: '76437', city: 'Cisco', state: 'TX' },
] as const;

const TODAY = '2026-06-01';
const TYPICAL_SQUARE_FEET = [450, 650, 900, 1_150, 1_400];

/**
 * A synthetic portfolio whose rents follow a market the estimator does not know: each ZIP sits 0.9–1.5 times its FMR,
 * each building has its own quality (±12%), rent grows 2.5% a year, with size elasticity 0.3, 4% per bathroom and 7%
 * noise per lease. Seeded, so every run measures the same leases.
 */
function syntheticLeases(table: MarketRentTable): RentComparableInput[] {
  const random = createDemoRandom(17);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  const leases: RentComparableInput[] = [];
  for (const [placeIndex, place] of PLACES.entries()) {
    const baseline = marketBaselineFor(table, { ...place, country: 'US' });
    if (!baseline) throw new Error(`No FMR for ${place.zipCode}`);
    const premium = 0.9 + 0.6 * random.next();
    for (let building = 0; building < 3; building++) {
      const propertyId = `p${placeIndex}-${building}`;
      const quality = 0.88 + 0.24 * random.next();
      for (let unit = 0; unit < 8; unit++) {
        const bedrooms = random.integer(0, 4);
        const bathrooms = Math.max(1, Math.min(3, Math.round(bedrooms / 2 + random.next()) || 1));
        const squareFeet = Math.round((TYPICAL_SQUARE_FEET[bedrooms] as number) * (0.75 + 0.5 * random.next()));
        const date = addDays(TODAY, -random.integer(0, 3 * 365));
        const years = (Date.parse(TODAY) - Date.parse(date)) / (365.25 * 86_400_000);
        const rent =
          fairMarketRentFor(baseline.rents, bedrooms) *
          100 *
          premium *
          quality *
          (squareFeet / (TYPICAL_SQUARE_FEET[bedrooms] as number)) ** 0.3 *
          (1 + 0.04 * (bathrooms - 1)) *
          1.025 ** -years *
          Math.exp(0.07 * normal());
        leases.push({
          id: `${propertyId}-u${unit}`,
          kind: 'lease',
          propertyId,
          propertyName: propertyId,
          unitLabel: String(unit),
          ...place,
          bedrooms,
          bathrooms,
          squareFeet,
          rentMinor: Math.round(rent / 100) * 100,
          currency: 'USD',
          date,
        });
      }
    }
  }
  return leases;
}

/**
 * Rent prediction error on held-out leases: each lease of a synthetic portfolio is predicted as of its start date
 * from the other leases known by then (leave-one-out) and the bundled HUD FMRs.
 */
export async function benchmarkRentPrediction(): Promise<string[]> {
  const table = await loadMarketRents();
  const leases = syntheticLeases(table);
  const pairs: { predicted: number; actual: number }[] = [];
  const baselineOnly: { predicted: number; actual: number }[] = [];
  let inRange = 0;
  for (const held of leases) {
    const baseline = marketBaselineFor(table, { ...held, country: 'US' });
    const subject = { ...held, currency: 'USD', squareFeet: held.squareFeet ?? 0 };
    const others = leases.filter((lease) => lease.id !== held.id);
    const prediction = predictRent(subject, others, baseline, held.date);
    if (prediction.kind !== 'estimate') continue;
    pairs.push({ predicted: prediction.estimateMinor, actual: held.rentMinor });
    if (prediction.lowMinor <= held.rentMinor && held.rentMinor <= prediction.highMinor) inRange++;
    const alone = predictRent(subject, [], baseline, held.date);
    if (alone.kind === 'estimate') baselineOnly.push({ predicted: alone.estimateMinor, actual: held.rentMinor });
  }
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  return [
    '',
    `Rent prediction, leave-one-out over ${leases.length} synthetic leases in ${PLACES.length} ZIP codes (HUD FY2026 FMRs):`,
    `  median absolute percentage error            ${percent(medianAbsolutePercentageError(pairs))} (${pairs.length} predicted)`,
    `  the FMR alone, unscaled                     ${percent(medianAbsolutePercentageError(baselineOnly))}`,
    `  actual rent inside the predicted range      ${percent(inRange / Math.max(1, pairs.length))}`,
  ];
}
