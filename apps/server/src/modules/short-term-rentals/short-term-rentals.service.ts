import type { TAuditAction, TAuditEntityType } from '@rentwell/contracts/audit';
import type { TLanguage } from '@rentwell/contracts/profile';
import type {
  TBlock,
  TBooking,
  TBookingStatus,
  TCreateBlockRequest,
  TCreateBookingRequest,
  TCreatedListingExportFeed,
  TCreateImportFeedRequest,
  TCreateListingRequest,
  TFeedSyncError,
  TImportFeed,
  TListing,
  TListingCalendar,
  TListingCalendarQuery,
  TStayConflictDetails,
  TStrCalendar,
  TStrFigures,
  TStrFiguresQuery,
  TSyncLogEntry,
  TUpdateBookingRequest,
  TUpdateListingRequest,
} from '@rentwell/contracts/short-term-rentals';
import { ZCreateBlockRequest, ZCreateBookingRequest, ZFeedSyncError } from '@rentwell/contracts/short-term-rentals';
import type { Database } from '@rentwell/db/create-db';
import { addDays, addMonths } from '@rentwell/domain/calendar-date';
import { monthFigures } from '@rentwell/domain/stay-figures';
import { quoteStay, stayProblems } from '@rentwell/domain/stay-pricing';
import { AppError } from '../../lib/app-error.ts';
import { isExclusionViolation } from '../../lib/database-errors.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { generateSecretToken, hashSecretToken } from '../../lib/secret-tokens.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import { serializeICalendar } from '../calendar/ical.ts';
import { findOwnedUnit } from '../properties/properties.service.ts';
import { EXPORT_FEED_SUMMARIES } from './export-feed-texts.ts';
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

/** Appends who changed which listing, booking or block to the organization's audit log (inside the change's transaction). */
function auditStr(
  tx: Database,
  actor: OrganizationActor,
  action: TAuditAction,
  entity: { type: TAuditEntityType; id: string; name: string },
) {
  return writeAuditEvent(tx, {
    organizationId: actor.organizationId,
    actorUserId: actor.userId,
    action,
    entityType: entity.type,
    entityId: entity.id,
    details: { name: entity.name },
    ipAddress: actor.ipAddress,
  });
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
  const id = await db.transaction(async (tx) => {
    const inserted = await insertListing(tx, {
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
    if (!inserted) throw new Error('The listing was not inserted');
    await auditStr(tx, actor, 'listing.created', { type: 'listing', id: inserted, name: title });
    return inserted;
  });
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
  await db.transaction(async (tx) => {
    await updateListing(tx, scopeOf(actor), listingId, input);
    const name = input.title ?? current.listing.title;
    await auditStr(tx, actor, 'listing.updated', { type: 'listing', id: listingId, name });
  });
  return getListing(db, actor, listingId);
}

export async function removeListing(db: Database, actor: OrganizationActor, listingId: string) {
  const { listing } = await requireListing(db, actor, listingId);
  await db.transaction(async (tx) => {
    if (!(await deleteListing(tx, scopeOf(actor), listingId))) throw new AppError('not_found', 'Listing not found');
    await auditStr(tx, actor, 'listing.deleted', { type: 'listing', id: listingId, name: listing.title });
  });
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
          });
        }
      }
      range = { start: merged.checkIn, end: merged.checkOut };
      if (Object.keys(values).length === 0) return current;
      const updated = await updateStay(tx, current.id, values);
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
    await deleteStay(tx, block.id);
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
  const stays = await listStaysBetween(db, [listingId], query.from, query.to);
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
  const stays = await listStaysBetween(db, ids, query.from, query.to);
  return {
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
  language: TLanguage = 'en',
): Promise<TCreatedListingExportFeed> {
  const { listing } = await requireListing(db, actor, listingId);
  const { token, hash } = generateSecretToken();
  await db.transaction(async (tx) => {
    await updateListing(tx, scopeOf(actor), listingId, { feedTokenHash: hash });
    await auditStr(tx, actor, 'listing.export_feed_created', { type: 'listing', id: listingId, name: listing.title });
  });
  const url = `${baseUrl.replace(/\/$/, '')}/api/str/feeds/${token}.ics`;
  return { url: language === 'en' ? url : `${url}?lang=${language}` };
}

export async function revokeExportFeed(db: Database, actor: OrganizationActor, listingId: string) {
  const { listing } = await requireListing(db, actor, listingId);
  await db.transaction(async (tx) => {
    await updateListing(tx, scopeOf(actor), listingId, { feedTokenHash: null });
    await auditStr(tx, actor, 'listing.export_feed_revoked', { type: 'listing', id: listingId, name: listing.title });
  });
}

