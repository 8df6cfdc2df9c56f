import { z } from 'zod';
import { ZCalendarDate } from './calendar.ts';

/**
 * What the calendar shows: a lease's last day, the renewal decision 30 days before it, open maintenance, for
 * short-term rentals a booking's check-in day (title: the guest) and a block's first day (title: the listing), and
 * for the people who run workflows the day each active reminder goes out (title: the reminder's name).
 */
export const CALENDAR_EVENT_TYPES = [
  'lease_ending',
  'lease_renewal',
  'maintenance',
  'booking',
  'block',
  'reminder',
] as const;
export const ZCalendarEventType = z.enum(CALENDAR_EVENT_TYPES);
export type TCalendarEventType = z.infer<typeof ZCalendarEventType>;

/** The renewal decision falls this many days before a lease's end date. */
export const RENEWAL_NOTICE_DAYS = 30;

/** The widest range one request may ask for (a year plus a month on either side of a view). */
export const MAX_CALENDAR_RANGE_DAYS = 400;

const DAY_MS = 86_400_000;

export const ZCalendarEventsQuery = z
  .object({
    from: ZCalendarDate,
    to: ZCalendarDate,
    /** Comma-separated event types; none means every type. */
    types: z
      .string()
      .max(200)
      .optional()
      .transform((value) => (value ? value.split(',').filter(Boolean) : []))
      .pipe(z.array(ZCalendarEventType)),
    propertyId: z.uuid().optional(),
  })
  .check((ctx) => {
    const days = (Date.parse(ctx.value.to) - Date.parse(ctx.value.from)) / DAY_MS;
    if (days < 0) {
      ctx.issues.push({
        code: 'custom',
        path: ['to'],
        message: 'The range must end on or after its first day',
        input: ctx.value.to,
      });
    } else if (days > MAX_CALENDAR_RANGE_DAYS) {
      ctx.issues.push({
        code: 'custom',
        path: ['to'],
        message: `The range may span at most ${MAX_CALENDAR_RANGE_DAYS} days`,
        input: ctx.value.to,
      });
    }
  });
export type TCalendarEventsQuery = z.input<typeof ZCalendarEventsQuery>;

/** One event. `title` is data (a tenant's name, a request's title), never prose: the web words it per type. */
export const ZCalendarEvent = z.object({
  /** Stable across requests: the type and the object, e.g. `lease_ending:<lease id>`. */
  id: z.string(),
  type: ZCalendarEventType,
  date: ZCalendarDate,
  title: z.string(),
  property: z.object({ id: z.uuid(), name: z.string() }),
  unitLabel: z.string().nullable(),
  /** The app path that opens the event's object, e.g. `/maintenance?request=<id>`. */
  link: z.string(),
});
export type TCalendarEvent = z.infer<typeof ZCalendarEvent>;

export const ZCalendarEventList = z.object({ items: z.array(ZCalendarEvent) });
export type TCalendarEventList = z.infer<typeof ZCalendarEventList>;

/** Whether the caller has a live feed; its URL is shown only when created. */
export const ZCalendarFeedStatus = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type TCalendarFeedStatus = z.infer<typeof ZCalendarFeedStatus>;

export const ZCreatedCalendarFeed = z.object({ url: z.string(), createdAt: z.string() });
export type TCreatedCalendarFeed = z.infer<typeof ZCreatedCalendarFeed>;
