import {
  amortizationByYear,
  amortizationSchedule,
  amortizationTotals,
  monthlyPayment,
} from '@rentwell/domain/mortgage';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { AmortizationTable } from './amortization-table.tsx';
import { CalculatorField } from './calculator-field.tsx';
import { errorOf, hasValue, readAmount, readPercent, readTermYears } from './calculator-inputs.ts';
import { CalculatorResults, type TResult } from './calculator-results.tsx';

/** recharts is large: it loads in its own chunk once there is a schedule to draw. */
const AmortizationChart = lazy(() => import('./amortization-chart.tsx'));

export type TMortgageValues = { price: string; downPayment: string; rate: string; termYears: string };

export const EMPTY_MORTGAGE_VALUES: TMortgageValues = { price: '', downPayment: '', rate: '', termYears: '30' };

export type TMortgageCalculatorProps = {
  values: TMortgageValues;
  onChange: (values: TMortgageValues) => void;
  currency: string;
};

/** Price, down payment, rate and term → monthly payment, totals, the amortization schedule and its chart. */
export function MortgageCalculator({ values, onChange, currency }: TMortgageCalculatorProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const set = (field: keyof TMortgageValues) => (value: string) => onChange({ ...values, [field]: value });

  const price = readAmount(values.price, currency, { isRequired: true, isPositive: true });
  const downPayment = readAmount(values.downPayment, currency);
  const rate = readPercent(values.rate, { isRequired: true });
  const termYears = readTermYears(values.termYears);
  const isDownPaymentTooLarge = hasValue(price) && hasValue(downPayment) && downPayment.value > price.value;

  const terms =
    hasValue(price) && hasValue(downPayment) && hasValue(rate) && hasValue(termYears) && !isDownPaymentTooLarge
      ? { principalMinor: price.value - downPayment.value, annualRate: rate.value, termYears: termYears.value }
      : null;
  // 600 rows at most: cheap enough to compute on every keystroke.
  const schedule = terms ? amortizationSchedule(terms) : null;
  const computed =
    terms && schedule
      ? {
          payment: monthlyPayment(terms),
          schedule,
          years: amortizationByYear(schedule),
          totals: amortizationTotals(schedule),
        }
      : null;

  let results: TResult[] | null = null;
  if (terms && computed) {
    results = [
      {
        label: t('tools.mortgage.results.monthlyPayment'),
        value: format.money(computed.payment, currency),
        isHeadline: true,
      },
      { label: t('tools.mortgage.results.loanAmount'), value: format.money(terms.principalMinor, currency) },
      {
        label: t('tools.mortgage.results.totalInterest'),
        value: format.money(computed.totals.totalInterestMinor, currency),
      },
      { label: t('tools.mortgage.results.totalPaid'), value: format.money(computed.totals.totalPaidMinor, currency) },
    ];
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-4 sm:grid-cols-2">
          <CalculatorField
            label={t('tools.mortgage.fields.price')}
            hint={t('tools.mortgage.fields.priceHint')}
            value={values.price}
            onValueChange={set('price')}
            unit={currency}
            placeholder="250000"
            error={errorOf(price)}
          />
          <CalculatorField
            label={t('tools.mortgage.fields.downPayment')}
            value={values.downPayment}
            onValueChange={set('downPayment')}
            unit={currency}
            placeholder="50000"
            isOptional
            error={errorOf(downPayment) ?? (isDownPaymentTooLarge ? 'downPaymentTooLarge' : undefined)}
          />
          <CalculatorField
            label={t('tools.mortgage.fields.rate')}
            value={values.rate}
            onValueChange={set('rate')}
            unit="%"
            placeholder="6.5"
            error={errorOf(rate)}
          />
          <CalculatorField
            label={t('tools.mortgage.fields.termYears')}
            value={values.termYears}
            onValueChange={set('termYears')}
            unit={t('tools.mortgage.fields.yearsUnit')}
            inputMode="numeric"
            error={errorOf(termYears)}
          />
        </div>
        <CalculatorResults title={t('tools.common.results')} results={results} />
      </div>
      {terms && computed ? (
        computed.schedule.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('tools.mortgage.noLoan')}</p>
        ) : (
          <>
            <figure
              aria-label={t('tools.mortgage.chartLabel')}
              className="m-0 grid gap-2"
              data-testid="amortization-chart"
            >
              <figcaption className="text-sm font-semibold">{t('tools.mortgage.chartTitle')}</figcaption>
              <Suspense fallback={<Skeleton className="h-72 w-full rounded-lg" />}>
                <AmortizationChart years={computed.years} principalMinor={terms.principalMinor} currency={currency} />
              </Suspense>
            </figure>
            <AmortizationTable years={computed.years} schedule={computed.schedule} currency={currency} />
          </>
        )
      ) : null}
    </div>
  );
}
