import type { TRevenueMonth } from '@rentwell/contracts/financials';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormatters } from '../../lib/formatters.ts';
import { CHART_STYLES, createCompactMoney, formatMonth, SERIES_COLORS } from './chart-format.ts';

export type TRevenueBarChartProps = {
  months: readonly TRevenueMonth[];
  currency: string;
  /** Height in rem (the display scale sizes it). */
  heightRem?: number;
  /** A small chart: no value axis and no legend (the card names the series). */
  compact?: boolean;
};

const SERIES = ['collected', 'expected', 'expenses'] as const;

/**
 * Collected vs expected rent vs expenses per month, as grouped bars (recharts). Loaded lazily through
 * `revenue-chart-figure.tsx`, so recharts stays out of the first render of the pages that show it.
 */
export default function RevenueBarChart({ months, currency, heightRem = 18, compact = false }: TRevenueBarChartProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const language = i18n.resolvedLanguage ?? 'en';
  const compactMoney = createCompactMoney(language, currency);
  const data = months.map((month) => ({
    month: formatMonth(month.month, language),
    collected: month.collectedMinor,
    expected: month.expectedMinor,
    expenses: month.expensesMinor,
  }));
  return (
    <div style={{ height: `${heightRem}rem` }} className="w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: compact ? 8 : 0 }}
          barGap={2}
        >
          <CartesianGrid vertical={false} stroke={CHART_STYLES.grid} strokeDasharray="3 3" />
          <XAxis dataKey="month" tick={CHART_STYLES.tick} tickLine={false} axisLine={false} />
          {compact ? null : (
            <YAxis
              tick={CHART_STYLES.tick}
              tickLine={false}
              axisLine={false}
              width={72}
              tickFormatter={(value: number) => compactMoney(value)}
            />
          )}
          <Tooltip
            cursor={CHART_STYLES.cursor}
            contentStyle={CHART_STYLES.tooltip}
            labelStyle={CHART_STYLES.tooltipLabel}
            formatter={(value) => (typeof value === 'number' ? format.money(value, currency) : value)}
            itemSorter={(item) => (SERIES as readonly unknown[]).indexOf(item.dataKey)}
          />
          {compact ? null : <Legend itemSorter={null} wrapperStyle={{ fontSize: '0.8125rem', paddingTop: '0.5rem' }} />}
          {SERIES.map((series) => (
            <Bar
              key={series}
              dataKey={series}
              name={t(`financials.series.${series}`)}
              fill={SERIES_COLORS[series]}
              radius={[3, 3, 0, 0]}
              maxBarSize={compact ? 14 : 28}
              isAnimationActive={!compact}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
