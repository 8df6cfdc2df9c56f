import type { TAnalyticsReport } from '@rentwell/contracts/analytics';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { compareCells, formatReportCell, NUMERIC_KINDS } from '../report-format.ts';
import { useReportLabels } from '../report-labels.ts';

type TSort = { key: string; direction: 'asc' | 'desc' } | null;

/**
 * A report's rows under translated column headers: numbers right-aligned (at the end, in either direction), the
 * header kept in view while scrolling, a totals row when the report has one, and sorting by any column.
 */
export function ReportTable({ report, caption }: { report: TAnalyticsReport; caption: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const labels = useReportLabels();
  const [sort, setSort] = useState<TSort>(null);
  const context = {
    format,
    language: labels.language,
    currency: report.currency,
    category: labels.category,
    empty: labels.empty(report.kind),
  };

  const rows = useMemo(() => {
    if (!sort) return report.rows;
    const collator = new Intl.Collator(labels.language, { numeric: true, sensitivity: 'base' });
    return [...report.rows].sort((a, b) => compareCells(a[sort.key], b[sort.key], collator, sort.direction));
  }, [report.rows, sort, labels.language]);

  const toggleSort = (key: string) =>
    setSort((current) =>
      current?.key !== key
        ? { key, direction: 'asc' }
        : current.direction === 'asc'
          ? { key, direction: 'desc' }
          : null,
    );

  const [firstColumn] = report.columns;
  const totals = report.totals;

  return (
    <Table scrollLabel={caption} containerClassName="max-h-[32rem]">
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {report.columns.map((column) => {
            const isNumeric = NUMERIC_KINDS.has(column.kind);
            const sorted = sort?.key === column.key ? sort.direction : null;
            const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
            return (
              <TableHead
                key={column.key}
                className={cn('px-2', isNumeric && 'text-end')}
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
              >
                <button
                  type="button"
                  onClick={() => toggleSort(column.key)}
                  className={cn(
                    'inline-flex h-8 items-center gap-1 rounded-md px-2 font-medium hover:bg-accent hover:text-foreground',
                    'focus-visible:outline-2 focus-visible:outline-ring',
                    isNumeric && 'flex-row-reverse',
                    sorted && 'text-foreground',
                  )}
                >
                  {labels.column(column.key)}
                  <SortIcon className={cn('size-3.5', !sorted && 'opacity-40')} aria-hidden="true" />
                </button>
              </TableHead>
            );
          })}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => (
          // Rows have no id of their own; the server's order (or the sort) is stable while shown.
          // biome-ignore lint/suspicious/noArrayIndexKey: report rows carry no identifier
          <TableRow key={index}>
            {report.columns.map((column) => (
              <TableCell
                key={column.key}
                className={cn('py-2.5 whitespace-nowrap', NUMERIC_KINDS.has(column.kind) && 'text-end tabular-nums')}
              >
                {formatReportCell(row[column.key], column, context, row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
      {totals ? (
        <tfoot className="sticky bottom-0 bg-muted/95 font-semibold backdrop-blur">
          <TableRow className="hover:bg-transparent">
            {report.columns.map((column) => {
              const cell = totals[column.key];
              const isLabel = column === firstColumn && (cell === null || cell === undefined);
              return isLabel ? (
                <th key={column.key} scope="row" className="border-t px-4 py-2.5 text-start">
                  {t('analytics.total')}
                </th>
              ) : (
                <TableCell
                  key={column.key}
                  className={cn(
                    'border-t border-b-0 py-2.5 whitespace-nowrap',
                    NUMERIC_KINDS.has(column.kind) && 'text-end tabular-nums',
                  )}
                >
                  {cell === null || cell === undefined ? '' : formatReportCell(cell, column, context)}
                </TableCell>
              );
            })}
          </TableRow>
        </tfoot>
      ) : null}
    </Table>
  );
}
