import type { CalendarDate } from '@rentwell/domain/calendar-date';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WeekdayHeader } from '../../../components/weekday-header.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { dayAfterKey, staysOnNight, type TCalendarStay } from '../stay-calendar.ts';
import { STAY_CLASSES } from './stay-badges.ts';

function stayClass(stay: TCalendarStay) {
  if (stay.kind === 'block') return STAY_CLASSES.block[stay.block.type];
  return stay.booking.status === 'pending' ? STAY_CLASSES.pending : STAY_CLASSES.booking;
}

/**
 * A listing's month as a grid of day buttons, each showing the stay of its night. One day is in the tab order; the
 * arrow keys move between days (into the next or previous month too) and a click, Enter or Space chooses a day.
 */
export function ListingMonthGrid({
  title,
  month,
  monthEnd,
  weeks,
  today,
  stays,
  isChosen,
  onChoose,
  onShowMonth,
}: {
  title: string;
  month: CalendarDate;
  monthEnd: CalendarDate;
  weeks: CalendarDate[][];
  today: CalendarDate;
  stays: TCalendarStay[];
  isChosen: (day: CalendarDate) => boolean;
  onChoose: (day: CalendarDate) => void;
  onShowMonth: (day: CalendarDate) => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const language = i18n.resolvedLanguage ?? 'en';
  const isRtl = i18n.dir(language) === 'rtl';
  const gridRef = useRef<HTMLTableElement>(null);
  const [focused, setFocused] = useState(today);
  const tabStop = focused >= month && focused < monthEnd ? focused : month;
  const dayNumber = new Intl.DateTimeFormat(language, { day: 'numeric', timeZone: 'UTC' });

  const stayLabel = (stay: TCalendarStay) =>
    stay.kind === 'booking' ? stay.booking.guestName : t(`shortTermRentals.blockTypes.${stay.block.type}`);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: CalendarDate) => {
    const next = dayAfterKey(day, event.key, isRtl);
    if (!next) return;
    event.preventDefault();
    setFocused(next);
    if (next < month || next >= monthEnd) onShowMonth(next);
    // The button of the day exists after the render that shows its month.
    window.requestAnimationFrame(() => {
      gridRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${next}"]`)?.focus();
    });
  };

  return (
    <table ref={gridRef} className="w-full table-fixed border-collapse">
      <caption className="sr-only">{title}</caption>
      <WeekdayHeader week={weeks[0] ?? []} cellClassName="px-1 py-1.5 text-center" />
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const [first] = staysOnNight(stays, day);
              const chosen = isChosen(day);
              const shown = dayNumber.format(new Date(`${day}T00:00:00Z`));
              // The name starts with what the cell shows (WCAG 2.5.3: the day and its guest or block), then says
              // which day it is and whether it is free.
              const name = first
                ? `${shown} ${stayLabel(first)}, ${format.date(day)}, ${t('shortTermRentals.calendar.dayTaken')}`
                : `${format.date(day)}, ${t('shortTermRentals.calendar.dayFree')}`;
              return (
                <td key={day} className="border-t p-0.5 align-top" aria-current={day === today ? 'date' : undefined}>
                  <button
                    type="button"
                    data-day={day}
                    tabIndex={day === tabStop ? 0 : -1}
                    aria-pressed={chosen}
                    aria-label={name}
                    onClick={() => {
                      setFocused(day);
                      onChoose(day);
                    }}
                    onKeyDown={(event) => onKeyDown(event, day)}
                    className={cn(
                      'flex h-14 w-full flex-col items-stretch gap-0.5 rounded-md p-1 text-start text-xs',
                      'hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                      (day < month || day >= monthEnd) && 'text-muted-foreground',
                      chosen && 'bg-primary/15 ring-2 ring-primary ring-inset',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        'inline-flex size-5 items-center justify-center rounded-full',
                        day === today && 'bg-primary font-semibold text-primary-foreground',
                      )}
                    >
                      {shown}
                    </span>{' '}
                    {first ? (
                      <span
                        aria-hidden="true"
                        className={cn('truncate rounded px-1 text-[0.6875rem] leading-4', stayClass(first))}
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
  );
}
