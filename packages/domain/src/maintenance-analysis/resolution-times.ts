import { MAINTENANCE_CATEGORIES } from '@rentwell/contracts/maintenance';
import type { TResolutionTime } from '@rentwell/contracts/maintenance-analysis';
import { groupBy } from '../group-by.ts';
import { HOUR_MS, type TAnalyzedRequest } from './analyzed-request.ts';

/** The median of sorted values (the mean of the two middle ones for an even count). */
export function median(sorted: readonly number[]): number {
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The nearest-rank percentile of sorted values: the smallest value with at least `share` of them at or below it. */
export function nearestRankPercentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil(share * sorted.length));
  return sorted[rank - 1] as number;
}

const roundToTenth = (value: number) => Math.round(value * 10) / 10;

/** How long completed requests took from report to completion, per category: median and 90th percentile in hours. */
export function resolutionTimes(requests: readonly TAnalyzedRequest[]): TResolutionTime[] {
  const completed = requests.filter((request) => request.status === 'completed' && request.completedAt !== null);
  const groups = groupBy(completed, (request) => request.category);
  return MAINTENANCE_CATEGORIES.flatMap((category) => {
    const group = groups.get(category);
    if (!group) return [];
    const hours = group
      .map((request) => (Date.parse(request.completedAt ?? '') - Date.parse(request.reportedAt)) / HOUR_MS)
      .filter((value) => value >= 0)
      .sort((a, b) => a - b);
    if (hours.length === 0) return [];
    return [
      {
        category,
        completedCount: hours.length,
        medianHours: roundToTenth(median(hours)),
        p90Hours: roundToTenth(nearestRankPercentile(hours, 0.9)),
      },
    ];
  });
}
