import type { TListing, TStrFigures } from '@rentwell/contracts/short-term-rentals';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { useFormatters } from '../../../lib/formatters.ts';

/** Each listing's month in figures: nights booked of those available, occupancy, ADR, RevPAN and revenue. */
export function ListingsMonthTable({ listings, figures }: { listings: TListing[]; figures: TStrFigures }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rows = listings.flatMap((listing) => {
    const item = figures.items.find((entry) => entry.listingId === listing.id);
    return item ? [{ listing, item }] : [];
  });
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <Table>
        <caption className="sr-only">{t('shortTermRentals.overview.figuresCaption')}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>{t('shortTermRentals.overview.listing')}</TableHead>
            <TableHead className="text-end">{t('shortTermRentals.overview.nights')}</TableHead>
            <TableHead className="text-end">{t('shortTermRentals.figures.occupancy')}</TableHead>
            <TableHead className="text-end">{t('shortTermRentals.figures.adr')}</TableHead>
            <TableHead className="text-end">{t('shortTermRentals.figures.revpan')}</TableHead>
            <TableHead className="text-end">{t('shortTermRentals.figures.revenue')}</TableHead>
            <TableHead className="text-end">{t('shortTermRentals.figures.cleaningFees')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(({ listing, item }) => (
            <TableRow key={listing.id}>
              <TableCell className="min-w-48">
                <Link to={`/properties/${listing.property.id}?tab=short-term`} className="font-medium hover:underline">
                  {listing.title}
                </Link>
                <span className="block text-xs text-muted-foreground">{listing.property.name}</span>
              </TableCell>
              <TableCell className="text-end whitespace-nowrap tabular-nums">
                {t('shortTermRentals.figures.nights', {
                  booked: format.number(item.bookedNights),
                  available: format.number(item.availableNights),
                })}
              </TableCell>
              <TableCell className="text-end tabular-nums">{format.percent(item.occupancyRate)}</TableCell>
              <TableCell className="text-end tabular-nums">{format.money(item.adrMinor, item.currency)}</TableCell>
              <TableCell className="text-end tabular-nums">{format.money(item.revpanMinor, item.currency)}</TableCell>
              <TableCell className="text-end font-medium tabular-nums">
                {format.money(item.revenueMinor, item.currency)}
              </TableCell>
              <TableCell className="text-end tabular-nums">
                {format.money(item.cleaningFeesMinor, item.currency)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
