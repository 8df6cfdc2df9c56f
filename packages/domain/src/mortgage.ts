import { assertMinorAmount, assertRate } from './calculator-inputs.ts';

/** A fixed-rate, fully amortizing loan repaid monthly. */
export type MortgageTerms = {
  principalMinor: number;
  /** Nominal annual interest rate as a fraction (0.06 = 6%), compounded monthly. */
  annualRate: number;
  /** Whole years, 1 to 50. */
  termYears: number;
};

export type AmortizationRow = {
  /** 1-based month number. */
  period: number;
  paymentMinor: number;
  interestMinor: number;
  principalMinor: number;
  /** What is owed after this payment; exactly 0 after the last one. */
  balanceMinor: number;
};

export type AmortizationYear = {
  /** 1-based year of the loan. */
  year: number;
  paymentMinor: number;
  interestMinor: number;
  principalMinor: number;
  /** What is owed at the end of the year. */
  balanceMinor: number;
  cumulativeInterestMinor: number;
  cumulativePrincipalMinor: number;
};

export type AmortizationTotals = {
  totalPaidMinor: number;
  totalInterestMinor: number;
  totalPrincipalMinor: number;
};

export const MAX_MORTGAGE_TERM_YEARS = 50;

function assertTerms(terms: MortgageTerms): void {
  assertMinorAmount(terms.principalMinor, 'Principal');
  assertRate(terms.annualRate, 'Annual interest rate');
  if (!Number.isInteger(terms.termYears) || terms.termYears < 1 || terms.termYears > MAX_MORTGAGE_TERM_YEARS) {
    throw new RangeError(`The term must be a whole number of years from 1 to ${MAX_MORTGAGE_TERM_YEARS}`);
  }
}

/**
 * The level monthly payment, rounded to the minor unit: M = P·r(1+r)^n / ((1+r)^n − 1) with r the annual rate / 12
 * and n the number of months; without interest it is simply P / n.
 */
export function monthlyPayment(terms: MortgageTerms): number {
  assertTerms(terms);
  const months = terms.termYears * 12;
  const monthlyRate = terms.annualRate / 12;
  if (monthlyRate === 0) return Math.round(terms.principalMinor / months);
  const growth = (1 + monthlyRate) ** months;
  return Math.round((terms.principalMinor * monthlyRate * growth) / (growth - 1));
}

/**
 * Month by month: interest is the balance times the monthly rate, rounded to the minor unit; the rest of the payment
 * repays principal. Because the payment is rounded, the last payment is whatever clears the balance (interest plus
 * what is left), so the schedule always ends at exactly 0. A loan of 0 has no schedule.
 */
export function amortizationSchedule(terms: MortgageTerms): AmortizationRow[] {
  const payment = monthlyPayment(terms);
  const months = terms.termYears * 12;
  const monthlyRate = terms.annualRate / 12;
  const rows: AmortizationRow[] = [];
  let balance = terms.principalMinor;
  for (let period = 1; period <= months && balance > 0; period += 1) {
    const interestMinor = Math.round(balance * monthlyRate);
    const isLast = period === months || payment - interestMinor >= balance;
    const principalMinor = isLast ? balance : payment - interestMinor;
    balance -= principalMinor;
    rows.push({
      period,
      paymentMinor: interestMinor + principalMinor,
      interestMinor,
      principalMinor,
      balanceMinor: balance,
    });
  }
  return rows;
}

export function amortizationTotals(rows: readonly AmortizationRow[]): AmortizationTotals {
  let totalInterestMinor = 0;
  let totalPrincipalMinor = 0;
  for (const row of rows) {
    totalInterestMinor += row.interestMinor;
    totalPrincipalMinor += row.principalMinor;
  }
  return { totalPaidMinor: totalInterestMinor + totalPrincipalMinor, totalInterestMinor, totalPrincipalMinor };
}

/** The schedule summed per loan year (months 1–12 are year 1), with running totals for a chart. */
export function amortizationByYear(rows: readonly AmortizationRow[]): AmortizationYear[] {
  const years: AmortizationYear[] = [];
  let cumulativeInterestMinor = 0;
  let cumulativePrincipalMinor = 0;
  for (const row of rows) {
    const year = Math.ceil(row.period / 12);
    cumulativeInterestMinor += row.interestMinor;
    cumulativePrincipalMinor += row.principalMinor;
    let current = years.at(-1);
    if (!current || current.year !== year) {
      current = {
        year,
        paymentMinor: 0,
        interestMinor: 0,
        principalMinor: 0,
        balanceMinor: 0,
        cumulativeInterestMinor: 0,
        cumulativePrincipalMinor: 0,
      };
      years.push(current);
    }
    current.paymentMinor += row.paymentMinor;
    current.interestMinor += row.interestMinor;
    current.principalMinor += row.principalMinor;
    current.balanceMinor = row.balanceMinor;
    current.cumulativeInterestMinor = cumulativeInterestMinor;
    current.cumulativePrincipalMinor = cumulativePrincipalMinor;
  }
  return years;
}

/**
 * How much principal a given monthly payment repays over `months`, interest computed as in the schedule. The
 * repayment never exceeds the balance; a payment below the interest repays nothing and the balance grows (the
 * result is then negative).
 */
export function principalRepaid(
  loanMinor: number,
  annualRate: number,
  monthlyPaymentMinor: number,
  months: number,
): number {
  assertMinorAmount(loanMinor, 'Loan amount');
  assertRate(annualRate, 'Annual interest rate');
  assertMinorAmount(monthlyPaymentMinor, 'Monthly payment');
  if (!Number.isInteger(months) || months < 0) throw new RangeError('Months must be a non-negative whole number');
  const monthlyRate = annualRate / 12;
  let balance = loanMinor;
  for (let month = 0; month < months && balance > 0; month += 1) {
    const interest = Math.round(balance * monthlyRate);
    balance -= Math.min(balance, monthlyPaymentMinor - interest);
  }
  return loanMinor - balance;
}
