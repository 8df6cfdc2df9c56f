import type { TResolutionTime } from '@rentwell/contracts/maintenance-analysis';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../../components/ui/table.tsx';
import { useFormatters } from '../../../../../lib/formatters.ts';
import { AnalysisSection } from './analysis-section.tsx';

/** Hours below two days, else days: '6 hr', '3.5 days' in the reader's language. */
function useDurationFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const hours = new Intl.NumberFormat(language, { style: 'unit', unit: 'hour', maximumFractionDigits: 1 });
    const days = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'day',
      unitDisplay: 'long',
      maximumFractionDigits: 1,
    });
    return (value: number) => (value < 48 ? hours.format(value) : days.format(value / 24));
  }, [language]);
}

/** How long requests took from report to completion, per category: the median and the slowest tenth. */
export function ResolutionTimesTable({ times }: { times: readonly TResolutionTime[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const duration = useDurationFormat();
  return (
    <AnalysisSection
      id="maintenance-resolution"
      title={t('maintenanceAnalysis.resolution.title')}
      description={t('maintenanceAnalysis.resolution.description')}
      isEmpty={times.length === 0}
      emptyText={t('maintenanceAnalysis.resolution.none')}
    >
      <Table scrollLabel={t('maintenanceAnalysis.resolution.title')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('maintenanceAnalysis.columns.category')}</TableHead>
            <TableHead className="text-end">{t('maintenanceAnalysis.resolution.completed')}</TableHead>
            <TableHead className="text-end">{t('maintenanceAnalysis.resolution.median')}</TableHead>
            <TableHead className="text-end">{t('maintenanceAnalysis.resolution.p90')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {times.map((time) => (
            <TableRow key={time.category}>
              <TableCell>{t(`maintenance.categories.${time.category}`)}</TableCell>
              <TableCell className="text-end tabular-nums">{format.number(time.completedCount)}</TableCell>
              <TableCell className="text-end tabular-nums font-medium">{duration(time.medianHours)}</TableCell>
              <TableCell className="text-end tabular-nums">{duration(time.p90Hours)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </AnalysisSection>
  );
}
