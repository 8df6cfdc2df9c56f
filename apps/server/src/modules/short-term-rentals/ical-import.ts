import type { TFeedSyncError, TSyncConflict } from '@rentwell/contracts/short-term-rentals';
import type { Database } from '@rentwell/db/create-db';
import { addDays } from '@rentwell/domain/calendar-date';
import ICAL from 'ical.js';
import { violatedConstraintOf } from '../../lib/database-errors.ts';
import type { AddressPolicy } from '../../outbound-fetch/address-policy.ts';
import { fetchUserUrl, OutboundFetchError, type OutboundFetchLimits } from '../../outbound-fetch/outbound-fetch.ts';
import {
  deleteStay,
  findOverlappingStays,
  HOME_LET_ONCE_TRIGGER,
  type ImportFeedRow,
  insertStay,
  listActiveImportFeeds,
  listImportedBlocks,
  lockListing,
  recordSync,
  type StayRow,
  updateStay,
} from './short-term-rentals.repo.ts';

/** Airbnb's and Vrbo's feeds are a few kilobytes; a megabyte is thousands of events. */
const FEED_LIMITS: OutboundFetchLimits = {
  timeoutMs: 10_000,
  maxBytes: 1024 * 1024,
  maxRedirects: 5,
  accept: 'text/calendar, */*;q=0.5',
};
const MAX_EVENTS = 5000;

export type ImportedEvent = { uid: string; startDate: string; endDate: string; summary: string };

/** A sync that failed for a reason the web names in the user's language. */
export class FeedSyncError extends Error {
  constructor(readonly code: TFeedSyncError) {
    super(`feed sync failed: ${code}`);
  }
}

/** Fetches a feed through the outbound-fetch rules (public addresses only, 10 s, 1 MB). */
export async function fetchFeed(url: string, policy: AddressPolicy): Promise<string> {
  try {
    return (await fetchUserUrl(url, policy, FEED_LIMITS)).toString('utf8');
  } catch (error) {
    if (error instanceof OutboundFetchError) throw new FeedSyncError(error.failure);
    throw error;
  }
}

function dateOf(time: ICAL.Time): string {
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
}

/**
 * The VEVENTs of a feed as half-open date ranges: an all-day DTEND is already exclusive and a timed one's date is
 * taken as the check-out day; without DTEND an event lasts one night. Cancelled events and events without a UID or
 * with an empty range are left out; a UID seen twice keeps its last event.
 */
export function parseFeed(text: string): ImportedEvent[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new FeedSyncError('not_icalendar');
  }
  if (root.name !== 'vcalendar') throw new FeedSyncError('not_icalendar');
  const vevents = root.getAllSubcomponents('vevent');
  if (vevents.length > MAX_EVENTS) throw new FeedSyncError('too_many_events');
  const events = new Map<string, ImportedEvent>();
  for (const vevent of vevents) {
    const event = new ICAL.Event(vevent);
    if (!event.uid || !event.startDate || String(vevent.getFirstPropertyValue('status')).toUpperCase() === 'CANCELLED')
      continue;
    const startDate = dateOf(event.startDate);
    const endDate = event.endDate ? dateOf(event.endDate) : addDays(startDate, 1);
    if (endDate <= startDate) continue;
    events.set(event.uid, { uid: event.uid.slice(0, 500), startDate, endDate, summary: event.summary ?? '' });
  }
  return [...events.values()];
}

/**
 * One sync of an import feed: fetch, parse, then in one transaction holding the listing's lock remove the blocks
 * whose UID left the feed, update those whose dates changed and add the new ones. An event overlapping a booking or
 * a manual block, or nights another listing of the home or a lease has, is not imported and is logged as a conflict;
 * when it moved there, its old block goes. Writes one sync log row either way.
 */
