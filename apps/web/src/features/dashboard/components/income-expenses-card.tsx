import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SERIES_COLORS } from '../../../components/charts/chart-format.ts';
import { RevenueChartFigure } from '../../../components/charts/revenue-chart-figure.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/class-names.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { monthFinancialsQueryOptions, revenueBreakdownQueryOptions } from '../api/dashboard-queries.ts';

function Failed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-6 text-center">
      <p className="text-sm font-medium">{t('errorBoundary.title')}</p>
      <p className="text-sm text-muted-foreground">{getErrorMessage(t, error)}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/**
 * 'Income vs expenses this month' on the landlord dashboard: rent received, expenses and what is left, and a small
 * chart of the last six months (recharts loads lazily, after the dashboard's first render).
 */
export function IncomeExpensesCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  const month = useQuery(monthFinancialsQueryOptions());
  const breakdown = useQuery(revenueBreakdownQueryOptions());

  let figures: ReactNode;
  if (month.isPending) {
    figures = <Skeleton className="h-16 rounded-lg" role="status" aria-label={t('common.loading')} />;
  } else if (month.isError) {
    figures = <Failed error={month.error} onRetry={() => void month.refetch()} />;
  } else {
    const { currency, incomeMinor, expensesMinor, netOperatingIncomeMinor } = month.data;
    const items = [
      { key: 'income', label: t('dashboard.finances.income'), value: incomeMinor, tone: 'text-success' },
      { key: 'expenses', label: t('dashboard.finances.expenses'), value: expensesMinor, tone: 'text-danger' },
      {
        key: 'net',
        label: t('dashboard.finances.net'),
        value: netOperatingIncomeMinor,
        tone: netOperatingIncomeMinor < 0 ? 'text-danger' : 'text-foreground',
      },
    ];
    figures = (
      // On a phone each figure takes a row of its own, so an amount never breaks inside its digits.
      <dl className="grid gap-2 sm:grid-cols-3 sm:gap-3">
        {items.map((item) => (
          <div key={item.key} className="flex min-w-0 items-baseline justify-between gap-3 sm:block">
            <dt className="text-xs font-medium text-muted-foreground">{item.label}</dt>
            <dd
              className={cn(
                'text-base font-semibold tracking-tight whitespace-nowrap tabular-nums sm:mt-1 sm:text-xl',
                item.tone,
              )}
            >
              {format.money(item.value, currency)}
            </dd>
          </div>
        ))}
      </dl>
    );
  }

  let chart: ReactNode;
  if (breakdown.isPending) {
    chart = <Skeleton className="h-36 rounded-lg" />;
  } else if (breakdown.isError) {
    chart = <Failed error={breakdown.error} onRetry={() => void breakdown.refetch()} />;
  } else {
    chart = (
      <RevenueChartFigure
        months={breakdown.data.months}
        currency={breakdown.data.currency}
        label={t('dashboard.finances.chartLabel')}
        heightRem={9}
        compact
      />
    );
  }

  return (
    <Card>
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle>{t('dashboard.finances.title')}</CardTitle>
        <CardDescription>{t('dashboard.finances.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {figures}
        <div>
          <p className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <span className="font-medium text-foreground">{t('dashboard.finances.chartTitle')}</span>
            {(['collected', 'expected', 'expenses'] as const).map((series) => (
              <Swatch key={series} color={SERIES_COLORS[series]} label={t(`financials.series.${series}`)} />
            ))}
          </p>
          {chart}
        </div>
        <Button variant="link" size="sm" asChild className="justify-self-start">
          <Link to="/financials">
            {t('dashboard.finances.viewFinancials')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="size-2.5 rounded-sm" style={{ backgroundColor: color }} aria-hidden="true" />
      {label}
    </span>
  );
}
