import type { TBlock, TBooking, TListing } from '@rentwell/contracts/short-term-rentals';
import { addDays, addMonths } from '@rentwell/domain/calendar-date';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadFailedState } from '../../../components/load-failed-state.tsx';
import { monthWeeks, startOfMonth, weekStartOf } from '../../../components/month-grid.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { WeekdayHeader } from '../../../components/weekday-header.tsx';
import { cn } from '../../../lib/class-names.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { useOrganizationToday } from '../../../lib/use-organization-today.ts';
import { useRemoveBlock } from '../api/str-mutations.ts';
import { listingCalendarQueryOptions } from '../api/str-queries.ts';
import {
  chooseDay,
  dayAfterKey,
  isSelected,
  NO_SELECTION,
  staysOnNight,
  type TDaySelection,
} from '../stay-calendar.ts';
import { BlockDialog } from './block-dialog.tsx';
import { BookingDialog } from './booking-dialog.tsx';
import { ListingMonthFigures } from './listing-month-figures.tsx';
import { MonthStepButtons } from './month-step-buttons.tsx';
import { SelectionActions } from './selection-actions.tsx';
import { BOOKING_STATUS_VARIANTS, STAY_CLASSES } from './stay-badges.ts';

type TDialog =
  | { kind: 'book'; checkIn: string; checkOut: string }
  | { kind: 'block'; startDate: string; endDate: string }
  | { kind: 'booking'; booking: TBooking }
  | null;

type TCalendarStay =
  | { kind: 'booking'; id: string; from: string; to: string; booking: TBooking }
  | { kind: 'block'; id: string; from: string; to: string; block: TBlock };

/**
 * One listing's month: bookings and blocks on a grid of days. Choose a first and a last day (click, or Enter/Space
 * on a focused day; arrow keys move between days) and then Book or Block. Below the grid, the month's stays (each
 * booking opens to change its status) and figures.
 */
