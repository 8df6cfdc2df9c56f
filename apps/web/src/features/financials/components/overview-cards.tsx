import type { TFinancialOverview } from '@rentwell/contracts/financials';
import { Banknote, CircleAlert, Landmark, type LucideIcon, Percent, Receipt, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/stat-card.tsx';
import { useFormatters } from '../../../lib/formatters.ts';

type TFigure = {
  key: string;
  label: string;
  value: string;
  /** What the figure counts, under it. */
  caption: string;
  icon: LucideIcon;
  /** Where the caption leaves out part of the rule, the whole of it on hover. */
  hint?: string;
  danger?: boolean;
};

/**
 * Income (by source), expenses, net operating income, cash flow after debt service, collection rate and
 * outstanding balance of a period, each saying what it counts.
 */
export function OverviewCards({ overview }: { overview: TFinancialOverview }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (amountMinor: number) => format.money(amountMinor, overview.currency);
  const figures: TFigure[] = [
    {
      key: 'income',
      label: t('financials.overview.income'),
      value: money(overview.incomeMinor),
      caption: t('financials.overview.incomeCaption', {
        longTerm: money(overview.longTermIncomeMinor),
        shortTerm: money(overview.shortTermIncomeMinor),
      }),
      hint: t('financials.overview.incomeHint'),
      icon: Banknote,
    },
    {
      key: 'expenses',
      label: t('financials.overview.expenses'),
      value: money(overview.expensesMinor),
      caption: t('financials.overview.expensesCaption', { amount: money(overview.debtServiceMinor) }),
      icon: Receipt,
    },
    {
      key: 'net-operating-income',
      label: t('financials.overview.netOperatingIncome'),
      value: money(overview.netOperatingIncomeMinor),
      caption: t('financials.overview.netCaption'),
      icon: TrendingUp,
      danger: overview.netOperatingIncomeMinor < 0,
    },
    {
      key: 'cash-flow',
      label: t('financials.overview.cashFlow'),
      value: money(overview.cashFlowAfterDebtServiceMinor),
      caption: t('financials.overview.cashFlowCaption'),
      icon: Landmark,
      danger: overview.cashFlowAfterDebtServiceMinor < 0,
    },
    {
      key: 'collection-rate',
      label: t('financials.overview.collectionRate'),
      value: overview.collectionRate === null ? '—' : format.percent(overview.collectionRate),
      caption:
        overview.collectionRate === null
          ? t('financials.overview.nothingDue')
          : t('financials.overview.collectionCaption', { amount: money(overview.expectedMinor) }),
      icon: Percent,
    },
    {
      key: 'outstanding',
      label: t('financials.overview.outstanding'),
      value: money(overview.outstandingBalanceMinor),
      caption: t('financials.overview.outstandingCaption'),
      icon: CircleAlert,
      danger: overview.outstandingBalanceMinor > 0,
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" aria-label={t('financials.overview.figures')}>
      {figures.map((figure) => (
        <li key={figure.key} className="min-w-0" title={figure.hint}>
          <StatCard
            labelAs="h3"
            size="compact"
            label={figure.label}
            value={figure.value}
            caption={figure.caption}
            icon={figure.icon}
            tone={figure.danger ? 'danger' : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
