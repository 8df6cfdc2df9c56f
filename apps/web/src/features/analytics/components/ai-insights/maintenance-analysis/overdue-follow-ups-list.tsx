import type { TOverdueFollowUp } from '@rentwell/contracts/maintenance-analysis';
import { Clock, Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../../../components/ui/badge.tsx';
import { STATUS_VARIANTS } from '../../../../../components/ui/status-badge.tsx';
import { AnalysisSection } from './analysis-section.tsx';
import { LINK_CLASS, maintenanceRequestLink } from './maintenance-links.ts';
import { placeLabel } from './place-label.ts';

/** Open requests older than their urgency allows, each linking to the request. */
export function OverdueFollowUpsList({ followUps }: { followUps: readonly TOverdueFollowUp[] }) {
  const { t } = useTranslation();
  return (
    <AnalysisSection
      id="maintenance-overdue"
      title={t('maintenanceAnalysis.overdue.title')}
      description={t('maintenanceAnalysis.overdue.description')}
      isEmpty={followUps.length === 0}
      emptyText={t('maintenanceAnalysis.overdue.none')}
    >
      <ul className="grid gap-2">
        {followUps.map((item) => (
          <li key={item.id} className="flex gap-3 rounded-md border p-3 text-sm">
            <Clock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="grid min-w-0 gap-0.5">
              <p className="flex flex-wrap items-center gap-2">
                <Link to={maintenanceRequestLink(item.id)} className={`${LINK_CLASS} break-words`}>
                  {item.title}
                </Link>
                <Badge variant={STATUS_VARIANTS[item.priority]}>
                  <Flag className="size-3" aria-hidden="true" />
                  <span className="sr-only">{t('maintenance.priorityLabel')}: </span>
                  {t(`status.${item.priority}`)}
                </Badge>
              </p>
              <p className="text-muted-foreground">
                {placeLabel(t, item)} · {t(`maintenance.categories.${item.category}`)}
              </p>
              <p>
                {t('maintenanceAnalysis.overdue.age', { count: item.ageDays })}{' '}
                <span className="text-muted-foreground">
                  {t('maintenanceAnalysis.overdue.threshold', { count: item.thresholdDays })}
                </span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </AnalysisSection>
  );
}
