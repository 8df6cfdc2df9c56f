import { describe, expect, it } from 'vitest';
import {
  adjustComparableRent,
  fairMarketRentFor,
  type MarketBaseline,
  medianAbsolutePercentageError,
  predictRent,
  type RentComparableInput,
  type RentSubject,
} from './rent-prediction.ts';

const TODAY = '2026-06-01';
const BASELINE: MarketBaseline = { level: 'zip', areaName: '97209', rents: [1000, 1200, 1500, 2000, 2400] };

const subject: RentSubject = {
  propertyId: 'harbor',
  zipCode: '97209',
  city: 'Portland',
  state: 'OR',
  currency: 'USD',
  bedrooms: 2,
  bathrooms: 1,
  squareFeet: 800,
};

function comparable(overrides: Partial<RentComparableInput> = {}): RentComparableInput {
  return {
    id: 'lease-1',
    kind: 'lease',
    propertyId: 'harbor',
    propertyName: 'Harbor View',
    unitLabel: '101',
    zipCode: '97209',
    city: 'Portland',
    state: 'OR',
    bedrooms: 2,
    bathrooms: 1,
    squareFeet: 800,
    rentMinor: 180_000,
    currency: 'USD',
    date: TODAY,
    ...overrides,
  };
}

describe('fairMarketRentFor', () => {
  it('reads studio to four bedrooms from the table and adds 15% of the four-bedroom FMR per bedroom beyond', () => {
    expect(fairMarketRentFor(BASELINE.rents, 0)).toBe(1000);
    expect(fairMarketRentFor(BASELINE.rents, 2)).toBe(1500);
    expect(fairMarketRentFor(BASELINE.rents, 5)).toBeCloseTo(2760);
    expect(fairMarketRentFor(BASELINE.rents, 6)).toBeCloseTo(3120);
  });
});

describe('adjustComparableRent', () => {
  it('moves a one-bedroom rent to two bedrooms by the FMR ratio', () => {
    // 1,200 → 1,500 is +25%: $1,200 becomes $1,500.
    const oneBedroom = comparable({ bedrooms: 1, rentMinor: 120_000 });
    expect(adjustComparableRent(subject, oneBedroom, BASELINE, TODAY)).toBeCloseTo(150_000);
  });

  it('scales by floor area with an elasticity of 0.4, and by 5% per bathroom', () => {
    const half = comparable({ squareFeet: 400, rentMinor: 100_000 });
    expect(adjustComparableRent(subject, half, null, TODAY)).toBeCloseTo(100_000 * 2 ** 0.4);
    const twoBaths = comparable({ bathrooms: 2, rentMinor: 100_000 });
    expect(adjustComparableRent(subject, twoBaths, null, TODAY)).toBeCloseTo(95_000);
  });

  it('brings an older rent to today at 3% a year, and uses 12% per bedroom without an FMR', () => {
    const older = comparable({ date: '2024-06-01', rentMinor: 100_000 });
    expect(adjustComparableRent(subject, older, null, TODAY) / 100_000).toBeCloseTo(1.03 ** (730 / 365.25), 6);
    const threeBedrooms = comparable({ bedrooms: 3, rentMinor: 112_000 });
    expect(adjustComparableRent(subject, threeBedrooms, null, TODAY)).toBeCloseTo(100_000);
  });
});

