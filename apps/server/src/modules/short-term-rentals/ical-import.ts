import type { TSyncConflict } from '@rentwell/contracts/short-term-rentals';
import type { Database } from '@rentwell/db/create-db';
import { addDays } from '@rentwell/domain/calendar-date';
import ICAL from 'ical.js';
import {
  deleteStay,
  findOverlappingStays,
  type ImportFeedRow,
  insertStay,
  listActiveImportFeeds,
  listImportedBlocks,
  lockListing,
  recordSync,
  updateStay,
} from './short-term-rentals.repo.ts';

const FETCH_TIMEOUT_MS = 10_000;
/** Airbnb's and Vrbo's feeds are a few kilobytes; a megabyte is thousands of events. */
const MAX_FEED_BYTES = 1024 * 1024;
const MAX_EVENTS = 5000;

export type ImportedEvent = { uid: string; startDate: string; endDate: string; summary: string };

/** Fetches a feed with a timeout and a size limit; throws an Error whose message is kept in the sync log. */
export async function fetchFeed(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      redirect: 'follow',
      headers: { accept: 'text/calendar, */*;q=0.5' },
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new Error(timedOut ? 'The feed did not answer within 10 seconds' : 'The feed could not be reached');
  }
  if (!response.ok) throw new Error(`The feed answered HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_FEED_BYTES) throw new Error('The feed is larger than 1 MB');
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FEED_BYTES) {
      await reader.cancel();
      throw new Error('The feed is larger than 1 MB');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
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
    throw new Error('The feed is not a valid iCalendar file');
  }
  if (root.name !== 'vcalendar') throw new Error('The feed is not a valid iCalendar file');
  const vevents = root.getAllSubcomponents('vevent');
  if (vevents.length > MAX_EVENTS) throw new Error(`The feed holds more than ${MAX_EVENTS} events`);
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
 * a manual block is not imported and is logged as a conflict. Writes one sync log row either way.
 */
export async function syncImportFeed(db: Database, feed: ImportFeedRow, fetchText = fetchFeed) {
  const startedAt = new Date();
  let events: ImportedEvent[];
  try {
    events = parseFeed(await fetchText(feed.url));
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The feed could not be read';
    return recordSync(db, feed, { startedAt, added: 0, updated: 0, removed: 0, conflicts: [], error: message });
  }
  return db.transaction(async (tx) => {
    const counts = { added: 0, updated: 0, removed: 0 };
    const conflicts: TSyncConflict[] = [];
    const listing = await lockListing(tx, { organizationId: feed.organizationId }, feed.listingId);
    if (!listing) throw new Error('The feed has no listing');
    const existing = new Map((await listImportedBlocks(tx, feed.id)).map((block) => [block.importUid ?? '', block]));
    const incoming = new Set(events.map((event) => event.uid));
    for (const [uid, block] of existing) {
      if (!incoming.has(uid)) {
        await deleteStay(tx, block.id);
        existing.delete(uid);
        counts.removed++;
      }
    }
    for (const event of events) {
      const current = existing.get(event.uid);
      if (current && current.startDate === event.startDate && current.endDate === event.endDate) continue;
      const [other] = await findOverlappingStays(
        tx,
        feed.listingId,
        { start: event.startDate, end: event.endDate },
        current?.id,
      );
      if (other) {
        conflicts.push({
          uid: event.uid,
          startDate: event.startDate,
          endDate: event.endDate,
          conflictingBookingId: other.kind === 'booking' ? other.id : null,
          conflictingLabel: other.kind === 'booking' ? (other.guestName ?? '') : (other.blockType ?? 'unavailable'),
        });
        continue;
      }
      if (current) {
        await updateStay(tx, current.id, { startDate: event.startDate, endDate: event.endDate });
        counts.updated++;
      } else {
        await insertStay(tx, {
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
        counts.added++;
      }
    }
    return recordSync(tx, feed, { startedAt, ...counts, conflicts, error: null });
  });
}

/** Syncs every import feed of an active listing, one after another (the scheduler, every few hours). */
export async function syncAllImportFeeds(db: Database, fetchText = fetchFeed) {
  const feeds = await listActiveImportFeeds(db);
  let failed = 0;
  for (const { feed } of feeds) {
    const entry = await syncImportFeed(db, feed, fetchText);
    if (entry.error) failed++;
  }
  return { feeds: feeds.length, failed };
}
