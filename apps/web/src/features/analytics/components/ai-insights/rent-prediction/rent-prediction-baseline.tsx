import type { TRentBaseline } from '@rentwell/contracts/rent-prediction';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../../../lib/formatters.ts';

/** The HUD Fair Market Rent the estimate leans on, how it was scaled, and what an FMR is (and is not). */
export function RentPredictionBaseline({
  baseline,
  bedrooms,
  currency,
}: {
  baseline: TRentBaseline | null;
  bedrooms: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <section aria-labelledby="rent-baseline-heading" className="grid gap-1.5 text-sm">
      <h3 id="rent-baseline-heading" className="text-base font-semibold">
        {t('rentPrediction.baseline.title')}
      </h3>
      {baseline ? (
        <>
          <p>
            {t(`rentPrediction.baseline.level.${baseline.level}`, { area: baseline.areaName })}:{' '}
            {t('rentPrediction.baseline.fairMarketRent', {
              bedrooms: format.number(bedrooms),
              year: baseline.fiscalYear,
              amount: format.money(baseline.fairMarketRentMinor, 'USD'),
            })}
          </p>
          <p>
            {baseline.scaleSource === 'comparables'
              ? t('rentPrediction.baseline.scaled', {
                  scale: format.number(baseline.scale),
                  amount: format.money(baseline.scaledRentMinor, 'USD'),
                })
              : t('rentPrediction.baseline.unscaled')}
          </p>
          <p className="text-xs text-muted-foreground">
            {t('rentPrediction.baseline.caveat', { date: format.date(baseline.effectiveDate) })}
          </p>
        </>
      ) : (
        <p className="text-muted-foreground">
          {currency === 'USD'
            ? t('rentPrediction.baseline.noneForPlace')
            : t('rentPrediction.baseline.noneForCurrency', { currency })}
        </p>
      )}
    </section>
  );
}
