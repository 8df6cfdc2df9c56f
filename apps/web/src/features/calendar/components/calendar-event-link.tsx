import type { TCalendarEvent, TCalendarEventType } from '@rentwell/contracts/calendar-events';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/class-names.ts';

const TYPE_DOT: Record<TCalendarEventType, string> = {
  lease_ending: 'bg-rose-500',
  lease_renewal: 'bg-amber-500',
  maintenance: 'bg-sky-500',
  booking: 'bg-emerald-500',
  block: 'bg-slate-500',
  reminder: 'bg-violet-500',
};

/** The event's words: 'Lease ends: Ana López'. A lease without a tenant is named by its property. */
export function useEventLabel() {
  const { t } = useTranslation();
  return (event: TCalendarEvent) => t(`calendar.event.${event.type}`, { title: event.title || event.property.name });
}

export function EventTypeDot({ type, className }: { type: TCalendarEventType; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('inline-block size-2 shrink-0 rounded-full', TYPE_DOT[type], className)} />
  );
}

/** A link to the event's object; `compact` fits a month cell (one line, the place in the tooltip and the name). */
export function CalendarEventLink({ event, compact }: { event: TCalendarEvent; compact?: boolean }) {
  const label = useEventLabel()(event);
  const place = [event.property.name, event.unitLabel].filter(Boolean).join(' · ');
  if (compact) {
    return (
      <Link
        to={event.link}
        title={`${label} (${place})`}
        aria-label={`${label}, ${place}`}
        className="flex min-w-0 items-center gap-1 rounded px-1 py-0.5 text-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <EventTypeDot type={event.type} />
        <span className="truncate">{label}</span>
      </Link>
    );
  }
  return (
    <Link
      to={event.link}
      className="flex min-w-0 items-start gap-2 rounded-md px-2 py-1.5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      <EventTypeDot type={event.type} className="mt-1.5" />
      <span className="min-w-0">
        <span className="block text-sm font-medium break-words">{label}</span>
        <span className="block text-xs text-muted-foreground break-words">{place}</span>
      </span>
    </Link>
  );
}
