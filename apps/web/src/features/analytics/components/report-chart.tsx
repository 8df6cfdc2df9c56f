import type { TAnalyticsReport } from '@rentwell/contracts/analytics';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_STYLES, createCompactMoney } from '../../../components/charts/chart-format.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { seriesColor, type TReportChartSpec } from '../report-chart-spec.ts';
import { formatReportCell } from '../report-format.ts';
import { useReportLabels } from '../report-labels.ts';

/** Late buckets in warmer colours: 0–30 days calm, 90+ days red. */
const AGING_COLORS = ['var(--color-info)', 'var(--color-warning)', 'var(--color-danger)', 'var(--color-danger)'];

export type TReportChartProps = { report: TAnalyticsReport; spec: TReportChartSpec };

/** The chart of a report (recharts, loaded lazily by the analytics page). Drawn for the eye: the table is the text. */
export default function ReportChart({ report, spec }: TReportChartProps) {
  const format = useFormatters();
  const labels = useReportLabels();
  const context = {
    format,
    language: labels.language,
    currency: report.currency,
    category: labels.category,
    empty: labels.empty(report.kind),
  };
  const compactMoney = createCompactMoney(labels.language, report.currency);
  const formatValue = (value: number) =>
    spec.valueKind === 'money'
      ? format.money(value, report.currency)
      : spec.valueKind === 'rate'
        ? format.percent(value)
        : format.number(value);
  const formatTick = (value: number) =>
    spec.valueKind === 'money'
      ? compactMoney(value)
      : spec.valueKind === 'rate'
        ? format.percent(value)
        : format.number(value);
  const tooltipFormatter = (value: unknown) => (typeof value === 'number' ? formatValue(value) : String(value ?? ''));
  const tooltip = (
    <Tooltip
      cursor={CHART_STYLES.cursor}
      contentStyle={CHART_STYLES.tooltip}
      labelStyle={CHART_STYLES.tooltipLabel}
      formatter={tooltipFormatter}
      itemSorter={(item) => spec.series.findIndex((column) => column.key === item.dataKey)}
    />
  );
  const grid = <CartesianGrid stroke={CHART_STYLES.grid} strokeDasharray="3 3" vertical={false} />;

  if (!spec.category) {
    // Age buckets: one bar each, from the report's totals.
    const data = spec.series.map((column) => ({
      name: labels.column(column.key),
      value: typeof report.totals?.[column.key] === 'number' ? report.totals[column.key] : 0,
    }));
    return (
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {grid}
          <XAxis dataKey="name" tick={CHART_STYLES.tick} tickLine={false} axisLine={false} />
          <YAxis tick={CHART_STYLES.tick} tickLine={false} axisLine={false} width={72} tickFormatter={formatTick} />
          {tooltip}
          <Bar dataKey="value" name={labels.column('balance')} radius={[3, 3, 0, 0]} maxBarSize={56}>
            {data.map((entry, index) => (
              <Cell key={entry.name} fill={AGING_COLORS[Math.min(index, AGING_COLORS.length - 1)]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    );
  }

  const category = spec.category;
  const data = spec.rows.map((row) => ({
    ...row,
    __label: formatReportCell(row[category.key], category, context),
  }));

  if (spec.type === 'area') {
    const [series] = spec.series;
    if (!series) return null;
    return (
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {grid}
          <XAxis dataKey="__label" tick={CHART_STYLES.tick} tickLine={false} axisLine={false} />
          <YAxis
            tick={CHART_STYLES.tick}
            tickLine={false}
            axisLine={false}
            width={56}
            domain={[0, 1]}
            tickFormatter={formatTick}
          />
          {tooltip}
          <Area
            type="monotone"
            dataKey={series.key}
            name={labels.column(series.key)}
            stroke="var(--color-brand)"
            fill="var(--color-brand)"
            fillOpacity={0.15}
            strokeWidth={2}
          />
        </AreaChart>
      </ResponsiveContainer>
    );
  }

  const isHorizontal = spec.layout === 'horizontal';
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        accessibilityLayer={false}
        data={data}
        layout={isHorizontal ? 'vertical' : 'horizontal'}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        barGap={2}
      >
        <CartesianGrid
          stroke={CHART_STYLES.grid}
          strokeDasharray="3 3"
          vertical={isHorizontal}
          horizontal={!isHorizontal}
        />
        {isHorizontal ? (
          <>
            <XAxis
              type="number"
              tick={CHART_STYLES.tick}
              tickLine={false}
              axisLine={false}
              tickFormatter={formatTick}
            />
            <YAxis
              type="category"
              dataKey="__label"
              tick={CHART_STYLES.tick}
              tickLine={false}
              axisLine={false}
              width={150}
              interval={0}
            />
          </>
        ) : (
          <>
            <XAxis dataKey="__label" tick={CHART_STYLES.tick} tickLine={false} axisLine={false} />
            <YAxis tick={CHART_STYLES.tick} tickLine={false} axisLine={false} width={72} tickFormatter={formatTick} />
          </>
        )}
        {tooltip}
        {spec.series.length > 1 ? (
          <Legend itemSorter={null} wrapperStyle={{ fontSize: '0.8125rem', paddingTop: '0.5rem' }} />
        ) : null}
        {spec.series.map((column, index) => (
          <Bar
            key={column.key}
            dataKey={column.key}
            name={labels.column(column.key)}
            fill={seriesColor(column.key, index)}
            radius={isHorizontal ? [0, 3, 3, 0] : [3, 3, 0, 0]}
            maxBarSize={isHorizontal ? 22 : 32}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
