import { MAINTENANCE_PRIORITIES, type TMaintenancePriority } from '@rentwell/contracts/maintenance';
import type { TOverdueFollowUp } from '@rentwell/contracts/maintenance-analysis';
import { DAY_MS, type TAnalyzedRequest } from './analyzed-request.ts';

/** Days a request may stay open at each urgency before it needs a follow-up. */
export const OVERDUE_AFTER_DAYS: Record<TMaintenancePriority, number> = { urgent: 1, high: 3, medium: 14, low: 30 };

/** Open and in-progress requests older than their urgency allows: the most urgent first, then the oldest. */
export function overdueFollowUps(requests: readonly TAnalyzedRequest[], now: Date): TOverdueFollowUp[] {
  return requests
    .filter((request) => request.status === 'open' || request.status === 'in_progress')
    .map((request) => ({
      request,
      ageDays: Math.floor((now.getTime() - Date.parse(request.reportedAt)) / DAY_MS),
      thresholdDays: OVERDUE_AFTER_DAYS[request.priority],
    }))
    .filter(({ ageDays, thresholdDays }) => ageDays > thresholdDays)
    .sort(
      (a, b) =>
        MAINTENANCE_PRIORITIES.indexOf(a.request.priority) - MAINTENANCE_PRIORITIES.indexOf(b.request.priority) ||
        b.ageDays - a.ageDays,
    )
    .map(({ request, ageDays, thresholdDays }) => ({
      id: request.id,
      title: request.title,
      priority: request.priority,
      status: request.status,
      category: request.category,
      property: request.property,
      unit: request.unit,
      reportedAt: request.reportedAt,
      ageDays,
      thresholdDays,
    }));
}
