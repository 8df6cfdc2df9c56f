import type { TRentComparable } from '@rentwell/contracts/rent-prediction';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../../components/ui/table.tsx';
import { useFormatters } from '../../../../../lib/formatters.ts';

/** The organization's rents the estimate used: what each was, what it became for this unit, and its weight. */
export function RentPredictionComparables({
  comparables,
  currency,
}: {
  comparables: readonly TRentComparable[];
  currency: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <section aria-labelledby="rent-comparables-heading" className="grid gap-2">
      <h3 id="rent-comparables-heading" className="text-base font-semibold">
        {t('rentPrediction.comparables.title')}
      </h3>
      {comparables.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('rentPrediction.comparables.none')}</p>
      ) : (
        <Table scrollLabel={t('rentPrediction.comparables.title')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('rentPrediction.comparables.unit')}</TableHead>
              <TableHead>{t('rentPrediction.comparables.source')}</TableHead>
              <TableHead>{t('rentPrediction.comparables.size')}</TableHead>
              <TableHead className="text-end">{t('rentPrediction.comparables.rent')}</TableHead>
              <TableHead className="text-end">{t('rentPrediction.comparables.adjusted')}</TableHead>
              <TableHead className="text-end">{t('rentPrediction.comparables.weight')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {comparables.map((comparable) => (
              <TableRow key={`${comparable.kind}-${comparable.id}`}>
                <TableCell className="min-w-44">
                  <span className="font-medium">{comparable.propertyName}</span> · {comparable.unitLabel}
                  <span className="block text-xs text-muted-foreground">
                    {t(`rentPrediction.comparables.match.${comparable.match}`)}
                  </span>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {comparable.kind === 'lease'
                    ? t('rentPrediction.comparables.lease', { date: format.date(comparable.date) })
                    : t('rentPrediction.comparables.askingRent', { date: format.date(comparable.date) })}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {t('rentPrediction.comparables.sizeValue', {
                    bedrooms: format.number(comparable.bedrooms),
                    bathrooms: format.number(comparable.bathrooms),
                  })}
                  {comparable.squareFeet
                    ? ` · ${t('rentPrediction.comparables.squareFeetValue', { squareFeet: format.number(comparable.squareFeet) })}`
                    : null}
                </TableCell>
                <TableCell className="text-end tabular-nums">{format.money(comparable.rentMinor, currency)}</TableCell>
                <TableCell className="text-end tabular-nums font-medium">
                  {format.money(comparable.adjustedRentMinor, currency)}
                </TableCell>
                <TableCell className="text-end tabular-nums">{format.percent(comparable.weight)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
