import type { TRevenueMonth } from '@rentwell/contracts/financials';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
type TSeries = (typeof SERIES)[number];

const MARGIN = { top: 8, right: 8, bottom: 24 };
const VALUE_AXIS_WIDTH = 72;
const BAR_GAP = 2;
const CORNER = 3;
const TICK_COUNT = 4;
/** Below this width per month (CSS pixels) an axis label leaves out the year, which the tooltip still gives. */
const YEAR_LABEL_MIN_BAND = 64;

function amountOf(month: TRevenueMonth, series: TSeries): number {
  if (series === 'collected') return month.collectedMinor;
  if (series === 'expected') return month.expectedMinor;
  return month.expensesMinor;
}

/** The axis' top: the largest value rounded up to a step of 1, 2, 2.5 or 5 times a power of ten, in ticks. */
function niceTicks(largest: number): number[] {
  if (largest <= 0) return [0, 1];
  const rawStep = largest / TICK_COUNT;
  const power = 10 ** Math.floor(Math.log10(rawStep));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= rawStep) ?? 10) * power;
  const top = Math.ceil(largest / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

/** A bar with its top corners rounded. */
function barPath(x: number, y: number, width: number, height: number): string {
  const radius = Math.min(CORNER, width / 2, height);
  return `M${x},${y + height}V${y + radius}Q${x},${y} ${x + radius},${y}H${x + width - radius}Q${x + width},${y} ${x + width},${y + radius}V${y + height}Z`;
}

/** The drawing area's size in CSS pixels, following the container. */
function useSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, ...size };
}

/**
 * Collected vs expected rent vs expenses per month, as grouped bars drawn in SVG, with a tooltip per month on hover.
 * Drawn for the eye only: `revenue-chart-figure.tsx` gives screen readers the same figures as a table.
 */
export default function RevenueBarChart({ months, currency, heightRem = 18, compact = false }: TRevenueBarChartProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const language = i18n.resolvedLanguage ?? 'en';
  const compactMoney = createCompactMoney(language, currency);
  const { ref, width, height } = useSize();
  const [hovered, setHovered] = useState<number | null>(null);

  const left = compact ? 8 : VALUE_AXIS_WIDTH;
  const plotWidth = Math.max(width - left - MARGIN.right, 0);
  const plotHeight = Math.max(height - MARGIN.top - MARGIN.bottom, 0);
  const ticks = niceTicks(Math.max(0, ...months.flatMap((month) => SERIES.map((series) => amountOf(month, series)))));
  const top = ticks[ticks.length - 1] ?? 1;
  const yOf = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const band = months.length > 0 ? plotWidth / months.length : 0;
  const barWidth = Math.max(Math.min((band * 0.8 - BAR_GAP * 2) / SERIES.length, compact ? 14 : 28), 1);
  const groupWidth = barWidth * SERIES.length + BAR_GAP * (SERIES.length - 1);
  const hoveredMonth = hovered === null ? undefined : months[hovered];

  return (
    <div style={{ height: `${heightRem}rem` }} className="flex w-full flex-col" aria-hidden="true">
      <div ref={ref} className="relative min-h-0 flex-1">
        {width > 0 && height > 0 ? (
          // biome-ignore lint/a11y/noSvgWithoutTitle: drawn for the eye only (aria-hidden); the figure's table is read instead
          <svg width={width} height={height} className="block" onMouseLeave={() => setHovered(null)}>
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={left}
                  x2={left + plotWidth}
                  y1={yOf(tick)}
                  y2={yOf(tick)}
                  stroke={CHART_STYLES.grid}
                  strokeDasharray="3 3"
                />
                {compact ? null : (
                  <text x={left - 8} y={yOf(tick)} dy="0.32em" textAnchor="end" {...CHART_STYLES.tick}>
                    {compactMoney(tick)}
                  </text>
                )}
              </g>
            ))}
            {months.map((month, index) => {
              const bandLeft = left + index * band;
              const groupLeft = bandLeft + (band - groupWidth) / 2;
              return (
                // biome-ignore lint/a11y/noStaticElementInteractions: the hover only shows the tooltip; the table beside the chart carries the figures
                <g key={month.month} onMouseEnter={() => setHovered(index)}>
                  <rect
                    x={bandLeft}
                    y={MARGIN.top}
                    width={band}
                    height={plotHeight}
                    {...(hovered === index ? CHART_STYLES.cursor : { fill: 'transparent' })}
                  />
                  {SERIES.map((series, seriesIndex) => {
                    const y = yOf(amountOf(month, series));
                    return (
                      <path
                        key={series}
                        className="revenue-bar"
                        d={barPath(
                          groupLeft + seriesIndex * (barWidth + BAR_GAP),
                          y,
                          barWidth,
                          MARGIN.top + plotHeight - y,
                        )}
                        fill={SERIES_COLORS[series]}
                      />
                    );
                  })}
                  <text
                    x={bandLeft + band / 2}
                    y={MARGIN.top + plotHeight + 16}
                    textAnchor="middle"
                    {...CHART_STYLES.tick}
                  >
                    {formatMonth(month.month, language, band < YEAR_LABEL_MIN_BAND ? 'month' : 'short')}
                  </text>
                </g>
              );
            })}
          </svg>
        ) : null}
        {hoveredMonth && hovered !== null ? (
          <div
            className="pointer-events-none absolute z-10 px-3 py-2 shadow-md"
            style={{
              ...CHART_STYLES.tooltip,
              top: MARGIN.top,
              ...(left + (hovered + 0.5) * band > width / 2
                ? { right: width - left - hovered * band + 8 }
                : { left: left + (hovered + 1) * band + 8 }),
            }}
          >
            <p style={CHART_STYLES.tooltipLabel}>{formatMonth(hoveredMonth.month, language)}</p>
            {SERIES.map((series) => (
              <p key={series} className="whitespace-nowrap" style={{ color: SERIES_COLORS[series] }}>
                {t(`financials.series.${series}`)} : {format.money(amountOf(hoveredMonth, series), currency)}
              </p>
            ))}
          </div>
        ) : null}
      </div>
      {compact ? null : (
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 pt-2" style={{ fontSize: '0.8125rem' }}>
          {SERIES.map((series) => (
            <li key={series} className="flex items-center gap-1.5" style={{ color: SERIES_COLORS[series] }}>
              <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: SERIES_COLORS[series] }} />
              {t(`financials.series.${series}`)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
