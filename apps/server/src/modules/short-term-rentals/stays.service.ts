import type { TAuditAction } from '@rentwell/contracts/audit';
import type {
  TBlock,
  TBooking,
  TBookingStatus,
  TCreateBlockRequest,
  TCreateBookingRequest,
  TListingCalendar,
  TListingCalendarQuery,
  TStayConflictDetails,
  TStrCalendar,
  TUpdateBookingRequest,
} from '@rentwell/contracts/short-term-rentals';
import { ZCreateBlockRequest, ZCreateBookingRequest } from '@rentwell/contracts/short-term-rentals';
import type { Database } from '@rentwell/db/create-db';
import { quoteStay, stayProblems } from '@rentwell/domain/stay-pricing';
import { AppError } from '../../lib/app-error.ts';
import { isExclusionViolation, violatedConstraintOf } from '../../lib/database-errors.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { auditStr, requireListing, scopeOf } from './listings.service.ts';
import {
  completePastBookings,
  deleteStay,
  findOverlappingStays,
  findStay,
  HOME_LET_ONCE_TRIGGER,
  insertStay,
  listListings,
  listStayStarts,
  listStaysBetween,
  lockListing,
  type StayRow,
  type StayValues,
  type StrScope,
  updateStay,
} from './short-term-rentals.repo.ts';

export function toBooking(stay: StayRow): TBooking {
  return {
    id: stay.id,
    listingId: stay.listingId,
    guestName: stay.guestName ?? '',
    guestEmail: stay.guestEmail ?? '',
    guestPhone: stay.guestPhone ?? '',
    guests: stay.guests ?? 1,
    checkIn: stay.startDate,
    checkOut: stay.endDate,
    nights: stay.nights ?? 0,
    totalMinor: stay.totalMinor ?? 0,
    currency: stay.currency ?? '',
    status: stay.status ?? 'confirmed',
    notes: stay.notes ?? '',
    createdAt: stay.createdAt.toISOString(),
  };
}

export function toBlock(stay: StayRow): TBlock {
  return {
    id: stay.id,
    listingId: stay.listingId,
    type: stay.blockType ?? 'unavailable',
    reason: stay.reason ?? '',
    startDate: stay.startDate,
    endDate: stay.endDate,
    source: stay.source ?? 'manual',
    importFeedId: stay.importFeedId,
    createdAt: stay.createdAt.toISOString(),
  };
}

// Conflicts ----------------------------------------------------------------------------------------------------

/** The 409 naming the stay a refused booking or block overlaps (found after the constraint refused it). */
async function conflictError(
  db: Database,
  scope: StrScope,
  listingId: string,
  range: { start: string; end: string },
  except?: string,
) {
  const [other] = await findOverlappingStays(db, scope, listingId, range, except);
  if (!other) return new AppError('conflict', 'These dates overlap another stay of this listing');
  const label = other.kind === 'booking' ? (other.guestName ?? '') : (other.blockType ?? 'unavailable');
  const details: TStayConflictDetails = {
    conflictingStayId: [other.id],
    conflictingKind: [other.kind],
    conflictingLabel: [label],
    conflictingStart: [other.startDate],
    conflictingEnd: [other.endDate],
  };
  const what = other.kind === 'booking' ? `the booking of ${label}` : `a ${label.replace('_', ' ')} block`;
  return new AppError(
    'conflict',
    `These dates overlap ${what} from ${other.startDate} to ${other.endDate}`,
    details as unknown as Record<string, string[]>,
  );
}

/**
 * Runs a write of a listing's stays in a transaction holding the listing's lock. The exclusion constraint decides
 * overlaps within the listing (a 409 naming the stay in the way); the home's trigger decides overlaps with its other
 * listings' stays and its leases.
 */
async function writeStay<T>(
  db: Database,
  actor: OrganizationActor,
  listingId: string,
  range: () => { start: string; end: string } | null,
  write: (tx: Database, listing: NonNullable<Awaited<ReturnType<typeof lockListing>>>) => Promise<T>,
  exceptStayId?: string,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const listing = await lockListing(tx, scopeOf(actor), listingId);
      if (!listing) throw new AppError('not_found', 'Listing not found');
      return write(tx, listing);
    });
  } catch (error) {
    const dates = range();
    if (violatedConstraintOf(error) === HOME_LET_ONCE_TRIGGER) {
      throw new AppError('home_already_let', 'This home is already let for some of these nights');
    }
    if (isExclusionViolation(error) && dates)
      throw await conflictError(db, scopeOf(actor), listingId, dates, exceptStayId);
    throw error;
  }
}

