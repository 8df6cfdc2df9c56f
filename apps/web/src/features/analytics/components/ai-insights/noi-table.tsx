import type { TFinancialInsights } from '@rentwell/contracts/financial-insights';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../components/ui/table.tsx';
import { cn } from '../../../../lib/class-names.ts';
import { useFormatters } from '../../../../lib/formatters.ts';

/** Net operating income per property (and the portfolio's own expenses) over the last twelve months. */
export function NoiTable({ rows }: { rows: TFinancialInsights['netOperatingIncome'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{t('aiInsights.financial.noNoi')}</p>;
  return (
    <Table scrollLabel={t('aiInsights.financial.noiTable')}>
      <caption className="sr-only">{t('aiInsights.financial.noiTable')}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{t('aiInsights.financial.columns.property')}</TableHead>
          <TableHead scope="col" className="text-end">
            {t('aiInsights.financial.columns.income')}
          </TableHead>
          <TableHead scope="col" className="text-end">
            {t('aiInsights.financial.columns.operatingExpenses')}
          </TableHead>
          <TableHead scope="col" className="text-end">
            {t('aiInsights.financial.columns.noi')}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.propertyId ?? 'portfolio'}-${row.currency}`}>
            <TableCell>
              {row.propertyId ? (
                <Link to={`/properties/${row.propertyId}`} className="font-medium hover:underline">
                  {row.propertyName}
                </Link>
              ) : (
                t('aiInsights.financial.portfolioWide')
              )}
            </TableCell>
            <TableCell className="text-end tabular-nums whitespace-nowrap">
              {format.money(row.incomeMinor, row.currency)}
            </TableCell>
            <TableCell className="text-end tabular-nums whitespace-nowrap">
              {format.money(row.operatingExpensesMinor, row.currency)}
            </TableCell>
            <TableCell className={cn('text-end tabular-nums whitespace-nowrap', row.noiMinor < 0 && 'text-danger')}>
              {format.money(row.noiMinor, row.currency)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
