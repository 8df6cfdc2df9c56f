import { capRate, estimateOperatingIncome } from '@rentwell/domain/cap-rate';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/formatters.ts';
import { CalculatorField } from './calculator-field.tsx';
import { errorOf, hasValue, readAmount, readPercent } from './calculator-inputs.ts';
import { CalculatorResults, type TResult } from './calculator-results.tsx';

export type TCapRateValues = { price: string; grossRent: string; vacancy: string; expenses: string };

export const EMPTY_CAP_RATE_VALUES: TCapRateValues = { price: '', grossRent: '', vacancy: '5', expenses: '' };

export type TCapRateCalculatorProps = {
  values: TCapRateValues;
  onChange: (values: TCapRateValues) => void;
  currency: string;
};

/** Price, gross rent, vacancy and operating expenses → net operating income and cap rate, as you type. */
export function CapRateCalculator({ values, onChange, currency }: TCapRateCalculatorProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const ratio = format.precisePercent;
  const set = (field: keyof TCapRateValues) => (value: string) => onChange({ ...values, [field]: value });

  const price = readAmount(values.price, currency, { isRequired: true, isPositive: true });
  const grossRent = readAmount(values.grossRent, currency, { isRequired: true });
  const vacancy = readPercent(values.vacancy);
  const expenses = readAmount(values.expenses, currency);

  let results: TResult[] | null = null;
  if (hasValue(price) && hasValue(grossRent) && hasValue(vacancy) && hasValue(expenses)) {
    const income = estimateOperatingIncome({
      annualGrossRentMinor: grossRent.value,
      vacancyRate: vacancy.value,
      annualOperatingExpensesMinor: expenses.value,
    });
    const rate = capRate(income.netOperatingIncomeMinor, price.value);
    results = [
      { label: t('tools.capRate.results.capRate'), value: ratio(rate), isHeadline: true, isNegative: rate < 0 },
      {
        label: t('tools.capRate.results.netOperatingIncome'),
        value: format.money(income.netOperatingIncomeMinor, currency),
        isNegative: income.netOperatingIncomeMinor < 0,
      },
      {
        label: t('tools.capRate.results.effectiveGrossIncome'),
        value: format.money(income.effectiveGrossIncomeMinor, currency),
      },
      { label: t('tools.capRate.results.vacancyLoss'), value: format.money(income.vacancyLossMinor, currency) },
    ];
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-4 sm:grid-cols-2">
        <CalculatorField
          label={t('tools.capRate.fields.price')}
          value={values.price}
          onValueChange={set('price')}
          unit={currency}
          placeholder="450000"
          error={errorOf(price)}
        />
        <CalculatorField
          label={t('tools.capRate.fields.grossRent')}
          hint={t('tools.capRate.fields.grossRentHint')}
          value={values.grossRent}
          onValueChange={set('grossRent')}
          unit={currency}
          placeholder="48000"
          error={errorOf(grossRent)}
        />
        <CalculatorField
          label={t('tools.capRate.fields.vacancy')}
          value={values.vacancy}
          onValueChange={set('vacancy')}
          unit="%"
          isOptional
          error={errorOf(vacancy)}
        />
        <CalculatorField
          label={t('tools.capRate.fields.expenses')}
          hint={t('tools.capRate.fields.expensesHint')}
          value={values.expenses}
          onValueChange={set('expenses')}
          unit={currency}
          placeholder="12000"
          isOptional
          error={errorOf(expenses)}
        />
      </div>
      <CalculatorResults title={t('tools.common.results')} results={results} />
    </div>
  );
}
