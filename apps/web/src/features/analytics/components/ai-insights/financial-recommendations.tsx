import type { TFinancialInsights, TFinancialRecommendation } from '@rentwell/contracts/financial-insights';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMonth } from '../../../../components/charts/chart-format.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Card, CardContent } from '../../../../components/ui/card.tsx';
import { useFormatters } from '../../../../lib/formatters.ts';

type TLinkTo = { to: string; label: string };

function useRecommendationText() {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const language = i18n.resolvedLanguage ?? 'en';
  return (item: TFinancialRecommendation): { title: string; detail: string; links: TLinkTo[] } => {
    const money = (amountMinor: number) => format.money(amountMinor, item.currency);
    switch (item.kind) {
      case 'late-payer': {
        const payer = item.latePayer;
        return {
          title: t('aiInsights.financial.recommendations.latePayer.title', { tenant: payer.tenantName }),
          detail: t('aiInsights.financial.recommendations.latePayer.detail', {
            late: payer.lateCharges,
            due: payer.chargesDue,
            days: payer.averageDaysLate,
            outstanding: money(payer.outstandingMinor),
            unit: payer.unitLabel,
            property: payer.propertyName,
          }),
          links: [
            {
              to: `/tenants?lease=${payer.leaseId}`,
              label: t('aiInsights.financial.links.lease', { tenant: payer.tenantName }),
            },
            { to: `/properties/${payer.propertyId}`, label: payer.propertyName },
          ],
        };
      }
      case 'expense-anomaly': {
        const anomaly = item.anomaly;
        const category = t(`expenses.categories.${anomaly.category}`);
        return {
          title: t('aiInsights.financial.recommendations.expenseAnomaly.title', {
            category,
            month: formatMonth(anomaly.month, language, 'long'),
          }),
          detail: t('aiInsights.financial.recommendations.expenseAnomaly.detail', {
            amount: money(anomaly.amountMinor),
            typical: money(anomaly.typicalMinor),
            excess: money(anomaly.excessMinor),
            months: anomaly.historyMonths,
          }),
          links: [{ to: '/financials', label: t('aiInsights.financial.links.expenses') }],
        };
      }
      case 'vacancy': {
        const vacancy = item.vacancy;
        return {
          title: t('aiInsights.financial.recommendations.vacancy.title', {
            unit: vacancy.unitLabel,
            property: vacancy.propertyName,
          }),
          detail: t('aiInsights.financial.recommendations.vacancy.detail', {
            days: vacancy.vacantDays,
            cost: money(vacancy.costMinor),
          }),
          links: [{ to: `/properties/${vacancy.propertyId}`, label: vacancy.propertyName }],
        };
      }
      case 'negative-noi': {
        const noi = item.noi;
        return {
          title: t('aiInsights.financial.recommendations.negativeNoi.title', { property: noi.propertyName }),
          detail: t('aiInsights.financial.recommendations.negativeNoi.detail', {
            income: money(noi.incomeMinor),
            expenses: money(noi.operatingExpensesMinor),
            noi: money(noi.noiMinor),
          }),
          links: [{ to: `/properties/${noi.propertyId}`, label: noi.propertyName }],
        };
      }
      case 'revenue-decline':
        return {
          title: t('aiInsights.financial.recommendations.revenueDecline.title', { currency: item.currency }),
          detail: t('aiInsights.financial.recommendations.revenueDecline.detail', {
            recent: money(item.decline.recentMinor),
            previous: money(item.decline.previousMinor),
            change: format.percent(item.decline.change),
          }),
          links: [{ to: '/financials', label: t('aiInsights.financial.links.financials') }],
        };
    }
  };
}

type TAnomaly = TFinancialInsights['expenseAnomalies'][number];

/** The largest expenses behind an unusual month: what drove it, with their property. */
function AnomalyExpenses({ anomaly }: { anomaly: TAnomaly }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className="text-sm">
      <p className="font-medium">{t('aiInsights.financial.largestExpenses')}</p>
      <ul className="mt-1 grid gap-1 text-muted-foreground">
        {anomaly.expenses.map((expense) => (
          <li key={expense.id}>
            {t('aiInsights.financial.expenseLine', {
              date: format.date(expense.incurredOn),
              description: expense.description,
              vendor: expense.vendor || '—',
              amount: format.money(expense.amountMinor, anomaly.currency),
            })}
            {expense.propertyId && expense.propertyName ? (
              <>
                {' · '}
                <Link
                  to={`/properties/${expense.propertyId}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {expense.propertyName}
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The recommendations as ranked cards, each with the numbers behind it and links to the records. */
export function FinancialRecommendations({
  items,
  anomalies,
}: {
  items: TFinancialRecommendation[];
  anomalies: TAnomaly[];
}) {
  const { t } = useTranslation();
  const textOf = useRecommendationText();
  const anomalyOf = (item: TFinancialRecommendation) =>
    item.kind === 'expense-anomaly'
      ? anomalies.find(
          (anomaly) =>
            anomaly.category === item.anomaly.category &&
            anomaly.month === item.anomaly.month &&
            anomaly.currency === item.anomaly.currency,
        )
      : undefined;
  if (items.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('aiInsights.financial.noRecommendations')}</p>;
  }
  return (
    <ol className="grid grid-cols-1 gap-3 md:grid-cols-2" data-testid="financial-recommendations">
      {items.map((item) => {
        const text = textOf(item);
        const anomaly = anomalyOf(item);
        return (
          <li key={`${item.kind}-${item.rank}`}>
            <Card className="h-full">
              <CardContent className="grid gap-2 pt-5">
                <div className="flex items-start gap-3">
                  <Badge variant="brand" aria-label={t('aiInsights.financial.rank', { rank: item.rank })}>
                    {item.rank}
                  </Badge>
                  <h4 className="min-w-0 font-semibold leading-snug">{text.title}</h4>
                </div>
                <p className="text-sm text-muted-foreground">{text.detail}</p>
                {anomaly && anomaly.expenses.length > 0 ? <AnomalyExpenses anomaly={anomaly} /> : null}
                <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {text.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="font-medium text-primary underline-offset-4 hover:underline">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}
