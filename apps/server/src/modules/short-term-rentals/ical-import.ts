import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { TSyncConflict } from '@rentwell/contracts/short-term-rentals';
import type { Database } from '@rentwell/db/create-db';
import { addDays } from '@rentwell/domain/calendar-date';
import ICAL from 'ical.js';
import { violatedConstraintOf } from '../../lib/database-errors.ts';
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

const FETCH_TIMEOUT_MS = 10_000;
/** Airbnb's and Vrbo's feeds are a few kilobytes; a megabyte is thousands of events. */
const MAX_FEED_BYTES = 1024 * 1024;
const MAX_EVENTS = 5000;

export type ImportedEvent = { uid: string; startDate: string; endDate: string; summary: string };

/** Addresses a feed URL may not point at in production: loopback, private, link-local and carrier-grade NAT. */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export type FeedFetchOptions = {
  /** Off in production: a feed URL may not make the server call itself or its private network. */
  allowPrivateAddresses: boolean;
};

/** Refuses a URL whose host is, or resolves to, a non-public address (checked before each request and redirect). */
export async function assertPublicHost(url: URL): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true });
    } catch {
      throw new Error('The feed could not be reached');
    }
  }
  for (const { address, family } of addresses) {
    // An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is checked as the IPv4 address it is.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    const blocked = mapped
      ? NON_PUBLIC.check(mapped, 'ipv4')
      : NON_PUBLIC.check(address, family === 6 ? 'ipv6' : 'ipv4');
    if (blocked) {
      throw new Error('The feed address is not on the public internet');
    }
  }
}

const MAX_REDIRECTS = 5;

async function request(url: URL, options: FeedFetchOptions): Promise<Response> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:')
      throw new Error('The feed must be an http(s) URL');
    if (!options.allowPrivateAddresses) await assertPublicHost(current);
    let response: Response;
    try {
      response = await fetch(current, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        redirect: 'manual',
        headers: { accept: 'text/calendar, */*;q=0.5' },
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new Error(timedOut ? 'The feed did not answer within 10 seconds' : 'The feed could not be reached');
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    await response.body?.cancel();
    current = new URL(location, current);
  }
  throw new Error('The feed redirected too many times');
}

/** Fetches a feed with a timeout and a size limit; throws an Error whose message is kept in the sync log. */
export async function fetchFeed(url: string, options: FeedFetchOptions): Promise<string> {
  const response = await request(new URL(url), options);
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
 * a manual block, or nights another listing of the home or a lease has, is not imported and is logged as a conflict;
 * when it moved there, its old block goes. Writes one sync log row either way.
 */
export async function syncImportFeed(db: Database, feed: ImportFeedRow, options: FeedFetchOptions) {
  const startedAt = new Date();
  const scope = { organizationId: feed.organizationId };
  let events: ImportedEvent[];
  try {
    events = parseFeed(await fetchFeed(feed.url, options));
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The feed could not be read';
    return recordSync(db, scope, feed, { startedAt, added: 0, updated: 0, removed: 0, conflicts: [], error: message });
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
export async function syncAllImportFeeds(db: Database, options: FeedFetchOptions) {
  const feeds = await listActiveImportFeeds(db);
  let failed = 0;
  for (const { feed } of feeds) {
    // One feed's database failure (its listing deleted meanwhile) must not stop the others.
    const entry = await syncImportFeed(db, feed, options).catch(() => null);
    if (!entry || entry.error) failed++;
  }
  return { feeds: feeds.length, failed };
}