function checkStay(
  listing: { nightlyRateMinor: number; cleaningFeeMinor: number; maxGuests: number },
  stay: { checkIn: string; checkOut: string; guests: number },
) {
  const problems = stayProblems(listing, stay);
  if (problems.guests === 'too_many_guests') {
    throw new AppError('validation_failed', 'Some fields are not valid', {
      guests: [`This listing takes at most ${listing.maxGuests} guests`],
    });
  }
  if (problems.checkOut || problems.guests) {
    throw new AppError('validation_failed', 'Some fields are not valid', {
      checkOut: ['Check-out must be after check-in'],
    });
  }
  return quoteStay(listing, stay);
}

// Bookings -----------------------------------------------------------------------------------------------------

export async function createBooking(
  db: Database,
  actor: OrganizationActor,
  listingId: string,
  request: TCreateBookingRequest,
) {
  const input = ZCreateBookingRequest.parse(request);
  const row = await writeStay(
    db,
    actor,
    listingId,
    () => ({ start: input.checkIn, end: input.checkOut }),
    async (tx, listing) => {
      const quote = checkStay(listing, input);
      const stay = await insertStay(tx, {
        organizationId: actor.organizationId,
        listingId,
        kind: 'booking',
        startDate: input.checkIn,
        endDate: input.checkOut,
        status: input.status,
        guestName: input.guestName,
        guestEmail: input.guestEmail,
        guestPhone: input.guestPhone,
        guests: input.guests,
        nights: quote.nights,
        totalMinor: quote.totalMinor,
        cleaningFeeMinor: quote.cleaningFeeMinor,
        currency: listing.currency,
        notes: input.notes,
      });
      await auditStr(tx, actor, 'booking.created', { type: 'booking', id: stay.id, name: input.guestName });
      return stay;
    },
  );
  return toBooking(row);
}

const NEXT_STATUSES: Record<TBookingStatus, readonly TBookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['cancelled', 'completed'],
  cancelled: [],
  completed: [],
};

const BOOKING_STATUS_AUDIT: Record<TBookingStatus, TAuditAction | null> = {
  pending: null,
  confirmed: 'booking.confirmed',
  cancelled: 'booking.cancelled',
  completed: 'booking.completed',
};

export async function changeBooking(
  db: Database,
  actor: OrganizationActor,
  listingId: string,
  bookingId: string,
  input: TUpdateBookingRequest,
  today: string,
) {
  let range: { start: string; end: string } | null = null;
  const row = await writeStay(
    db,
    actor,
    listingId,
    () => range,
    async (tx, listing) => {
      const current = await findStay(tx, scopeOf(actor), listingId, bookingId);
      if (current?.kind !== 'booking') throw new AppError('not_found', 'Booking not found');
      const status = current.status ?? 'confirmed';
      const { status: nextStatus, ...fields } = input;
      if (nextStatus && nextStatus !== status) {
        if (!NEXT_STATUSES[status].includes(nextStatus)) {
          throw new AppError('invalid_transition', `A ${status} booking cannot become ${nextStatus}`);
        }
        if (nextStatus === 'completed' && today < current.endDate) {
          throw new AppError('invalid_transition', 'A booking is completed from its check-out day on');
        }
      }
      const changesStay = Object.keys(fields).some((key) => key !== 'notes');
      if ((status === 'cancelled' || status === 'completed') && changesStay) {
        throw new AppError('invalid_transition', `A ${status} booking cannot be changed`);
      }
      const merged = {
        checkIn: fields.checkIn ?? current.startDate,
        checkOut: fields.checkOut ?? current.endDate,
        guests: fields.guests ?? current.guests ?? 1,
      };
      const datesChange = merged.checkIn !== current.startDate || merged.checkOut !== current.endDate;
      const values: Partial<StayValues> = { ...(nextStatus ? { status: nextStatus } : {}) };
      if (fields.guestName !== undefined) values.guestName = fields.guestName;
      if (fields.guestEmail !== undefined) values.guestEmail = fields.guestEmail;
      if (fields.guestPhone !== undefined) values.guestPhone = fields.guestPhone;
      if (fields.notes !== undefined) values.notes = fields.notes;
      if (fields.guests !== undefined || datesChange) {
        const quote = checkStay(listing, merged);
        values.guests = merged.guests;
        if (datesChange) {
          Object.assign(values, {
            startDate: merged.checkIn,
            endDate: merged.checkOut,
            nights: quote.nights,
            totalMinor: quote.totalMinor,
            cleaningFeeMinor: quote.cleaningFeeMinor,
          });
        }
      }
      range = { start: merged.checkIn, end: merged.checkOut };
      if (Object.keys(values).length === 0) return current;
      const updated = await updateStay(tx, scopeOf(actor), current.id, values);
      const action = nextStatus && nextStatus !== status ? BOOKING_STATUS_AUDIT[nextStatus] : 'booking.updated';
      if (action) {
        await auditStr(tx, actor, action, { type: 'booking', id: current.id, name: updated.guestName ?? '' });
      }
      return updated;
    },
    bookingId,
  );
  return toBooking(row);
}

