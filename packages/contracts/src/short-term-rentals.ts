import { z } from 'zod';
import { ZCalendarDate } from './calendar.ts';
import { MAX_AMOUNT_MINOR } from './money.ts';
import { ZLanguage } from './profile.ts';

/**
 * Short-term rentals (issue 16). Every date range here is half-open, like a hotel night: a booking from check-in
 * 2026-12-01 to check-out 2026-12-04 occupies the nights of the 1st, 2nd and 3rd, and the next stay may check in on
 * the 4th. Blocks follow the same rule: `endDate` is the first day that is free again (as iCalendar's DTEND).
 */

export const MAX_STAY_NIGHTS = 365;
export const MAX_LISTING_GUESTS = 50;
/** The widest range one calendar request may ask for. */
export const MAX_STR_CALENDAR_RANGE_DAYS = 400;

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export const ZBookingStatus = z.enum(BOOKING_STATUSES);
export type TBookingStatus = z.infer<typeof ZBookingStatus>;

export const BLOCK_TYPES = ['owner_use', 'maintenance', 'cleaning', 'unavailable'] as const;
export const ZBlockType = z.enum(BLOCK_TYPES);
export type TBlockType = z.infer<typeof ZBlockType>;

/** `imported` blocks come from an import feed and are read-only: the next sync adds, updates or removes them. */
export const BLOCK_SOURCES = ['manual', 'imported'] as const;
export const ZBlockSource = z.enum(BLOCK_SOURCES);
export type TBlockSource = z.infer<typeof ZBlockSource>;

export const IMPORT_FEED_STATUSES = ['never_synced', 'ok', 'error'] as const;
export const ZImportFeedStatus = z.enum(IMPORT_FEED_STATUSES);
export type TImportFeedStatus = z.infer<typeof ZImportFeedStatus>;

const DAY_MS = 86_400_000;

