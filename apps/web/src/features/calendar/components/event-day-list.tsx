import type { TCalendarEvent } from '@rentwell/contracts/calendar-events';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/formatters.ts';
import { groupByDate } from '../calendar-grid.ts';
import { CalendarEventLink } from './calendar-event-link.tsx';

export type TEventDayListProps = {
  events: readonly TCalendarEvent[];
  today: string;
  /** Heading level of each day, so the page outline stays correct. */
  dayHeading: 'h3' | 'h4';
  /** Said when there is nothing: 'Nothing in these 30 days.' */
  emptyText: string;
};

/** Events under a heading per day (the agenda and the upcoming list). */
export function EventDayList({ events, today, dayHeading: DayHeading, emptyText }: TEventDayListProps) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const byDate = groupByDate(events);
  if (byDate.size === 0) return <p className="px-2 py-6 text-center text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="grid gap-3">
      {[...byDate].map(([day, dayEvents]) => (
        <li key={day}>
          <DayHeading className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {date(day)}
            {day === today ? ` · ${t('calendar.today')}` : ''}
          </DayHeading>
          <ul className="mt-1 grid gap-0.5">
            {dayEvents.map((event) => (
              <li key={event.id}>
                <CalendarEventLink event={event} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
