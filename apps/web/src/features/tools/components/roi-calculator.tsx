import { analyzeInvestment } from '@rentwell/domain/investment-return';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/formatters.ts';
import { CalculatorField } from './calculator-field.tsx';
import { errorOf, hasValue, readAmount, readPercent } from './calculator-inputs.ts';
import { CalculatorResults, type TResult } from './calculator-results.tsx';

export type TRoiValues = {
  price: string;
  downPayment: string;
  closingCosts: string;
  rehab: string;
  monthlyRent: string;
  monthlyExpenses: string;
  mortgagePayment: string;
  loanRate: string;
  appreciation: string;
};

export const EMPTY_ROI_VALUES: TRoiValues = {
  price: '',
  downPayment: '',
  closingCosts: '',
  rehab: '',
  monthlyRent: '',
  monthlyExpenses: '',
  mortgagePayment: '',
  loanRate: '',
  appreciation: '',
};

export type TRoiCalculatorProps = {
  values: TRoiValues;
  onChange: (values: TRoiValues) => void;
  currency: string;
};

/** A rental purchase's first year: cash invested, cash flow, cash-on-cash return and total return, as you type. */
export function RoiCalculator({ values, onChange, currency }: TRoiCalculatorProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const ratio = format.precisePercent;
  const set = (field: keyof TRoiValues) => (value: string) => onChange({ ...values, [field]: value });

  const price = readAmount(values.price, currency, { isRequired: true, isPositive: true });
  const downPayment = readAmount(values.downPayment, currency, { isRequired: true });
  const closingCosts = readAmount(values.closingCosts, currency);
  const rehab = readAmount(values.rehab, currency);
  const monthlyRent = readAmount(values.monthlyRent, currency, { isRequired: true });
  const monthlyExpenses = readAmount(values.monthlyExpenses, currency);
  // With a loan, the payment decides the cash flow: it is required (0 would be a loan nobody repays).
  const hasLoan = hasValue(price) && hasValue(downPayment) && downPayment.value < price.value;
  const mortgagePayment = readAmount(values.mortgagePayment, currency, { isRequired: hasLoan });
  const loanRate = readPercent(values.loanRate);
  const appreciation = readPercent(values.appreciation);

  const isDownPaymentTooLarge = hasValue(price) && hasValue(downPayment) && downPayment.value > price.value;
  const hasNoCashInvested =
    hasValue(downPayment) &&
    hasValue(closingCosts) &&
    hasValue(rehab) &&
    downPayment.value + closingCosts.value + rehab.value === 0;

  let results: TResult[] | null = null;
  if (
    hasValue(price) &&
    hasValue(downPayment) &&
    hasValue(closingCosts) &&
    hasValue(rehab) &&
    hasValue(monthlyRent) &&
    hasValue(monthlyExpenses) &&
    hasValue(mortgagePayment) &&
    hasValue(loanRate) &&
    hasValue(appreciation) &&
    !isDownPaymentTooLarge &&
    !hasNoCashInvested
  ) {
    const investment = analyzeInvestment({
      purchasePriceMinor: price.value,
      downPaymentMinor: downPayment.value,
      closingCostsMinor: closingCosts.value,
      rehabCostsMinor: rehab.value,
      monthlyRentMinor: monthlyRent.value,
      monthlyExpensesMinor: monthlyExpenses.value,
      monthlyMortgagePaymentMinor: mortgagePayment.value,
      loanAnnualRate: loanRate.value,
      appreciationRate: appreciation.value,
    });
    const money = (minor: number) => format.money(minor, currency);
    results = [
      {
        label: t('tools.roi.results.cashOnCash'),
        value: ratio(investment.cashOnCashReturn),
        isHeadline: true,
        isNegative: investment.cashOnCashReturn < 0,
      },
      {
        label: t('tools.roi.results.totalReturn'),
        value: ratio(investment.totalReturn),
        isHeadline: true,
        isNegative: investment.totalReturn < 0,
        hint: t('tools.roi.results.totalReturnHint'),
      },
      {
        label: t('tools.roi.results.annualCashFlow'),
        value: money(investment.annualCashFlowMinor),
        isNegative: investment.annualCashFlowMinor < 0,
      },
      { label: t('tools.roi.results.cashInvested'), value: money(investment.cashInvestedMinor) },
      {
        label: t('tools.roi.results.principalRepaid'),
        value: money(investment.principalRepaidMinor),
        isNegative: investment.principalRepaidMinor < 0,
        ...(investment.principalRepaidMinor < 0 ? { hint: t('tools.roi.results.paymentBelowInterest') } : {}),
      },
      { label: t('tools.roi.results.appreciation'), value: money(investment.appreciationMinor) },
      { label: t('tools.roi.results.loanAmount'), value: money(investment.loanAmountMinor) },
      {
        label: t('tools.roi.results.totalGain'),
        value: money(investment.totalGainMinor),
        isNegative: investment.totalGainMinor < 0,
      },
    ];
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-5">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold">{t('tools.roi.purchase')}</legend>
          <CalculatorField
            label={t('tools.roi.fields.price')}
            value={values.price}
            onValueChange={set('price')}
            unit={currency}
            placeholder="250000"
            error={errorOf(price)}
          />
          <CalculatorField
            label={t('tools.roi.fields.downPayment')}
            value={values.downPayment}
            onValueChange={set('downPayment')}
            unit={currency}
            placeholder="50000"
            error={
              errorOf(downPayment) ??
              (isDownPaymentTooLarge ? 'downPaymentTooLarge' : hasNoCashInvested ? 'noCashInvested' : undefined)
            }
          />
          <CalculatorField
            label={t('tools.roi.fields.closingCosts')}
            value={values.closingCosts}
            onValueChange={set('closingCosts')}
            unit={currency}
            isOptional
            error={errorOf(closingCosts)}
          />
          <CalculatorField
            label={t('tools.roi.fields.rehab')}
            value={values.rehab}
            onValueChange={set('rehab')}
            unit={currency}
            isOptional
            error={errorOf(rehab)}
          />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold">{t('tools.roi.operation')}</legend>
          <CalculatorField
            label={t('tools.roi.fields.monthlyRent')}
            value={values.monthlyRent}
            onValueChange={set('monthlyRent')}
            unit={currency}
            placeholder="2000"
            error={errorOf(monthlyRent)}
          />
          <CalculatorField
            label={t('tools.roi.fields.monthlyExpenses')}
            hint={t('tools.roi.fields.monthlyExpensesHint')}
            value={values.monthlyExpenses}
            onValueChange={set('monthlyExpenses')}
            unit={currency}
            isOptional
            error={errorOf(monthlyExpenses)}
          />
          <CalculatorField
            label={t('tools.roi.fields.mortgagePayment')}
            hint={t('tools.roi.fields.mortgagePaymentHint')}
            value={values.mortgagePayment}
            onValueChange={set('mortgagePayment')}
            unit={currency}
            isOptional={!hasLoan}
            error={errorOf(mortgagePayment)}
          />
          <CalculatorField
            label={t('tools.roi.fields.loanRate')}
            hint={t('tools.roi.fields.loanRateHint')}
            value={values.loanRate}
            onValueChange={set('loanRate')}
            unit="%"
            isOptional
            error={errorOf(loanRate)}
          />
          <CalculatorField
            label={t('tools.roi.fields.appreciation')}
            value={values.appreciation}
            onValueChange={set('appreciation')}
            unit="%"
            placeholder="3"
            isOptional
            error={errorOf(appreciation)}
          />
        </fieldset>
      </div>
      <CalculatorResults title={t('tools.common.results')} results={results} />
    </div>
  );
}
