import type { TBooking, TListing } from '@rentwell/contracts/short-term-rentals';
import { addMonths, daysBetween } from '@rentwell/domain/calendar-date';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedState } from '../../../components/load-failed-state.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { dateTimeFormat } from '../../../lib/localized-intl.ts';
import { useListingMonth } from '../hooks/use-listing-month.ts';
import { chooseNight, isNightSelected, selectedStay, type TNightSelection } from '../night-selection.ts';
import { BlockDialog } from './block-dialog.tsx';
import { BookingDialog } from './booking-dialog.tsx';
import { ListingMonthFigures } from './listing-month-figures.tsx';
import { ListingMonthGrid } from './listing-month-grid.tsx';
import { ListingMonthStays } from './listing-month-stays.tsx';
import { MonthStepButtons } from './month-step-buttons.tsx';
import { SelectionActions } from './selection-actions.tsx';

type TDialog = { kind: 'book' } | { kind: 'block' } | { kind: 'booking'; booking: TBooking } | null;

/**
 * One listing's month: bookings and blocks on a grid of days. Choose a first and a last night (the same rule as the
 * timeline of all listings) and then Book or Block. Below the grid, the month's stays and figures.
 */
export function ListingCalendar({ listing }: { listing: TListing }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const headingId = useId();
  const { today, month, monthEnd, weeks, calendar, stays, monthStays, showMonthOf } = useListingMonth(listing.id);
  const [selection, setSelection] = useState<TNightSelection>(null);
  const [dialog, setDialog] = useState<TDialog>(null);
  const stay = selectedStay(selection);
  const title = dateTimeFormat(i18n.resolvedLanguage, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}T00:00:00Z`));

  const selectionText = stay
    ? t('shortTermRentals.calendar.selectedNights', {
        count: daysBetween(stay.from, stay.to),
        from: format.date(stay.from),
        to: format.date(stay.to),
      })
    : selection
      ? t('shortTermRentals.calendar.selectedStart', { from: format.date(selection.first) })
      : t('shortTermRentals.calendar.selectHint');
  const closeNewStay = () => {
    setDialog(null);
    setSelection(null);
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-semibold">
          {t('shortTermRentals.calendar.title', { month: title })}
        </h4>
        <MonthStepButtons onStep={(step) => showMonthOf(addMonths(month, step))} />
      </div>
      {calendar.isError ? (
        <LoadFailedState
          title={t('shortTermRentals.calendar.loadFailed')}
          error={calendar.error}
          onRetry={() => void calendar.refetch()}
          headingLevel="h3"
        />
      ) : (
        <div className="rounded-xl border bg-card" aria-busy={calendar.isPending}>
          <ListingMonthGrid
            title={title}
            month={month}
            monthEnd={monthEnd}
            weeks={weeks}
            today={today}
            stays={stays}
            isChosen={(day) => isNightSelected(selection, listing.id, day)}
            onChoose={(day) => setSelection((current) => chooseNight(current, listing.id, day))}
            onShowMonth={showMonthOf}
          />
        </div>
      )}
      <SelectionActions
        description={selectionText}
        canAct={stay !== null}
        hasSelection={selection !== null}
        onBook={() => setDialog({ kind: 'book' })}
        onBlock={() => setDialog({ kind: 'block' })}
        onClear={() => setSelection(null)}
      />
      <ListingMonthStays
        listing={listing}
        stays={monthStays}
        isPending={calendar.isPending}
        onOpenBooking={(booking) => setDialog({ kind: 'booking', booking })}
      />
      <ListingMonthFigures listing={listing} month={month.slice(0, 7)} />

      {dialog?.kind === 'book' && stay ? (
        <BookingDialog listing={listing} checkIn={stay.from} checkOut={stay.to} onClose={closeNewStay} />
      ) : null}
      {dialog?.kind === 'booking' ? (
        <BookingDialog listing={listing} booking={dialog.booking} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'block' && stay ? (
        <BlockDialog listing={listing} startDate={stay.from} endDate={stay.to} onClose={closeNewStay} />
      ) : null}
    </section>
  );
}
