import type { TMaintenanceAnalysisFacts } from '@rentwell/contracts/maintenance-analysis';
import { addDays, type CalendarDate } from '../calendar-date.ts';
import { DAY_MS, reportedSince, type TAnalyzedRequest } from './analyzed-request.ts';
import { costByCategory } from './cost-by-category.ts';
import { overdueFollowUps } from './overdue-follow-ups.ts';
import { suggestPreventiveTasks, type THemisphere } from './preventive-tasks.ts';
import { findRecurringIssues } from './recurring-issues.ts';
import { resolutionTimes } from './resolution-times.ts';

export type TMaintenanceAnalysisOptions = {
  /** The organization's date today, and the instant of the analysis. */
  today: CalendarDate;
  now: Date;
  /** Recurring issues, costs and resolution times look at requests reported in the last `windowDays` days. */
  windowDays: number;
  hemisphere: THemisphere;
};

/**
 * The organization's maintenance analysis from its requests (those reported in the last year or the window, and every
 * open one): recurring issues, cost per category, resolution times, overdue follow-ups, preventive tasks.
 */
export function analyzeMaintenance(
  requests: readonly TAnalyzedRequest[],
  options: TMaintenanceAnalysisOptions,
): TMaintenanceAnalysisFacts {
  const inWindow = reportedSince(requests, new Date(options.now.getTime() - options.windowDays * DAY_MS));
  const recurringIssues = findRecurringIssues(inWindow);
  return {
    windowDays: options.windowDays,
    from: addDays(options.today, -options.windowDays),
    to: options.today,
    requestCount: inWindow.length,
    openCount: requests.filter((request) => request.status === 'open' || request.status === 'in_progress').length,
    recurringIssues,
    costByCategory: costByCategory(inWindow),
    resolutionTimes: resolutionTimes(inWindow),
    overdueFollowUps: overdueFollowUps(requests, options.now),
    preventiveTasks: suggestPreventiveTasks(recurringIssues, requests, options),
  };
}
