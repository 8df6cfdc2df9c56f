import type { TRevenueMonth } from '@rentwell/contracts/financials';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/formatters.ts';
import { formatMonth } from './chart-format.ts';
import RevenueBarChart from './revenue-bar-chart.tsx';

export type TRevenueChartFigureProps = {
  months: readonly TRevenueMonth[];
  currency: string;
  /** The figure's accessible name (the chart is drawn for the eye; the table below is read instead). */
  label: string;
  heightRem?: number;
  compact?: boolean;
};

/**
 * The six-month revenue chart with an accessible name and, for screen readers, the same figures as a visually
 * hidden table.
 */
export function RevenueChartFigure({ months, currency, label, heightRem = 18, compact }: TRevenueChartFigureProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <figure aria-label={label} className="m-0" data-testid="revenue-chart">
      <RevenueBarChart months={months} currency={currency} heightRem={heightRem} compact={compact} />
      {/* A table ignores the 1px width of sr-only: its wrapper is what is hidden. */}
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('financials.series.month')}</th>
              <th scope="col">{t('financials.series.collected')}</th>
              <th scope="col">{t('financials.series.expected')}</th>
              <th scope="col">{t('financials.series.expenses')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{formatMonth(month.month, language, 'long')}</th>
                <td>{format.money(month.collectedMinor, currency)}</td>
                <td>{format.money(month.expectedMinor, currency)}</td>
                <td>{format.money(month.expensesMinor, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
