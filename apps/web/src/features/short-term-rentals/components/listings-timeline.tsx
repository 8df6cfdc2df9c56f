import type { TBlock, TBooking, TListing, TStrCalendar } from '@rentwell/contracts/short-term-rentals';
import { daysBetween, parseCalendarDate } from '@rentwell/domain/calendar-date';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/class-names.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { dateTimeFormat } from '../../../lib/localized-intl.ts';
import { chooseNight, isNightSelected, selectedStay, type TNightSelection } from '../night-selection.ts';
import { daysOfMonth, type TTimelineBar, type TTimelineStay, timelineBars } from '../timeline-bars.ts';
import { freeCellAfterKey, type TTimelineCell } from '../timeline-cells.ts';
import { BlockDialog } from './block-dialog.tsx';
import { BookingDialog } from './booking-dialog.tsx';
import { SelectionActions } from './selection-actions.tsx';
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
  renderFree: (column: number) => ReactNode,
) {
  const cells: ReactNode[] = [];
  let column = 1;
  for (const bar of bars) {
    for (; column < bar.column; column++) cells.push(renderFree(column));
    cells.push(renderBar(bar));
    column += bar.span;
  }
  for (; column <= dayCount; column++) cells.push(renderFree(column));
  return cells;
}

/** The nights a row's bars cover. */
function takenNights(bars: TTimelineBar<TStayOnTimeline>[], days: readonly string[]): Set<string> {
  return new Set(bars.flatMap((bar) => days.slice(bar.column - 1, bar.column - 1 + bar.span)));
}

/**
 * Every listing's month on one grid: a row per listing, a column per night, each booking and block a bar over its
 * nights that opens the listing's property. Free nights are buttons: choose a listing's first and last night (click,
 * or Enter; arrow keys move between free nights), then Book or Block. Wider than a phone: it scrolls sideways there.
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
  const weekday = dateTimeFormat(i18n.resolvedLanguage, { weekday: 'narrow', timeZone: 'UTC' });
  const isRtl = i18n.dir(i18n.resolvedLanguage) === 'rtl';
  const tableRef = useRef<HTMLTableElement>(null);
  const [selection, setSelection] = useState<TNightSelection>(null);
  const [focused, setFocused] = useState<TTimelineCell | null>(null);
  const [dialog, setDialog] = useState<'book' | 'block' | null>(null);
  const rows = listings.map((listing) => {
    const bars = timelineBars(stays, listing.id, monthStart, monthEnd);
    return { listing, bars, taken: takenNights(bars, days) };
  });
  const isFree = (row: number, day: string) => rows[row]?.taken.has(day) === false;
  const firstFree = rows
    .flatMap((row, index) => days.filter((day) => !row.taken.has(day)).map((day) => ({ row: index, day })))
    .at(0);
  const tabStop = focused && isFree(focused.row, focused.day) ? focused : firstFree;
  const selectedListing = listings.find((listing) => listing.id === selection?.listingId);
  const stay = selectedStay(selection);

  const moveFocus = (cell: TTimelineCell) => {
    setFocused(cell);
    // The button is focusable after the render that gives it the tab stop.
    window.requestAnimationFrame(() => {
      tableRef.current?.querySelector<HTMLButtonElement>(`button[data-cell="${cell.row}:${cell.day}"]`)?.focus();
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, cell: TTimelineCell) => {
    const next = freeCellAfterKey(cell, event.key, days, rows.length, isFree, isRtl);
    if (!next) return;
    event.preventDefault();
    moveFocus(next);
  };
  const closeDialog = () => {
    setDialog(null);
    setSelection(null);
  };

  const selectionText = !selection
    ? t('shortTermRentals.overview.selectHint')
    : selection.last === null
      ? t('shortTermRentals.overview.selectedStart', {
          listing: selectedListing?.title ?? '',
          from: format.date(selection.first),
        })
      : t('shortTermRentals.overview.selectedNights', {
          listing: selectedListing?.title ?? '',
          count: stay ? daysBetween(stay.from, stay.to) : 0,
          from: format.date(selection.first),
          to: format.date(stay?.to ?? selection.last),
        });

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
    <div className="grid gap-2">
      <div className="overflow-x-auto rounded-xl border bg-card">
        <table ref={tableRef} className="w-full min-w-[56rem] table-fixed border-collapse text-xs">
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
            {rows.map(({ listing, bars }, rowIndex) => {
              const propertyLink = `/properties/${listing.property.id}?tab=short-term`;
              return (
                <tr key={listing.id} className="border-b last:border-b-0">
                  <th
                    scope="row"
                    className="sticky start-0 z-10 bg-card px-3 py-1.5 text-start align-middle font-normal"
                  >
                    <Link to={propertyLink} className="block truncate font-medium hover:underline">
                      {listing.title}
                    </Link>
                    <span className="block truncate text-muted-foreground">{listing.property.name}</span>
                  </th>
                  {rowCells(
                    bars,
                    days.length,
                    (bar) => (
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
                    ),
                    (column) => {
                      const day = days[column - 1] ?? '';
                      const selected = isNightSelected(selection, listing.id, day);
                      return (
                        <td key={day} className="h-11 border-s p-0">
                          <button
                            type="button"
                            data-cell={`${rowIndex}:${day}`}
                            tabIndex={tabStop?.row === rowIndex && tabStop.day === day ? 0 : -1}
                            aria-pressed={selected}
                            aria-label={t('shortTermRentals.overview.freeNight', {
                              listing: listing.title,
                              date: format.date(day),
                            })}
                            onClick={() => {
                              setFocused({ row: rowIndex, day });
                              setSelection((current) => chooseNight(current, listing.id, day));
                            }}
                            onKeyDown={(event) => onKeyDown(event, { row: rowIndex, day })}
                            className={cn(
                              'block size-full hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                              selected && 'bg-primary/15 ring-2 ring-primary ring-inset',
                            )}
                          />
                        </td>
                      );
                    },
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <SelectionActions
        description={selectionText}
        canAct={stay !== null}
        hasSelection={selection !== null}
        onBook={() => setDialog('book')}
        onBlock={() => setDialog('block')}
        onClear={() => setSelection(null)}
      />
      {dialog === 'book' && stay && selectedListing ? (
        <BookingDialog listing={selectedListing} checkIn={stay.from} checkOut={stay.to} onClose={closeDialog} />
      ) : null}
      {dialog === 'block' && stay && selectedListing ? (
        <BlockDialog listing={selectedListing} startDate={stay.from} endDate={stay.to} onClose={closeDialog} />
      ) : null}
    </div>
  );
}