export async function cancelBooking(db: Database, actor: OrganizationActor, listingId: string, bookingId: string) {
  return changeBooking(db, actor, listingId, bookingId, { status: 'cancelled' }, '');
}

// Blocks -------------------------------------------------------------------------------------------------------

export async function createBlock(
  db: Database,
  actor: OrganizationActor,
  listingId: string,
  request: TCreateBlockRequest,
) {
  const input = ZCreateBlockRequest.parse(request);
  const row = await writeStay(
    db,
    actor,
    listingId,
    () => ({ start: input.startDate, end: input.endDate }),
    async (tx, listing) => {
      const stay = await insertStay(tx, {
        organizationId: actor.organizationId,
        listingId,
        kind: 'block',
        startDate: input.startDate,
        endDate: input.endDate,
        blockType: input.type,
        reason: input.reason,
        source: 'manual',
      });
      await auditStr(tx, actor, 'stay_block.created', { type: 'stay_block', id: stay.id, name: listing.title });
      return stay;
    },
  );
  return toBlock(row);
}

/** Imported blocks are read-only: the next sync of their feed decides them. */
export async function removeBlock(db: Database, actor: OrganizationActor, listingId: string, blockId: string) {
  const { listing } = await requireListing(db, actor, listingId);
  const block = await findStay(db, scopeOf(actor), listingId, blockId);
  if (block?.kind !== 'block') throw new AppError('not_found', 'Block not found');
  if (block.source === 'imported') {
    throw new AppError('conflict', 'This block comes from an import feed; remove it in the other calendar');
  }
  await db.transaction(async (tx) => {
    await deleteStay(tx, scopeOf(actor), block.id);
    await auditStr(tx, actor, 'stay_block.removed', { type: 'stay_block', id: block.id, name: listing.title });
  });
}

// Calendar -----------------------------------------------------------------------------------------------------

export async function listingCalendar(
  db: Database,
  actor: OrganizationActor,
  listingId: string,
  query: TListingCalendarQuery,
): Promise<TListingCalendar> {
  await requireListing(db, actor, listingId);
  const stays = await listStaysBetween(db, scopeOf(actor), [listingId], query.from, query.to);
  return {
    listingId,
    from: query.from,
    to: query.to,
    bookings: stays.filter((stay) => stay.kind === 'booking').map(toBooking),
    blocks: stays.filter((stay) => stay.kind === 'block').map(toBlock),
  };
}

/** The calendar across the organization's listings. */
export async function strCalendar(
  db: Database,
  actor: OrganizationActor,
  query: TListingCalendarQuery,
): Promise<TStrCalendar> {
  const listings = await listListings(db, scopeOf(actor));
  const ids = listings.map(({ listing }) => listing.id);
  const stays = await listStaysBetween(db, scopeOf(actor), ids, query.from, query.to);
  return {
    from: query.from,
    to: query.to,
    bookings: stays.filter((stay) => stay.kind === 'booking').map(toBooking),
    blocks: stays.filter((stay) => stay.kind === 'block').map(toBlock),
  };
}

/**
 * Confirmed bookings whose check-out day has come become completed (the daily job, once per time zone with that
 * zone's date); returns how many.
 */
export function completeBookingsDue(db: Database, today: string, timeZone?: string) {
  return completePastBookings(db, today, timeZone);
}

/** The calendar module's short-term rental events: bookings on their check-in day, blocks on their first day. */
export function listStayCalendarStarts(
  db: Database,
  organizationId: string,
  window: { from: string; to: string; propertyId?: string },
) {
  return listStayStarts(db, { organizationId }, window);
}
