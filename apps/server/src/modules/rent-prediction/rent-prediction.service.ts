import type { TLanguage } from '@rentwell/contracts/profile';
import type { TRentPredictionRequest, TRentPredictionResult } from '@rentwell/contracts/rent-prediction';
import type { Database } from '@rentwell/db/create-db';
import { addMonths } from '@rentwell/domain/calendar-date';
import { predictRent, RENT_PREDICTION_RULES, type RentSubject } from '@rentwell/domain/rent-prediction';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { LanguageModel } from '../../lib/language-model.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { loadMarketRents, MARKET_RENTS_FISCAL_YEAR, marketBaselineFor } from './market-rents/market-rents.ts';
import { findPredictionProperty, listComparableRents } from './rent-prediction.repo.ts';

type PredictionDeps = { db: Database; languageModel: LanguageModel | null };

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/**
 * Estimates a unit's rent in one of the organization's properties from the organization's comparable rents and
 * HUD's Fair Market Rents; the language model (when configured) words the computed facts, else the page's templates do.
 */
export async function predictUnitRent(
  deps: PredictionDeps,
  actor: OrganizationActor,
  request: TRentPredictionRequest,
  today: string,
  language: TLanguage,
  now = new Date(),
): Promise<TRentPredictionResult> {
  const property = isUuid(request.propertyId) ? await findPredictionProperty(deps.db, actor, request.propertyId) : null;
  if (!property) throw new AppError('not_found', 'Property not found');

  const since = addMonths(today, -RENT_PREDICTION_RULES.recentMonths);
  const [candidates, table] = await Promise.all([
    listComparableRents(deps.db, actor, property, since, today),
    loadMarketRents(),
  ]);
  const location = { zipCode: property.zipCode, city: property.city, state: property.state, country: property.country };
  const baseline = marketBaselineFor(table, location);
  const subject: RentSubject = {
    propertyId: property.id,
    zipCode: property.zipCode,
    city: property.city,
    state: property.state,
    currency: property.currency,
    bedrooms: request.bedrooms,
    bathrooms: request.bathrooms,
    squareFeet: request.squareFeet,
  };
  const prediction = predictRent(subject, candidates, baseline, today);
  const subjectOut = { ...subject, propertyName: property.name };

  const leasesUsed = prediction.kind === 'estimate' ? prediction.comparables.filter((c) => c.kind === 'lease') : [];
  const askingUsed = prediction.kind === 'estimate' ? prediction.comparables.length - leasesUsed.length : 0;
  const records = [
    { kind: 'comparableLeases' as const, count: leasesUsed.length },
    { kind: 'units' as const, count: askingUsed },
    { kind: 'marketRents' as const, count: prediction.kind === 'estimate' && prediction.baseline ? 1 : 0 },
  ];
  const used = records.filter((record) => record.count > 0);
  const computedFrom = {
    computedAt: now.toISOString(),
    period: { from: since, to: today },
    // What was used; with nothing usable ('missing information'), every kind looked for, at zero.
    records: used.length > 0 ? used : records,
  };
  if (prediction.kind === 'missing_information') {
    return { kind: 'missing_information', reason: prediction.reason, subject: subjectOut, computedFrom };
  }

  const baselineOut = prediction.baseline
    ? { ...prediction.baseline, fiscalYear: MARKET_RENTS_FISCAL_YEAR, effectiveDate: table.effectiveDate }
    : null;
  const facts = {
    property: { name: property.name, city: property.city, zipCode: property.zipCode },
    unit: { bedrooms: request.bedrooms, bathrooms: request.bathrooms, squareFeet: request.squareFeet },
    currency: prediction.currency,
    estimateMinor: prediction.estimateMinor,
    rangeMinor: { low: prediction.lowMinor, high: prediction.highMinor },
    comparablesEstimateMinor: prediction.comparablesEstimateMinor,
    comparablesWeight: prediction.comparablesWeight,
    comparables: prediction.comparables.map((comparable) => ({
      kind: comparable.kind,
      property: comparable.propertyName,
      unit: comparable.unitLabel,
      bedrooms: comparable.bedrooms,
      bathrooms: comparable.bathrooms,
      squareFeet: comparable.squareFeet,
      rentMinor: comparable.rentMinor,
      adjustedRentMinor: comparable.adjustedRentMinor,
      date: comparable.date,
    })),
    marketBaseline: baselineOut && {
      source: `HUD Fair Market Rents FY${baselineOut.fiscalYear} (40th percentile of gross rent, a baseline, not a prediction)`,
      level: baselineOut.level,
      area: baselineOut.areaName,
      fairMarketRentMinor: baselineOut.fairMarketRentMinor,
      currency: 'USD',
      scaleToOwnRents: baselineOut.scaleSource === 'comparables' ? baselineOut.scale : null,
      weight: prediction.baselineWeight,
    },
    computedOn: today,
  };
  const narrative = deps.languageModel
    ? await deps.languageModel.writeNarrative({ task: 'rent-prediction', language, facts })
    : null;

  return {
    kind: 'estimate',
    subject: subjectOut,
    currency: prediction.currency,
    estimateMinor: prediction.estimateMinor,
    lowMinor: prediction.lowMinor,
    highMinor: prediction.highMinor,
    comparables: prediction.comparables.map((comparable) => ({
      id: comparable.id,
      kind: comparable.kind,
      propertyId: comparable.propertyId,
      propertyName: comparable.propertyName,
      unitLabel: comparable.unitLabel,
      match: comparable.match,
      bedrooms: comparable.bedrooms,
      bathrooms: comparable.bathrooms,
      squareFeet: comparable.squareFeet,
      rentMinor: comparable.rentMinor,
      adjustedRentMinor: comparable.adjustedRentMinor,
      weight: Math.round(comparable.weight * 1000) / 1000,
      date: comparable.date,
    })),
    comparablesEstimateMinor: prediction.comparablesEstimateMinor,
    baseline: baselineOut,
    comparablesWeight: prediction.comparablesWeight,
    baselineWeight: prediction.baselineWeight,
    narrative,
    narrativeSource: narrative === null ? 'templates' : 'language-model',
    computedFrom,
  };
}
