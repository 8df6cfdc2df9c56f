import type {
  TBlock,
  TBooking,
  TBookingStatus,
  TCreateBlockRequest,
  TCreateBookingRequest,
  TCreatedListingExportFeed,
  TCreateImportFeedRequest,
  TCreateListingRequest,
  TImportFeed,
  TListing,
  TListingCalendar,
  TListingCalendarQuery,
  TStayConflictDetails,
  TStrFigures,
  TStrFiguresQuery,
  TSyncLogEntry,
  TUpdateBookingRequest,
  TUpdateListingRequest,
} from '@rentwell/contracts/short-term-rentals';
import { ZCreateBlockRequest, ZCreateBookingRequest } from '@rentwell/contracts/short-term-rentals';
import type { Database } from '@rentwell/db/create-db';
import { addDays, addMonths } from '@rentwell/domain/calendar-date';
import { monthFigures } from '@rentwell/domain/stay-figures';
import { quoteStay, stayProblems } from '@rentwell/domain/stay-pricing';
import { AppError } from '../../lib/app-error.ts';
import { isExclusionViolation } from '../../lib/database-errors.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { generateSecretToken, hashSecretToken } from '../../lib/secret-tokens.ts';
import { serializeICalendar } from '../calendar/ical.ts';
import { findOwnedUnit } from '../properties/properties.service.ts';
import {
  completePastBookings,
  deleteImportFeed,
  deleteListing,
  deleteStay,
  findImportFeed,
  findListing,
  findListingByFeedTokenHash,
  findOverlappingStays,
  findStay,
  type ImportFeedRow,
  insertImportFeed,
  insertListing,
  insertStay,
  type ListingRow,
  listImportFeeds,
  listListings,
  listOccupyingStaysFrom,
  listStayStarts,
  listStaysBetween,
  listSyncLog,
  lockListing,
  type StayRow,
  type StayValues,
  updateListing,
  updateStay,
} from './short-term-rentals.repo.ts';

const scopeOf = (actor: OrganizationActor) => ({ organizationId: actor.organizationId });

export function toListing({ listing, propertyName, unitLabel }: ListingRow): TListing {
  return {
    id: listing.id,
    property: { id: listing.propertyId, name: propertyName },
    unit: listing.unitId ? { id: listing.unitId, label: unitLabel ?? '' } : null,
    title: listing.title,
    description: listing.description,
    nightlyRateMinor: listing.nightlyRateMinor,
    cleaningFeeMinor: listing.cleaningFeeMinor,
    currency: listing.currency,
    maxGuests: listing.maxGuests,
    active: listing.active,
    exportFeedActive: listing.feedTokenHash !== null,
    createdAt: listing.createdAt.toISOString(),
  };
}

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

async function requireListing(db: Database, actor: OrganizationActor, listingId: string) {
  const row = await findListing(db, scopeOf(actor), listingId);
  if (!row) throw new AppError('not_found', 'Listing not found');
  return row;
}

// Listings -----------------------------------------------------------------------------------------------------

export async function listListingsOf(db: Database, actor: OrganizationActor, propertyId?: string) {
  return { items: (await listListings(db, scopeOf(actor), propertyId)).map(toListing) };
}

export async function getListing(db: Database, actor: OrganizationActor, listingId: string) {
  return toListing(await requireListing(db, actor, listingId));
}

export async function createListing(db: Database, actor: OrganizationActor, input: TCreateListingRequest) {
  const { propertyId, unitId = null, title, description = '', nightlyRateMinor, maxGuests } = input;
  const { currency } = await findOwnedUnit(db, actor, propertyId, unitId);
  const id = await insertListing(db, {
    organizationId: actor.organizationId,
    propertyId,
    unitId,
    title,
    description,
    nightlyRateMinor,
    cleaningFeeMinor: input.cleaningFeeMinor ?? 0,
    currency,
    maxGuests,
    active: input.active ?? true,
  });
  if (!id) throw new Error('The listing was not inserted');
  return getListing(db, actor, id);
}

export async function changeListing(
  db: Database,
  actor: OrganizationActor,
  listingId: string,
  input: TUpdateListingRequest,
) {
  const current = await requireListing(db, actor, listingId);
  if (input.unitId) await findOwnedUnit(db, actor, current.listing.propertyId, input.unitId);
  await updateListing(db, scopeOf(actor), listingId, input);
  return getListing(db, actor, listingId);
}

