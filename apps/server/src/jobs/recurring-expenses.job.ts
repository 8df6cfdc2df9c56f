import { generateRecurringExpenses } from '../modules/expenses/expenses.service.ts';
import type { Job } from './run-job.ts';

/** Writes the occurrences of recurring expenses (monthly or yearly) due up to today; a rerun adds nothing twice. */
export const recurringExpensesJob: Job = {
  name: 'recurring-expenses',
  perTimeZone: true,
  run: async (deps, today, timeZone) => generateRecurringExpenses(deps.db, today, { timeZone }),
};
