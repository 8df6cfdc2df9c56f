import type { TPreventiveTask } from '@rentwell/contracts/maintenance-analysis';
import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../../../lib/formatters.ts';
import { AnalysisSection } from './analysis-section.tsx';
import { LINK_CLASS, maintenanceListLink } from './maintenance-links.ts';
import { placeLabel } from './place-label.ts';

/** What to do before the issues come back: the task, where, why (the repeats or the season) and by when. */
export function PreventiveTasksList({ tasks }: { tasks: readonly TPreventiveTask[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <AnalysisSection
      id="maintenance-preventive"
      title={t('maintenanceAnalysis.preventive.title')}
      description={t('maintenanceAnalysis.preventive.description')}
      isEmpty={tasks.length === 0}
      emptyText={t('maintenanceAnalysis.preventive.none')}
    >
      <ul className="grid gap-2">
        {tasks.map((task) => (
          <li
            key={`${task.kind}-${task.property.id}-${task.unit?.id ?? ''}`}
            className="flex gap-3 rounded-md border p-3 text-sm"
          >
            <CalendarCheck className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="grid min-w-0 gap-0.5">
              <p>
                <span className="font-medium">{t(`maintenanceAnalysis.tasks.${task.kind}.name`)}</span> ·{' '}
                {placeLabel(t, task)}
              </p>
              <p className="text-muted-foreground">{t(`maintenanceAnalysis.tasks.${task.kind}.description`)}</p>
              <p>
                {task.reason === 'recurring'
                  ? t('maintenanceAnalysis.preventive.becauseRecurring', {
                      count: task.evidenceCount,
                      category: t(`maintenance.categories.${task.category}`),
                    })
                  : t('maintenanceAnalysis.preventive.becauseSeason', {
                      count: task.evidenceCount,
                      category: t(`maintenance.categories.${task.category}`),
                      season: t(`maintenanceAnalysis.seasons.${task.season ?? 'spring'}`),
                    })}{' '}
                {t('maintenanceAnalysis.preventive.dueBy', { date: format.date(task.dueBy) })}
              </p>
              <Link
                to={maintenanceListLink({ category: task.category, propertyId: task.property.id })}
                className={LINK_CLASS}
              >
                {t('maintenanceAnalysis.preventive.seeHistory')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </AnalysisSection>
  );
}