/** How far back the export feed reaches: other calendars only need what is current and coming. */
const EXPORT_PAST_DAYS = 60;

/**
 * A listing's export feed: every booking not cancelled and every block as an all-day VEVENT over its nights. Guest
 * names stay private: the other calendar only learns the dates are taken.
 */
export async function renderExportFeed(
  db: Database,
  token: string,
  clock: { today: string; now: Date },
  language: TLanguage = 'en',
) {
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
      summary: EXPORT_FEED_SUMMARIES[language][stay.kind],
    })),
  });
}

// Import feeds -------------------------------------------------------------------------------------------------

/** Rows written before sync errors were codes hold an English sentence: they read as the generic `unreachable`. */
function feedSyncErrorOf(stored: string | null): TFeedSyncError | null {
  if (stored === null) return null;
  const parsed = ZFeedSyncError.safeParse(stored);
  return parsed.success ? parsed.data : 'unreachable';
}

function toImportFeed(feed: ImportFeedRow): TImportFeed {
  return {
    id: feed.id,
    listingId: feed.listingId,
    name: feed.name,
    url: feed.url,
    lastSyncAt: feed.lastSyncAt?.toISOString() ?? null,
    status: feed.status,
    lastError: feedSyncErrorOf(feed.lastError),
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
  const { listing } = await requireListing(db, actor, listingId);
  const feed = await db.transaction(async (tx) => {
    const inserted = await insertImportFeed(tx, { organizationId: actor.organizationId, listingId, ...input });
    await auditStr(tx, actor, 'listing.import_feed_added', { type: 'listing', id: listingId, name: listing.title });
    return inserted;
  });
  return toImportFeed(feed);
}

export async function requireImportFeed(db: Database, actor: OrganizationActor, listingId: string, feedId: string) {
  const feed = await findImportFeed(db, scopeOf(actor), listingId, feedId);
  if (!feed) throw new AppError('not_found', 'Import feed not found');
  return feed;
}

/** Removing a feed removes the blocks it imported (cascade). */
export async function removeImportFeed(db: Database, actor: OrganizationActor, listingId: string, feedId: string) {
  const { listing } = await requireListing(db, actor, listingId);
  const feed = await requireImportFeed(db, actor, listingId, feedId);
  await db.transaction(async (tx) => {
    await deleteImportFeed(tx, feed.id);
    await auditStr(tx, actor, 'listing.import_feed_removed', { type: 'listing', id: listingId, name: listing.title });
  });
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
    error: feedSyncErrorOf(row.error),
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

/** Each listing's figures for every month from `from` to `to` ('YYYY-MM'), read with one query for the stays. */
async function figuresOfListings(db: Database, listings: ListingRow[], from: string, to: string) {
  const months = monthsOf(from, to);
  const last = months[months.length - 1] ?? to;
  const stays = await listStaysBetween(
    db,
    listings.map(({ listing }) => listing.id),
    `${from}-01`,
    addMonths(`${last}-01`, 1),
  );
  return listings.flatMap((row) => {
    const own = stays.filter((stay) => stay.listingId === row.listing.id);
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
    return months.map((month) => ({ row, month, figures: monthFigures(month, bookings, unavailable) }));
  });
}

export async function strFigures(
  db: Database,
  actor: OrganizationActor,
  query: TStrFiguresQuery,
): Promise<TStrFigures> {
  const listings = (await listListings(db, scopeOf(actor))).filter(
    ({ listing }) => !query.listingId || listing.id === query.listingId,
  );
  if (query.listingId && listings.length === 0) throw new AppError('not_found', 'Listing not found');
  const figures = await figuresOfListings(db, listings, query.from, query.to);
  return {
    items: figures.map(({ row, month, figures }) => ({
      listingId: row.listing.id,
      month,
      ...figures,
      currency: row.listing.currency,
    })),
  };
}

/**
 * The analytics report of short-term rentals: one row per listing and month of the period, for the listings priced
 * in the report's currency (optionally of one property), newest month first.
 */
export async function strReportRows(
  db: Database,
  scope: { organizationId: string; propertyId?: string; currency: string },
  period: { from: string; to: string },
) {
  const listings = (await listListings(db, scope, scope.propertyId)).filter(
    ({ listing }) => listing.currency === scope.currency,
  );
  const figures = await figuresOfListings(db, listings, period.from.slice(0, 7), period.to.slice(0, 7));
  return figures
    .map(({ row, month, figures }) => ({
      month,
      property: row.propertyName,
      propertyId: row.listing.propertyId,
      listing: row.listing.title,
      listingId: row.listing.id,
      ...figures,
    }))
    .sort((a, b) => b.month.localeCompare(a.month));
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
