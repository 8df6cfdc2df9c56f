// @postgres: the stays' exclusion constraint and concurrent bookings
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { auditLog } from '@rentwell/db/schema/audit';
import { strStays } from '@rentwell/db/schema/short-term-rentals';
import { asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strBookingsJob } from '../../jobs/str-bookings.job.ts';
import { isExclusionViolation } from '../../lib/database-errors.ts';
import { createAddressPolicy } from '../../outbound-fetch/address-policy.ts';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { type CreatedProperty, createPropertyViaApi } from '../../test/property-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fetchFeed, syncAllImportFeeds } from './ical-import.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let outsider: SignedInAccount & { organizationId: string };
let manager: SignedInAccount;
let property: CreatedProperty;
let feedServer: Server;
let feedBaseUrl: string;
/** What the local feed server answers for each path. */
const served = new Map<string, string>();

beforeAll(async () => {
  // The feeds here are served on loopback, which user-given URLs may reach only when the operator allows it.
  testApp = await createTestApp({ OUTBOUND_ALLOWED_ADDRESSES: '127.0.0.1' });
  landlord = await signUpLandlord(testApp);
  outsider = await signUpLandlord(testApp);
  manager = await createSignedInMember(testApp, 'property_manager', landlord.organizationId);
  property = await createPropertyViaApi(landlord.client, { name: 'Seaside Cottage', unitCount: 2 });
  feedServer = createServer((request, response) => {
    if (request.url?.startsWith('/moved/')) {
      response.writeHead(302, { location: request.url.slice('/moved'.length) }).end();
      return;
    }
    const body = served.get(request.url ?? '');
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBaseUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => feedServer.close(resolve));
  await testApp.close();
});

async function createListing(overrides: Record<string, unknown> = {}, client = landlord.client) {
  const response = await client.post('/api/str/listings', {
    propertyId: property.id,
    title: 'Seaside Cottage – whole house',
    nightlyRateMinor: 12_500,
    cleaningFeeMinor: 6_000,
    maxGuests: 4,
    ...overrides,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; currency: string };
}

function booking(checkIn: string, checkOut: string, overrides: Record<string, unknown> = {}) {
  return { guestName: 'Dana Guest', guestEmail: 'dana@example.com', guests: 2, checkIn, checkOut, ...overrides };
}

async function book(listingId: string, body: unknown, client = landlord.client) {
  return client.post(`/api/str/listings/${listingId}/bookings`, body);
}

async function staysOf(listingId: string) {
  return testApp.deps.db.select().from(strStays).where(eq(strStays.listingId, listingId));
}

/** Concurrent inserts racing on one exclusion constraint may also deadlock; PostgreSQL then aborts one of them. */
function isDeadlock(error: unknown): boolean {
  let current = error as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.code === '40P01') return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** No two occupying stays of the listing overlap (checked in the test, not trusted to the constraint). */
function expectNoOverlap(stays: Awaited<ReturnType<typeof staysOf>>) {
  const occupying = stays.filter((stay) => stay.kind === 'block' || stay.status !== 'cancelled');
  for (const a of occupying) {
    for (const b of occupying) {
      if (a.id !== b.id) expect(a.startDate < b.endDate && b.startDate < a.endDate).toBe(false);
    }
  }
}

describe('listings', () => {
  it('creates, reads, lists, changes and deletes a listing in the property currency', async () => {
    const created = await createListing({ unitId: property.units[0]?.id, description: 'Two bedrooms by the sea' });
    expect(created).toMatchObject({
      property: { id: property.id, name: 'Seaside Cottage' },
      unit: { id: property.units[0]?.id },
      nightlyRateMinor: 12_500,
      cleaningFeeMinor: 6_000,
      currency: 'USD',
      maxGuests: 4,
      active: true,
      exportFeedActive: false,
    });
    const list = await (await landlord.client.get(`/api/str/listings?propertyId=${property.id}`)).json();
    expect(list.items.map((item: { id: string }) => item.id)).toContain(created.id);
    const changed = await landlord.client.patch(`/api/str/listings/${created.id}`, { active: false, maxGuests: 6 });
    expect(await changed.json()).toMatchObject({ active: false, maxGuests: 6 });
    expect((await landlord.client.request('DELETE', `/api/str/listings/${created.id}`)).status).toBe(204);
    expect((await landlord.client.get(`/api/str/listings/${created.id}`)).status).toBe(404);
  });

  it('lets a property manager of the organization manage listings', async () => {
    const created = await createListing({}, manager.client);
    expect((await manager.client.get(`/api/str/listings/${created.id}`)).status).toBe(200);
  });

  it('answers 422 for invalid fields and 404 for another organization’s property', async () => {
    const invalid = await landlord.client.post('/api/str/listings', {
      propertyId: property.id,
      title: 'x',
      nightlyRateMinor: 0,
      maxGuests: 0,
    });
    expect(invalid.status).toBe(422);
    const body = await invalid.json();
    expect(Object.keys(body.error.details)).toEqual(expect.arrayContaining(['title', 'nightlyRateMinor', 'maxGuests']));
    const foreign = await outsider.client.post('/api/str/listings', {
      propertyId: property.id,
      title: 'Not mine',
      nightlyRateMinor: 10_000,
      maxGuests: 2,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('bookings', () => {
  it('computes nights and total with the domain rule', async () => {
    const listing = await createListing();
    const response = await book(listing.id, booking('2027-01-10', '2027-01-13'));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      listingId: listing.id,
      guestName: 'Dana Guest',
      checkIn: '2027-01-10',
      checkOut: '2027-01-13',
      nights: 3,
      totalMinor: 3 * 12_500 + 6_000,
      currency: 'USD',
      status: 'confirmed',
    });
  });

  it('refuses check-out not after check-in and more guests than the listing takes (422)', async () => {
    const listing = await createListing();
    const sameDay = await book(listing.id, booking('2027-01-10', '2027-01-10'));
    expect(sameDay.status).toBe(422);
    expect((await sameDay.json()).error.details).toHaveProperty('checkOut');
    const crowd = await book(listing.id, booking('2027-01-10', '2027-01-12', { guests: 5 }));
    expect(crowd.status).toBe(422);
    expect((await crowd.json()).error.details).toHaveProperty('guests');
    const badEmail = await book(listing.id, booking('2027-01-10', '2027-01-12', { guestEmail: 'nope' }));
    expect(badEmail.status).toBe(422);
  });

  it('answers 409 naming the conflicting stay; a check-out day may be the next check-in day', async () => {
    const listing = await createListing();
    const first = await (await book(listing.id, booking('2027-02-01', '2027-02-05'))).json();
    const overlapping = await book(listing.id, booking('2027-02-04', '2027-02-07', { guestName: 'Eli Late' }));
    expect(overlapping.status).toBe(409);
    const body = await overlapping.json();
    expect(body.error.code).toBe('conflict');
    expect(body.error.message).toContain('Dana Guest');
    expect(body.error.details).toEqual({
      conflictingStayId: [first.id],
      conflictingKind: ['booking'],
      conflictingLabel: ['Dana Guest'],
      conflictingStart: ['2027-02-01'],
      conflictingEnd: ['2027-02-05'],
    });
    expect((await book(listing.id, booking('2027-02-05', '2027-02-07'))).status).toBe(201);
    expect((await book(listing.id, booking('2027-01-30', '2027-02-01'))).status).toBe(201);
  });

  it('moves through statuses; cancelled frees the dates; final statuses stay final', async () => {
    const listing = await createListing();
    const pending = await (await book(listing.id, booking('2027-03-01', '2027-03-04', { status: 'pending' }))).json();
    expect(pending.status).toBe('pending');
    const base = `/api/str/listings/${listing.id}/bookings/${pending.id}`;
    const early = await landlord.client.patch(base, { status: 'completed' });
    expect(early.status).toBe(409);
    const confirmed = await landlord.client.patch(base, { status: 'confirmed', checkOut: '2027-03-05' });
    expect(await confirmed.json()).toMatchObject({ status: 'confirmed', nights: 4, totalMinor: 4 * 12_500 + 6_000 });
    const tooEarlyComplete = await landlord.client.patch(base, { status: 'completed' });
    expect(tooEarlyComplete.status).toBe(409);
    expect((await book(listing.id, booking('2027-03-02', '2027-03-03'))).status).toBe(409);
    const cancelled = await landlord.client.post(`${base}/cancel`);
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await book(listing.id, booking('2027-03-02', '2027-03-03'))).status).toBe(201);
    expect((await landlord.client.patch(base, { status: 'confirmed' })).status).toBe(409);
    expect((await landlord.client.patch(base, { checkIn: '2027-03-10', checkOut: '2027-03-12' })).status).toBe(409);
    expect((await landlord.client.patch(base, { notes: 'Refunded in full' })).status).toBe(200);
  });

  it('completes confirmed bookings on their check-out day through the daily job', async () => {
    const listing = await createListing();
    const past = await (await book(listing.id, booking('2027-04-01', '2027-04-03'))).json();
    const later = await (await book(listing.id, booking('2027-04-03', '2027-04-08'))).json();
    const pending = await (await book(listing.id, booking('2027-04-08', '2027-04-09', { status: 'pending' }))).json();
    await strBookingsJob.run(testApp.deps, '2027-04-03');
    const stays = new Map((await staysOf(listing.id)).map((stay) => [stay.id, stay.status]));
    expect(stays.get(past.id)).toBe('completed');
    expect(stays.get(later.id)).toBe('confirmed');
    expect(stays.get(pending.id)).toBe('pending');
  });

  it('hides another organization’s listings and bookings (404)', async () => {
    const listing = await createListing();
    const stay = await (await book(listing.id, booking('2027-05-01', '2027-05-03'))).json();
    expect((await outsider.client.get(`/api/str/listings/${listing.id}`)).status).toBe(404);
    expect((await book(listing.id, booking('2027-06-01', '2027-06-03'), outsider.client)).status).toBe(404);
    expect(
      (await outsider.client.patch(`/api/str/listings/${listing.id}/bookings/${stay.id}`, { notes: 'x' })).status,
    ).toBe(404);
    expect(
      (await outsider.client.get(`/api/str/listings/${listing.id}/calendar?from=2027-05-01&to=2027-06-01`)).status,
    ).toBe(404);
    const outsiderList = await (await outsider.client.get('/api/str/listings')).json();
    expect(outsiderList.items).toEqual([]);
  });

  it('refuses tenants (403)', async () => {
    const tenant = await createSignedInMember(testApp, 'tenant', landlord.organizationId);
    expect((await tenant.client.get('/api/str/listings')).status).toBe(403);
  });
});

describe('blocks and the calendar', () => {
  it('blocks dates, refuses a booking over them naming the block, and lists both on the calendar', async () => {
    const listing = await createListing();
    const blocked = await landlord.client.post(`/api/str/listings/${listing.id}/blocks`, {
      type: 'cleaning',
      reason: 'Deep clean',
      startDate: '2027-06-10',
      endDate: '2027-06-11',
    });
    expect(blocked.status).toBe(201);
    const block = await blocked.json();
    expect(block).toMatchObject({ type: 'cleaning', source: 'manual', importFeedId: null });
    const refused = await book(listing.id, booking('2027-06-09', '2027-06-12'));
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.details).toMatchObject({
      conflictingKind: ['block'],
      conflictingLabel: ['cleaning'],
    });
    await book(listing.id, booking('2027-06-11', '2027-06-14'));
    const calendar = await (
      await landlord.client.get(`/api/str/listings/${listing.id}/calendar?from=2027-06-01&to=2027-07-01`)
    ).json();
    expect(calendar.bookings).toHaveLength(1);
    expect(calendar.blocks.map((item: { id: string }) => item.id)).toEqual([block.id]);
    const overlappingBlock = await landlord.client.post(`/api/str/listings/${listing.id}/blocks`, {
      type: 'owner_use',
      startDate: '2027-06-13',
      endDate: '2027-06-20',
    });
    expect(overlappingBlock.status).toBe(409);
    expect((await landlord.client.request('DELETE', `/api/str/listings/${listing.id}/blocks/${block.id}`)).status).toBe(
      204,
    );
    expect((await book(listing.id, booking('2027-06-09', '2027-06-11'))).status).toBe(201);
  });

  it('puts check-ins and blocks on /api/calendar/events, linking to the property', async () => {
    const other = await createPropertyViaApi(landlord.client, { name: 'Dune House', unitCount: 1 });
    const listing = await createListing({ propertyId: other.id, title: 'Dune House – sea view' });
    const stay = await (await book(listing.id, booking('2028-01-10', '2028-01-12', { guestName: 'Ada Byron' }))).json();
    const cancelled = await (await book(listing.id, booking('2028-01-13', '2028-01-14'))).json();
    await landlord.client.post(`/api/str/listings/${listing.id}/bookings/${cancelled.id}/cancel`);
    const block = await (
      await landlord.client.post(`/api/str/listings/${listing.id}/blocks`, {
        type: 'maintenance',
        startDate: '2028-01-20',
        endDate: '2028-01-22',
      })
    ).json();
    const events = async (query: string, client = landlord.client) =>
      (await (await client.get(`/api/calendar/events?from=2028-01-01&to=2028-01-31${query}`)).json()).items;
    expect(await events(`&propertyId=${other.id}`)).toEqual([
      {
        id: `booking:${stay.id}`,
        type: 'booking',
        date: '2028-01-10',
        title: 'Ada Byron',
        property: { id: other.id, name: 'Dune House' },
        unitLabel: null,
        link: `/properties/${other.id}?tab=short-term`,
      },
      expect.objectContaining({
        id: `block:${block.id}`,
        type: 'block',
        date: '2028-01-20',
        title: 'Dune House – sea view',
      }),
    ]);
    expect((await events(`&propertyId=${other.id}&types=block`)).map((event: { type: string }) => event.type)).toEqual([
      'block',
    ]);
    expect(await events('', outsider.client)).toEqual([]);
  });

  it('validates ranges (422)', async () => {
    const listing = await createListing();
    const backwards = await landlord.client.post(`/api/str/listings/${listing.id}/blocks`, {
      type: 'maintenance',
      startDate: '2027-06-10',
      endDate: '2027-06-09',
    });
    expect(backwards.status).toBe(422);
    const wrongType = await landlord.client.post(`/api/str/listings/${listing.id}/blocks`, {
      type: 'party',
      startDate: '2027-06-10',
      endDate: '2027-06-12',
    });
    expect(wrongType.status).toBe(422);
    expect(
      (await landlord.client.get(`/api/str/listings/${listing.id}/calendar?from=2027-06-01&to=2029-06-01`)).status,
    ).toBe(422);
  });

  it('gives occupancy, ADR and RevPAN of nightly revenue, revenue and the cleaning fees apart per month', async () => {
    const listing = await createListing();
    await book(listing.id, booking('2027-08-01', '2027-08-04'));
    await landlord.client.post(`/api/str/listings/${listing.id}/blocks`, {
      type: 'owner_use',
      startDate: '2027-08-20',
      endDate: '2027-08-30',
    });
    const figures = await (
      await landlord.client.get(`/api/str/figures?from=2027-08&to=2027-09&listingId=${listing.id}`)
    ).json();
    expect(figures.items).toEqual([
      {
        listingId: listing.id,
        month: '2027-08',
        availableNights: 21,
        bookedNights: 3,
        occupancyRate: 3 / 21,
        // 3 nights at 125.00; the 60.00 cleaning fee is revenue, not a night's rate.
        adrMinor: 12_500,
        revpanMinor: Math.round(37_500 / 21),
        revenueMinor: 43_500,
        cleaningFeesMinor: 6_000,
        currency: 'USD',
      },
      expect.objectContaining({ month: '2027-09', bookedNights: 0, availableNights: 30, revenueMinor: 0 }),
    ]);
  });
});

describe('across listings', () => {
  it('answers every listing’s stays of a period on /api/str/calendar, and nothing of another organization', async () => {
    const first = await createListing({ title: 'Across A' });
    const second = await createListing({ title: 'Across B' });
    await book(first.id, booking('2028-03-02', '2028-03-05', { guestName: 'Ana' }));
    await landlord.client.post(`/api/str/listings/${second.id}/blocks`, {
      type: 'cleaning',
      startDate: '2028-03-10',
      endDate: '2028-03-11',
    });
    const calendar = await (await landlord.client.get('/api/str/calendar?from=2028-03-01&to=2028-04-01')).json();
    expect(calendar.bookings.map((entry: { guestName: string }) => entry.guestName)).toEqual(['Ana']);
    expect(calendar.blocks.map((entry: { listingId: string; type: string }) => [entry.listingId, entry.type])).toEqual([
      [second.id, 'cleaning'],
    ]);
    const theirs = await (await outsider.client.get('/api/str/calendar?from=2028-03-01&to=2028-04-01')).json();
    expect(theirs).toEqual({ from: '2028-03-01', to: '2028-04-01', bookings: [], blocks: [] });
    expect((await landlord.client.get('/api/str/calendar?from=2028-04-01&to=2028-03-01')).status).toBe(422);
  });

  it('reports occupancy, ADR, RevPAN and revenue per listing and month in analytics, with totals', async () => {
    const listing = await createListing({ title: 'Report cottage' });
    await book(listing.id, booking('2029-05-30', '2029-06-02'));
    const response = await landlord.client.get(
      `/api/analytics/reports/short-term-rentals?from=2029-05-01&to=2029-06-30&propertyId=${property.id}`,
    );
    expect(response.status).toBe(200);
    const report = await response.json();
    const rows = report.rows.filter((row: { listingId: string }) => row.listingId === listing.id);
    // 3 nights at 125.00, two in May and one in June; the 60.00 cleaning fee in May, the check-in month.
    expect(
      rows.map((row: Record<string, unknown>) => [row.month, row.bookedNights, row.adr, row.revenue, row.cleaningFees]),
    ).toEqual([
      ['2029-06', 1, 12_500, 12_500, 0],
      ['2029-05', 2, 12_500, 31_000, 6_000],
    ]);
    expect(report.totals.revenue).toBe(
      report.rows.reduce((sum: number, row: { revenue: number }) => sum + row.revenue, 0),
    );
    expect(report.totals.bookedNights).toBeGreaterThanOrEqual(3);
    const csv = await landlord.client.get(
      `/api/analytics/reports/short-term-rentals/export?format=csv&from=2029-05-01&to=2029-06-30&lang=fr`,
    );
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain('Prix moyen par nuit');
    expect(text).toContain('Frais de ménage');
  });
});

describe('the audit log', () => {
  it('records who created, changed and deleted listings, bookings, blocks and feeds', async () => {
    const listing = await createListing({ title: 'Audited loft' });
    const created = await (await book(listing.id, booking('2030-01-05', '2030-01-08', { status: 'pending' }))).json();
    await landlord.client.patch(`/api/str/listings/${listing.id}/bookings/${created.id}`, { status: 'confirmed' });
    await landlord.client.post(`/api/str/listings/${listing.id}/bookings/${created.id}/cancel`);
    const block = await (
      await landlord.client.post(`/api/str/listings/${listing.id}/blocks`, {
        type: 'maintenance',
        startDate: '2030-02-01',
        endDate: '2030-02-03',
      })
    ).json();
    await landlord.client.request('DELETE', `/api/str/listings/${listing.id}/blocks/${block.id}`);
    await landlord.client.post(`/api/str/listings/${listing.id}/export-feed`);
    await landlord.client.request('DELETE', `/api/str/listings/${listing.id}/export-feed`);
    const feed = await (
      await landlord.client.post(`/api/str/listings/${listing.id}/import-feeds`, {
        name: 'Airbnb',
        url: `${feedBaseUrl}/audited.ics`,
      })
    ).json();
    await landlord.client.request('DELETE', `/api/str/listings/${listing.id}/import-feeds/${feed.id}`);
    expect((await landlord.client.request('DELETE', `/api/str/listings/${listing.id}`)).status).toBe(204);

    const events = await testApp.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.organizationId, landlord.organizationId))
      .orderBy(asc(auditLog.occurredAt), asc(auditLog.id));
    const ours = events.filter(
      (event) => event.entityId === listing.id || event.entityId === created.id || event.entityId === block.id,
    );
    expect(ours.map((event) => event.action)).toEqual([
      'listing.created',
      'booking.created',
      'booking.confirmed',
      'booking.cancelled',
      'stay_block.created',
      'stay_block.removed',
      'listing.export_feed_created',
      'listing.export_feed_revoked',
      'listing.import_feed_added',
      'listing.import_feed_removed',
      'listing.deleted',
    ]);
    expect(ours.every((event) => event.actorUserId === landlord.userId)).toBe(true);
    expect(ours[1]?.details).toEqual({ name: 'Dana Guest' });
  });
});

describe('many requests at once', () => {
  it('books one of 50 overlapping requests; the others answer 409, none 5xx, nothing overlaps', async () => {
    const listing = await createListing();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        book(listing.id, booking(`2027-09-${String(1 + (index % 5)).padStart(2, '0')}`, '2027-09-08')),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expectNoOverlap(await staysOf(listing.id));
    expect(await staysOf(listing.id)).toHaveLength(1);
  });

  it('lets exactly one of a block and bookings racing for the same nights win', async () => {
    const listing = await createListing();
    const requests = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0
        ? book(listing.id, booking('2027-10-01', '2027-10-05'))
        : landlord.client.post(`/api/str/listings/${listing.id}/blocks`, {
            type: 'maintenance',
            startDate: '2027-10-03',
            endDate: '2027-10-06',
          }),
    );
    const statuses = (await Promise.all(requests)).map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expectNoOverlap(await staysOf(listing.id));
  });
});

