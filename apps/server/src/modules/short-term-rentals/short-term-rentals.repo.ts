import type { TSyncConflict } from '@rentwell/contracts/short-term-rentals';
import type { Database } from '@rentwell/db/create-db';
import { organizations } from '@rentwell/db/schema/organizations';
import { properties, units } from '@rentwell/db/schema/properties';
import { strImportFeeds, strListings, strStays, strSyncLog } from '@rentwell/db/schema/short-term-rentals';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, lte, ne, or, type SQL } from 'drizzle-orm';

/** The trigger refusing a stay that would let a home twice (packages/db/drizzle/0030_str_home_let_once.sql). */
export const HOME_LET_ONCE_TRIGGER = 'str_stays_home_let_once';

export type StrScope = { organizationId: string };
export type ListingRow = NonNullable<Awaited<ReturnType<typeof findListing>>>;
export type StayRow = typeof strStays.$inferSelect;
export type StayValues = typeof strStays.$inferInsert;
export type ImportFeedRow = typeof strImportFeeds.$inferSelect;

function selectListings(db: Database) {
  return db
    .select({ listing: strListings, propertyName: properties.name, unitLabel: units.label })
    .from(strListings)
    .innerJoin(properties, eq(properties.id, strListings.propertyId))
    .leftJoin(units, eq(units.id, strListings.unitId));
}

export async function listListings(db: Database, scope: StrScope, propertyId?: string) {
  return selectListings(db)
    .where(
      and(
        eq(strListings.organizationId, scope.organizationId),
        propertyId ? eq(strListings.propertyId, propertyId) : undefined,
      ),
    )
    .orderBy(asc(properties.name), asc(strListings.title), asc(strListings.id));
}

export async function findListing(db: Database, scope: StrScope, listingId: string) {
  const [row] = await selectListings(db).where(
    and(eq(strListings.organizationId, scope.organizationId), eq(strListings.id, listingId)),
  );
  return row ?? null;
}

/**
 * Locks the listing's row for the rest of the transaction: every write of a listing's stays takes it first, so
 * concurrent writers queue instead of deadlocking on the exclusion constraint, which still decides who overlaps.
 */
export async function lockListing(db: Database, scope: StrScope, listingId: string) {
  const [row] = await db
    .select()
    .from(strListings)
    .where(and(eq(strListings.organizationId, scope.organizationId), eq(strListings.id, listingId)))
    .for('no key update');
  return row ?? null;
}

export async function insertListing(db: Database, values: typeof strListings.$inferInsert) {
  const [row] = await db.insert(strListings).values(values).returning({ id: strListings.id });
  return row?.id ?? null;
}

export async function updateListing(
  db: Database,
  scope: StrScope,
  listingId: string,
  values: Partial<typeof strListings.$inferInsert>,
) {
  await db
    .update(strListings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(strListings.organizationId, scope.organizationId), eq(strListings.id, listingId)));
}

export async function deleteListing(db: Database, scope: StrScope, listingId: string) {
  const rows = await db
    .delete(strListings)
    .where(and(eq(strListings.organizationId, scope.organizationId), eq(strListings.id, listingId)))
    .returning({ id: strListings.id });
  return rows.length > 0;
}

export async function findListingByFeedTokenHash(db: Database, tokenHash: string) {
  const [row] = await db.select().from(strListings).where(eq(strListings.feedTokenHash, tokenHash));
  return row ?? null;
}

// Stays --------------------------------------------------------------------------------------------------------

export async function insertStay(db: Database, values: StayValues) {
  const [row] = await db.insert(strStays).values(values).returning();
  if (!row) throw new Error('The stay was not inserted');
  return row;
}

export async function updateStay(db: Database, scope: StrScope, stayId: string, values: Partial<StayValues>) {
  const [row] = await db
    .update(strStays)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(strStays.organizationId, scope.organizationId), eq(strStays.id, stayId)))
    .returning();
  if (!row) throw new Error('The stay was not updated');
  return row;
}

export async function deleteStay(db: Database, scope: StrScope, stayId: string) {
  await db.delete(strStays).where(and(eq(strStays.organizationId, scope.organizationId), eq(strStays.id, stayId)));
}

export async function findStay(db: Database, scope: StrScope, listingId: string, stayId: string) {
  const [row] = await db
    .select()
    .from(strStays)
    .where(
      and(
        eq(strStays.organizationId, scope.organizationId),
        eq(strStays.listingId, listingId),
        eq(strStays.id, stayId),
      ),
    );
  return row ?? null;
}

/** Stays that occupy nights: blocks and bookings not cancelled. */
const occupying: SQL = or(eq(strStays.kind, 'block'), ne(strStays.status, 'cancelled')) as SQL;

/** The occupying stays of a listing overlapping [start, end), except one. */
export async function findOverlappingStays(
  db: Database,
  scope: StrScope,
  listingId: string,
  range: { start: string; end: string },
  exceptStayId?: string,
) {
  return db
    .select()
    .from(strStays)
    .where(
      and(
        eq(strStays.organizationId, scope.organizationId),
        eq(strStays.listingId, listingId),
        occupying,
        lt(strStays.startDate, range.end),
        gt(strStays.endDate, range.start),
        exceptStayId ? ne(strStays.id, exceptStayId) : undefined,
      ),
    )
    .orderBy(asc(strStays.startDate));
}

/** Every stay (cancelled bookings too) of the given listings overlapping [from, to). */
export async function listStaysBetween(db: Database, scope: StrScope, listingIds: string[], from: string, to: string) {
  if (listingIds.length === 0) return [];
  return db
    .select()
    .from(strStays)
    .where(
      and(
        eq(strStays.organizationId, scope.organizationId),
        inArray(strStays.listingId, listingIds),
        lt(strStays.startDate, to),
        gt(strStays.endDate, from),
      ),
    )
    .orderBy(asc(strStays.startDate), asc(strStays.id));
}

