import type {
  TMaintenanceAnalysis,
  TMaintenanceAnalysisQuery,
  TMaintenanceSuggestion,
} from '@rentwell/contracts/maintenance-analysis';
import type { TLanguage } from '@rentwell/contracts/profile';
import type { Database } from '@rentwell/db/create-db';
import { DAY_MS, type TAnalyzedRequest } from '@rentwell/domain/maintenance-analysis/analyzed-request';
import { analyzeMaintenance } from '@rentwell/domain/maintenance-analysis/maintenance-analysis';
import type { THemisphere } from '@rentwell/domain/maintenance-analysis/preventive-tasks';
import { suggestMaintenanceClassification } from '@rentwell/domain/maintenance-classifier/maintenance-classifier';
import { isColdMonth } from '@rentwell/domain/maintenance-classifier/safety-hazards';
import type { Actor } from '../../lib/app-env.ts';
import type { LanguageModel } from '../../lib/language-model.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { todayFor } from '../../lib/today.ts';
import { listRequestsForAnalysis } from './maintenance-analysis.repo.ts';

/** Fewer letters than this are no request yet: the form shows no suggestion. */
const MIN_TEXT_LENGTH = 4;

/**
 * The category and urgency a request's title and description suggest, with the words behind each, or null when the
 * text says too little. A safety hazard keeps the urgency at high or above; 'no heat' counts in the cold months where
 * the actor's organization is.
 */
export function suggestForRequestText(
  actor: Pick<Actor, 'timeZone'>,
  input: { title: string; description: string },
): TMaintenanceSuggestion | null {
  const text = `${input.title}\n${input.description}`.trim();
  if (text.length < MIN_TEXT_LENGTH) return null;
  const month = Number(todayFor(actor).slice(5, 7));
  const result = suggestMaintenanceClassification(text, {
    coldSeason: isColdMonth(month, hemisphereOf(actor.timeZone ?? undefined)),
  });
  if (!result) return null;
  return {
    category: result.category.label,
    categoryConfidence: result.category.confidence,
    categoryEvidence: result.category.evidence,
    priority: result.priority.label,
    priorityConfidence: result.priority.confidence,
    priorityEvidence: result.priority.evidence,
    safetyHazard: result.hazards.length > 0,
  };
}

/** Time zones south of the equator (by their area): the seasons of preventive tasks flip there. */
const SOUTHERN_ZONES = [
  /^Australia\//,
  /^Antarctica\//,
  /^Pacific\/(Auckland|Chatham|Fiji|Tongatapu|Apia|Noumea|Efate)$/,
  /^America\/(Argentina\/.*|Buenos_Aires|Santiago|Sao_Paulo|Montevideo|Asuncion|La_Paz|Lima)$/,
  /^Africa\/(Johannesburg|Maputo|Harare|Lusaka|Windhoek|Gaborone|Maseru|Mbabane)$/,
  /^Indian\/(Mauritius|Reunion|Antananarivo)$/,
];

export function hemisphereOf(timeZone: string | undefined): THemisphere {
  return timeZone && SOUTHERN_ZONES.some((zone) => zone.test(timeZone)) ? 'south' : 'north';
}

/** Seasonal tasks look back a year, so the analysis reads at least that far. */
const MIN_LOOKBACK_DAYS = 365;

type AnalysisDeps = { db: Database; languageModel: LanguageModel | null };

/**
 * The organization's maintenance analysis, computed now from its requests and the expenses recorded from them; the
 * configured language model words the facts in the reader's language, else the page uses its templates.
 */
export async function analyzeOrganizationMaintenance(
  deps: AnalysisDeps,
  actor: OrganizationActor,
  query: TMaintenanceAnalysisQuery,
  language: TLanguage,
  now = new Date(),
): Promise<TMaintenanceAnalysis> {
  const lookbackDays = Math.max(query.windowDays, MIN_LOOKBACK_DAYS);
  const rows = await listRequestsForAnalysis(deps.db, {
    organizationId: actor.organizationId,
    since: new Date(now.getTime() - lookbackDays * DAY_MS),
  });
  const requests: TAnalyzedRequest[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    category: row.category,
    priority: row.priority,
    status: row.status,
    property: { id: row.propertyId, name: row.propertyName },
    unit: row.unitId ? { id: row.unitId, label: row.unitLabel ?? '' } : null,
    reportedAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    cost:
      row.expenseAmountMinor !== null
        ? { amountMinor: row.expenseAmountMinor, currency: row.expenseCurrency ?? row.currency }
        : row.costMinor !== null
          ? { amountMinor: row.costMinor, currency: row.currency }
          : null,
  }));
  const facts = analyzeMaintenance(requests, {
    today: todayFor(actor, now),
    now,
    windowDays: query.windowDays,
    hemisphere: hemisphereOf(actor.timeZone),
  });
  const narrative = deps.languageModel
    ? await deps.languageModel.writeNarrative({ task: 'maintenance-analysis', language, facts })
    : null;
  const expenseCount = rows.filter((row) => row.expenseAmountMinor !== null).length;
  return {
    ...facts,
    computedFrom: {
      computedAt: now.toISOString(),
      period: { from: facts.from, to: facts.to },
      records: [
        { kind: 'maintenanceRequests', count: rows.length },
        { kind: 'expenses', count: expenseCount },
      ],
    },
    narrative,
    narrativeSource: narrative ? 'language-model' : 'templates',
  };
}
