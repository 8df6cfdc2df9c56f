import type { TFinancialOverview } from '@rentwell/contracts/financials';
import { Banknote, CircleAlert, Landmark, Percent, Receipt, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/stat-card.tsx';
import { useFormatters } from '../../../lib/formatters.ts';

/**
 * Income (by source), expenses, net operating income, cash flow after debt service, collection rate and
 * outstanding balance of a period, each saying what it counts.
 */
export function OverviewCards({ overview }: { overview: TFinancialOverview }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (amountMinor: number) => format.money(amountMinor, overview.currency);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" aria-label={t('financials.overview.figures')}>
      <li className="min-w-0" title={t('financials.overview.incomeHint')}>
        <StatCard
          labelAs="h3"
          size="compact"
          label={t('financials.overview.income')}
          value={money(overview.incomeMinor)}
          caption={t('financials.overview.incomeCaption', {
            longTerm: money(overview.longTermIncomeMinor),
            shortTerm: money(overview.shortTermIncomeMinor),
          })}
          icon={Banknote}
        />
      </li>
      <li className="min-w-0">
        <StatCard
          labelAs="h3"
          size="compact"
          label={t('financials.overview.expenses')}
          value={money(overview.expensesMinor)}
          caption={t('financials.overview.expensesCaption', { amount: money(overview.debtServiceMinor) })}
          icon={Receipt}
        />
      </li>
      <li className="min-w-0">
        <StatCard
          labelAs="h3"
          size="compact"
          label={t('financials.overview.netOperatingIncome')}
          value={money(overview.netOperatingIncomeMinor)}
          caption={t('financials.overview.netCaption')}
          icon={TrendingUp}
          tone={overview.netOperatingIncomeMinor < 0 ? 'danger' : undefined}
        />
      </li>
      <li className="min-w-0">
        <StatCard
          labelAs="h3"
          size="compact"
          label={t('financials.overview.cashFlow')}
          value={money(overview.cashFlowAfterDebtServiceMinor)}
          caption={t('financials.overview.cashFlowCaption')}
          icon={Landmark}
          tone={overview.cashFlowAfterDebtServiceMinor < 0 ? 'danger' : undefined}
        />
      </li>
      <li className="min-w-0">
        <StatCard
          labelAs="h3"
          size="compact"
          label={t('financials.overview.collectionRate')}
          value={overview.collectionRate === null ? '—' : format.percent(overview.collectionRate)}
          caption={
            overview.collectionRate === null
              ? t('financials.overview.nothingDue')
              : t('financials.overview.collectionCaption', { amount: money(overview.expectedMinor) })
          }
          icon={Percent}
        />
      </li>
      <li className="min-w-0">
        <StatCard
          labelAs="h3"
          size="compact"
          label={t('financials.overview.outstanding')}
          value={money(overview.outstandingBalanceMinor)}
          caption={t('financials.overview.outstandingCaption')}
          icon={CircleAlert}
          tone={overview.outstandingBalanceMinor > 0 ? 'danger' : undefined}
        />
      </li>
    </ul>
  );
}