/** Adds an issue on `endKey` unless `endKey` is after `startKey` and the span is at most `maxDays` days. */
function checkRange<K extends string>(startKey: K, endKey: K, maxDays: number, allowSameDay = false) {
  return (ctx: z.core.ParsePayload<Partial<Record<K, string>>>) => {
    const start = ctx.value[startKey];
    const end = ctx.value[endKey];
    if (start === undefined || end === undefined) return;
    const days = (Date.parse(end) - Date.parse(start)) / DAY_MS;
    if (days < (allowSameDay ? 0 : 1)) {
      ctx.issues.push({
        code: 'custom',
        path: [endKey],
        message: allowSameDay ? 'The range must end on or after its first day' : 'The end must be after the start',
        input: end,
      });
    } else if (days > maxDays) {
      ctx.issues.push({
        code: 'custom',
        path: [endKey],
        message: `The range may span at most ${maxDays} days`,
        input: end,
      });
    }
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Listings

export const ZListing = z.object({
  id: z.uuid(),
  property: z.object({ id: z.uuid(), name: z.string() }),
  unit: z.object({ id: z.uuid(), label: z.string() }).nullable(),
  title: z.string(),
  description: z.string(),
  nightlyRateMinor: z.number().int(),
  cleaningFeeMinor: z.number().int(),
  /** The organization's currency when the listing was created. */
  currency: z.string(),
  maxGuests: z.number().int(),
  active: z.boolean(),
  /** Whether a secret export feed URL exists (the URL itself is shown only when created). */
  exportFeedActive: z.boolean(),
  createdAt: z.string(),
});
export type TListing = z.infer<typeof ZListing>;

const listingFields = {
  propertyId: z.uuid(),
  unitId: z.uuid().nullable(),
  title: z.string().trim().min(2).max(200),
  description: z.string().trim().max(5000),
  nightlyRateMinor: z.number().int().min(1).max(MAX_AMOUNT_MINOR),
  cleaningFeeMinor: z.number().int().min(0).max(MAX_AMOUNT_MINOR),
  maxGuests: z.number().int().min(1).max(MAX_LISTING_GUESTS),
  active: z.boolean(),
};

export const ZCreateListingRequest = z.object({
  ...listingFields,
  unitId: listingFields.unitId.default(null),
  description: listingFields.description.default(''),
  cleaningFeeMinor: listingFields.cleaningFeeMinor.default(0),
  active: listingFields.active.default(true),
});
export type TCreateListingRequest = z.input<typeof ZCreateListingRequest>;

/** Only the fields sent change. The property of a listing does not change. */
const { propertyId: _propertyId, ...updatableListingFields } = listingFields;
export const ZUpdateListingRequest = z.object(updatableListingFields).partial().strict();
export type TUpdateListingRequest = z.infer<typeof ZUpdateListingRequest>;

export const ZListListingsQuery = z.object({ propertyId: z.uuid().optional() });
export type TListListingsQuery = z.infer<typeof ZListListingsQuery>;

export const ZListingList = z.object({ items: z.array(ZListing) });
export type TListingList = z.infer<typeof ZListingList>;

/** The export feed's secret URL, answered once when created or rotated. */
export const ZCreatedListingExportFeed = z.object({ url: z.string() });
export type TCreatedListingExportFeed = z.infer<typeof ZCreatedListingExportFeed>;

/** The language of the export feed's event titles (English by default); the created URL carries it. */
export const ZFeedLanguageQuery = z.object({ lang: ZLanguage.optional() });

// ---------------------------------------------------------------------------------------------------------------
// Bookings

export const ZBooking = z.object({
  id: z.uuid(),
  listingId: z.uuid(),
  guestName: z.string(),
  guestEmail: z.string(),
  guestPhone: z.string(),
  guests: z.number().int(),
  checkIn: ZCalendarDate,
  checkOut: ZCalendarDate,
  nights: z.number().int(),
  /** nights × the listing's nightly rate + its cleaning fee, fixed when the dates were last set. */
  totalMinor: z.number().int(),
  currency: z.string(),
  status: ZBookingStatus,
  notes: z.string(),
  createdAt: z.string(),
});
export type TBooking = z.infer<typeof ZBooking>;

const bookingFields = {
  guestName: z.string().trim().min(1).max(200),
  guestEmail: z.union([z.literal(''), z.email().max(320)]),
  guestPhone: z.string().trim().max(50),
  guests: z.number().int().min(1).max(MAX_LISTING_GUESTS),
  checkIn: ZCalendarDate,
  checkOut: ZCalendarDate,
  notes: z.string().trim().max(2000),
};

/** New bookings are pending or confirmed; guests are checked against the listing's maximum by the service. */
export const ZCreateBookingRequest = z
  .object({
    ...bookingFields,
    guestEmail: bookingFields.guestEmail.default(''),
    guestPhone: bookingFields.guestPhone.default(''),
    notes: bookingFields.notes.default(''),
    status: z.enum(['pending', 'confirmed']).default('confirmed'),
  })
  .check(checkRange('checkIn', 'checkOut', MAX_STAY_NIGHTS));
export type TCreateBookingRequest = z.input<typeof ZCreateBookingRequest>;

/**
 * Only the fields sent change; the service checks the merged dates and guests again and recomputes nights and
 * total when the dates change. Status transitions: pending → confirmed | cancelled; confirmed → cancelled |
 * completed (completed only from the check-out day on; a daily job does it too). Cancelled and completed are final.
 */
export const ZUpdateBookingRequest = z
  .object({ ...bookingFields, status: ZBookingStatus })
  .partial()
  .strict()
  .check(checkRange('checkIn', 'checkOut', MAX_STAY_NIGHTS));
export type TUpdateBookingRequest = z.infer<typeof ZUpdateBookingRequest>;

// ---------------------------------------------------------------------------------------------------------------
// Availability blocks

export const ZBlock = z.object({
  id: z.uuid(),
  listingId: z.uuid(),
  type: ZBlockType,
  reason: z.string(),
  startDate: ZCalendarDate,
  /** Exclusive: the first day free again. */
  endDate: ZCalendarDate,
  source: ZBlockSource,
  /** The import feed an imported block came from. */
  importFeedId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type TBlock = z.infer<typeof ZBlock>;

export const ZCreateBlockRequest = z
  .object({
    type: ZBlockType,
    reason: z.string().trim().max(500).default(''),
    startDate: ZCalendarDate,
    endDate: ZCalendarDate,
  })
  .check(checkRange('startDate', 'endDate', MAX_STAY_NIGHTS));
export type TCreateBlockRequest = z.input<typeof ZCreateBlockRequest>;

// ---------------------------------------------------------------------------------------------------------------
// Conflicts

/**
 * The `details` of a 409 `conflict` answer when a booking or block would overlap another stay of the listing
 * (the database's exclusion constraint refused it). Each value is a one-element array, as every error detail.
 * `label` is the guest's name for a booking and the block type (e.g. `cleaning`) for a block.
 */
export const ZStayConflictDetails = z.object({
  conflictingStayId: z.tuple([z.uuid()]),
  conflictingKind: z.tuple([z.enum(['booking', 'block'])]),
  conflictingLabel: z.tuple([z.string()]),
  conflictingStart: z.tuple([ZCalendarDate]),
  conflictingEnd: z.tuple([ZCalendarDate]),
});
export type TStayConflictDetails = z.infer<typeof ZStayConflictDetails>;

// ---------------------------------------------------------------------------------------------------------------
// Calendar

/** `to` is exclusive; stays overlapping [from, to) are returned. */
export const ZListingCalendarQuery = z
  .object({ from: ZCalendarDate, to: ZCalendarDate })
  .check(checkRange('from', 'to', MAX_STR_CALENDAR_RANGE_DAYS));
export type TListingCalendarQuery = z.infer<typeof ZListingCalendarQuery>;

/** Cancelled bookings are included (the web may hide them); they occupy nothing. */
export const ZListingCalendar = z.object({
  listingId: z.uuid(),
  from: ZCalendarDate,
  to: ZCalendarDate,
  bookings: z.array(ZBooking),
  blocks: z.array(ZBlock),
});
export type TListingCalendar = z.infer<typeof ZListingCalendar>;

/** Every listing's bookings and blocks overlapping [from, to): the calendar across listings. */
export const ZStrCalendar = ZListingCalendar.omit({ listingId: true });
export type TStrCalendar = z.infer<typeof ZStrCalendar>;

// ---------------------------------------------------------------------------------------------------------------
// iCal import feeds

/**
 * Why a sync failed, as a code the web translates: the outbound fetch's failure classes (one each, so a closed port
 * and a timeout read alike) and the feed's own content.
 */
export const FEED_SYNC_ERRORS = [
  'invalid_url',
  'address_not_allowed',
  'unreachable',
  'too_many_redirects',
  'http_error',
  'too_large',
  'not_icalendar',
  'too_many_events',
] as const;
export const ZFeedSyncError = z.enum(FEED_SYNC_ERRORS);
export type TFeedSyncError = z.infer<typeof ZFeedSyncError>;

export const ZImportFeed = z.object({
  id: z.uuid(),
  listingId: z.uuid(),
  name: z.string(),
  url: z.string(),
  lastSyncAt: z.string().nullable(),
  status: ZImportFeedStatus,
  /** The last run's error, when status is `error`. */
  lastError: ZFeedSyncError.nullable(),
  createdAt: z.string(),
});
export type TImportFeed = z.infer<typeof ZImportFeed>;

export const ZCreateImportFeedRequest = z.object({
  name: z.string().trim().min(1).max(100),
  url: z.url({ protocol: /^https?$/ }).max(2000),
});
export type TCreateImportFeedRequest = z.infer<typeof ZCreateImportFeedRequest>;

export const ZImportFeedList = z.object({ items: z.array(ZImportFeed) });
export type TImportFeedList = z.infer<typeof ZImportFeedList>;

/** An imported event that overlapped a booking and was not imported. */
export const ZSyncConflict = z.object({
  uid: z.string(),
  startDate: ZCalendarDate,
  endDate: ZCalendarDate,
  conflictingBookingId: z.uuid().nullable(),
  conflictingLabel: z.string(),
});
export type TSyncConflict = z.infer<typeof ZSyncConflict>;

/** One sync run of an import feed. */
export const ZSyncLogEntry = z.object({
  id: z.uuid(),
  feedId: z.uuid(),
  startedAt: z.string(),
  finishedAt: z.string(),
  added: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  conflicts: z.array(ZSyncConflict),
  /** Why the run failed (fetch, size, parse); null when it succeeded. */
  error: ZFeedSyncError.nullable(),
});
export type TSyncLogEntry = z.infer<typeof ZSyncLogEntry>;

export const ZSyncLog = z.object({ items: z.array(ZSyncLogEntry) });
export type TSyncLog = z.infer<typeof ZSyncLog>;

// ---------------------------------------------------------------------------------------------------------------
// Figures

export const ZYearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** Months `from` to `to` inclusive ('YYYY-MM'), at most 24. */
export const ZStrFiguresQuery = z
  .object({ from: ZYearMonth, to: ZYearMonth, listingId: z.uuid().optional() })
  .refine((value) => value.to >= value.from, { path: ['to'], error: 'The range must end on or after its start' })
  .refine(
    (value) => {
      const months =
        (Number(value.to.slice(0, 4)) - Number(value.from.slice(0, 4))) * 12 +
        Number(value.to.slice(5, 7)) -
        Number(value.from.slice(5, 7));
      return months < 24;
    },
    { path: ['to'], error: 'The range may span at most 24 months' },
  );
export type TStrFiguresQuery = z.infer<typeof ZStrFiguresQuery>;

/**
 * One listing's month. Available nights: the month's nights minus nights blocked for owner use, maintenance or as
 * unavailable, imported blocks included (cleaning blocks stay available). Booked nights and revenue count confirmed and completed
 * bookings, each booking's total spread evenly over its nights. Occupancy = booked / available (0 when none are
 * available); ADR = revenue / booked nights; RevPAN = revenue / available nights (both rounded, 0 when undefined).
 */
export const ZListingMonthFigures = z.object({
  listingId: z.uuid(),
  month: ZYearMonth,
  availableNights: z.number().int(),
  bookedNights: z.number().int(),
  /** 0..1 */
  occupancyRate: z.number(),
  adrMinor: z.number().int(),
  /** ADR and RevPAN count nightly revenue only; revenue is nightly revenue and cleaning fees together. */
  revpanMinor: z.number().int(),
  revenueMinor: z.number().int(),
  cleaningFeesMinor: z.number().int(),
  currency: z.string(),
});
export type TListingMonthFigures = z.infer<typeof ZListingMonthFigures>;

export const ZStrFigures = z.object({ items: z.array(ZListingMonthFigures) });
export type TStrFigures = z.infer<typeof ZStrFigures>;