describe('predictRent', () => {
  it('gives the FMR as is, ±20%, when the organization has no comparable', () => {
    const prediction = predictRent(subject, [], BASELINE, TODAY);
    expect(prediction).toMatchObject({
      kind: 'estimate',
      estimateMinor: 150_000,
      lowMinor: 120_000,
      highMinor: 180_000,
      comparables: [],
      comparablesEstimateMinor: null,
      comparablesWeight: 0,
      baselineWeight: 1,
      baseline: { fairMarketRentMinor: 150_000, scale: 1, scaleSource: 'none', scaledRentMinor: 150_000 },
    });
  });

  it('scales the FMR to the organization’s rents in the area and blends one comparable at one third', () => {
    // The lease is 1.2 × the FMR, so the baseline becomes $1,800; the comparable says $1,800 as well.
    // Spread: 1/3 × 5% + 2/3 × 10% = 8.33%: $1,650 to $1,950.
    const prediction = predictRent(subject, [comparable()], BASELINE, TODAY);
    expect(prediction).toMatchObject({
      kind: 'estimate',
      estimateMinor: 180_000,
      lowMinor: 165_000,
      highMinor: 195_000,
      comparablesEstimateMinor: 180_000,
      comparablesWeight: 0.333,
      baseline: { scale: 1.2, scaleSource: 'comparables', scaledRentMinor: 180_000 },
    });
  });

  it('uses comparables alone for a property outside US dollars, and ignores rents in another currency', () => {
    const euro = { ...subject, currency: 'EUR' };
    const prediction = predictRent(
      euro,
      [comparable({ currency: 'EUR', rentMinor: 150_000 }), comparable({ id: 'usd', rentMinor: 400_000 })],
      BASELINE,
      TODAY,
    );
    expect(prediction).toMatchObject({
      kind: 'estimate',
      currency: 'EUR',
      estimateMinor: 150_000,
      lowMinor: 142_500,
      highMinor: 157_500,
      baseline: null,
      comparablesWeight: 1,
    });
    if (prediction.kind === 'estimate') expect(prediction.comparables.map((entry) => entry.id)).toEqual(['lease-1']);
  });

  it('weights the closer comparable more and keeps the adjusted rents it used', () => {
    const near = comparable({ id: 'near', rentMinor: 200_000 });
    const far = comparable({ id: 'far', propertyId: 'other', zipCode: '97214', bedrooms: 4, rentMinor: 160_000 });
    const prediction = predictRent(subject, [far, near], null, TODAY);
    if (prediction.kind !== 'estimate') throw new Error('expected an estimate');
    const [first, second] = prediction.comparables;
    expect(first).toMatchObject({ id: 'near', match: 'same_property', adjustedRentMinor: 200_000 });
    expect(second).toMatchObject({ id: 'far', match: 'same_city' });
    expect(second?.adjustedRentMinor).toBe(Math.round(160_000 / 1.12 ** 2));
    expect((first?.weight ?? 0) + (second?.weight ?? 0)).toBeCloseTo(1);
    expect(first?.weight).toBeGreaterThan(second?.weight ?? 1);
  });

  it('leaves out rents from another city, older than three years, in the future or three bedrooms away', () => {
    const prediction = predictRent(
      subject,
      [
        comparable({ id: 'seattle', propertyId: 'x', zipCode: '98101', city: 'Seattle', state: 'WA' }),
        comparable({ id: 'old', date: '2023-05-01' }),
        comparable({ id: 'future', date: '2026-07-01' }),
        comparable({ id: 'big', bedrooms: 5 }),
      ],
      null,
      TODAY,
    );
    expect(prediction).toEqual({ kind: 'missing_information', reason: 'no_data' });
  });

  it('says what is missing when there is neither a comparable nor an FMR', () => {
    expect(predictRent(subject, [], null, TODAY)).toEqual({ kind: 'missing_information', reason: 'no_data' });
    expect(predictRent({ ...subject, currency: 'EUR' }, [], BASELINE, TODAY)).toEqual({
      kind: 'missing_information',
      reason: 'no_comparables_outside_usd',
    });
  });
});

describe('medianAbsolutePercentageError', () => {
  it('takes the median of the absolute percentage errors', () => {
    expect(
      medianAbsolutePercentageError([
        { predicted: 110, actual: 100 },
        { predicted: 95, actual: 100 },
        { predicted: 150, actual: 100 },
      ]),
    ).toBeCloseTo(0.1);
    expect(medianAbsolutePercentageError([])).toBeNaN();
  });
});
