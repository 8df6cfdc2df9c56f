import type { TCalendarEvent } from '@rentwell/contracts/calendar-events';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/class-names.ts';
import { dateTimeFormat } from '../../../lib/localized-intl.ts';
import { groupByDate, type TWeekday, weekDays } from '../calendar-grid.ts';
import { CalendarEventLink } from './calendar-event-link.tsx';

export type TWeekViewProps = {
  anchor: string;
  today: string;
  weekStartsOn: TWeekday;
  events: readonly TCalendarEvent[];
};

/** Seven days side by side on wide screens, one under the other on a phone; every event in full. */
export function WeekView({ anchor, today, weekStartsOn, events }: TWeekViewProps) {
  const { t, i18n } = useTranslation();
  const dayName = dateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const byDate = groupByDate(events);
  return (
    <ol className="grid gap-2 md:grid-cols-7">
      {weekDays(anchor, weekStartsOn).map((day) => {
        const dayEvents = byDate.get(day) ?? [];
        return (
          <li
            key={day}
            aria-current={day === today ? 'date' : undefined}
            className={cn('min-h-24 rounded-xl border bg-card p-2', day === today && 'border-brand')}
          >
            <h3 className={cn('px-1 text-xs font-semibold', day === today ? 'text-brand' : 'text-muted-foreground')}>
              {dayName.format(new Date(`${day}T00:00:00Z`))}
            </h3>
            {dayEvents.length > 0 ? (
              <ul className="mt-1 grid gap-0.5">
                {dayEvents.map((event) => (
                  <li key={event.id}>
                    <CalendarEventLink event={event} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="px-1 pt-1 text-xs text-muted-foreground">{t('calendar.noEventsDay')}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
