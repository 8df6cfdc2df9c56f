import { useQuery } from '@tanstack/react-query';
import { ChartColumn, ServerCrash, Wallet } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RevenueChartFigure } from '../../../components/charts/revenue-chart-figure.tsx';
import { PeriodFilter } from '../../../components/period-filter.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { DEFAULT_PERIOD_FILTER, resolvePeriod, type TPeriodFilter } from '../../../lib/report-period.ts';
import { useOrganizationToday } from '../../../lib/use-organization-today.ts';
import { financialOverviewQueryOptions, revenueBreakdownQueryOptions } from '../api/financial-queries.ts';
import { OverviewCards } from './overview-cards.tsx';

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={ServerCrash}
      headingLevel="h3"
      title={t('errorBoundary.title')}
      description={getErrorMessage(t, error)}
      action={
        <Button variant="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** The figures of the chosen period: income, expenses, net operating income, collection rate, outstanding. */
function OverviewFigures({
  filter,
  currency,
  onCurrencyChange,
}: {
  filter: TPeriodFilter;
  currency: string | undefined;
  onCurrencyChange: (currency: string) => void;
}) {
  const { t } = useTranslation();
  const today = useOrganizationToday();
  const period = resolvePeriod(filter, today);
  const overview = useQuery({
    ...financialOverviewQueryOptions(period ?? { from: '', to: '' }, currency),
    enabled: !!period,
  });

  if (!period) return null;
  if (overview.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <Skeleton key={index} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  }
  if (overview.isError) return <LoadFailed error={overview.error} onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  const choice =
    data.currencies.length > 1 ? (
      <CurrencyChoice currencies={data.currencies} value={data.currency} onChange={onCurrencyChange} />
    ) : null;
  const isEmpty =
    data.incomeMinor === 0 &&
    data.expectedMinor === 0 &&
    data.expensesMinor === 0 &&
    data.outstandingBalanceMinor === 0;
  if (isEmpty) {
    return (
      <div className="grid gap-4">
        {choice}
        <EmptyState
          icon={Wallet}
          headingLevel="h3"
          title={t('financials.overview.emptyTitle')}
          description={t('financials.overview.emptyDescription')}
        />
      </div>
    );
  }
  return (
    <div className="grid gap-4" aria-busy={overview.isFetching}>
      {choice}
      <OverviewCards overview={data} />
    </div>
  );
}

/**
 * Which currency's books to show when the organization's money was recorded in several (after a change of its
 * currency): each currency is a set of books of its own, never converted.
 */
function CurrencyChoice({
  currencies,
  value,
  onChange,
}: {
  currencies: string[];
  value: string;
  onChange: (currency: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{t('financials.overview.currencyChoice')}</legend>
      <span className="text-sm text-muted-foreground" aria-hidden="true">
        {t('financials.overview.currencyChoice')}
      </span>
      {currencies.map((code) => (
        <Button
          key={code}
          type="button"
          size="sm"
          variant={code === value ? 'primary' : 'outline'}
          aria-pressed={code === value}
          onClick={() => onChange(code)}
        >
          {code}
        </Button>
      ))}
      <span className="basis-full text-xs text-muted-foreground">{t('financials.overview.currencyNote')}</span>
    </fieldset>
  );
}

/** Collected vs expected rent vs expenses over the last six months. */
function RevenueBreakdownCard({
  propertyId,
  currency,
}: {
  propertyId: string | undefined;
  currency: string | undefined;
}) {
  const { t } = useTranslation();
  const breakdown = useQuery(revenueBreakdownQueryOptions(propertyId, currency));

  let content: ReactNode;
  if (breakdown.isPending) {
    content = <Skeleton className="h-72 rounded-lg" role="status" aria-label={t('common.loading')} />;
  } else if (breakdown.isError) {
    content = <LoadFailed error={breakdown.error} onRetry={() => void breakdown.refetch()} />;
  } else if (
    breakdown.data.months.every((month) => !month.collectedMinor && !month.expectedMinor && !month.expensesMinor)
  ) {
    content = (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-12 text-center">
        <ChartColumn className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">{t('financials.revenue.empty')}</p>
      </div>
    );
  } else {
    content = (
      <RevenueChartFigure
        months={breakdown.data.months}
        currency={breakdown.data.currency}
        label={t('financials.revenue.chartLabel')}
      />
    );
  }

  return (
    <Card>
      <CardHeader>
        <h3 className="text-base leading-tight font-semibold tracking-tight">{t('financials.revenue.title')}</h3>
        <CardDescription>{t('financials.revenue.description')}</CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}

/**
 * The overview of `/financials` (composed in by the router): a period and property filter, the period's figures in
 * the organization's currency, and the six-month revenue chart.
 */
export function FinancialOverviewSection() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [filter, setFilter] = useState<TPeriodFilter>(DEFAULT_PERIOD_FILTER);
  const [currency, setCurrency] = useState<string | undefined>(undefined);
  const today = useOrganizationToday();
  const period = resolvePeriod(filter, today);

  return (
    <section aria-labelledby="financial-overview-heading" className="grid grid-cols-1 gap-4">
      <div>
        <h2 id="financial-overview-heading" className="text-lg font-semibold tracking-tight">
          {t('financials.overview.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {period
            ? t('financials.overview.periodRange', { from: format.date(period.from), to: format.date(period.to) })
            : t('financials.overview.description')}
        </p>
      </div>
      <PeriodFilter value={filter} onChange={setFilter} />
      <OverviewFigures filter={filter} currency={currency} onCurrencyChange={setCurrency} />
      <RevenueBreakdownCard propertyId={filter.propertyId} currency={currency} />
    </section>
  );
}
