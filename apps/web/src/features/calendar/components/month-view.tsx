import type { TCalendarEvent } from '@rentwell/contracts/calendar-events';
import { useTranslation } from 'react-i18next';
import { WeekdayHeader } from '../../../components/weekday-header.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { groupByDate, monthWeeks, type TWeekday } from '../calendar-grid.ts';
import { CalendarEventLink } from './calendar-event-link.tsx';

const SHOWN_PER_DAY = 3;

export type TMonthViewProps = {
  anchor: string;
  today: string;
  weekStartsOn: TWeekday;
  events: readonly TCalendarEvent[];
  /** Opens the week of a day whose events do not all fit its cell. */
  onShowWeek: (day: string) => void;
};

/** The month as a table of weeks; each day lists its first events as links and offers the rest in the week view. */
export function MonthView({ anchor, today, weekStartsOn, events, onShowWeek }: TMonthViewProps) {
  const { t, i18n } = useTranslation();
  const { date } = useFormatters();
  const language = i18n.resolvedLanguage ?? 'en';
  const dayNumber = new Intl.DateTimeFormat(language, { day: 'numeric', timeZone: 'UTC' });
  const weeks = monthWeeks(anchor, weekStartsOn);
  const byDate = groupByDate(events);
  const month = anchor.slice(0, 7);
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full min-w-[42rem] table-fixed border-collapse">
        <caption className="sr-only">{t('calendar.views.month')}</caption>
        <WeekdayHeader week={weeks[0] ?? []} cellClassName="px-2 py-2 text-start" />
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const dayEvents = byDate.get(day) ?? [];
                const hidden = dayEvents.length - SHOWN_PER_DAY;
                return (
                  <td
                    key={day}
                    aria-current={day === today ? 'date' : undefined}
                    className={cn(
                      'h-28 overflow-hidden border-t border-e px-1 py-1 align-top last:border-e-0',
                      day.slice(0, 7) !== month && 'bg-muted/40 text-muted-foreground',
                    )}
                  >
                    <span
                      className={cn(
                        'mb-1 inline-flex size-6 items-center justify-center rounded-full text-xs',
                        day === today && 'bg-primary font-semibold text-primary-foreground',
                      )}
                    >
                      <span aria-hidden="true">{dayNumber.format(new Date(`${day}T00:00:00Z`))}</span>
                      <span className="sr-only">{date(day)}</span>
                    </span>
                    {/* grid-cols-1 is minmax(0, 1fr): a long name is cut with an ellipsis inside its day. */}
                    <ul className="grid grid-cols-1 gap-0.5">
                      {dayEvents.slice(0, SHOWN_PER_DAY).map((event) => (
                        <li key={event.id}>
                          <CalendarEventLink event={event} compact />
                        </li>
                      ))}
                    </ul>
                    {hidden > 0 ? (
                      <button
                        type="button"
                        onClick={() => onShowWeek(day)}
                        className="mt-0.5 rounded px-1 text-xs font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        {t('calendar.more', { count: hidden, date: date(day) })}
                      </button>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
