import { LANGUAGES, type TLanguage } from '@rentwell/contracts/profile';
import { useMutation } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../../components/ui/card.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { generateFinancialInsights } from '../../api/financial-insights-api.ts';
import { ComputedFrom } from './computed-from.tsx';
import { FinancialRecommendations } from './financial-recommendations.tsx';
import { FinancialTrendTable } from './financial-trend-table.tsx';
import { LatePayersTable } from './late-payers-table.tsx';
import { NoiTable } from './noi-table.tsx';
import { VacancyTable } from './vacancy-table.tsx';

function readerLanguage(resolved: string | undefined): TLanguage {
  return LANGUAGES.find((language) => language === resolved) ?? 'en';
}

/**
 * Financial insights on demand: trends and a three-month forecast per currency, ranked recommendations with their
 * numbers and links, net operating income per property, and a narrative from templates or the language model.
 */
export function FinancialInsightsPanel() {
  const { t, i18n } = useTranslation();
  const generation = useMutation({
    mutationFn: () => generateFinancialInsights(readerLanguage(i18n.resolvedLanguage)),
  });
  const insights = generation.data;

  return (
    <div className="grid grid-cols-1 gap-5" aria-busy={generation.isPending}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-base font-semibold">{t('aiInsights.tabs.financial')}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{t('aiInsights.financial.description')}</p>
        </div>
        <Button
          onClick={() => {
            if (!generation.isPending) generation.mutate();
          }}
          aria-disabled={generation.isPending}
          className="shrink-0"
        >
          <Sparkles aria-hidden="true" />
          {generation.isPending
            ? t('aiInsights.financial.generating')
            : insights
              ? t('aiInsights.financial.regenerate')
              : t('aiInsights.financial.generate')}
        </Button>
      </div>

      {generation.isError ? (
        <Alert variant="destructive" role="alert">
          {t('aiInsights.financial.failed')}
        </Alert>
      ) : null}

      {generation.isPending && !insights ? (
        <div className="grid gap-3" role="status" aria-label={t('aiInsights.financial.generating')}>
          <Skeleton className="h-24 rounded-xl" />
          <Skeleton className="h-48 rounded-xl" />
        </div>
      ) : null}

      {insights ? (
        <div className="grid grid-cols-1 gap-6" data-testid="financial-insights-result">
          <Card>
            <CardContent className="grid gap-3 pt-5">
              <h4 className="font-semibold">{t('aiInsights.financial.summary')}</h4>
              <p className="whitespace-pre-line text-sm leading-relaxed" data-testid="financial-narrative">
                {insights.narrative}
              </p>
              <ComputedFrom computedFrom={insights.computedFrom} narrativeSource={insights.narrativeSource} />
            </CardContent>
          </Card>

          <section aria-labelledby="financial-recommendations-heading" className="grid gap-3">
            <h4 id="financial-recommendations-heading" className="font-semibold">
              {t('aiInsights.financial.recommendationsTitle')}
            </h4>
            <FinancialRecommendations items={insights.recommendations} anomalies={insights.expenseAnomalies} />
          </section>

          <section aria-labelledby="financial-trends-heading" className="grid gap-3">
            <h4 id="financial-trends-heading" className="font-semibold">
              {t('aiInsights.financial.trendsTitle')}
            </h4>
            {insights.trends.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('aiInsights.financial.noTrends')}</p>
            ) : (
              insights.trends.map((trend) => <FinancialTrendTable key={trend.currency} trend={trend} />)
            )}
          </section>

          <section aria-labelledby="financial-noi-heading" className="grid gap-3">
            <h4 id="financial-noi-heading" className="font-semibold">
              {t('aiInsights.financial.noiTitle')}
            </h4>
            <NoiTable rows={insights.netOperatingIncome} />
          </section>

          <section aria-labelledby="financial-late-payers-heading" className="grid gap-3">
            <h4 id="financial-late-payers-heading" className="font-semibold">
              {t('aiInsights.financial.latePayersTitle')}
            </h4>
            <LatePayersTable rows={insights.latePayers} />
          </section>

          <section aria-labelledby="financial-vacancy-heading" className="grid gap-3">
            <h4 id="financial-vacancy-heading" className="font-semibold">
              {t('aiInsights.financial.vacancyTitle')}
            </h4>
            <VacancyTable rows={insights.vacancies} />
          </section>
        </div>
      ) : null}
    </div>
  );
}
