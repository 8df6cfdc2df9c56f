import type { TFinancialInsights } from '@rentwell/contracts/financial-insights';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '../../../../components/charts/chart-format.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../components/ui/table.tsx';
import { useFormatters } from '../../../../lib/formatters.ts';

type TTrend = TFinancialInsights['trends'][number];

/** One currency's last twelve months and the three forecast after them, in one table. */
export function FinancialTrendTable({ trend }: { trend: TTrend }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const language = i18n.resolvedLanguage ?? 'en';
  const money = (amountMinor: number) => format.money(amountMinor, trend.currency);
  const rows = [
    ...trend.months.map((month) => ({ ...month, forecast: false })),
    ...trend.forecast.map((month) => ({ ...month, forecast: true })),
  ];
  const change = (value: number | null) => (value === null ? '—' : `${value > 0 ? '+' : ''}${format.percent(value)}`);
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        {t('aiInsights.financial.trendChange', {
          revenue: change(trend.revenueChange),
          expenses: change(trend.expensesChange),
        })}
      </p>
      <Table
        containerClassName="max-h-[28rem]"
        scrollLabel={t('aiInsights.financial.trendTable', { currency: trend.currency })}
      >
        <caption className="sr-only">{t('aiInsights.financial.trendTable', { currency: trend.currency })}</caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{t('aiInsights.financial.columns.month')}</TableHead>
            <TableHead scope="col" className="text-end">
              {t('aiInsights.financial.columns.revenue')}
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
            <TableRow key={row.month} className={row.forecast ? 'bg-muted/40' : undefined}>
              <TableCell className="whitespace-nowrap">
                {formatMonth(row.month, language)}
                {row.forecast ? (
                  <Badge variant="info" className="ms-2">
                    {t('aiInsights.financial.forecastBadge')}
                  </Badge>
                ) : null}
              </TableCell>
              <TableCell className="text-end tabular-nums whitespace-nowrap">{money(row.revenueMinor)}</TableCell>
              <TableCell className="text-end tabular-nums whitespace-nowrap">{money(row.expensesMinor)}</TableCell>
              <TableCell className="text-end tabular-nums whitespace-nowrap">{money(row.netMinor)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
