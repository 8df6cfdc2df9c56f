import type { TMaintenanceCategory } from '@rentwell/contracts/maintenance';
import type {
  TPreventiveTask,
  TPreventiveTaskKind,
  TRecurringIssue,
  TSeason,
} from '@rentwell/contracts/maintenance-analysis';
import { addDays, type CalendarDate } from '../calendar-date.ts';
import { groupBy } from '../group-by.ts';
import { DAY_MS, type TAnalyzedRequest } from './analyzed-request.ts';

export type THemisphere = 'north' | 'south';

/** The season of a date: meteorological seasons (whole months), flipped in the southern hemisphere. */
export function seasonOf(date: CalendarDate, hemisphere: THemisphere): TSeason {
  const month = Number(date.slice(5, 7));
  const shifted = hemisphere === 'north' ? month : ((month + 5) % 12) + 1;
  if (shifted >= 3 && shifted <= 5) return 'spring';
  if (shifted >= 6 && shifted <= 8) return 'summer';
  if (shifted >= 9 && shifted <= 11) return 'autumn';
  return 'winter';
}

/** What to do ahead of each season, and the category of past requests that makes it worth doing at a property. */
const SEASONAL_TASKS: Record<TSeason, readonly { kind: TPreventiveTaskKind; category: TMaintenanceCategory }[]> = {
  spring: [
    { kind: 'cooling_service', category: 'heating_cooling' },
    { kind: 'pest_treatment', category: 'pest' },
  ],
  summer: [
    { kind: 'pest_treatment', category: 'pest' },
    { kind: 'mould_and_ventilation_check', category: 'cleaning' },
  ],
  autumn: [
    { kind: 'heating_service', category: 'heating_cooling' },
    { kind: 'gutter_cleaning', category: 'structural' },
  ],
  winter: [
    { kind: 'pipe_freeze_check', category: 'plumbing' },
    { kind: 'heating_service', category: 'heating_cooling' },
  ],
};

/** The preventive task that answers a category coming back, in the season at hand. */
function recurringTaskKind(category: TMaintenanceCategory, season: TSeason): TPreventiveTaskKind {
  switch (category) {
    case 'plumbing':
      return season === 'winter' || season === 'autumn' ? 'pipe_freeze_check' : 'plumbing_inspection';
    case 'electrical':
      return 'electrical_inspection';
    case 'heating_cooling':
      return season === 'spring' || season === 'summer' ? 'cooling_service' : 'heating_service';
    case 'appliance':
      return 'appliance_check';
    case 'structural':
      return 'structural_inspection';
    case 'pest':
      return 'pest_treatment';
    case 'cleaning':
      return 'mould_and_ventilation_check';
    case 'other':
      return 'general_inspection';
  }
}

/** A recurring issue is worth acting on within two weeks when it came three times or more, else within a month. */
const dueWithinDays = (count: number) => (count >= 3 ? 14 : 30);

/** Seasonal suggestions look back a year for the category at the property. */
const SEASON_LOOKBACK_DAYS = 365;

/**
 * Preventive tasks: one for each recurring issue (the place where it recurs, the task its category calls for in the
 * season), then the season's tasks for each property that had a request of that category in the last year and no
 * task of that kind yet. The recurring ones first, the most evidence first.
 */
export function suggestPreventiveTasks(
  recurringIssues: readonly TRecurringIssue[],
  requests: readonly TAnalyzedRequest[],
  options: { today: CalendarDate; now: Date; hemisphere: THemisphere },
): TPreventiveTask[] {
  const season = seasonOf(options.today, options.hemisphere);
  const tasks: TPreventiveTask[] = recurringIssues.map((issue) => ({
    kind: recurringTaskKind(issue.category, season),
    category: issue.category,
    reason: 'recurring',
    season: null,
    property: issue.property,
    unit: issue.unit,
    evidenceCount: issue.count,
    dueBy: addDays(options.today, dueWithinDays(issue.count)),
  }));
  const since = options.now.getTime() - SEASON_LOOKBACK_DAYS * DAY_MS;
  const lastYear = requests.filter(
    (request) => request.status !== 'cancelled' && Date.parse(request.reportedAt) >= since,
  );
  const byPropertyAndCategory = groupBy(lastYear, (request) => `${request.property.id}|${request.category}`);
  const seasonal: TPreventiveTask[] = [];
  for (const { kind, category } of SEASONAL_TASKS[season]) {
    for (const group of byPropertyAndCategory.values()) {
      const first = group[0] as TAnalyzedRequest;
      if (first.category !== category) continue;
      const alreadySuggested = tasks.some((task) => task.kind === kind && task.property.id === first.property.id);
      if (alreadySuggested) continue;
      seasonal.push({
        kind,
        category,
        reason: 'season',
        season,
        property: first.property,
        unit: null,
        evidenceCount: group.length,
        dueBy: addDays(options.today, 30),
      });
    }
  }
  const byEvidence = (a: TPreventiveTask, b: TPreventiveTask) => b.evidenceCount - a.evidenceCount;
  return [...tasks.sort(byEvidence), ...seasonal.sort(byEvidence)];
}
