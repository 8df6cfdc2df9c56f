import { type CalendarDate, daysBetween } from './calendar-date.ts';
import { minorUnitDigits } from './money.ts';

/**
 * Rent prediction: a unit's monthly rent estimated from the organization's own comparable rents (recent leases
 * and asking rents of similar units nearby, each adjusted to the unit asked about) blended with a market baseline
 * (HUD Fair Market Rents for the location and bedroom count, in US dollars). Pure: the caller loads the data.
 */

/** The unit asked about: where it is and its size. */
export type RentSubject = {
  propertyId: string;
  zipCode: string;
  city: string;
  state: string;
  currency: string;
  bedrooms: number;
  bathrooms: number;
  squareFeet: number;
};

/** A rent the organization has: a lease's monthly rent (from its start date) or a unit's asking rent. */
export type RentComparableInput = {
  id: string;
  kind: 'lease' | 'asking_rent';
  propertyId: string;
  propertyName: string;
  unitLabel: string;
  zipCode: string;
  city: string;
  state: string;
  bedrooms: number;
  bathrooms: number;
  squareFeet: number | null;
  rentMinor: number;
  currency: string;
  /** A lease's start date; for an asking rent, the day it was last set. */
  date: CalendarDate;
};

/** HUD Fair Market Rents, studio to four bedrooms, whole US dollars, for the area the unit is in. */
export type MarketBaseline = {
  level: 'zip' | 'city' | 'county';
  areaName: string;
  rents: readonly [number, number, number, number, number];
};

export type ComparableMatch = 'same_property' | 'same_zip' | 'same_city';

export type UsedComparable = RentComparableInput & {
  match: ComparableMatch;
  /** The comparable's rent moved to the subject's bedrooms, bathrooms, size and today. */
  adjustedRentMinor: number;
  /** Share of the comparables' estimate (0–1; the used comparables' weights sum to 1). */
  weight: number;
};

export type RentBaselineUsed = MarketBaseline & {
  /** The FMR for the subject's bedroom count, in cents. */
  fairMarketRentMinor: number;
  /** How far the organization's own rents sit above (or below) the FMR; 1 when no comparable is in the area. */
  scale: number;
  scaleSource: 'comparables' | 'none';
  scaledRentMinor: number;
};

export type RentPrediction =
  | {
      kind: 'estimate';
      currency: string;
      estimateMinor: number;
      lowMinor: number;
      highMinor: number;
      comparables: UsedComparable[];
      comparablesEstimateMinor: number | null;
      baseline: RentBaselineUsed | null;
      /** Blend weights of the comparables' estimate and of the baseline (they sum to 1). */
      comparablesWeight: number;
      baselineWeight: number;
    }
  | { kind: 'missing_information'; reason: 'no_data' | 'no_comparables_outside_usd' };

/** Parameters of the method, named so the explanation and the tests can point at them. */
export const RENT_PREDICTION_RULES = {
  /** Leases that started (or asking rents set) longer ago than this are not comparable. */
  recentMonths: 36,
  maxComparables: 8,
  maxBedroomDifference: 2,
  /** Yearly rent growth used to bring an older rent to today. */
  annualGrowth: 0.03,
  /** Rent change per bathroom more or less. */
  perBathroom: 0.05,
  /** Rent change per bedroom when there is no FMR to take the bedroom ratios from. */
  perBedroom: 0.12,
  /** Rent elasticity to floor area: twice the size, 2^0.4 = 1.32 times the rent. */
  sizeElasticity: 0.4,
  /** HUD's rule for five and more bedrooms: +15% of the four-bedroom FMR per bedroom beyond four. */
  fmrPerBedroomBeyondFour: 0.15,
  /** The comparables' share of the blend is n / (n + this), n their effective count. */
  baselinePriorCount: 2,
  /** The range's half-width never goes under this share of the estimate. */
  minimumSpread: 0.05,
  /** Uncertainty of the FMR baseline: as is (the 40th percentile), and once scaled to the organization's rents. */
  baselineSpread: 0.2,
  scaledBaselineSpread: 0.1,
} as const;

const CURRENCY_OF_FAIR_MARKET_RENTS = 'USD';

/** The FMR for a bedroom count, in whole dollars (five and more bedrooms by HUD's +15% per bedroom). */
export function fairMarketRentFor(rents: MarketBaseline['rents'], bedrooms: number): number {
  if (bedrooms <= 4) return rents[Math.max(0, bedrooms)] as number;
  return rents[4] * (1 + RENT_PREDICTION_RULES.fmrPerBedroomBeyondFour * (bedrooms - 4));
}

