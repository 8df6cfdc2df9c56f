import type { TLanguage } from '@rentwell/contracts/profile';
import type {
  TCreatedListingExportFeed,
  TCreateImportFeedRequest,
  TFeedSyncError,
  TImportFeed,
  TSyncLogEntry,
} from '@rentwell/contracts/short-term-rentals';
import { ZFeedSyncError } from '@rentwell/contracts/short-term-rentals';
import type { Database } from '@rentwell/db/create-db';
import { addDays } from '@rentwell/domain/calendar-date';
import { serializeICalendar } from '../../documents/ical.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { generateSecretToken, hashSecretToken } from '../../lib/secret-tokens.ts';
import { EXPORT_FEED_SUMMARIES } from './export-feed-texts.ts';
import { auditStr, requireListing, scopeOf } from './listings.service.ts';
import {
  deleteImportFeed,
  findImportFeed,
  findListingByFeedTokenHash,
  type ImportFeedRow,
  insertImportFeed,
  listImportFeeds,
  listOccupyingStaysFrom,
  listSyncLog,
  updateListing,
} from './short-term-rentals.repo.ts';

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
  const stays = await listOccupyingStaysFrom(db, listing, listing.id, addDays(clock.today, -EXPORT_PAST_DAYS));
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
    await deleteImportFeed(tx, scopeOf(actor), feed.id);
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
  return { items: (await listSyncLog(db, scopeOf(actor), feed.id)).map(toSyncLogEntry) };
}
