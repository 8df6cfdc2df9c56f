import { MAINTENANCE_CATEGORIES } from '@rentwell/contracts/maintenance';
import type { TCategoryCost } from '@rentwell/contracts/maintenance-analysis';
import { groupBy } from '../group-by.ts';
import type { TAnalyzedRequest } from './analyzed-request.ts';

/** What each category cost over the requests given, per currency (amounts in different currencies are never added). */
export function costByCategory(requests: readonly TAnalyzedRequest[]): TCategoryCost[] {
  const priced = requests.filter((request) => request.cost !== null && request.cost.amountMinor > 0);
  const groups = groupBy(priced, (request) => `${request.category}|${request.cost?.currency}`);
  return [...groups.values()]
    .map((group) => {
      const first = group[0] as TAnalyzedRequest;
      const totalMinor = group.reduce((sum, request) => sum + (request.cost?.amountMinor ?? 0), 0);
      return {
        category: first.category,
        currency: first.cost?.currency ?? '',
        totalMinor,
        requestCount: group.length,
        averageMinor: Math.round(totalMinor / group.length),
      };
    })
    .sort(
      (a, b) =>
        b.totalMinor - a.totalMinor ||
        MAINTENANCE_CATEGORIES.indexOf(a.category) - MAINTENANCE_CATEGORIES.indexOf(b.category),
    );
}
