import type { TCategoryCost } from '@rentwell/contracts/maintenance-analysis';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../../components/ui/table.tsx';
import { useFormatters } from '../../../../../lib/formatters.ts';
import { AnalysisSection } from './analysis-section.tsx';
import { LINK_CLASS, maintenanceListLink } from './maintenance-links.ts';

/** What each category cost in the window (recorded expenses, else the cost on the request), per currency. */
export function CostByCategoryTable({ costs }: { costs: readonly TCategoryCost[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <AnalysisSection
      id="maintenance-costs"
      title={t('maintenanceAnalysis.costs.title')}
      description={t('maintenanceAnalysis.costs.description')}
      isEmpty={costs.length === 0}
      emptyText={t('maintenanceAnalysis.costs.none')}
    >
      <Table scrollLabel={t('maintenanceAnalysis.costs.title')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('maintenanceAnalysis.columns.category')}</TableHead>
            <TableHead className="text-end">{t('maintenanceAnalysis.costs.requests')}</TableHead>
            <TableHead className="text-end">{t('maintenanceAnalysis.costs.total')}</TableHead>
            <TableHead className="text-end">{t('maintenanceAnalysis.costs.average')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {costs.map((cost) => (
            <TableRow key={`${cost.category}-${cost.currency}`}>
              <TableCell>
                <Link to={maintenanceListLink({ category: cost.category })} className={LINK_CLASS}>
                  {t(`maintenance.categories.${cost.category}`)}
                </Link>
              </TableCell>
              <TableCell className="text-end tabular-nums">{format.number(cost.requestCount)}</TableCell>
              <TableCell className="text-end tabular-nums font-medium">
                {format.money(cost.totalMinor, cost.currency)}
              </TableCell>
              <TableCell className="text-end tabular-nums">{format.money(cost.averageMinor, cost.currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </AnalysisSection>
  );
}
