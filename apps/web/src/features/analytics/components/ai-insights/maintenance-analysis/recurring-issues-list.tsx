import type { TRecurringIssue } from '@rentwell/contracts/maintenance-analysis';
import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../../../lib/formatters.ts';
import { AnalysisSection } from './analysis-section.tsx';
import { LINK_CLASS, maintenanceListLink } from './maintenance-links.ts';
import { placeLabel } from './place-label.ts';

/** The same category again in one unit or one property: how often, between which days, and the requests behind it. */
export function RecurringIssuesList({ issues }: { issues: readonly TRecurringIssue[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <AnalysisSection
      id="maintenance-recurring"
      title={t('maintenanceAnalysis.recurring.title')}
      description={t('maintenanceAnalysis.recurring.description')}
      isEmpty={issues.length === 0}
      emptyText={t('maintenanceAnalysis.recurring.none')}
    >
      <ul className="grid gap-2">
        {issues.map((issue) => (
          <li
            key={`${issue.scope}-${issue.property.id}-${issue.unit?.id ?? ''}-${issue.category}`}
            className="flex gap-3 rounded-md border p-3 text-sm"
          >
            <Repeat className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="grid min-w-0 gap-0.5">
              <p>
                <span className="font-medium">{t(`maintenance.categories.${issue.category}`)}</span> ·{' '}
                {placeLabel(t, issue)}
              </p>
              <p className="text-muted-foreground">
                {t(`maintenanceAnalysis.recurring.${issue.scope}Times`, {
                  count: issue.count,
                  first: format.date(issue.firstReportedAt),
                  last: format.date(issue.lastReportedAt),
                })}
              </p>
              <Link
                to={maintenanceListLink({ category: issue.category, propertyId: issue.property.id })}
                className={LINK_CLASS}
              >
                {t('maintenanceAnalysis.recurring.seeRequests', { count: issue.count })}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </AnalysisSection>
  );
}