export async function removeListing(db: Database, actor: OrganizationActor, listingId: string) {
  if (!(await deleteListing(db, scopeOf(actor), listingId))) throw new AppError('not_found', 'Listing not found');
}

// Conflicts ----------------------------------------------------------------------------------------------------

/** The 409 naming the stay a refused booking or block overlaps (found after the constraint refused it). */
async function conflictError(db: Database, listingId: string, range: { start: string; end: string }, except?: string) {
  const [other] = await findOverlappingStays(db, listingId, range, except);
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
 * overlaps; its violation becomes a 409 naming the stay in the way.
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
    if (isExclusionViolation(error) && dates) throw await conflictError(db, listingId, dates, exceptStayId);
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
      return insertStay(tx, {
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
        currency: listing.currency,
        notes: input.notes,
      });
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
          });
        }
      }
      range = { start: merged.checkIn, end: merged.checkOut };
      return Object.keys(values).length === 0 ? current : updateStay(tx, current.id, values);
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
    (tx) =>
      insertStay(tx, {
        organizationId: actor.organizationId,
        listingId,
        kind: 'block',
        startDate: input.startDate,
        endDate: input.endDate,
        blockType: input.type,
        reason: input.reason,
        source: 'manual',
      }),
  );
  return toBlock(row);
}

/** Imported blocks are read-only: the next sync of their feed decides them. */
export async function removeBlock(db: Database, actor: OrganizationActor, listingId: string, blockId: string) {
  await requireListing(db, actor, listingId);
  const block = await findStay(db, scopeOf(actor), listingId, blockId);
  if (block?.kind !== 'block') throw new AppError('not_found', 'Block not found');
  if (block.source === 'imported') {
    throw new AppError('conflict', 'This block comes from an import feed; remove it in the other calendar');
  }
  await deleteStay(db, block.id);
}

// Calendar -----------------------------------------------------------------------------------------------------

export async function listingCalendar(
  db: Database,
  actor: OrganizationActor,
  listingId: string,
  query: TListingCalendarQuery,
): Promise<TListingCalendar> {
  await requireListing(db, actor, listingId);
  const stays = await listStaysBetween(db, [listingId], query.from, query.to);
  return {
    listingId,
    from: query.from,
    to: query.to,
    bookings: stays.filter((stay) => stay.kind === 'booking').map(toBooking),
    blocks: stays.filter((stay) => stay.kind === 'block').map(toBlock),
  };
}

// Export feed --------------------------------------------------------------------------------------------------

export async function rotateExportFeed(
  db: Database,
  actor: OrganizationActor,
  listingId: string,
  baseUrl: string,
): Promise<TCreatedListingExportFeed> {
  await requireListing(db, actor, listingId);
  const { token, hash } = generateSecretToken();
  await updateListing(db, scopeOf(actor), listingId, { feedTokenHash: hash });
  return { url: `${baseUrl.replace(/\/$/, '')}/api/str/feeds/${token}.ics` };
}

export async function revokeExportFeed(db: Database, actor: OrganizationActor, listingId: string) {
  await requireListing(db, actor, listingId);
  await updateListing(db, scopeOf(actor), listingId, { feedTokenHash: null });
}

/** How far back the export feed reaches: other calendars only need what is current and coming. */
const EXPORT_PAST_DAYS = 60;

/**
 * A listing's export feed: every booking not cancelled and every block as an all-day VEVENT over its nights. Guest
 * names stay private: the other calendar only learns the dates are taken.
 */
export async function renderExportFeed(db: Database, token: string, clock: { today: string; now: Date }) {
  const listing = await findListingByFeedTokenHash(db, hashSecretToken(token));
  if (!listing) throw new AppError('not_found', 'This calendar feed does not exist');
  const stays = await listOccupyingStaysFrom(db, listing.id, addDays(clock.today, -EXPORT_PAST_DAYS));
  return serializeICalendar({
    name: listing.title,
    productId: '-//Rentwell//Short-term rentals//EN',
    now: clock.now,
    events: stays.map((stay) => ({
      uid: `str-${stay.id}@rentwell`,
      date: stay.startDate,
      endDate: stay.endDate,
      summary: stay.kind === 'booking' ? 'Reserved' : 'Not available',
    })),
  });
}