export function ListingCalendar({ listing }: { listing: TListing }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const language = i18n.resolvedLanguage ?? 'en';
  const isRtl = i18n.dir(language) === 'rtl';
  const headingId = useId();
  const today = useOrganizationToday();
  const [month, setMonth] = useState(() => startOfMonth(today));
  const [focused, setFocused] = useState(today);
  const [selection, setSelection] = useState<TDaySelection>(NO_SELECTION);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [removing, setRemoving] = useState<TBlock | null>(null);
  const removeBlock = useRemoveBlock(listing.id);
  const gridRef = useRef<HTMLTableElement>(null);
  const weeks = monthWeeks(month, weekStartOf(language));
  // The grid's days, the last one included (the query's `to` is exclusive).
  const from = weeks[0]?.[0] ?? month;
  const to = addDays(weeks.at(-1)?.[6] ?? month, 1);
  const calendar = useQuery({
    ...listingCalendarQueryOptions(listing.id, from, to),
    placeholderData: keepPreviousData,
  });
  const dayNumber = new Intl.DateTimeFormat(language, { day: 'numeric', timeZone: 'UTC' });
  const monthName = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const title = monthName.format(new Date(`${month}T00:00:00Z`));

  const stays: TCalendarStay[] = [
    ...(calendar.data?.bookings ?? [])
      .filter((booking) => booking.status !== 'cancelled')
      .map((booking) => ({
        kind: 'booking' as const,
        id: booking.id,
        from: booking.checkIn,
        to: booking.checkOut,
        booking,
      })),
    ...(calendar.data?.blocks ?? []).map((block) => ({
      kind: 'block' as const,
      id: block.id,
      from: block.startDate,
      to: block.endDate,
      block,
    })),
  ].sort((a, b) => a.from.localeCompare(b.from));
  const monthEnd = addMonths(month, 1);
  const monthStays = stays.filter((stay) => stay.from < monthEnd && stay.to > month);

  const stayLabel = (stay: TCalendarStay) =>
    stay.kind === 'booking' ? stay.booking.guestName : t(`shortTermRentals.blockTypes.${stay.block.type}`);

  const moveFocus = (day: string) => {
    setFocused(day);
    if (day < month || day >= monthEnd) setMonth(startOfMonth(day));
    // The button of the day exists after the render that shows its month.
    window.requestAnimationFrame(() => {
      gridRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${day}"]`)?.focus();
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const next = dayAfterKey(day, event.key, isRtl);
    if (!next) return;
    event.preventDefault();
    moveFocus(next);
  };

  const shiftMonth = (step: -1 | 1) => {
    const next = addMonths(month, step);
    setMonth(next);
    setFocused(next);
  };

  const rangeText =
    selection.kind === 'range'
      ? t('shortTermRentals.calendar.selectedRange', {
          from: format.date(selection.from),
          to: format.date(selection.to),
        })
      : selection.kind === 'started'
        ? t('shortTermRentals.calendar.selectedStart', { from: format.date(selection.from) })
        : t('shortTermRentals.calendar.selectHint');

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-semibold">
          {t('shortTermRentals.calendar.title', { month: title })}
        </h4>
        <MonthStepButtons onStep={shiftMonth} />
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
          <table ref={gridRef} className="w-full table-fixed border-collapse">
            <caption className="sr-only">{title}</caption>
            <WeekdayHeader week={weeks[0] ?? []} cellClassName="px-1 py-1.5 text-center" />
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]}>
                  {week.map((day) => {
                    const night = staysOnNight(stays, day);
                    const first = night[0];
                    const isOtherMonth = day < month || day >= monthEnd;
                    const selected = isSelected(selection, day);
                    const status = first
                      ? t('shortTermRentals.calendar.dayTaken', { stay: stayLabel(first) })
                      : t('shortTermRentals.calendar.dayFree');
                    return (
                      <td
                        key={day}
                        className="border-t p-0.5 align-top"
                        aria-current={day === today ? 'date' : undefined}
                      >
                        <button
                          type="button"
                          data-day={day}
                          tabIndex={day === focused ? 0 : -1}
                          aria-pressed={selected}
                          aria-label={`${format.date(day)}, ${status}`}
                          onClick={() => {
                            setFocused(day);
                            setSelection((current) => chooseDay(current, day));
                          }}
                          onKeyDown={(event) => onKeyDown(event, day)}
                          className={cn(
                            'flex h-14 w-full flex-col items-stretch gap-0.5 rounded-md p-1 text-start text-xs',
                            'hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                            isOtherMonth && 'text-muted-foreground',
                            selected && 'bg-primary/15 ring-2 ring-primary ring-inset',
                          )}
                        >
                          <span
                            aria-hidden="true"
                            className={cn(
                              'inline-flex size-5 items-center justify-center rounded-full',
                              day === today && 'bg-primary font-semibold text-primary-foreground',
                            )}
                          >
                            {dayNumber.format(new Date(`${day}T00:00:00Z`))}
                          </span>
                          {first ? (
                            <span
                              aria-hidden="true"
                              className={cn(
                                'truncate rounded px-1 text-[0.6875rem] leading-4',
                                first.kind === 'booking'
                                  ? first.booking.status === 'pending'
                                    ? STAY_CLASSES.pending
                                    : STAY_CLASSES.booking
                                  : STAY_CLASSES.block[first.block.type],
                              )}
                            >
                              {stayLabel(first)}
                            </span>
                          ) : null}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <SelectionActions
        description={rangeText}
        canAct={selection.kind === 'range'}
        hasSelection={selection.kind !== 'none'}
        onBook={() =>
          selection.kind === 'range' && setDialog({ kind: 'book', checkIn: selection.from, checkOut: selection.to })
        }
        onBlock={() =>
          selection.kind === 'range' && setDialog({ kind: 'block', startDate: selection.from, endDate: selection.to })
        }
        onClear={() => setSelection(NO_SELECTION)}
      />

      <div className="grid gap-2">
        <h5 className="text-sm font-semibold">{t('shortTermRentals.calendar.staysTitle')}</h5>
        {calendar.isPending ? (
          <Skeleton className="h-10 rounded-lg" />
        ) : monthStays.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('shortTermRentals.calendar.noStays')}</p>
        ) : (
          <ul className="grid gap-1.5">
            {monthStays.map((stay) => (
              <li
                key={stay.id}
                className="flex flex-wrap items-center gap-2 rounded-lg border bg-card px-3 py-2 text-sm"
              >
                <span className="min-w-0 flex-1">
                  <span className="font-medium">
                    {stay.kind === 'booking'
                      ? t('shortTermRentals.calendar.bookingOf', { guest: stay.booking.guestName })
                      : t(`shortTermRentals.blockTypes.${stay.block.type}`)}
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    {stay.kind === 'booking'
                      ? t('shortTermRentals.calendar.bookingDates', {
                          from: format.date(stay.from),
                          to: format.date(stay.to),
                          count: stay.booking.nights,
                          total: format.money(stay.booking.totalMinor, stay.booking.currency),
                        })
                      : t('shortTermRentals.calendar.blockDates', {
                          from: format.date(stay.from),
                          to: format.date(stay.to),
                        })}
                    {stay.kind === 'block' && stay.block.reason ? ` · ${stay.block.reason}` : ''}
                  </span>
                </span>
                {stay.kind === 'booking' ? (
                  <>
                    <Badge variant={BOOKING_STATUS_VARIANTS[stay.booking.status]}>
                      {t(`shortTermRentals.bookingStatuses.${stay.booking.status}`)}
                    </Badge>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setDialog({ kind: 'booking', booking: stay.booking })}
                      aria-label={t('shortTermRentals.calendar.openBooking', { guest: stay.booking.guestName })}
                    >
                      {t('shortTermRentals.calendar.open')}
                    </Button>
                  </>
                ) : stay.block.source === 'imported' ? (
                  <Badge variant="outline">{t('shortTermRentals.calendar.imported')}</Badge>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setRemoving(stay.block)}
                    aria-label={t('shortTermRentals.calendar.removeBlockNamed', {
                      type: t(`shortTermRentals.blockTypes.${stay.block.type}`),
                      from: format.date(stay.from),
                    })}
                  >
                    {t('shortTermRentals.calendar.removeBlock')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>

      <ListingMonthFigures listing={listing} month={month.slice(0, 7)} />

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            removeBlock.reset();
          }
        }}
        title={t('shortTermRentals.removeBlockDialog.title')}
        description={
          removing
            ? t('shortTermRentals.removeBlockDialog.description', {
                type: t(`shortTermRentals.blockTypes.${removing.type}`),
                from: format.date(removing.startDate),
                to: format.date(removing.endDate),
              })
            : ''
        }
        confirmLabel={t('shortTermRentals.removeBlockDialog.confirm')}
        isPending={removeBlock.isPending}
        errorMessage={removeBlock.isError ? getErrorMessage(t, removeBlock.error) : null}
        onConfirm={() => {
          if (!removing) return;
          removeBlock.mutate(removing.id, {
            onSuccess: () => {
              toast.success(t('shortTermRentals.removeBlockDialog.removed'));
              setRemoving(null);
              removeBlock.reset();
            },
          });
        }}
      />
      {dialog?.kind === 'book' ? (
        <BookingDialog
          listing={listing}
          checkIn={dialog.checkIn}
          checkOut={dialog.checkOut}
          onClose={() => {
            setDialog(null);
            setSelection(NO_SELECTION);
          }}
        />
      ) : null}
      {dialog?.kind === 'booking' ? (
        <BookingDialog listing={listing} booking={dialog.booking} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'block' ? (
        <BlockDialog
          listing={listing}
          startDate={dialog.startDate}
          endDate={dialog.endDate}
          onClose={() => {
            setDialog(null);
            setSelection(NO_SELECTION);
          }}
        />
      ) : null}
    </section>
  );
}
