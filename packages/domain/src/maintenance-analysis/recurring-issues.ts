import type { TRecurringIssue } from '@rentwell/contracts/maintenance-analysis';
import { groupBy } from '../group-by.ts';
import type { TAnalyzedRequest } from './analyzed-request.ts';

/** The same category reported this many times in one place within the window is a recurring issue. */
export const RECURRING_MIN_COUNT = 2;

function issueOf(scope: TRecurringIssue['scope'], requests: TAnalyzedRequest[]): TRecurringIssue {
  const sorted = [...requests].sort((a, b) => a.reportedAt.localeCompare(b.reportedAt));
  const first = sorted[0] as TAnalyzedRequest;
  const last = sorted[sorted.length - 1] as TAnalyzedRequest;
  return {
    scope,
    property: first.property,
    unit: scope === 'unit' ? first.unit : null,
    category: first.category,
    count: sorted.length,
    firstReportedAt: first.reportedAt,
    lastReportedAt: last.reportedAt,
    requestIds: sorted.map((request) => request.id),
  };
}

/**
 * Recurring issues among requests of the window (cancelled ones already left out): a category reported again in the
 * same unit, and a category reported again in a property when the repeats are not all in one unit (across units or
 * in its common areas), so no repeat is told twice. Most repeated first, then the most recent.
 */
export function findRecurringIssues(requests: readonly TAnalyzedRequest[]): TRecurringIssue[] {
  const issues: TRecurringIssue[] = [];
  const inUnits = requests.filter((request) => request.unit !== null);
  for (const group of groupBy(inUnits, (request) => `${request.unit?.id}|${request.category}`).values()) {
    if (group.length >= RECURRING_MIN_COUNT) issues.push(issueOf('unit', group));
  }
  for (const group of groupBy(requests, (request) => `${request.property.id}|${request.category}`).values()) {
    const units = new Set(group.map((request) => request.unit?.id ?? null));
    const allInOneUnit = units.size === 1 && !units.has(null);
    if (group.length >= RECURRING_MIN_COUNT && !allInOneUnit) issues.push(issueOf('property', group));
  }
  return issues.sort((a, b) => b.count - a.count || b.lastReportedAt.localeCompare(a.lastReportedAt));
}
