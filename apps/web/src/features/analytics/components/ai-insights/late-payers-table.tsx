import type { TFinancialInsights } from '@rentwell/contracts/financial-insights';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../components/ui/table.tsx';
import { useFormatters } from '../../../../lib/formatters.ts';

/** Every tenant who paid late again and again in the last twelve months, with a link to the lease. */
export function LatePayersTable({ rows }: { rows: TFinancialInsights['latePayers'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (rows.length === 0)
    return <p className="text-sm text-muted-foreground">{t('aiInsights.financial.noLatePayers')}</p>;
  return (
    <Table scrollLabel={t('aiInsights.financial.latePayersTable')}>
      <caption className="sr-only">{t('aiInsights.financial.latePayersTable')}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{t('aiInsights.financial.columns.tenant')}</TableHead>
          <TableHead scope="col">{t('aiInsights.financial.columns.unit')}</TableHead>
          <TableHead scope="col" className="text-end">
            {t('aiInsights.financial.columns.lateCharges')}
          </TableHead>
          <TableHead scope="col" className="text-end">
            {t('aiInsights.financial.columns.averageDaysLate')}
          </TableHead>
          <TableHead scope="col" className="text-end">
            {t('aiInsights.financial.columns.outstanding')}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.leaseId}>
            <TableCell>
              <Link to={`/tenants?lease=${row.leaseId}`} className="font-medium hover:underline">
                {row.tenantName}
              </Link>
            </TableCell>
            <TableCell>
              {t('aiInsights.financial.unitOf', { unit: row.unitLabel, property: row.propertyName })}
            </TableCell>
            <TableCell className="text-end tabular-nums whitespace-nowrap">
              {t('aiInsights.financial.lateOf', { late: row.lateCharges, due: row.chargesDue })}
            </TableCell>
            <TableCell className="text-end tabular-nums">{format.number(row.averageDaysLate)}</TableCell>
            <TableCell className="text-end tabular-nums whitespace-nowrap">
              {format.money(row.outstandingMinor, row.currency)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
