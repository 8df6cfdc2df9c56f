import type { TListExpensesQuery } from '@rentwell/contracts/expenses';
import { queryOptions } from '@tanstack/react-query';
import { api, callApi, toQuery, withSignal } from '../../../lib/api-client.ts';

export type TExpenseFilters = Partial<Pick<TListExpensesQuery, 'category' | 'propertyId' | 'from' | 'to'>>;

/** Query keys of this feature ('expenses'). */
export const expenseKeys = {
  all: ['expenses'] as const,
  list: (filters: TExpenseFilters, page: number, pageSize: number) =>
    ['expenses', 'list', { ...filters, page, pageSize }] as const,
};

export function expenseListQueryOptions(filters: TExpenseFilters, page: number, pageSize: number) {
  return queryOptions({
    queryKey: expenseKeys.list(filters, page, pageSize),
    queryFn: ({ signal }) =>
      callApi(api.expenses.$get({ query: toQuery({ ...filters, page, pageSize }) }, withSignal(signal))),
  });
}
