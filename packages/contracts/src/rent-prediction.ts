import { z } from 'zod';
import { ZComputedFrom, ZNarrativeSource } from './ai-insights.ts';
import { ZCalendarDate } from './calendar.ts';

/** The messages of the rent-prediction form; the web shows them translated (`rentPrediction.errors.*`). */
export const RENT_PREDICTION_ERROR_MESSAGES = {
  fillInAllFields: 'Please fill in all fields',
  bedrooms: 'Bedrooms must be a whole number from 0 to 20',
  bathrooms: 'Bathrooms must be from 0 to 20, in halves',
  squareFeet: 'Square feet must be a whole number from 1 to 100,000',
} as const;

export const RENT_PREDICTION_LIMITS = { maxBedrooms: 20, maxBathrooms: 20, maxSquareFeet: 100_000 } as const;

const fill = { error: RENT_PREDICTION_ERROR_MESSAGES.fillInAllFields };

export const ZRentPredictionRequest = z.object({
  propertyId: z.string(fill).trim().min(1, fill),
  bedrooms: z
    .number(fill)
    .int({ error: RENT_PREDICTION_ERROR_MESSAGES.bedrooms })
    .min(0, { error: RENT_PREDICTION_ERROR_MESSAGES.bedrooms })
    .max(RENT_PREDICTION_LIMITS.maxBedrooms, { error: RENT_PREDICTION_ERROR_MESSAGES.bedrooms }),
  bathrooms: z
    .number(fill)
    .min(0, { error: RENT_PREDICTION_ERROR_MESSAGES.bathrooms })
    .max(RENT_PREDICTION_LIMITS.maxBathrooms, { error: RENT_PREDICTION_ERROR_MESSAGES.bathrooms })
    .multipleOf(0.5, { error: RENT_PREDICTION_ERROR_MESSAGES.bathrooms }),
  squareFeet: z
    .number(fill)
    .int({ error: RENT_PREDICTION_ERROR_MESSAGES.squareFeet })
    .min(1, { error: RENT_PREDICTION_ERROR_MESSAGES.squareFeet })
    .max(RENT_PREDICTION_LIMITS.maxSquareFeet, { error: RENT_PREDICTION_ERROR_MESSAGES.squareFeet }),
});
export type TRentPredictionRequest = z.infer<typeof ZRentPredictionRequest>;

export const ZRentComparable = z.object({
  id: z.string(),
  kind: z.enum(['lease', 'asking_rent']),
  propertyId: z.string(),
  propertyName: z.string(),
  unitLabel: z.string(),
  match: z.enum(['same_property', 'same_zip', 'same_city']),
  bedrooms: z.number().int(),
  bathrooms: z.number(),
  squareFeet: z.number().int().nullable(),
  rentMinor: z.number().int(),
  adjustedRentMinor: z.number().int(),
  weight: z.number(),
  date: ZCalendarDate,
});
export type TRentComparable = z.infer<typeof ZRentComparable>;

export const ZRentBaseline = z.object({
  level: z.enum(['zip', 'city', 'county']),
  areaName: z.string(),
  fairMarketRentMinor: z.number().int(),
  scale: z.number(),
  scaleSource: z.enum(['comparables', 'none']),
  scaledRentMinor: z.number().int(),
  /** HUD's fiscal year and the day its figures took effect. */
  fiscalYear: z.number().int(),
  effectiveDate: ZCalendarDate,
});
export type TRentBaseline = z.infer<typeof ZRentBaseline>;

const ZRentPredictionSubject = z.object({
  propertyId: z.string(),
  propertyName: z.string(),
  zipCode: z.string(),
  city: z.string(),
  currency: z.string(),
  bedrooms: z.number().int(),
  bathrooms: z.number(),
  squareFeet: z.number().int(),
});

export const RENT_PREDICTION_MISSING_REASONS = ['no_data', 'no_comparables_outside_usd'] as const;

export const ZRentPredictionResult = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('estimate'),
    subject: ZRentPredictionSubject,
    currency: z.string(),
    estimateMinor: z.number().int(),
    lowMinor: z.number().int(),
    highMinor: z.number().int(),
    comparables: z.array(ZRentComparable),
    comparablesEstimateMinor: z.number().int().nullable(),
    baseline: ZRentBaseline.nullable(),
    comparablesWeight: z.number(),
    baselineWeight: z.number(),
    /** The language model's wording of the facts, or null: the page words them with its templates. */
    narrative: z.string().nullable(),
    narrativeSource: ZNarrativeSource,
    computedFrom: ZComputedFrom,
  }),
  z.object({
    kind: z.literal('missing_information'),
    subject: ZRentPredictionSubject,
    reason: z.enum(RENT_PREDICTION_MISSING_REASONS),
    computedFrom: ZComputedFrom,
  }),
]);
export type TRentPredictionResult = z.infer<typeof ZRentPredictionResult>;
