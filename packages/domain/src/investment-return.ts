import { assertMinorAmount, assertRate } from './calculator-inputs.ts';
import { principalRepaid } from './mortgage.ts';

/**
 * What a buy-and-hold rental is expected to do in its first year. Definitions (Investopedia, 'Cash-on-Cash Return in
 * Real Estate' and 'How To Calculate ROI on a Rental Property'; Wikipedia, 'Cash on cash return'):
 *
 * - cash invested = down payment + closing costs + rehab (repair/remodel) costs: the money out of pocket;
 * - annual cash flow = 12 × (monthly rent − monthly operating expenses − monthly mortgage payment), before tax;
 * - cash-on-cash return = annual cash flow / cash invested;
 * - total return = (annual cash flow + principal repaid in the year + appreciation of the price in the year) / cash
 *   invested: the first-year ROI counting the equity built by paying down the loan and by the market, the three
 *   measurable parts of a rental's return (tax effects are left out).
 */
export type InvestmentInputs = {
  purchasePriceMinor: number;
  /** Cash paid toward the price; the rest (price − down payment) is the loan. */
  downPaymentMinor: number;
  closingCostsMinor: number;
  rehabCostsMinor: number;
  monthlyRentMinor: number;
  /** Operating expenses per month: taxes, insurance, repairs, management, vacancy allowance. */
  monthlyExpensesMinor: number;
  /** Principal and interest per month; 0 for a cash purchase. */
  monthlyMortgagePaymentMinor: number;
  /** The loan's annual interest rate, to split the payment into interest and principal (0.04 = 4%). */
  loanAnnualRate: number;
  /** Expected yearly appreciation of the property's value (0.03 = 3%). */
  appreciationRate: number;
};

export type InvestmentReturn = {
  cashInvestedMinor: number;
  loanAmountMinor: number;
  annualCashFlowMinor: number;
  principalRepaidMinor: number;
  appreciationMinor: number;
  /** Cash flow + principal repaid + appreciation. */
  totalGainMinor: number;
  cashOnCashReturn: number;
  totalReturn: number;
};

/** Annual pre-tax cash flow from monthly figures; negative when the property costs more than it brings in. */
export function annualCashFlow(
  monthlyRentMinor: number,
  monthlyExpensesMinor: number,
  monthlyMortgagePaymentMinor: number,
): number {
  assertMinorAmount(monthlyRentMinor, 'Monthly rent');
  assertMinorAmount(monthlyExpensesMinor, 'Monthly expenses');
  assertMinorAmount(monthlyMortgagePaymentMinor, 'Monthly mortgage payment');
  return 12 * (monthlyRentMinor - monthlyExpensesMinor - monthlyMortgagePaymentMinor);
}

/** Annual pre-tax cash flow over total cash invested, as a fraction. */
export function cashOnCashReturn(annualCashFlowMinor: number, cashInvestedMinor: number): number {
  if (!Number.isSafeInteger(annualCashFlowMinor)) throw new RangeError('Annual cash flow must be a whole number');
  assertMinorAmount(cashInvestedMinor, 'Cash invested');
  if (cashInvestedMinor === 0) throw new RangeError('Cash invested must be greater than zero');
  return annualCashFlowMinor / cashInvestedMinor;
}

/** Every first-year figure of a rental purchase (see the definitions above). */
export function analyzeInvestment(inputs: InvestmentInputs): InvestmentReturn {
  assertMinorAmount(inputs.purchasePriceMinor, 'Purchase price');
  assertMinorAmount(inputs.downPaymentMinor, 'Down payment');
  assertMinorAmount(inputs.closingCostsMinor, 'Closing costs');
  assertMinorAmount(inputs.rehabCostsMinor, 'Rehab costs');
  assertRate(inputs.appreciationRate, 'Appreciation rate');
  if (inputs.downPaymentMinor > inputs.purchasePriceMinor) {
    throw new RangeError('The down payment cannot exceed the purchase price');
  }
  const cashInvestedMinor = inputs.downPaymentMinor + inputs.closingCostsMinor + inputs.rehabCostsMinor;
  const loanAmountMinor = inputs.purchasePriceMinor - inputs.downPaymentMinor;
  const annualCashFlowMinor = annualCashFlow(
    inputs.monthlyRentMinor,
    inputs.monthlyExpensesMinor,
    inputs.monthlyMortgagePaymentMinor,
  );
  const principalRepaidMinor = principalRepaid(
    loanAmountMinor,
    inputs.loanAnnualRate,
    inputs.monthlyMortgagePaymentMinor,
    12,
  );
  const appreciationMinor = Math.round(inputs.purchasePriceMinor * inputs.appreciationRate);
  const totalGainMinor = annualCashFlowMinor + principalRepaidMinor + appreciationMinor;
  return {
    cashInvestedMinor,
    loanAmountMinor,
    annualCashFlowMinor,
    principalRepaidMinor,
    appreciationMinor,
    totalGainMinor,
    cashOnCashReturn: cashOnCashReturn(annualCashFlowMinor, cashInvestedMinor),
    totalReturn: totalGainMinor / cashInvestedMinor,
  };
}
