import type { TBlock, TBooking, TListing, TStrCalendar } from '@rentwell/contracts/short-term-rentals';
import { parseCalendarDate } from '@rentwell/domain/calendar-date';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/class-names.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { daysOfMonth, type TTimelineBar, type TTimelineStay, timelineBars } from '../timeline-bars.ts';
import { STAY_CLASSES } from './stay-badges.ts';

type TStayOnTimeline = TTimelineStay & ({ kind: 'booking'; booking: TBooking } | { kind: 'block'; block: TBlock });

function staysOf(calendar: TStrCalendar): TStayOnTimeline[] {
  return [
    ...calendar.bookings
      .filter((booking) => booking.status !== 'cancelled')
      .map((booking) => ({
        id: booking.id,
        listingId: booking.listingId,
        start: booking.checkIn,
        end: booking.checkOut,
        kind: 'booking' as const,
        booking,
      })),
    ...calendar.blocks.map((block) => ({
      id: block.id,
      listingId: block.listingId,
      start: block.startDate,
      end: block.endDate,
      kind: 'block' as const,
      block,
    })),
  ];
}

function barClass(stay: TStayOnTimeline) {
  if (stay.kind === 'block') return STAY_CLASSES.block[stay.block.type];
  return stay.booking.status === 'pending' ? STAY_CLASSES.pending : STAY_CLASSES.booking;
}

/**
 * The cells of one listing's row: a free cell per free day, one cell spanning each stay's nights (the stays of a
 * listing never overlap: the database refuses it).
 */
function rowCells(
  bars: TTimelineBar<TStayOnTimeline>[],
  dayCount: number,
  renderBar: (bar: TTimelineBar<TStayOnTimeline>) => ReactNode,
) {
  const cells: ReactNode[] = [];
  let column = 1;
  for (const bar of bars) {
    for (; column < bar.column; column++) cells.push(<td key={`free-${column}`} className="h-11 border-s" />);
    cells.push(renderBar(bar));
    column += bar.span;
  }
  for (; column <= dayCount; column++) cells.push(<td key={`free-${column}`} className="h-11 border-s" />);
  return cells;
}

/**
 * Every listing's month on one grid: a row per listing, a column per day, each booking and block a bar over its
 * nights that opens the listing's property. Wider than a phone, so it scrolls sideways there.
 */
export function ListingsTimeline({
  listings,
  calendar,
  monthStart,
  monthEnd,
  today,
}: {
  listings: TListing[];
  calendar: TStrCalendar;
  monthStart: string;
  monthEnd: string;
  today: string;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const days = daysOfMonth(monthStart, monthEnd);
  const stays = staysOf(calendar);
  const weekday = new Intl.DateTimeFormat(i18n.resolvedLanguage, { weekday: 'narrow', timeZone: 'UTC' });

  const barLabel = (stay: TStayOnTimeline) => {
    const dates = { from: format.date(stay.start), to: format.date(stay.end) };
    return stay.kind === 'booking'
      ? t('shortTermRentals.overview.bookingBar', {
          guest: stay.booking.guestName,
          status: t(`shortTermRentals.bookingStatuses.${stay.booking.status}`),
          ...dates,
        })
      : t('shortTermRentals.overview.blockBar', {
          type: t(`shortTermRentals.blockTypes.${stay.block.type}`),
          ...dates,
        });
  };

  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full min-w-[56rem] table-fixed border-collapse text-xs">
        <caption className="sr-only">{t('shortTermRentals.overview.timelineCaption')}</caption>
        <colgroup>
          <col className="w-36 sm:w-44" />
        </colgroup>
        <thead>
          <tr className="border-b">
            <th
              scope="col"
              className="sticky start-0 z-10 bg-card px-3 py-2 text-start font-medium text-muted-foreground"
            >
              {t('shortTermRentals.overview.listing')}
            </th>
            {days.map((day) => (
              <th
                key={day}
                scope="col"
                aria-label={format.date(day)}
                aria-current={day === today ? 'date' : undefined}
                className={cn(
                  'border-s px-0 py-1 text-center font-normal text-muted-foreground',
                  day === today && 'bg-brand-soft font-semibold text-brand',
                )}
              >
                <span className="block">{weekday.format(parseCalendarDate(day))}</span>
                <span className="block tabular-nums">{Number(day.slice(8))}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {listings.map((listing) => {
            const propertyLink = `/properties/${listing.property.id}?tab=short-term`;
            return (
              <tr key={listing.id} className="border-b last:border-b-0">
                <th scope="row" className="sticky start-0 z-10 bg-card px-3 py-1.5 text-start align-middle font-normal">
                  <Link to={propertyLink} className="block truncate font-medium hover:underline">
                    {listing.title}
                  </Link>
                  <span className="block truncate text-muted-foreground">{listing.property.name}</span>
                </th>
                {rowCells(timelineBars(stays, listing.id, monthStart, monthEnd), days.length, (bar) => (
                  <td key={bar.stay.id} colSpan={bar.span} className="h-11 border-s p-0.5">
                    <Link
                      to={propertyLink}
                      aria-label={barLabel(bar.stay)}
                      title={barLabel(bar.stay)}
                      className={cn(
                        'flex h-full items-center truncate rounded-md px-1.5 font-medium',
                        'focus-visible:outline-2 focus-visible:outline-ring',
                        bar.startsBefore && 'rounded-s-none',
                        bar.endsAfter && 'rounded-e-none',
                        barClass(bar.stay),
                      )}
                    >
                      <span className="truncate">
                        {bar.stay.kind === 'booking'
                          ? bar.stay.booking.guestName
                          : t(`shortTermRentals.blockTypes.${bar.stay.block.type}`)}
                      </span>
                    </Link>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