function matchOf(subject: RentSubject, comparable: RentComparableInput): ComparableMatch | null {
  if (comparable.propertyId === subject.propertyId) return 'same_property';
  const zip = subject.zipCode.trim();
  if (zip !== '' && comparable.zipCode.trim() === zip) return 'same_zip';
  const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
  if (
    subject.city.trim() !== '' &&
    sameText(comparable.city, subject.city) &&
    sameText(comparable.state, subject.state)
  )
    return 'same_city';
  return null;
}

const LOCATION_DISTANCE: Record<ComparableMatch, number> = { same_property: 0, same_zip: 0.5, same_city: 1 };

function yearsBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.max(0, daysBetween(from, to)) / 365.25;
}

/** The comparable's rent with only its age taken out (brought to today at the yearly growth). */
function rentToday(comparable: RentComparableInput, today: CalendarDate): number {
  return comparable.rentMinor * (1 + RENT_PREDICTION_RULES.annualGrowth) ** yearsBetween(comparable.date, today);
}

function bedroomFactor(subject: RentSubject, comparable: RentComparableInput, baseline: MarketBaseline | null): number {
  if (baseline) {
    return fairMarketRentFor(baseline.rents, subject.bedrooms) / fairMarketRentFor(baseline.rents, comparable.bedrooms);
  }
  return (1 + RENT_PREDICTION_RULES.perBedroom) ** (subject.bedrooms - comparable.bedrooms);
}

function sizeRatio(subject: RentSubject, comparable: RentComparableInput): number | null {
  if (!comparable.squareFeet || comparable.squareFeet <= 0 || subject.squareFeet <= 0) return null;
  return Math.min(3, Math.max(1 / 3, subject.squareFeet / comparable.squareFeet));
}

/** The comparable's rent adjusted per bedroom (FMR ratios), bathroom, square foot and age. */
export function adjustComparableRent(
  subject: RentSubject,
  comparable: RentComparableInput,
  baseline: MarketBaseline | null,
  today: CalendarDate,
): number {
  const ratio = sizeRatio(subject, comparable);
  return (
    rentToday(comparable, today) *
    bedroomFactor(subject, comparable, baseline) *
    (1 + RENT_PREDICTION_RULES.perBathroom * (subject.bathrooms - comparable.bathrooms)) *
    (ratio === null ? 1 : ratio ** RENT_PREDICTION_RULES.sizeElasticity)
  );
}

function distanceOf(
  subject: RentSubject,
  comparable: RentComparableInput,
  match: ComparableMatch,
  today: CalendarDate,
): number {
  const ratio = sizeRatio(subject, comparable);
  return (
    Math.abs(subject.bedrooms - comparable.bedrooms) +
    0.5 * Math.abs(subject.bathrooms - comparable.bathrooms) +
    (ratio === null ? 0.5 : 2 * Math.abs(Math.log(ratio))) +
    LOCATION_DISTANCE[match] +
    0.5 * yearsBetween(comparable.date, today) +
    (comparable.kind === 'asking_rent' ? 0.5 : 0)
  );
}

function roundRent(amountMinor: number, currency: string): number {
  const step = 5 * 10 ** minorUnitDigits(currency);
  return Math.round(amountMinor / step) * step;
}

function weightedMedian(values: { value: number; weight: number }[]): number {
  const sorted = [...values].sort((a, b) => a.value - b.value);
  const half = sorted.reduce((sum, entry) => sum + entry.weight, 0) / 2;
  let cumulative = 0;
  for (const entry of sorted) {
    cumulative += entry.weight;
    if (cumulative >= half) return entry.value;
  }
  return sorted.at(-1)?.value ?? 1;
}

function selectComparables(
  subject: RentSubject,
  candidates: readonly RentComparableInput[],
  baseline: MarketBaseline | null,
  today: CalendarDate,
): UsedComparable[] {
  const oldest = RENT_PREDICTION_RULES.recentMonths / 12;
  const scored = candidates.flatMap((comparable) => {
    const match = matchOf(subject, comparable);
    if (
      !match ||
      comparable.currency !== subject.currency ||
      comparable.rentMinor <= 0 ||
      comparable.date > today ||
      yearsBetween(comparable.date, today) > oldest ||
      Math.abs(comparable.bedrooms - subject.bedrooms) > RENT_PREDICTION_RULES.maxBedroomDifference
    ) {
      return [];
    }
    const closeness = 1 / (1 + distanceOf(subject, comparable, match, today)) ** 2;
    return [{ comparable, match, closeness }];
  });
  const chosen = scored
    .sort((a, b) => b.closeness - a.closeness || a.comparable.id.localeCompare(b.comparable.id))
    .slice(0, RENT_PREDICTION_RULES.maxComparables);
  const total = chosen.reduce((sum, entry) => sum + entry.closeness, 0);
  return chosen.map(({ comparable, match, closeness }) => ({
    ...comparable,
    match,
    adjustedRentMinor: Math.round(adjustComparableRent(subject, comparable, baseline, today)),
    weight: closeness / total,
  }));
}

