import type { TExpenseCategory } from '@rentwell/contracts/expenses';
import { queryOptions } from '@tanstack/react-query';
import { api, callApi, isApiError, withSignal } from '../../../lib/api-client.ts';

/**
 * Query keys start with the domain they read, so the properties and expenses features' invalidations refresh these
 * too.
 */
const toolKeys = {
  property: (propertyId: string) => ['properties', 'detail', propertyId] as const,
  expenseTotal: (propertyId: string, from: string, to: string, category: TExpenseCategory | null) =>
    ['expenses', 'total', { propertyId, from, to, category }] as const,
};

/** One property with its purchase price and units (their market rents). */
export function prefillPropertyQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: toolKeys.property(propertyId),
    queryFn: ({ signal }) => callApi(api.properties[':propertyId'].$get({ param: { propertyId } }, withSignal(signal))),
  });
}

/**
 * The total of a property's expenses between two dates, of one category or all (one row is enough: the list carries
 * the total of every match). An installation without the expenses module answers 404: that counts as none (null).
 */
export function expenseTotalQueryOptions(
  propertyId: string,
  from: string,
  to: string,
  category: TExpenseCategory | null = null,
) {
  return queryOptions({
    queryKey: toolKeys.expenseTotal(propertyId, from, to, category),
    queryFn: async ({ signal }) => {
      try {
        return await callApi(
          api.expenses.$get(
            { query: { propertyId, from, to, category: category ?? undefined, pageSize: '1' } },
            withSignal(signal),
          ),
        );
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}