export async function syncImportFeed(db: Database, feed: ImportFeedRow, policy: AddressPolicy) {
  const startedAt = new Date();
  const scope = { organizationId: feed.organizationId };
  let events: ImportedEvent[];
  try {
    events = parseFeed(await fetchFeed(feed.url, policy));
  } catch (error) {
    if (!(error instanceof FeedSyncError)) throw error;
    return recordSync(db, scope, feed, {
      startedAt,
      added: 0,
      updated: 0,
      removed: 0,
      conflicts: [],
      error: error.code,
    });
  }
  return db.transaction(async (tx) => {
    const counts = { added: 0, updated: 0, removed: 0 };
    const conflicts: TSyncConflict[] = [];
    const listing = await lockListing(tx, scope, feed.listingId);
    if (!listing) throw new Error('The feed has no listing');
    const existing = new Map(
      (await listImportedBlocks(tx, scope, feed.id)).map((block) => [block.importUid ?? '', block]),
    );
    const incoming = new Set(events.map((event) => event.uid));
    for (const [uid, block] of existing) {
      if (!incoming.has(uid)) {
        await deleteStay(tx, scope, block.id);
        existing.delete(uid);
        counts.removed++;
      }
    }
    for (const event of events) {
      const current = existing.get(event.uid);
      if (current && current.startDate === event.startDate && current.endDate === event.endDate) continue;
      const range = { start: event.startDate, end: event.endDate };
      const [other] = await findOverlappingStays(tx, scope, feed.listingId, range, current?.id);
      const written = other ? null : await writeImportedEvent(tx, feed, event, current);
      if (written === 'added' || written === 'updated') {
        counts[written]++;
        continue;
      }
      conflicts.push({
        uid: event.uid,
        startDate: event.startDate,
        endDate: event.endDate,
        conflictingBookingId: other?.kind === 'booking' ? other.id : null,
        conflictingLabel: other?.kind === 'booking' ? (other.guestName ?? '') : (other?.blockType ?? 'unavailable'),
      });
      // The event left the nights its block held: they are free again, whatever took the new ones.
      if (current) {
        await deleteStay(tx, scope, current.id);
        counts.removed++;
      }
    }
    return recordSync(tx, scope, feed, { startedAt, ...counts, conflicts, error: null });
  });
}

/**
 * Adds or moves an event's block in a savepoint: 'home_let' when the home's trigger refuses it because another
 * listing of the same home, or a lease, has those nights.
 */
async function writeImportedEvent(
  tx: Database,
  feed: ImportFeedRow,
  event: ImportedEvent,
  current: StayRow | undefined,
): Promise<'added' | 'updated' | 'home_let'> {
  try {
    return await tx.transaction(async (savepoint) => {
      if (current) {
        await updateStay(savepoint, { organizationId: feed.organizationId }, current.id, {
          startDate: event.startDate,
          endDate: event.endDate,
        });
        return 'updated';
      }
      await insertStay(savepoint, {
        organizationId: feed.organizationId,
        listingId: feed.listingId,
        kind: 'block',
        startDate: event.startDate,
        endDate: event.endDate,
        blockType: 'unavailable',
        reason: `${feed.name}: ${event.summary}`.slice(0, 500),
        source: 'imported',
        importFeedId: feed.id,
        importUid: event.uid,
      });
      return 'added';
    });
  } catch (error) {
    if (violatedConstraintOf(error) === HOME_LET_ONCE_TRIGGER) return 'home_let';
    throw error;
  }
}

/** Syncs every import feed of an active listing, one after another (the scheduler, every few hours). */
export async function syncAllImportFeeds(db: Database, policy: AddressPolicy) {
  const feeds = await listActiveImportFeeds(db);
  let failed = 0;
  for (const { feed } of feeds) {
    // One feed's database failure (its listing deleted meanwhile) must not stop the others.
    const entry = await syncImportFeed(db, feed, policy).catch(() => null);
    if (!entry || entry.error) failed++;
  }
  return { feeds: feeds.length, failed };
}
