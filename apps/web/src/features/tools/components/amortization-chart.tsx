import { minorToMajor } from '@rentwell/domain/money';
import type { AmortizationYear } from '@rentwell/domain/mortgage';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormatters } from '../../../lib/formatters.ts';

export type TAmortizationChartProps = {
  years: readonly AmortizationYear[];
  principalMinor: number;
  currency: string;
};

const SERIES = [
  { key: 'balance', color: 'var(--color-brand)' },
  { key: 'cumulativeInterest', color: 'var(--color-danger)' },
  { key: 'cumulativePrincipal', color: 'var(--color-success)' },
] as const;

const TOOLTIP_STYLE = {
  backgroundColor: 'var(--color-popover)',
  border: '1px solid var(--color-border)',
  borderRadius: '0.5rem',
  color: 'var(--color-popover-foreground)',
  fontSize: '0.8125rem',
} as const;
const TICK_STYLE = { fill: 'var(--color-muted-foreground)', fontSize: 12 } as const;

/**
 * Balance, interest paid so far and principal repaid so far at the end of each year (year 0 is the day of the loan).
 * Drawn for the eye (the schedule table below carries the same figures); loaded lazily with recharts.
 */
export default function AmortizationChart({ years, principalMinor, currency }: TAmortizationChartProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const language = i18n.resolvedLanguage ?? 'en';
  const compact = new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const data = [
    { year: 0, balance: principalMinor, cumulativeInterest: 0, cumulativePrincipal: 0 },
    ...years.map((year) => ({
      year: year.year,
      balance: year.balanceMinor,
      cumulativeInterest: year.cumulativeInterestMinor,
      cumulativePrincipal: year.cumulativePrincipalMinor,
    })),
  ];
  const labels: Record<(typeof SERIES)[number]['key'], string> = {
    balance: t('tools.mortgage.chart.balance'),
    cumulativeInterest: t('tools.mortgage.chart.cumulativeInterest'),
    cumulativePrincipal: t('tools.mortgage.chart.cumulativePrincipal'),
  };
  return (
    <div className="h-72 w-full" aria-hidden="true" dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" strokeDasharray="3 3" />
          <XAxis
            dataKey="year"
            tick={TICK_STYLE}
            tickLine={false}
            axisLine={false}
            tickFormatter={(value: number) => format.number(value)}
          />
          <YAxis
            tick={TICK_STYLE}
            tickLine={false}
            axisLine={false}
            width={72}
            tickFormatter={(value: number) => compact.format(minorToMajor(value, currency))}
          />
          <Tooltip
            contentStyle={TOOLTIP_STYLE}
            labelStyle={{ color: 'var(--color-popover-foreground)', fontWeight: 600, marginBottom: '0.25rem' }}
            labelFormatter={(label) => t('tools.mortgage.schedule.year', { year: Number(label) })}
            formatter={(value, name) => [
              format.money(Number(value), currency),
              labels[name as keyof typeof labels] ?? String(name),
            ]}
          />
          <Legend
            iconType="plainline"
            wrapperStyle={{ fontSize: '0.8125rem', paddingTop: '0.5rem' }}
            formatter={(name: string) => (
              <span className="text-muted-foreground">{labels[name as keyof typeof labels] ?? name}</span>
            )}
          />
          {SERIES.map((series) => (
            <Line
              key={series.key}
              dataKey={series.key}
              type="monotone"
              stroke={series.color}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
