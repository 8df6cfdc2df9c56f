import type { TFinancialInsights } from '@rentwell/contracts/financial-insights';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../components/ui/table.tsx';
import { useFormatters } from '../../../../lib/formatters.ts';

/** What empty days cost per unit over the last twelve months (vacant unit-days × rent), costliest first. */
export function VacancyTable({ rows }: { rows: TFinancialInsights['vacancies'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (rows.length === 0)
    return <p className="text-sm text-muted-foreground">{t('aiInsights.financial.noVacancies')}</p>;
  return (
    <Table containerClassName="max-h-[24rem]" scrollLabel={t('aiInsights.financial.vacancyTable')}>
      <caption className="sr-only">{t('aiInsights.financial.vacancyTable')}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{t('aiInsights.financial.columns.unit')}</TableHead>
          <TableHead scope="col" className="text-end">
            {t('aiInsights.financial.columns.vacantDays')}
          </TableHead>
          <TableHead scope="col" className="text-end">
            {t('aiInsights.financial.columns.vacancyCost')}
          </TableHead>
          <TableHead scope="col">{t('aiInsights.financial.columns.today')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.unitId}>
            <TableCell>
              <Link to={`/properties/${row.propertyId}`} className="font-medium hover:underline">
                {t('aiInsights.financial.unitOf', { unit: row.unitLabel, property: row.propertyName })}
              </Link>
            </TableCell>
            <TableCell className="text-end tabular-nums">{format.number(row.vacantDays)}</TableCell>
            <TableCell className="text-end tabular-nums whitespace-nowrap">
              {format.money(row.costMinor, row.currency)}
            </TableCell>
            <TableCell>
              {row.vacantToday ? t('aiInsights.financial.emptyToday') : t('aiInsights.financial.letToday')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
