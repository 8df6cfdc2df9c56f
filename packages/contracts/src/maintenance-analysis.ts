import { z } from 'zod';
import { ZComputedFrom, ZNarrativeSource } from './ai-insights.ts';
import { ZMaintenanceCategory, ZMaintenancePriority, ZMaintenanceStatus } from './maintenance.ts';

/** What the request form sends as the person types: the text the classifier reads. */
export const ZClassifyMaintenanceRequest = z
  .object({
    title: z.string().max(120),
    description: z.string().max(4000),
  })
  .strict();

export const ZMaintenanceSuggestion = z.object({
  category: ZMaintenanceCategory,
  /** How sure the classifier is of the category, 0–0.95 (calibrated, never certain). */
  categoryConfidence: z.number().min(0).max(1),
  /** The words of the text behind the category, strongest first. */
  categoryEvidence: z.array(z.string()),
  priority: ZMaintenancePriority,
  priorityConfidence: z.number().min(0).max(1),
  /** The words behind the priority: a safety hazard's words when there is one. */
  priorityEvidence: z.array(z.string()),
  /** The text names a safety hazard (fire, gas, flooding…): the priority is high or urgent. */
  safetyHazard: z.boolean(),
});
export type TMaintenanceSuggestion = z.infer<typeof ZMaintenanceSuggestion>;

/** Null when the text holds no word the classifier knows (or is too short to judge). */
export const ZMaintenanceSuggestionResponse = z.object({ suggestion: ZMaintenanceSuggestion.nullable() });

export const MAINTENANCE_ANALYSIS_WINDOWS = [90, 180, 365] as const;
export const ZMaintenanceAnalysisQuery = z
  .object({
    /** How many days back recurring issues, costs and resolution times look (overdue follow-ups are every open one). */
    windowDays: z.coerce
      .number()
      .int()
      .refine((days) => (MAINTENANCE_ANALYSIS_WINDOWS as readonly number[]).includes(days))
      .default(180),
  })
  .strict();
export type TMaintenanceAnalysisQuery = z.infer<typeof ZMaintenanceAnalysisQuery>;

const ZNamed = z.object({ id: z.uuid(), name: z.string() });
const ZUnitRef = z.object({ id: z.uuid(), label: z.string() });

export const ZRecurringIssue = z.object({
  /** 'unit': the same category again in one unit; 'property': in a property across its units or common areas. */
  scope: z.enum(['unit', 'property']),
  property: ZNamed,
  unit: ZUnitRef.nullable(),
  category: ZMaintenanceCategory,
  count: z.number().int(),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  requestIds: z.array(z.uuid()),
});
export type TRecurringIssue = z.infer<typeof ZRecurringIssue>;

export const ZCategoryCost = z.object({
  category: ZMaintenanceCategory,
  currency: z.string(),
  totalMinor: z.number().int(),
  /** Requests with a recorded cost (their linked expense's amount, else the cost on the request). */
  requestCount: z.number().int(),
  averageMinor: z.number().int(),
});
export type TCategoryCost = z.infer<typeof ZCategoryCost>;

export const ZResolutionTime = z.object({
  category: ZMaintenanceCategory,
  completedCount: z.number().int(),
  medianHours: z.number(),
  p90Hours: z.number(),
});
export type TResolutionTime = z.infer<typeof ZResolutionTime>;

export const ZOverdueFollowUp = z.object({
  id: z.uuid(),
  title: z.string(),
  priority: ZMaintenancePriority,
  status: ZMaintenanceStatus,
  category: ZMaintenanceCategory,
  property: ZNamed,
  unit: ZUnitRef.nullable(),
  reportedAt: z.string(),
  ageDays: z.number().int(),
  /** Open longer than this many days is overdue at this urgency. */
  thresholdDays: z.number().int(),
});
export type TOverdueFollowUp = z.infer<typeof ZOverdueFollowUp>;

export const PREVENTIVE_TASK_KINDS = [
  'plumbing_inspection',
  'pipe_freeze_check',
  'electrical_inspection',
  'heating_service',
  'cooling_service',
  'appliance_check',
  'structural_inspection',
  'pest_treatment',
  'mould_and_ventilation_check',
  'gutter_cleaning',
  'general_inspection',
] as const;
export const ZPreventiveTaskKind = z.enum(PREVENTIVE_TASK_KINDS);
export type TPreventiveTaskKind = z.infer<typeof ZPreventiveTaskKind>;

export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export const ZSeason = z.enum(SEASONS);
export type TSeason = z.infer<typeof ZSeason>;

export const ZPreventiveTask = z.object({
  kind: ZPreventiveTaskKind,
  category: ZMaintenanceCategory,
  /** 'recurring': the category keeps coming back here; 'season': the coming season calls for it and it happened here. */
  reason: z.enum(['recurring', 'season']),
  season: ZSeason.nullable(),
  property: ZNamed,
  unit: ZUnitRef.nullable(),
  /** Requests of the category behind the suggestion. */
  evidenceCount: z.number().int(),
  dueBy: z.iso.date(),
});
export type TPreventiveTask = z.infer<typeof ZPreventiveTask>;

export const ZMaintenanceAnalysisFacts = z.object({
  windowDays: z.number().int(),
  from: z.iso.date(),
  to: z.iso.date(),
  /** Requests reported in the window. */
  requestCount: z.number().int(),
  /** Requests open or in progress now, whenever reported. */
  openCount: z.number().int(),
  recurringIssues: z.array(ZRecurringIssue),
  costByCategory: z.array(ZCategoryCost),
  resolutionTimes: z.array(ZResolutionTime),
  overdueFollowUps: z.array(ZOverdueFollowUp),
  preventiveTasks: z.array(ZPreventiveTask),
});
export type TMaintenanceAnalysisFacts = z.infer<typeof ZMaintenanceAnalysisFacts>;

export const ZMaintenanceAnalysis = ZMaintenanceAnalysisFacts.extend({
  computedFrom: ZComputedFrom,
  /** Written by the configured language model from the facts; null when the page words them from its templates. */
  narrative: z.string().nullable(),
  narrativeSource: ZNarrativeSource,
});
export type TMaintenanceAnalysis = z.infer<typeof ZMaintenanceAnalysis>;
