import type { AmortizationRow, AmortizationYear } from '@rentwell/domain/mortgage';
import { ChevronDown } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useFormatters } from '../../../lib/formatters.ts';

export type TAmortizationTableProps = {
  years: readonly AmortizationYear[];
  schedule: readonly AmortizationRow[];
  currency: string;
};

/** The schedule summed per year; each year opens to its months. */
export function AmortizationTable({ years, schedule, currency }: TAmortizationTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [openYears, setOpenYears] = useState<ReadonlySet<number>>(new Set());
  const toggle = (year: number) =>
    setOpenYears((current) => {
      const next = new Set(current);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });
  const money = (minor: number) => format.money(minor, currency);

  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold" id="amortization-schedule-title">
        {t('tools.mortgage.schedule.title')}
      </h3>
      <Table aria-labelledby="amortization-schedule-title" containerClassName="max-h-[32rem]">
        <TableHeader>
          <TableRow>
            <TableHead>{t('tools.mortgage.schedule.period')}</TableHead>
            <TableHead className="text-end">{t('tools.mortgage.schedule.payment')}</TableHead>
            <TableHead className="text-end">{t('tools.mortgage.schedule.interest')}</TableHead>
            <TableHead className="text-end">{t('tools.mortgage.schedule.principal')}</TableHead>
            <TableHead className="text-end">{t('tools.mortgage.schedule.balance')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {years.map((year) => {
            const isOpen = openYears.has(year.year);
            const monthsId = `amortization-year-${year.year}`;
            return (
              <Fragment key={year.year}>
                <TableRow className={cn(isOpen && 'bg-muted/40')}>
                  <TableCell className="py-2">
                    <button
                      type="button"
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? monthsId : undefined}
                      onClick={() => toggle(year.year)}
                      className="-ms-1.5 inline-flex items-center gap-1.5 rounded-md px-1.5 py-1 font-medium whitespace-nowrap hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    >
                      <ChevronDown
                        className={cn('size-4 shrink-0 transition-transform', !isOpen && '-rotate-90 rtl:rotate-90')}
                        aria-hidden="true"
                      />
                      {t('tools.mortgage.schedule.year', { year: year.year })}
                    </button>
                  </TableCell>
                  <TableCell className="py-2 text-end tabular-nums">{money(year.paymentMinor)}</TableCell>
                  <TableCell className="py-2 text-end tabular-nums">{money(year.interestMinor)}</TableCell>
                  <TableCell className="py-2 text-end tabular-nums">{money(year.principalMinor)}</TableCell>
                  <TableCell className="py-2 text-end tabular-nums">{money(year.balanceMinor)}</TableCell>
                </TableRow>
                {isOpen
                  ? schedule
                      .filter((row) => Math.ceil(row.period / 12) === year.year)
                      .map((row, index) => (
                        <TableRow
                          key={row.period}
                          id={index === 0 ? monthsId : undefined}
                          className="bg-muted/20 text-muted-foreground"
                        >
                          <TableCell className="py-1.5 ps-10 text-xs whitespace-nowrap">
                            {t('tools.mortgage.schedule.month', { month: row.period })}
                          </TableCell>
                          <TableCell className="py-1.5 text-end text-xs tabular-nums">
                            {money(row.paymentMinor)}
                          </TableCell>
                          <TableCell className="py-1.5 text-end text-xs tabular-nums">
                            {money(row.interestMinor)}
                          </TableCell>
                          <TableCell className="py-1.5 text-end text-xs tabular-nums">
                            {money(row.principalMinor)}
                          </TableCell>
                          <TableCell className="py-1.5 text-end text-xs tabular-nums">
                            {money(row.balanceMinor)}
                          </TableCell>
                        </TableRow>
                      ))
                  : null}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