describe('the database guarantee', () => {
  it('refuses overlapping rows written directly, without the service or its lock', async () => {
    const listing = await createListing();
    const row = (startDate: string, endDate: string) => ({
      organizationId: landlord.organizationId,
      listingId: listing.id,
      kind: 'block' as const,
      startDate,
      endDate,
      blockType: 'unavailable' as const,
      reason: '',
      source: 'manual' as const,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        testApp.deps.db
          .insert(strStays)
          .values(row(`2027-12-${String(1 + (index % 4)).padStart(2, '0')}`, '2027-12-06')),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected')
        expect(isExclusionViolation(result.reason) || isDeadlock(result.reason)).toBe(true);
    }
    await testApp.deps.db.insert(strStays).values(row('2027-12-06', '2027-12-07'));
    expectNoOverlap(await staysOf(listing.id));
  });
});

describe('iCal', () => {
  it('exports bookings and blocks as all-day events that ical.js parses; rotated and revoked URLs 404', async () => {
    const listing = await createListing();
    await book(listing.id, booking('2027-11-01', '2027-11-04'));
    await landlord.client.post(`/api/str/listings/${listing.id}/blocks`, {
      type: 'owner_use',
      startDate: '2027-11-04',
      endDate: '2027-11-06',
    });
    const created = await landlord.client.post(`/api/str/listings/${listing.id}/export-feed`);
    expect(created.status).toBe(201);
    const { url } = await created.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/str\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(url).pathname;
    const anonymous = testApp.client();
    const response = await anonymous.get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(
      events.map((event) => [
        event.summary,
        event.startDate.toString(),
        event.endDate.toString(),
        event.startDate.isDate,
      ]),
    ).toEqual([
      ['Reserved', '2027-11-01', '2027-11-04', true],
      ['Not available', '2027-11-04', '2027-11-06', true],
    ]);
    expect(events.every((event) => event.uid.endsWith('@rentwell'))).toBe(true);
    await landlord.client.post(`/api/str/listings/${listing.id}/export-feed`);
    expect((await anonymous.get(path)).status).toBe(404);
    expect((await anonymous.get('/api/str/feeds/not-a-token.ics')).status).toBe(404);
  });

  it('writes the export feed’s titles in the language its link was made in', async () => {
    const home = await createPropertyViaApi(landlord.client, { name: 'Feed titles house', unitCount: 1 });
    const listing = await createListing({ propertyId: home.id });
    await book(listing.id, booking('2027-12-01', '2027-12-03'));
    const { url } = await (await landlord.client.post(`/api/str/listings/${listing.id}/export-feed?lang=fr`)).json();
    expect(url).toMatch(/\.ics\?lang=fr$/);
    const parsed = new URL(url);
    const body = await (await testApp.client().get(`${parsed.pathname}${parsed.search}`)).text();
    const calendar = new ICAL.Component(ICAL.parse(body));
    expect(calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent).summary)).toEqual(['Réservé']);
    expect((await testApp.client().get(`${parsed.pathname}?lang=xx`)).status).toBe(422);
  });

  it('imports a feed from an HTTP server: adds, updates, removes blocks and logs a conflict with a booking', async () => {
    const home = await createPropertyViaApi(landlord.client, { name: 'Imported house', unitCount: 1 });
    const listing = await createListing({ propertyId: home.id });
    const dana = await (await book(listing.id, booking('2027-05-02', '2027-05-06'))).json();
    served.set('/airbnb.ics', await readFile(new URL('./fixtures/airbnb-first.ics', import.meta.url), 'utf8'));
    const feed = await (
      await landlord.client.post(`/api/str/listings/${listing.id}/import-feeds`, {
        name: 'Airbnb',
        url: `${feedBaseUrl}/airbnb.ics`,
      })
    ).json();
    expect(feed).toMatchObject({ status: 'never_synced', lastSyncAt: null });
    const syncPath = `/api/str/listings/${listing.id}/import-feeds/${feed.id}/sync`;
    const first = await (await landlord.client.post(syncPath)).json();
    expect(first).toMatchObject({ added: 3, updated: 0, removed: 0, conflicts: [], error: null });
    const blocksAfter = async () =>
      (await staysOf(listing.id))
        .filter((stay) => stay.kind === 'block')
        .map((stay) => [stay.importUid, stay.startDate, stay.endDate, stay.source])
        .sort();
    expect(await blocksAfter()).toEqual([
      ['airbnb-res-1@airbnb.com', '2027-03-10', '2027-03-14', 'imported'],
      ['airbnb-res-2@airbnb.com', '2027-03-20', '2027-03-22', 'imported'],
      ['airbnb-res-3@airbnb.com', '2027-04-01', '2027-04-05', 'imported'],
    ]);

    served.set('/airbnb.ics', await readFile(new URL('./fixtures/airbnb-second.ics', import.meta.url), 'utf8'));
    const second = await (await landlord.client.post(syncPath)).json();
    expect(second).toMatchObject({
      added: 0,
      updated: 1,
      removed: 1,
      error: null,
      conflicts: [
        {
          uid: 'airbnb-res-4@airbnb.com',
          startDate: '2027-05-01',
          endDate: '2027-05-04',
          conflictingBookingId: dana.id,
          conflictingLabel: 'Dana Guest',
        },
      ],
    });
    expect(await blocksAfter()).toEqual([
      ['airbnb-res-1@airbnb.com', '2027-03-10', '2027-03-15', 'imported'],
      ['airbnb-res-3@airbnb.com', '2027-04-01', '2027-04-05', 'imported'],
    ]);
    expectNoOverlap(await staysOf(listing.id));

    const imported = (await staysOf(listing.id)).find((stay) => stay.importUid === 'airbnb-res-3@airbnb.com');
    const deleteImported = await landlord.client.request(
      'DELETE',
      `/api/str/listings/${listing.id}/blocks/${imported?.id}`,
    );
    expect(deleteImported.status).toBe(409);

    expect(await syncAllImportFeeds(testApp.deps.db, testApp.deps.outboundAddresses)).toMatchObject({ failed: 0 });
    expect(await blocksAfter()).toHaveLength(2);

    served.delete('/airbnb.ics');
    const failed = await (await landlord.client.post(syncPath)).json();
    expect(failed).toMatchObject({ added: 0, removed: 0, error: 'http_error' });
    expect(await blocksAfter()).toHaveLength(2);
    const log = await (
      await landlord.client.get(`/api/str/listings/${listing.id}/import-feeds/${feed.id}/sync-log`)
    ).json();
    expect(log.items).toHaveLength(4);
    expect(log.items[0]).toMatchObject({ error: 'http_error' });
    const feeds = await (await landlord.client.get(`/api/str/listings/${listing.id}/import-feeds`)).json();
    expect(feeds.items[0]).toMatchObject({ status: 'error', lastError: 'http_error' });
    expect((await outsider.client.post(syncPath)).status).toBe(404);
  });

  it('removes the block of an event that moved onto a booking (logged as a conflict), and takes a feed URL once', async () => {
    const listing = await createListing({ title: 'Moving feed' });
    const ana = await (await book(listing.id, booking('2029-02-10', '2029-02-13', { guestName: 'Ana' }))).json();
    const event = (start: string, end: string) =>
      `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:vrbo-1\r\nDTSTART;VALUE=DATE:${start}\r\nDTEND;VALUE=DATE:${end}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    served.set('/vrbo.ics', event('20290201', '20290204'));
    const body = { name: 'Vrbo', url: `${feedBaseUrl}/vrbo.ics` };
    const feed = await (await landlord.client.post(`/api/str/listings/${listing.id}/import-feeds`, body)).json();
    const again = await landlord.client.post(`/api/str/listings/${listing.id}/import-feeds`, {
      ...body,
      name: 'Vrbo 2',
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('duplicate_import_feed');
    const feeds = await (await landlord.client.get(`/api/str/listings/${listing.id}/import-feeds`)).json();
    expect(feeds.items).toHaveLength(1);

    const syncPath = `/api/str/listings/${listing.id}/import-feeds/${feed.id}/sync`;
    expect(await (await landlord.client.post(syncPath)).json()).toMatchObject({ added: 1, conflicts: [] });
    served.set('/vrbo.ics', event('20290211', '20290214'));
    const moved = await (await landlord.client.post(syncPath)).json();
    expect(moved).toMatchObject({
      added: 0,
      updated: 0,
      removed: 1,
      conflicts: [{ uid: 'vrbo-1', startDate: '2029-02-11', endDate: '2029-02-14', conflictingBookingId: ana.id }],
    });
    // The nights the event left are free again: nothing blocks them.
    const stays = await staysOf(listing.id);
    expect(stays.map((stay) => [stay.kind, stay.startDate])).toEqual([['booking', '2029-02-10']]);
    expect((await book(listing.id, booking('2029-02-01', '2029-02-04'))).status).toBe(201);
  });

  it('fetches feeds through redirects, within 1 MB, and only from public addresses unless allowed, in every mode', async () => {
    served.set('/small.ics', 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n');
    served.set('/huge.ics', 'X'.repeat(1024 * 1024 + 1));
    const local = testApp.deps.outboundAddresses;
    expect(await fetchFeed(`${feedBaseUrl}/moved/small.ics`, local)).toContain('BEGIN:VCALENDAR');
    await expect(fetchFeed(`${feedBaseUrl}/huge.ics`, local)).rejects.toMatchObject({ code: 'too_large' });
    await expect(fetchFeed(`${feedBaseUrl}/small.ics`, createAddressPolicy([]))).rejects.toMatchObject({
      code: 'address_not_allowed',
    });
  });

  it('keeps a failed sync as a code the web translates, for the feed and its log', async () => {
    const listing = await createListing();
    const feed = await (
      await landlord.client.post(`/api/str/listings/${listing.id}/import-feeds`, {
        name: 'Metadata',
        url: 'http://169.254.169.254/latest/meta-data.ics',
      })
    ).json();
    const entry = await (
      await landlord.client.post(`/api/str/listings/${listing.id}/import-feeds/${feed.id}/sync`)
    ).json();
    expect(entry).toMatchObject({ error: 'address_not_allowed' });
    const feeds = await (await landlord.client.get(`/api/str/listings/${listing.id}/import-feeds`)).json();
    expect(feeds.items.find((item: { id: string }) => item.id === feed.id)).toMatchObject({
      status: 'error',
      lastError: 'address_not_allowed',
    });
  });
});
