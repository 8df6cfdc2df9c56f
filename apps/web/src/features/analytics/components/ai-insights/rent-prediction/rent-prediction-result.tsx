import type { TRentPredictionResult } from '@rentwell/contracts/rent-prediction';
import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../../components/ui/alert.tsx';
import { Card } from '../../../../../components/ui/card.tsx';
import { useFormatters } from '../../../../../lib/formatters.ts';
import { ComputedFrom } from '../computed-from.tsx';
import { NarrativeSection } from '../narrative-section.tsx';
import { RentPredictionBaseline } from './rent-prediction-baseline.tsx';
import { RentPredictionComparables } from './rent-prediction-comparables.tsx';

type TEstimate = Extract<TRentPredictionResult, { kind: 'estimate' }>;

/** The explanation in the reader's language from templates, when no language model worded it. */
function useTemplateExplanation(result: TEstimate): string[] {
  const { t } = useTranslation();
  const format = useFormatters();
  const count = result.comparables.length;
  const summary =
    result.baseline === null
      ? t('rentPrediction.explanation.comparablesOnly', { used: format.number(count) })
      : count === 0
        ? t('rentPrediction.explanation.baselineOnly')
        : t('rentPrediction.explanation.blend', {
            used: format.number(count),
            comparablesShare: format.percent(result.comparablesWeight),
            comparablesAmount: format.money(result.comparablesEstimateMinor ?? 0, result.currency),
            baselineShare: format.percent(result.baselineWeight),
            baselineAmount: format.money(result.baseline.scaledRentMinor, result.currency),
          });
  return count > 0 ? [summary, t('rentPrediction.explanation.method')] : [summary];
}

function Estimate({ result }: { result: TEstimate }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const explanation = useTemplateExplanation(result);
  return (
    <div className="grid gap-5">
      <Card className="grid gap-1 p-4 sm:p-5">
        <p className="text-sm text-muted-foreground">
          {t('rentPrediction.estimate.label', {
            property: result.subject.propertyName,
            bedrooms: format.number(result.subject.bedrooms),
            bathrooms: format.number(result.subject.bathrooms),
            squareFeet: format.number(result.subject.squareFeet),
          })}
        </p>
        <p className="text-3xl font-semibold tabular-nums" data-testid="rent-estimate">
          {t('rentPrediction.estimate.perMonth', { amount: format.money(result.estimateMinor, result.currency) })}
        </p>
        <p className="text-sm tabular-nums" data-testid="rent-range">
          {t('rentPrediction.estimate.range', {
            low: format.money(result.lowMinor, result.currency),
            high: format.money(result.highMinor, result.currency),
          })}
        </p>
      </Card>
      <NarrativeSection
        headingId="rent-explanation-heading"
        title={t('rentPrediction.explanation.title')}
        narrative={result.narrative}
        templateParagraphs={explanation}
      />
      <RentPredictionBaseline
        baseline={result.baseline}
        bedrooms={result.subject.bedrooms}
        currency={result.currency}
      />
      <RentPredictionComparables comparables={result.comparables} currency={result.currency} />
      <ComputedFrom computedFrom={result.computedFrom} narrativeSource={result.narrativeSource} />
    </div>
  );
}

/** An estimate with its range, explanation, baseline and comparables, or why the data cannot support one. */
export function RentPredictionResult({ result }: { result: TRentPredictionResult }) {
  const { t } = useTranslation();
  if (result.kind === 'estimate') return <Estimate result={result} />;
  return (
    <div className="grid gap-3">
      <Alert variant="warning" role="status">
        <CircleHelp aria-hidden="true" />
        <div>
          <p className="font-medium">{t('rentPrediction.missing.title')}</p>
          <p className="mt-0.5">
            {t(`rentPrediction.missing.${result.reason}`, {
              property: result.subject.propertyName,
              currency: result.subject.currency,
            })}
          </p>
        </div>
      </Alert>
      <ComputedFrom computedFrom={result.computedFrom} />
    </div>
  );
}