// Import feeds -------------------------------------------------------------------------------------------------

function toImportFeed(feed: ImportFeedRow): TImportFeed {
  return {
    id: feed.id,
    listingId: feed.listingId,
    name: feed.name,
    url: feed.url,
    lastSyncAt: feed.lastSyncAt?.toISOString() ?? null,
    status: feed.status,
    lastError: feed.lastError,
    createdAt: feed.createdAt.toISOString(),
  };
}

export async function listImportFeedsOf(db: Database, actor: OrganizationActor, listingId: string) {
  await requireListing(db, actor, listingId);
  return { items: (await listImportFeeds(db, scopeOf(actor), listingId)).map(toImportFeed) };
}

export async function addImportFeed(
  db: Database,
  actor: OrganizationActor,
  listingId: string,
  input: TCreateImportFeedRequest,
) {
  await requireListing(db, actor, listingId);
  const feed = await insertImportFeed(db, { organizationId: actor.organizationId, listingId, ...input });
  return toImportFeed(feed);
}

export async function requireImportFeed(db: Database, actor: OrganizationActor, listingId: string, feedId: string) {
  const feed = await findImportFeed(db, scopeOf(actor), listingId, feedId);
  if (!feed) throw new AppError('not_found', 'Import feed not found');
  return feed;
}

/** Removing a feed removes the blocks it imported (cascade). */
export async function removeImportFeed(db: Database, actor: OrganizationActor, listingId: string, feedId: string) {
  await deleteImportFeed(db, (await requireImportFeed(db, actor, listingId, feedId)).id);
}

export function toSyncLogEntry(row: Awaited<ReturnType<typeof listSyncLog>>[number]): TSyncLogEntry {
  return {
    id: row.id,
    feedId: row.feedId,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    added: row.added,
    updated: row.updated,
    removed: row.removed,
    conflicts: row.conflicts,
    error: row.error,
  };
}

export async function syncLogOf(db: Database, actor: OrganizationActor, listingId: string, feedId: string) {
  const feed = await requireImportFeed(db, actor, listingId, feedId);
  return { items: (await listSyncLog(db, feed.id)).map(toSyncLogEntry) };
}

// Figures ------------------------------------------------------------------------------------------------------

function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  while (`${year}-${String(month).padStart(2, '0')}` <= to) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return months;
}

/** Blocks that take nights off the market; cleaning is part of a turnover and stays available. */
const UNAVAILABLE_BLOCK_TYPES = new Set(['owner_use', 'maintenance', 'unavailable']);

export async function strFigures(
  db: Database,
  actor: OrganizationActor,
  query: TStrFiguresQuery,
): Promise<TStrFigures> {
  const listings = (await listListings(db, scopeOf(actor))).filter(
    ({ listing }) => !query.listingId || listing.id === query.listingId,
  );
  if (query.listingId && listings.length === 0) throw new AppError('not_found', 'Listing not found');
  const months = monthsOf(query.from, query.to);
  const last = months[months.length - 1] ?? query.to;
  const end = addMonths(`${last}-01`, 1);
  const stays = await listStaysBetween(
    db,
    listings.map(({ listing }) => listing.id),
    `${query.from}-01`,
    end,
  );
  const items = listings.flatMap(({ listing }) => {
    const own = stays.filter((stay) => stay.listingId === listing.id);
    const bookings = own
      .filter((stay) => stay.kind === 'booking' && (stay.status === 'confirmed' || stay.status === 'completed'))
      .map((stay) => ({
        start: stay.startDate,
        end: stay.endDate,
        nights: stay.nights ?? 0,
        totalMinor: stay.totalMinor ?? 0,
      }));
    const unavailable = own
      .filter((stay) => stay.kind === 'block' && UNAVAILABLE_BLOCK_TYPES.has(stay.blockType ?? ''))
      .map((stay) => ({ start: stay.startDate, end: stay.endDate }));
    return months.map((month) => ({
      listingId: listing.id,
      month,
      ...monthFigures(month, bookings, unavailable),
      currency: listing.currency,
    }));
  });
  return { items };
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
