import type { TFinancialInsights } from '@rentwell/contracts/financial-insights';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '../../../../components/charts/chart-format.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../components/ui/table.tsx';
import { useFormatters } from '../../../../lib/formatters.ts';

type TTrend = TFinancialInsights['trends'][number];
type TRange = { lowMinor: number; highMinor: number };

/** A month's figure, and under a forecast its likely range. */
function FigureCell({ amount, range, currency }: { amount: number; range: TRange | null; currency: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <TableCell className="text-end tabular-nums whitespace-nowrap">
      {format.money(amount, currency)}
      {range ? (
        <span className="block text-xs text-muted-foreground">
          {t('aiInsights.financial.forecastRange', {
            low: format.money(range.lowMinor, currency),
            high: format.money(range.highMinor, currency),
          })}
        </span>
      ) : null}
    </TableCell>
  );
}

/** One currency's last twelve months and the three forecast after them, in one table. */
export function FinancialTrendTable({ trend }: { trend: TTrend }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const language = i18n.resolvedLanguage ?? 'en';
  const rows = [
    ...trend.months.map((month) => ({ ...month, revenueRange: null, expensesRange: null })),
    ...trend.forecast.map((month) => ({
      ...month,
      revenueRange: { lowMinor: month.revenueLowMinor, highMinor: month.revenueHighMinor },
      expensesRange: { lowMinor: month.expensesLowMinor, highMinor: month.expensesHighMinor },
    })),
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
      <p className="text-sm text-muted-foreground">{t('aiInsights.financial.forecastNote')}</p>
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
            <TableRow key={row.month} className={row.revenueRange ? 'bg-muted/40' : undefined}>
              <TableCell className="whitespace-nowrap">
                {formatMonth(row.month, language)}
                {row.revenueRange ? (
                  <Badge variant="info" className="ms-2">
                    {t('aiInsights.financial.forecastBadge')}
                  </Badge>
                ) : null}
              </TableCell>
              <FigureCell amount={row.revenueMinor} range={row.revenueRange} currency={trend.currency} />
              <FigureCell amount={row.expensesMinor} range={row.expensesRange} currency={trend.currency} />
              <FigureCell amount={row.netMinor} range={null} currency={trend.currency} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
