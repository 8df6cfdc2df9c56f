import { operatingResult } from '@rentwell/domain/net-operating-income';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

const money = z.coerce.number().int();

/**
 * The ledger's sums of the money_by_day rows `d` (decision 015): income is long-term rent received (payments paid
 * or confirmed, by payment date) plus short-term stays over their nights (decision 032); expenses are every
 * expense, with the debt service (mortgage payments) among them summed apart.
 */
export const LEDGER_SUMS = sql`coalesce(sum(d.received_minor), 0)::bigint as long_term_income,
  coalesce(sum(d.stay_income_minor), 0)::bigint as short_term_income,
  coalesce(sum(d.spent_minor), 0)::bigint as expenses,
  coalesce(sum(d.debt_service_minor), 0)::bigint as debt_service`;

export const ZLedgerSums = z.object({
  long_term_income: money,
  short_term_income: money,
  expenses: money,
  debt_service: money,
});

/** A period's figures from its ledger sums, net operating income and cash flow by the domain's one rule. */
export function ledgerFigures(sums: z.infer<typeof ZLedgerSums>) {
  const incomeMinor = sums.long_term_income + sums.short_term_income;
  return {
    incomeMinor,
    longTermIncomeMinor: sums.long_term_income,
    shortTermIncomeMinor: sums.short_term_income,
    expensesMinor: sums.expenses,
    debtServiceMinor: sums.debt_service,
    ...operatingResult({ incomeMinor, expensesMinor: sums.expenses, debtServiceMinor: sums.debt_service }),
  };
}