/** The occupying stays of a listing ending on or after a day (the export feed). */
export async function listOccupyingStaysFrom(db: Database, scope: StrScope, listingId: string, from: string) {
  return db
    .select()
    .from(strStays)
    .where(
      and(
        eq(strStays.organizationId, scope.organizationId),
        eq(strStays.listingId, listingId),
        occupying,
        gt(strStays.endDate, from),
      ),
    )
    .orderBy(asc(strStays.startDate), asc(strStays.id));
}

/** Confirmed bookings whose check-out day has come become completed (the daily job); returns how many. */
/** Completes the confirmed bookings checked out by `today`, of the organizations in `timeZone` when one is given. */
export async function completePastBookings(db: Database, today: string, timeZone?: string) {
  const inZone =
    timeZone === undefined
      ? undefined
      : inArray(
          strStays.organizationId,
          db.select({ id: organizations.id }).from(organizations).where(eq(organizations.timeZone, timeZone)),
        );
  const rows = await db
    .update(strStays)
    .set({ status: 'completed', updatedAt: new Date() })
    .where(and(eq(strStays.kind, 'booking'), eq(strStays.status, 'confirmed'), lte(strStays.endDate, today), inZone))
    .returning({ id: strStays.id });
  return rows.length;
}

export async function listImportedBlocks(db: Database, scope: StrScope, feedId: string) {
  return db
    .select()
    .from(strStays)
    .where(
      and(
        eq(strStays.organizationId, scope.organizationId),
        eq(strStays.importFeedId, feedId),
        isNotNull(strStays.importUid),
      ),
    );
}

// Import feeds -------------------------------------------------------------------------------------------------

export async function listImportFeeds(db: Database, scope: StrScope, listingId: string) {
  return db
    .select()
    .from(strImportFeeds)
    .where(and(eq(strImportFeeds.organizationId, scope.organizationId), eq(strImportFeeds.listingId, listingId)))
    .orderBy(asc(strImportFeeds.createdAt), asc(strImportFeeds.id));
}

export async function findImportFeed(db: Database, scope: StrScope, listingId: string, feedId: string) {
  const [row] = await db
    .select()
    .from(strImportFeeds)
    .where(
      and(
        eq(strImportFeeds.organizationId, scope.organizationId),
        eq(strImportFeeds.listingId, listingId),
        eq(strImportFeeds.id, feedId),
      ),
    );
  return row ?? null;
}

/** Every feed of every organization whose listing is active (the polling job). */
export async function listActiveImportFeeds(db: Database) {
  return db
    .select({ feed: strImportFeeds })
    .from(strImportFeeds)
    .innerJoin(strListings, eq(strListings.id, strImportFeeds.listingId))
    .where(eq(strListings.active, true))
    .orderBy(asc(strImportFeeds.id));
}

export async function insertImportFeed(db: Database, values: typeof strImportFeeds.$inferInsert) {
  const [row] = await db.insert(strImportFeeds).values(values).returning();
  if (!row) throw new Error('The feed was not inserted');
  return row;
}

export async function deleteImportFeed(db: Database, scope: StrScope, feedId: string) {
  await db
    .delete(strImportFeeds)
    .where(and(eq(strImportFeeds.organizationId, scope.organizationId), eq(strImportFeeds.id, feedId)));
}

export async function recordSync(
  db: Database,
  scope: StrScope,
  feed: ImportFeedRow,
  run: {
    startedAt: Date;
    added: number;
    updated: number;
    removed: number;
    conflicts: TSyncConflict[];
    error: string | null;
  },
) {
  const finishedAt = new Date();
  await db
    .update(strImportFeeds)
    .set({ status: run.error ? 'error' : 'ok', lastSyncAt: finishedAt, lastError: run.error })
    .where(and(eq(strImportFeeds.organizationId, scope.organizationId), eq(strImportFeeds.id, feed.id)));
  const [row] = await db
    .insert(strSyncLog)
    .values({ organizationId: scope.organizationId, feedId: feed.id, finishedAt, ...run })
    .returning();
  if (!row) throw new Error('The sync log was not written');
  return row;
}

export async function listSyncLog(db: Database, scope: StrScope, feedId: string, limit = 50) {
  return db
    .select()
    .from(strSyncLog)
    .where(and(eq(strSyncLog.organizationId, scope.organizationId), eq(strSyncLog.feedId, feedId)))
    .orderBy(desc(strSyncLog.startedAt), desc(strSyncLog.id))
    .limit(limit);
}

/**
 * The calendar's short-term rental events of an organization: bookings not cancelled on their check-in day and
 * blocks on their first day, between two dates inclusive, optionally of one property.
 */
export async function listStayStarts(
  db: Database,
  scope: StrScope,
  window: { from: string; to: string; propertyId?: string },
) {
  return db
    .select({
      stayId: strStays.id,
      kind: strStays.kind,
      date: strStays.startDate,
      guestName: strStays.guestName,
      listingTitle: strListings.title,
      propertyId: properties.id,
      propertyName: properties.name,
      unitLabel: units.label,
    })
    .from(strStays)
    .innerJoin(strListings, eq(strListings.id, strStays.listingId))
    .innerJoin(properties, eq(properties.id, strListings.propertyId))
    .leftJoin(units, eq(units.id, strListings.unitId))
    .where(
      and(
        eq(strStays.organizationId, scope.organizationId),
        occupying,
        gte(strStays.startDate, window.from),
        lte(strStays.startDate, window.to),
        window.propertyId ? eq(strListings.propertyId, window.propertyId) : undefined,
      ),
    );
}
