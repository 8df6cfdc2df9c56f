import type { TMaintenanceAnalysis } from '@rentwell/contracts/maintenance-analysis';
import { useTranslation } from 'react-i18next';
import { ComputedFrom } from '../computed-from.tsx';
import { NarrativeSection } from '../narrative-section.tsx';
import { CostByCategoryTable } from './cost-by-category-table.tsx';
import { OverdueFollowUpsList } from './overdue-follow-ups-list.tsx';
import { PreventiveTasksList } from './preventive-tasks-list.tsx';
import { RecurringIssuesList } from './recurring-issues-list.tsx';
import { ResolutionTimesTable } from './resolution-times-table.tsx';

/** The summary in the reader's language from templates, when no language model worded the facts. */
function useTemplateSummary(analysis: TMaintenanceAnalysis): string[] {
  const { t } = useTranslation();
  const reported = t('maintenanceAnalysis.summary.reported', {
    count: analysis.requestCount,
    days: analysis.windowDays,
  });
  const open = t('maintenanceAnalysis.summary.open', { count: analysis.openCount });
  const findings = t('maintenanceAnalysis.summary.findings', {
    recurring: analysis.recurringIssues.length,
    overdue: analysis.overdueFollowUps.length,
    preventive: analysis.preventiveTasks.length,
  });
  const top = analysis.recurringIssues[0];
  const topLine = top
    ? t('maintenanceAnalysis.summary.topRecurring', {
        count: top.count,
        category: t(`maintenance.categories.${top.category}`),
        property: top.property.name,
      })
    : null;
  return [`${reported} ${open}`, findings, ...(topLine ? [topLine] : [])];
}

/** The analysis: a summary, then each part with its numbers and links. */
export function MaintenanceAnalysisResult({ analysis }: { analysis: TMaintenanceAnalysis }) {
  const { t } = useTranslation();
  const templateSummary = useTemplateSummary(analysis);
  return (
    <div className="grid gap-6" data-testid="maintenance-analysis-result">
      <NarrativeSection
        headingId="maintenance-summary-heading"
        title={t('maintenanceAnalysis.summary.title')}
        narrative={analysis.narrative}
        templateParagraphs={templateSummary}
      />
      <OverdueFollowUpsList followUps={analysis.overdueFollowUps} />
      <RecurringIssuesList issues={analysis.recurringIssues} />
      <PreventiveTasksList tasks={analysis.preventiveTasks} />
      <CostByCategoryTable costs={analysis.costByCategory} />
      <ResolutionTimesTable times={analysis.resolutionTimes} />
      <ComputedFrom computedFrom={analysis.computedFrom} narrativeSource={analysis.narrativeSource} />
    </div>
  );
}
