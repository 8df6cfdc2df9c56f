import { ANALYTICS_REPORTS, type TAnalyticsReportKind } from '@rentwell/contracts/analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChartColumn, ServerCrash } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { PeriodFilter } from '../../../components/period-filter.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { resolvePeriod, type TPeriodFilter, type TPeriodQuery } from '../../../lib/report-period.ts';
import { useOrganizationToday } from '../../../lib/use-organization-today.ts';
import { useShortTermRentalMode } from '../../../lib/use-short-term-rental-mode.ts';
import { analyticsReportQueryOptions } from '../api/analytics-queries.ts';
import { AiInsights } from '../components/ai-insights/ai-insights.tsx';
import { ExportButtons } from '../components/export-buttons.tsx';
import { ReportTable } from '../components/report-table.tsx';
import { chartHeightRem, reportChartSpec } from '../report-chart-spec.ts';

/** recharts loads in its own chunk once a chart is on screen. */
const ReportChart = lazy(() => import('../components/report-chart.tsx'));

function isReportKind(value: string | null): value is TAnalyticsReportKind {
  return ANALYTICS_REPORTS.some((kind) => kind === value);
}

function ReportView({ kind, period }: { kind: TAnalyticsReportKind; period: TPeriodQuery | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  // A new period starts again at the first page.
  const periodKey = JSON.stringify(period);
  const [paging, setPaging] = useState({ periodKey, page: 1 });
  const page = paging.periodKey === periodKey ? paging.page : 1;
  const report = useQuery({
    ...analyticsReportQueryOptions(kind, period ?? { from: '', to: '' }, page),
    enabled: !!period,
    placeholderData: keepPreviousData,
  });
  const title = t(`analytics.reports.${kind}.title`);

  let content: ReactNode;
  if (!period) {
    content = null;
  } else if (report.isPending) {
    content = (
      <div className="grid gap-4" role="status" aria-label={t('common.loading')}>
        <Skeleton className="h-72 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  } else if (report.isError) {
    content = (
      <EmptyState
        icon={ServerCrash}
        headingLevel="h3"
        title={t('errorBoundary.title')}
        description={getErrorMessage(t, report.error)}
        action={
          <Button variant="outline" onClick={() => void report.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (report.data.total === 0) {
    content = (
      <EmptyState
        icon={ChartColumn}
        headingLevel="h3"
        title={t('analytics.emptyTitle')}
        description={t('analytics.emptyDescription')}
      />
    );
  } else {
    const spec = reportChartSpec(report.data);
    content = (
      <div
        className={
          report.isPlaceholderData ? 'grid grid-cols-1 gap-4 opacity-70 transition-opacity' : 'grid grid-cols-1 gap-4'
        }
        aria-busy={report.isFetching}
      >
        {spec ? (
          <Card>
            <CardContent className="pt-5 sm:pt-6">
              <figure
                aria-label={t('analytics.chartLabel', { report: title })}
                className="m-0"
                data-testid="report-chart"
              >
                <div className="w-full" style={{ height: `${chartHeightRem(spec)}rem` }} aria-hidden="true">
                  <Suspense fallback={<Skeleton className="size-full rounded-lg" />}>
                    <ReportChart report={report.data} spec={spec} />
                  </Suspense>
                </div>
                <figcaption className="sr-only">{t('analytics.chartSummary')}</figcaption>
              </figure>
            </CardContent>
          </Card>
        ) : null}
        <ReportTable report={report.data} caption={t('analytics.tableLabel', { report: title })} />
        {report.data.total > report.data.pageSize ? (
          <Pagination
            label={t('analytics.pagination', { report: title })}
            className="mt-0"
            page={report.data.page}
            pageSize={report.data.pageSize}
            total={report.data.total}
            onPageChange={(next) => setPaging({ periodKey, page: next })}
          />
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby={`report-${kind}-heading`} className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={`report-${kind}-heading`} className="text-lg font-semibold tracking-tight">
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t(`analytics.reports.${kind}.description`)}</p>
          {report.data ? (
            <p className="mt-1 text-xs text-muted-foreground">
              {t('analytics.periodNote', {
                from: format.date(report.data.period.from),
                to: format.date(report.data.period.to),
                asOf: format.date(report.data.asOf),
              })}
            </p>
          ) : null}
        </div>
        <ExportButtons kind={kind} period={period} />
      </div>
      {content}
    </section>
  );
}

/**
 * `/analytics`: six reports (seven in short-term-rental mode) over a period and an optional property, each with a chart where one helps, its table,
 * and CSV and PDF exports. The report shown is in the address (`?report=rent-roll`), so it can be linked.
 */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('report');
  const shortTermRentalMode = useShortTermRentalMode();
  const reports = ANALYTICS_REPORTS.filter((report) => shortTermRentalMode || report !== 'short-term-rentals');
  const kind: TAnalyticsReportKind = isReportKind(requested) && reports.includes(requested) ? requested : 'occupancy';
  // Reports look back: the last twelve months by default, as the server's own default.
  const [filter, setFilter] = useState<TPeriodFilter>({ preset: 'last12Months' });
  const today = useOrganizationToday();
  const period = resolvePeriod(filter, today);

  const chooseReport = (next: string) => {
    if (!isReportKind(next)) return;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('report', next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <>
      <PageHeader title={t('pages.analytics.title')} description={t('pages.analytics.description')} />
      <div className="grid grid-cols-1 gap-5">
        <PeriodFilter value={filter} onChange={setFilter} />
        <Tabs value={kind} onValueChange={chooseReport}>
          <TabsList aria-label={t('analytics.reportsLabel')} className="w-full justify-start sm:w-auto">
            {reports.map((report) => (
              <TabsTrigger key={report} value={report}>
                {t(`analytics.reports.${report}.tab`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {reports.map((report) => (
            <TabsContent key={report} value={report} className="mt-5">
              <ReportView kind={report} period={period} />
            </TabsContent>
          ))}
        </Tabs>
        <AiInsights />
      </div>
    </>
  );
}
