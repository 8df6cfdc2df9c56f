import type { TFinancialOverview } from '@rentwell/contracts/financials';
import { Banknote, CircleAlert, Percent, Receipt, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/stat-card.tsx';
import { useFormatters } from '../../../lib/formatters.ts';

/** Income, expenses, net operating income, collection rate and outstanding balance of a period. */
export function OverviewCards({ overview }: { overview: TFinancialOverview }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (amountMinor: number) => format.money(amountMinor, overview.currency);
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5"
      aria-label={t('financials.overview.figures')}
    >
      <li className="min-w-0">
        <StatCard
          labelAs="h3"
          size="compact"
          label={t('financials.overview.income')}
          value={money(overview.incomeMinor)}
          caption={t('financials.overview.expectedCaption', { amount: money(overview.expectedMinor) })}
          icon={Banknote}
        />
      </li>
      <li className="min-w-0">
        <StatCard
          labelAs="h3"
          size="compact"
          label={t('financials.overview.expenses')}
          value={money(overview.expensesMinor)}
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
          label={t('financials.overview.collectionRate')}
          value={overview.collectionRate === null ? '—' : format.percent(overview.collectionRate)}
          caption={
            overview.collectionRate === null
              ? t('financials.overview.nothingDue')
              : t('financials.overview.collectionCaption')
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
