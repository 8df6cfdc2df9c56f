import type { TFinancialOverview } from '@rentwell/contracts/financials';
import { Banknote, CircleAlert, type LucideIcon, Percent, Receipt, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useFormatters } from '../../../lib/formatters.ts';

type TKpiCardProps = {
  label: string;
  value: string;
  caption?: string | undefined;
  icon: LucideIcon;
  /** 'danger' for a figure that needs attention (a loss, money outstanding). */
  tone?: 'danger' | undefined;
};

function KpiCard({ label, value, caption, icon: Icon, tone }: TKpiCardProps) {
  return (
    <Card className="h-full min-w-0 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
        <span
          className={cn(
            'flex size-8 shrink-0 items-center justify-center rounded-lg',
            tone === 'danger' ? 'bg-danger-soft text-danger' : 'bg-brand-soft text-brand',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p
        className={cn(
          'mt-3 text-xl font-semibold tracking-tight break-words tabular-nums sm:text-2xl',
          tone === 'danger' && 'text-danger',
        )}
      >
        {value}
      </p>
      {caption ? <p className="mt-1 text-xs text-muted-foreground">{caption}</p> : null}
    </Card>
  );
}

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
        <KpiCard
          label={t('financials.overview.income')}
          value={money(overview.incomeMinor)}
          caption={t('financials.overview.expectedCaption', { amount: money(overview.expectedMinor) })}
          icon={Banknote}
        />
      </li>
      <li className="min-w-0">
        <KpiCard label={t('financials.overview.expenses')} value={money(overview.expensesMinor)} icon={Receipt} />
      </li>
      <li className="min-w-0">
        <KpiCard
          label={t('financials.overview.netOperatingIncome')}
          value={money(overview.netOperatingIncomeMinor)}
          caption={t('financials.overview.netCaption')}
          icon={TrendingUp}
          tone={overview.netOperatingIncomeMinor < 0 ? 'danger' : undefined}
        />
      </li>
      <li className="min-w-0">
        <KpiCard
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
        <KpiCard
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