/** The FMR scaled by how the organization's rents in the same area compare with it. */
function scaleBaseline(
  subject: RentSubject,
  baseline: MarketBaseline,
  comparables: readonly UsedComparable[],
  today: CalendarDate,
): RentBaselineUsed {
  const fairMarketRentMinor = Math.round(fairMarketRentFor(baseline.rents, subject.bedrooms) * 100);
  const inArea = comparables.filter((comparable) => comparable.match !== 'same_city');
  const scale =
    inArea.length > 0
      ? weightedMedian(
          inArea.map((comparable) => ({
            value: rentToday(comparable, today) / (fairMarketRentFor(baseline.rents, comparable.bedrooms) * 100),
            weight: comparable.weight,
          })),
        )
      : 1;
  return {
    ...baseline,
    fairMarketRentMinor,
    scale: Math.round(scale * 1000) / 1000,
    scaleSource: inArea.length > 0 ? 'comparables' : 'none',
    scaledRentMinor: Math.round(fairMarketRentMinor * scale),
  };
}

/**
 * Estimates the subject's monthly rent with a range. The FMR baseline is used only for a property priced in US
 * dollars (it is a US-dollar table); with no comparable and no baseline there is no estimate.
 */
export function predictRent(
  subject: RentSubject,
  candidates: readonly RentComparableInput[],
  marketBaseline: MarketBaseline | null,
  today: CalendarDate,
): RentPrediction {
  const baseline = subject.currency === CURRENCY_OF_FAIR_MARKET_RENTS ? marketBaseline : null;
  const comparables = selectComparables(subject, candidates, baseline, today);
  if (comparables.length === 0 && !baseline) {
    return {
      kind: 'missing_information',
      reason: subject.currency === CURRENCY_OF_FAIR_MARKET_RENTS ? 'no_data' : 'no_comparables_outside_usd',
    };
  }

  let comparablesEstimate: number | null = null;
  let comparablesSpread = 0;
  let effectiveCount = 0;
  if (comparables.length > 0) {
    comparablesEstimate = comparables.reduce((sum, entry) => sum + entry.weight * entry.adjustedRentMinor, 0);
    const mean = comparablesEstimate;
    const variance = comparables.reduce((sum, entry) => sum + entry.weight * (entry.adjustedRentMinor - mean) ** 2, 0);
    comparablesSpread = Math.sqrt(variance) / mean;
    effectiveCount = 1 / comparables.reduce((sum, entry) => sum + entry.weight ** 2, 0);
  }

  const baselineUsed = baseline ? scaleBaseline(subject, baseline, comparables, today) : null;
  const comparablesWeight = baselineUsed
    ? effectiveCount / (effectiveCount + RENT_PREDICTION_RULES.baselinePriorCount)
    : 1;
  const baselineWeight = 1 - comparablesWeight;
  const estimate =
    comparablesWeight * (comparablesEstimate ?? 0) + baselineWeight * (baselineUsed?.scaledRentMinor ?? 0);

  const baselineSpread =
    baselineUsed?.scaleSource === 'comparables'
      ? RENT_PREDICTION_RULES.scaledBaselineSpread
      : RENT_PREDICTION_RULES.baselineSpread;
  const comparablesUncertainty = Math.max(comparablesSpread, RENT_PREDICTION_RULES.minimumSpread);
  const spread = Math.max(
    RENT_PREDICTION_RULES.minimumSpread,
    comparablesWeight * comparablesUncertainty + baselineWeight * baselineSpread,
  );

  const round = (amount: number) => roundRent(amount, subject.currency);
  return {
    kind: 'estimate',
    currency: subject.currency,
    estimateMinor: round(estimate),
    lowMinor: round(estimate * (1 - spread)),
    highMinor: round(estimate * (1 + spread)),
    comparables,
    comparablesEstimateMinor: comparablesEstimate === null ? null : round(comparablesEstimate),
    baseline: baselineUsed,
    comparablesWeight: Math.round(comparablesWeight * 1000) / 1000,
    baselineWeight: Math.round(baselineWeight * 1000) / 1000,
  };
}

/** Median absolute percentage error of predictions against actual rents (0.08 = 8%). */
export function medianAbsolutePercentageError(pairs: readonly { predicted: number; actual: number }[]): number {
  const errors = pairs
    .filter((pair) => pair.actual > 0)
    .map((pair) => Math.abs(pair.predicted - pair.actual) / pair.actual)
    .sort((a, b) => a - b);
  if (errors.length === 0) return Number.NaN;
  const middle = Math.floor(errors.length / 2);
  return errors.length % 2 === 1
    ? (errors[middle] as number)
    : ((errors[middle - 1] as number) + (errors[middle] as number)) / 2;
}
