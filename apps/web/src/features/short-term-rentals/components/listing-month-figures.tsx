import type { TListing } from '@rentwell/contracts/short-term-rentals';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { listingFiguresQueryOptions } from '../api/str-queries.ts';

/**
 * A listing's month in five figures: occupancy, average daily rate and revenue per available night (of nightly
 * revenue), revenue, and the cleaning fees apart.
 */
export function ListingMonthFigures({ listing, month }: { listing: TListing; month: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const figures = useQuery(listingFiguresQueryOptions(listing.id, month));
  const item = figures.data?.items.find((entry) => entry.month === month);
  const values = item
    ? [
        {
          label: t('shortTermRentals.figures.occupancy'),
          value: format.percent(item.occupancyRate),
          note: t('shortTermRentals.figures.nights', {
            booked: format.number(item.bookedNights),
            available: format.number(item.availableNights),
          }),
        },
        {
          label: t('shortTermRentals.figures.adr'),
          value: format.money(item.adrMinor, item.currency),
          note: t('shortTermRentals.figures.nightlyOnly'),
        },
        {
          label: t('shortTermRentals.figures.revpan'),
          value: format.money(item.revpanMinor, item.currency),
          note: t('shortTermRentals.figures.nightlyOnly'),
        },
        { label: t('shortTermRentals.figures.revenue'), value: format.money(item.revenueMinor, item.currency) },
        {
          label: t('shortTermRentals.figures.cleaningFees'),
          value: format.money(item.cleaningFeesMinor, item.currency),
        },
      ]
    : [];
  return (
    <section aria-label={t('shortTermRentals.figures.label')} className="grid gap-2">
      {figures.isPending ? (
        <Skeleton className="h-16 rounded-lg" />
      ) : figures.isError || !item ? (
        <p className="text-sm text-muted-foreground">{t('shortTermRentals.figures.loadFailed')}</p>
      ) : (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {values.map((entry) => (
            <div key={entry.label} className="rounded-lg border bg-card px-3 py-2">
              <dt className="text-xs text-muted-foreground">{entry.label}</dt>
              <dd className="text-base font-semibold tabular-nums">{entry.value}</dd>
              {entry.note ? <dd className="text-xs text-muted-foreground">{entry.note}</dd> : null}
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
